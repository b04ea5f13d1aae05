'use client';

// The UI test contract's ids are built from the pane name here, so a grep for them lands here:
// pane-input pane-lite pane-full pane-ultra, tokens-input tokens-lite tokens-full tokens-ultra,
// reduction-lite reduction-full reduction-ultra.
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { playgroundStore, type Pane } from '@/lib/state/store';
import { usePlayground } from './usePlayground';
import type { Intensity } from 'caveman-compress/internals/types';
import { reduction } from '@/lib/state/selectors';
import { StaticPane } from './StaticPane';
import { PaneTakeaway } from './PaneTakeaway';
import { ExpandedOverlay } from './ExpandedOverlay';
import { narrowPanelId } from './PaneTabs';
import { INPUT_LIMIT, overInputLimit, SELF_CHECK_LIMIT, sizeLabel } from '@/lib/state/inputLimit';

// Until a pane's editor has mounted (Monaco loads after the first screen), StaticPane shows it.
const EditorHost = dynamic(() => import('./EditorHost'), { ssr: false, loading: () => null });

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
  // past the input limit the outputs are not computed: their counts cannot arrive either
  const paused = usePlayground((s) => pane !== 'input' && overInputLimit(s.input));
  const progress = usePlayground((s) => (pane === 'input' && s.countProgress?.seq === s.inputSeq ? s.countProgress : null));
  // a stale count stays (dimmed) until the new one arrives, unless none can arrive
  const n = count && count.encoding === encoding && !paused && !(failed && stale) ? count.n : null;
  return (
    // stale: the number in the label's grey, not faded (an opacity under the label's grey fails contrast)
    <span className="tabular-nums" title={`${encoding} tokens`}>
      {progress && (
        <span data-testid="count-progress" role="status" className="mr-1 text-amber-700 dark:text-amber-400">
          counting {Math.floor((progress.done / progress.total) * 100)} %
        </span>
      )}
      {/* data-seq: the input version this count is of (the UI bench times keystrokes by it) */}
      <span data-testid={`tokens-${pane}`} data-seq={n !== null ? count!.seq : undefined} className={stale ? 'text-neutral-500 dark:text-neutral-400' : undefined}>
        {n !== null ? String(n) : failed || paused ? '—' : '…'}
      </span>
      <span className="ml-1 text-neutral-500 dark:text-neutral-400">tok</span>
    </span>
  );
}

/**
 * A pane's reduction of the whole text and of its prose (the tokens outside protected spans and
 * kept-verbose regions). The profile's reduction targets are the seeds' claims for compressions a
 * language model writes: they belong to the checker, not to the core's own panes (SPEC §3).
 */
function Reduction({ level }: { level: Intensity }) {
  const input = usePlayground((s) => (s.counts.input && s.counts.input.encoding === s.encoding ? s.counts.input : null));
  const out = usePlayground((s) => (s.counts[level] && s.counts[level]!.encoding === s.encoding ? s.counts[level]! : null));
  const prose = usePlayground((s) => {
    const p = s.counts.prose;
    return p && p.encoding === s.encoding && p.seq === s.counts[level]?.seq ? p.n : null;
  });
  const paused = usePlayground((s) => overInputLimit(s.input));
  if (paused || !input || !out) {
    return (
      <span data-testid={`reduction-${level}`} className="min-w-0 truncate text-neutral-600 dark:text-neutral-400">
        {paused ? 'paused: input over the limit' : 'counting…'}
      </span>
    );
  }
  if (input.n === 0) {
    // no tokens in, none to save: a percentage of nothing is not 0 %, it is not a number at all
    return (
      <span data-testid={`reduction-${level}`} className="text-neutral-600 dark:text-neutral-400" title="The input is empty: nothing to reduce">
        —
      </span>
    );
  }
  const r = reduction(input.n, out.n);
  const sign = r.saved > 0 ? '−' : r.saved < 0 ? '+' : '';
  const prosePct = prose && prose > 0 ? (r.saved / prose) * 100 : null;
  return (
    <span
      data-testid={`reduction-${level}`}
      className="min-w-0 truncate tabular-nums text-neutral-700 dark:text-neutral-300"
      title={`${r.saved} of ${input.n} tokens saved${prose ? `; ${prose} of them are prose (text outside protected spans and kept-verbose regions)` : ''}`}
    >
      {sign}
      {Math.abs(r.percent).toFixed(1)}% ({sign}
      {Math.abs(r.saved)} tok)
      {prosePct !== null && (
        <span data-testid={`reduction-prose-${level}`} className="text-neutral-500 dark:text-neutral-400">
          {' '}· prose {sign}
          {Math.abs(prosePct).toFixed(1)}%
        </span>
      )}
    </span>
  );
}

