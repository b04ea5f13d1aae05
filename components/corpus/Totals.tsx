'use client';

// The run's progress and the corpus totals: input tokens, tokens and reduction per intensity,
// and failing checks. The totals are the report's own (sumReport), sent by the worker.
import { INTENSITIES } from 'caveman-compress/internals/types';
import { percent } from '@/lib/corpus/table';
import { useCorpus } from './useCorpus';

// One formatter for every number: toLocaleString builds a formatter per call, some milliseconds
// each on a loaded machine, inside the task that shows a run's report.
const NUMBER = new Intl.NumberFormat('en');

export function RunStatus() {
  const progress = useCorpus((s) => s.progress);
  const error = useCorpus((s) => s.error);
  const ms = useCorpus((s) => s.runMs);
  const workers = useCorpus((s) => s.runWorkers);
  if (error) {
    return (
      <p data-testid="corpus-error" role="alert" className="corpus-card corpus-warn text-xs">
        <strong>The corpus could not be reported:</strong> {error}. Edit the rules to try again.
      </p>
    );
  }
  if (!progress) {
    return (
      <p data-testid="corpus-run-done" className="text-xs text-neutral-500 dark:text-neutral-400">
        {ms !== null ? `Reported in ${(ms / 1000).toFixed(1)} s by ${workers === 1 ? 'a worker' : `${workers} workers`} beside the page, which stays usable while they run.` : ' '}
      </p>
    );
  }
  const label = progress.phase === 'profile' ? 'Reporting the corpus' : "Reporting the profile's defaults for the difference";
  return (
    <div data-testid="corpus-progress" className="flex items-center gap-2 text-xs">
      <label htmlFor="corpus-progress-bar">{label}</label>
      <progress id="corpus-progress-bar" className="corpus-progress" max={progress.total} value={progress.done} />
      <span className="tabular-nums">
        {progress.done} / {progress.total}
      </span>
    </div>
  );
}

export function Totals() {
  const totals = useCorpus((s) => s.totals);
  const running = useCorpus((s) => s.progress !== null);
  if (!totals) return null;
  const readable = totals.files - totals.errors;
  return (
    <section aria-labelledby="totals-title" data-testid="corpus-totals" data-partial={running ? 'true' : 'false'} className="corpus-card">
      <h2 id="totals-title" className="corpus-h2">
        Totals{running ? ' (of the last run; updating…)' : ''}
      </h2>
      <dl className="corpus-totals">
        <div>
          <dt>files</dt>
          <dd data-testid="total-files">
            {readable}
            {totals.errors ? <span className="text-xs font-normal"> (+{totals.errors} unreadable)</span> : null}
          </dd>
        </div>
        <div>
          <dt>input tokens</dt>
          <dd data-testid="total-tokens">{NUMBER.format(totals.tokens)}</dd>
        </div>
        <div>
          <dt>prose share</dt>
          <dd>{Math.round(totals.prose * 100)} %</dd>
        </div>
        {INTENSITIES.map((i) => (
          <div key={i}>
            <dt>{i}</dt>
            <dd data-testid={`total-${i}`} data-tokens={totals.intensities[i].tokens}>
              {NUMBER.format(totals.intensities[i].tokens)} <span className="text-xs font-normal">({percent(totals.intensities[i].reduction)})</span>
            </dd>
          </div>
        ))}
        <div>
          <dt>failing checks</dt>
          <dd data-testid="total-failing" className={totals.failing ? 'text-red-700 dark:text-red-300' : ''}>
            {totals.failing}
          </dd>
        </div>
      </dl>
    </section>
  );
}
