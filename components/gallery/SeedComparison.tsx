'use client';

// When the input is one of the seeds' worked examples (SPEC §5), the output the seed wrote with a
// language model, beside the live panes: what a careful model wrote and what this engine writes,
// with their o200k_base tokens.
import { useMemo } from 'react';
import { VECTORS } from '@/lib/examples/vectors';
import { engineOutputsOf } from '@/lib/examples/engineOutputs';
import { usePlayground } from '../usePlayground';

export function SeedComparison() {
  const input = usePlayground((s) => s.input);
  const vector = useMemo(() => VECTORS.find((v) => v.input === input) ?? null, [input]);
  if (!vector || vector.seed.length === 0) return null;
  const engine = engineOutputsOf(vector.n);
  return (
    <div data-testid="seed-comparison" className="mt-1 rounded border border-neutral-200 bg-neutral-50 p-1.5 text-[11px] leading-snug dark:border-neutral-800 dark:bg-neutral-900">
      <div className="font-semibold">Vector {vector.n}: the seed&apos;s own output (written with a model)</div>
      {vector.seed.map((s) => {
        const e = engine.find((x) => x.intensity === s.intensity);
        return (
          <div key={s.intensity} data-testid={`seed-output-${s.intensity}`}>
            <span className="font-medium">{s.intensity}</span>
            {e?.tokens.seed != null && <span className="text-neutral-600 dark:text-neutral-400"> ({e.tokens.seed} tok; this engine {e.tokens.engine})</span>}: <span className="font-mono">{s.text}</span>
          </div>
        );
      })}
    </div>
  );
}