/**
 * Whether an output keeps the contract with its input: the invariants of SPEC §1.5, checked by
 * the same check() as the checker pane, live (lib/workers/pipeline.ts, selfCheck). A failing
 * badge opens that report in the checker, with the offending spans marked.
 */
function SelfCheckBadge({ level }: { level: Intensity }) {
  const check = usePlayground((s) => (s.selfCheck && s.selfCheck.seq === s.results?.seq ? (s.selfCheck.byLevel[level] ?? null) : null));
  const large = usePlayground((s) => s.input.length > SELF_CHECK_LIMIT && !overInputLimit(s.input));
  const pending = usePlayground((s) => !s.results || overInputLimit(s.input));
  const request = usePlayground((s) => s.requestSelfCheck);
  const base = 'shrink-0 whitespace-nowrap rounded border px-1.5 leading-4';
  if (pending) return null;
  if (!check) {
    return large ? (
      <button type="button" data-testid={`self-check-${level}`} data-state="idle" className={`${base} border-neutral-300 hover:bg-neutral-200 dark:border-neutral-700 dark:hover:bg-neutral-800`} onClick={request} title="Long inputs are checked on request: check this output against the input">
        check contract
      </button>
    ) : (
      <span data-testid={`self-check-${level}`} data-state="checking" className={`${base} border-neutral-300 text-neutral-600 dark:border-neutral-700 dark:text-neutral-400`}>
        checking…
      </span>
    );
  }
  if (check.failing.length === 0) {
    return (
      <span data-testid={`self-check-${level}`} data-state="pass" className={`${base} border-emerald-600 text-emerald-800 dark:border-emerald-500 dark:text-emerald-300`} title="Every invariant holds: protected spans, hedges, negations, actors, numbers, structure, tokens, idempotence">
        ✓ contract holds
      </span>
    );
  }
  const open = () => {
    const st = playgroundStore().getState();
    const out = st.results?.panes[level].output;
    if (out === undefined) return;
    st.setChecker(out);
    st.setCheckerOpen(true);
  };
  return (
    <button
      type="button"
      data-testid={`self-check-${level}`}
      data-state="fail"
      onClick={open}
      className={`${base} border-red-600 bg-red-50 text-red-800 hover:bg-red-100 dark:border-red-500 dark:bg-red-950 dark:text-red-200`}
      title={`${check.failing.map((f) => `${f.name}: ${f.message}`).join('\n')}\nClick: open this report in the checker`}
    >
      ✗ fails: {check.failing.map((f) => f.id).join(', ')}
    </button>
  );
}

/** The panes' synced scrolling (lib/monaco/linked.ts): one switch for all four, beside the input's title. */
function SyncScroll() {
  const on = usePlayground((s) => s.syncScroll);
  const set = usePlayground((s) => s.setSyncScroll);
  return (
    <label className="ml-auto flex shrink-0 items-center gap-1 whitespace-nowrap text-neutral-700 dark:text-neutral-300" title="Scrolling one pane scrolls the others to the same text; a linked range is shown in every pane">
      <input data-testid="sync-scroll" type="checkbox" checked={on} onChange={(e) => set(e.target.checked)} />
      sync scroll
    </label>
  );
}

