'use client';

// One legend entry beside the protected kinds: the dotted mark of a rewrite the token guard held
// back (lib/monaco/heldDecorations.ts), with how many each output has.
import { INTENSITIES } from 'caveman-compress/internals/types';
import { usePlayground } from './usePlayground';

export function HeldLegend() {
  const results = usePlayground((s) => s.results);
  const showEdits = usePlayground((s) => s.showEdits);
  const counts = INTENSITIES.map((level) => [level, results?.panes[level].held?.length ?? 0] as const);
  const encoding = results?.guard ?? null;
  // the legend's sample is one this input has (the first held back in the mildest output that holds one)
  const first = INTENSITIES.map((l) => results?.panes[l].held?.[0]).find((h) => h && h.before.trim());
  const sample = first ? first.before.trim().split(/\s+/).slice(0, 3).join(' ') : null;
  return (
    <section data-testid="held-legend" aria-label="Held-back rewrites legend" className="held-legend min-w-0 flex-[1_1_220px] text-[11px]">
      <h3 className="mb-1 text-xs font-semibold">
        Held back{' '}
        <span className="font-normal text-neutral-500 dark:text-neutral-400">
          ({counts.map(([level, n]) => `${level} ${n}`).join(' · ')}
          {showEdits ? '' : ', hidden'})
        </span>
      </h3>
      <p className="max-w-[42ch]">
        {sample ? (
          <>
            <span data-testid="held-sample" className="held-back held-number">{sample}</span> dotted:
          </>
        ) : (
          'Words dotted:'
        )}{' '}
        a rule matched, but the token guard kept the words, as the rewrite would cost tokens{encoding ? ` in ${encoding}` : ''} (invariant 7). Hover one
        for the rule and the cost.
      </p>
    </section>
  );
}
