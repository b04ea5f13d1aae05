'use client';

// What the rule edits change against the profile's defaults, over the corpus: output tokens
// per intensity, the files that gained or lost most, and every check that passed with the
// defaults and fails now (diffReports of the core's report module).
import { Fragment } from 'react';
import { INTENSITIES } from 'caveman-compress/internals/types';
import { signed } from '@/lib/corpus/table';
import { usePlayground } from '../usePlayground';
import { useCorpus } from './useCorpus';

const TOP = 8;

export function DeltaPanel() {
  const diff = useCorpus((s) => s.diff);
  const running = useCorpus((s) => s.progress !== null);
  const edited = usePlayground((s) => s.profileEdits !== null);
  const profileId = usePlayground((s) => s.profileId);
  if (!edited) {
    return (
      <p data-testid="corpus-delta" data-state="defaults" className="text-xs text-neutral-600 dark:text-neutral-300">
        The profile {profileId} is at its defaults. Edit a rule (Tune rules) to see, file by file, what the edit gains or loses and
        whether any check starts failing.
      </p>
    );
  }
  if (!diff) {
    return (
      <p data-testid="corpus-delta" data-state="pending" className="text-xs text-neutral-600 dark:text-neutral-300">
        Comparing with {profileId}’s defaults…
      </p>
    );
  }
  const changed = diff.files.filter((f) => INTENSITIES.some((i) => f.tokens[i] !== 0));
  const gained = [...changed].sort((a, b) => a.tokens.full - b.tokens.full || a.tokens.ultra - b.tokens.ultra).filter((f) => INTENSITIES.some((i) => f.tokens[i] < 0));
  const lost = [...changed].sort((a, b) => b.tokens.full - a.tokens.full || b.tokens.ultra - a.tokens.ultra).filter((f) => INTENSITIES.some((i) => f.tokens[i] > 0));
  const fmt = (f: (typeof changed)[number]) => INTENSITIES.map((i) => `${i} ${signed(f.tokens[i])}`).join(', ');
  return (
    <section aria-labelledby="delta-title" data-testid="corpus-delta" data-state={running ? 'stale' : 'current'} className="corpus-card">
      <h2 id="delta-title" className="corpus-h2">
        Against {profileId}’s defaults{running ? ' (previous run; updating…)' : ''}
      </h2>
      <p className="text-sm">
        Output tokens:{' '}
        {INTENSITIES.map((i, k) => (
          <Fragment key={i}>
            {k ? ', ' : ''}
            <span data-testid={`delta-total-${i}`} className={diff.tokens[i] < 0 ? 'corpus-gain' : diff.tokens[i] > 0 ? 'corpus-loss' : ''}>
              {i} {signed(diff.tokens[i])}
            </span>
          </Fragment>
        ))}
        {' · '}
        {changed.length} of {diff.files.length} files changed
      </p>
      {diff.broken.length > 0 ? (
        <div data-testid="delta-broken" role="alert" className="corpus-warn mt-2 rounded p-2 text-xs">
          <strong>
            {diff.broken.length} {diff.broken.length === 1 ? 'check fails' : 'checks fail'} now that passed with the defaults:
          </strong>
          <ul className="mt-1 grid gap-0.5">
            {diff.broken.slice(0, 20).map((b) => (
              <li key={`${b.name}-${b.intensity}`}>
                <code>{b.name}</code> at {b.intensity}: {b.check.code}
                {b.check.message ? ` — ${b.check.message}` : ''}
              </li>
            ))}
            {diff.broken.length > 20 && <li>… and {diff.broken.length - 20} more</li>}
          </ul>
        </div>
      ) : (
        <p data-testid="delta-no-broken" className="mt-1 text-xs text-neutral-600 dark:text-neutral-300">
          No check that passed with the defaults fails now.
        </p>
      )}
      {(gained.length > 0 || lost.length > 0) && (
        <div className="mt-2 grid gap-3 text-xs sm:grid-cols-2">
          {(
            [
              ['Fewer tokens', 'delta-gained', gained],
              ['More tokens', 'delta-lost', lost],
            ] as const
          ).map(([title, testId, list]) => (
            <div key={testId}>
              <h3 className="font-semibold">
                {title} ({list.length})
              </h3>
              <ul data-testid={testId} className="mt-0.5 grid gap-0.5">
                {list.length === 0 && <li className="text-neutral-600 dark:text-neutral-300">none</li>}
                {list.slice(0, TOP).map((f) => (
                  <li key={f.name}>
                    <code>{f.name}</code> <span className="text-neutral-600 dark:text-neutral-300">{fmt(f)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