/** Over an output pane while the input is past the limit: its text would belong to another input. */
function OverLimit() {
  const size = usePlayground((s) => (overInputLimit(s.input) ? s.input.length : 0));
  if (!size) return null;
  return (
    <div data-testid="over-limit" className="absolute inset-0 z-10 flex items-center justify-center bg-white/95 p-4 text-center text-xs text-neutral-700 dark:bg-neutral-950/95 dark:text-neutral-300">
      <p>
        Paused: the input is {sizeLabel(size)}, over the playground&apos;s {sizeLabel(INPUT_LIMIT)} limit. Shorten it to see this output, or
        run <code className="font-mono">caveman compress</code> on the file.
      </p>
    </div>
  );
}

export function PaneCard({
  pane,
  selected,
  onDiff,
  hidden,
  narrow = '',
}: {
  pane: Pane;
  selected: boolean;
  onDiff?: () => void;
  /** Not shown (kept mounted: the checker takes its place). */
  hidden?: boolean;
  /** Classes that hide it on a narrow screen (PaneTabs). */
  narrow?: string;
}) {
  const isInput = pane === 'input';
  const [editorReady, setEditorReady] = useState(false);
  const onReady = useCallback(() => setEditorReady(true), []);
  return (
    <section
      id={narrowPanelId(pane)}
      aria-label={TITLES[pane]}
      data-selected={selected ? 'true' : 'false'}
      style={hidden ? { display: 'none' } : undefined}
      className={`${narrow} pane-card flex min-h-0 min-w-0 flex-col overflow-hidden rounded-md border bg-white dark:bg-neutral-950 ${
        selected
          ? 'border-emerald-500 ring-2 ring-emerald-500/60 dark:border-emerald-400'
          : 'border-neutral-300 dark:border-neutral-700'
      }`}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5 border-b border-neutral-200 bg-neutral-50 px-2 py-1 text-xs dark:border-neutral-800 dark:bg-neutral-900">
        <h2 data-pane-title tabIndex={-1} className="font-semibold">
          {TITLES[pane]}
        </h2>
        {selected && (
          <span data-testid={`selected-${pane}`} className="rounded bg-emerald-700 px-1.5 text-[10px] font-semibold uppercase tracking-wide text-white">
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
        <PaneTakeaway pane={pane} />
        {!isInput && (
          // one line whatever the badge says ("checking…" on the static page, then its verdict): a wrap here
          // would move the editor below when the check lands; the figures give way, their title keeps them whole
          <div className="flex min-w-0 basis-full flex-nowrap items-center gap-x-2 text-[11px]">
            <Reduction level={pane as Intensity} />
            <span className="ml-auto" />
            <SelfCheckBadge level={pane as Intensity} />
          </div>
        )}
        {isInput && (
          <div className="flex basis-full flex-wrap items-center gap-x-2 text-[11px] text-neutral-500 dark:text-neutral-400">
            <span
              data-testid="expectation"
              className="min-w-0"
              title="Paste an agent artifact (a handoff note, a review summary, a status line), markdown or plain text. Measured on 20 real artifacts (o200k): the engine saves about 2-6 % at full and 4-8 % at ultra; a careful human or model rewrite about twice that. Paste a model's compression into the Checker to see which of its edits keep the meaning."
            >
              real artifacts save 2–6 %
            </span>
            <SyncScroll />
          </div>
        )}
      </header>
      <div className="editor-box relative min-h-0 flex-1" data-testid={`pane-${pane}`}>
        {!editorReady && <StaticPane pane={pane} />}
        <EditorHost pane={pane} onReady={onReady} />
        {!isInput && <OverLimit />}
        {!isInput && <ExpandedOverlay level={pane as Intensity} />}
        {isInput && (
          <div data-testid="tab-hint" className="tab-hint" aria-hidden="true">
            Tab indents · <kbd>Esc</kbd> then <kbd>Tab</kbd>: next pane · <kbd>Ctrl+M</kbd>: Tab moves focus
          </div>
        )}
      </div>
      {/* Esc in the editor lands here (components/editorKeys.ts): Tab goes on to the next pane */}
      <span data-pane-exit tabIndex={-1} className="sr-only">
        {TITLES[pane]}: left the editor; Tab goes on to the next pane
      </span>
    </section>
  );
}
