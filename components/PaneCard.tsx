'use client';

// The UI test contract's ids are built from the pane name here, so a grep for them lands here:
// pane-input pane-lite pane-full pane-ultra, tokens-input tokens-lite tokens-full tokens-ultra,
// reduction-lite reduction-full reduction-ultra.
import dynamic from 'next/dynamic';
import { usePlayground, type Pane } from '@/lib/store';
import type { Intensity } from '@/lib/caveman/types';
import { reduction } from '@/lib/workers/protocol';

const EditorHost = dynamic(() => import('./EditorHost'), {
  ssr: false,
  loading: () => <EditorSkeleton />,
});

function EditorSkeleton() {
  return (
    <div className="absolute inset-0 flex items-center justify-center text-xs text-neutral-500" data-testid="editor-loading">
      Loading editor…
    </div>
  );
}

const TITLES: Record<Pane, string> = { input: 'Verbose input', lite: 'lite', full: 'full', ultra: 'ultra' };

function TokenCount({ pane }: { pane: Pane }) {
  const count = usePlayground((s) => s.counts[pane]);
  const encoding = usePlayground((s) => s.encoding);
  const stale = usePlayground((s) => {
    const c = s.counts[pane];
    if (!c) return true;
    return pane === 'input' ? c.seq !== s.inputSeq : c.seq !== s.results?.seq;
  });
  const failed = usePlayground((s) => s.tokenizerError !== null);
  const n = count && count.encoding === encoding ? count.n : null;
  return (
    <span className={`tabular-nums ${stale ? 'opacity-60' : ''}`} title={`${encoding} tokens`}>
      <span data-testid={`tokens-${pane}`}>{n !== null ? String(n) : failed ? '—' : '…'}</span>
      <span className="ml-1 text-neutral-500 dark:text-neutral-400">tok</span>
    </span>
  );
}

function Reduction({ level, target }: { level: Intensity; target: number }) {
  const input = usePlayground((s) => (s.counts.input && s.counts.input.encoding === s.encoding ? s.counts.input : null));
  const out = usePlayground((s) => (s.counts[level] && s.counts[level]!.encoding === s.encoding ? s.counts[level]! : null));
  if (!input || !out) {
    return (
      <span data-testid={`reduction-${level}`} className="text-neutral-500">
        target ≥{target}%
      </span>
    );
  }
  const r = reduction(input.n, out.n);
  const met = r.percent >= target;
  return (
    <span
      data-testid={`reduction-${level}`}
      data-met={met}
      className={`tabular-nums ${met ? 'text-green-700 dark:text-green-400' : 'text-amber-700 dark:text-amber-400'}`}
      title={`${r.saved} of ${input.n} tokens saved; profile target ≥${target}%`}
    >
      {r.saved >= 0 ? '−' : '+'}
      {Math.abs(r.percent).toFixed(1)}% ({r.saved >= 0 ? '−' : '+'}
      {Math.abs(r.saved)} tok) · target ≥{target}% {met ? '✓' : '✗'}
    </span>
  );
}

export function PaneCard({
  pane,
  selected,
  target,
  onDiff,
  hidden,
}: {
  pane: Pane;
  selected: boolean;
  target?: number;
  onDiff?: () => void;
  /** Not shown (kept mounted: the checker takes its place). */
  hidden?: boolean;
}) {
  const isInput = pane === 'input';
  return (
    <section
      aria-label={TITLES[pane]}
      data-selected={selected ? 'true' : 'false'}
      style={hidden ? { display: 'none' } : undefined}
      className={`pane-card flex min-h-0 min-w-0 flex-col overflow-hidden rounded-md border bg-white dark:bg-neutral-950 ${
        selected
          ? 'border-emerald-500 ring-2 ring-emerald-500/60 dark:border-emerald-400'
          : 'border-neutral-300 dark:border-neutral-700'
      }`}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5 border-b border-neutral-200 bg-neutral-50 px-2 py-1 text-xs dark:border-neutral-800 dark:bg-neutral-900">
        <h2 className="font-semibold">{TITLES[pane]}</h2>
        {selected && (
          <span data-testid={`selected-${pane}`} className="rounded bg-emerald-600 px-1.5 text-[10px] font-semibold uppercase tracking-wide text-white">
            selected
          </span>
        )}
        <span className="ml-auto" />
        <TokenCount pane={pane} />
        {!isInput && onDiff && (
          <button
            type="button"
            data-testid={`diff-${pane}`}
            onClick={onDiff}
            className="rounded border border-neutral-300 px-1.5 leading-4 hover:bg-neutral-200 dark:border-neutral-700 dark:hover:bg-neutral-800"
            title={`Diff the input against ${pane}`}
          >
            diff
          </button>
        )}
        {!isInput && target !== undefined && (
          <div className="basis-full text-[11px]">
            <Reduction level={pane as Intensity} target={target} />
          </div>
        )}
        {isInput && <div className="basis-full text-[11px] text-neutral-500 dark:text-neutral-400">editable · markdown or plain text</div>}
      </header>
      <div className="relative min-h-0 flex-1" data-testid={`pane-${pane}`}>
        <EditorHost pane={pane} />
      </div>
    </section>
  );
}
