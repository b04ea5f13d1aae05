// A tiny hook for the UI benchmark and the e2e tests: window.__caveman.lastUpdate is set once
// the outputs and all four token counts of an input version are rendered.
import type { StoreApi } from 'zustand/vanilla';
import { PANES, type Playground } from '@/lib/state/store';
import { countsComplete } from '@/lib/state/selectors';
import { checkerEditor, paneEditors } from '@/lib/monaco/models';
import { encodePermalink, type ShareState } from '@/lib/state/permalink';
import { encodeSettingsLink } from '@/lib/state/settingsLink';

export interface CavemanProbe {
  lastUpdate: { seq: number; encoding: string; at: number } | null;
  /** performance.now() of the first frame with text in an output editor. */
  firstOutputAt: number | null;
  inputSeq: () => number;
  /** The store's texts and counts (tests compare them with Node's tokenizer). */
  snapshot: () => {
    seq: number;
    resultsSeq: number | null;
    encoding: string;
    input: string;
    outputs: Record<string, string> | null;
    counts: Record<string, number | null>;
    /** Encoding of the token guard the outputs were computed with (null: not yet). */
    guard: string | null;
    profileId: string;
    profileEdits: Record<string, unknown> | null;
    checker: string;
    /** Findings accepted for this pair. */
    checkerAccepted: readonly string[];
  };
  updates: number;
  /** The exact text of a pane's editor model ('input', 'lite', 'full', 'ultra', 'checker'). */
  modelText: (pane: string) => string | null;
  /** The permalink fragment of a state (the tests build links with the page's own codec). */
  encodeLink: (state: ShareState) => string;
  /** A settings-only link's fragment of a state (no text), made by the page's own codec. */
  encodeSettingsLink: (state: ShareState) => string;
  /** The changes of an output as "before -> after (rule)", in text order (the Explain list's test). */
  edits: (level: string) => string[];
  /**
   * Starts the playground again as a fresh load of `/` in a new tab would, without loading the
   * page: everything is stopped and unmounted, storage, the address's fragment and the editors'
   * models are dropped, the store goes back to its first state, and everything starts again.
   * The e2e tests share one page this way; the scripts, Monaco and the tokenizer stay loaded.
   * Resolves once the new start is mounted (a new probe is installed by then).
   */
  restart: () => Promise<void>;
}

declare global {
  interface Window {
    __caveman?: CavemanProbe;
  }
}

let outputShown: (() => void) | null = null;
let outputShownPromise: Promise<void> | null = null;

/** Resolves once an output editor has shown text (or after `maxMs`). */
export function firstOutputShown(maxMs: number): Promise<void> {
  if (!outputShownPromise) {
    outputShownPromise = new Promise<void>((resolve) => {
      outputShown = resolve;
      setTimeout(resolve, maxMs);
    });
  }
  return outputShownPromise;
}

let marked = false;

let restartHook: (() => Promise<void>) | null = null;

/** The playground registers how it restarts itself (components/Playground.tsx). */
export function setRestart(fn: (() => Promise<void>) | null): void {
  restartHook = fn;
}

/** Called by an output editor when it has drawn output text. */
export function markOutputRendered(): void {
  if (marked || typeof window === 'undefined') return;
  marked = true;
  requestAnimationFrame(() => {
    const p = window.__caveman;
    if (p && p.firstOutputAt === null) p.firstOutputAt = performance.now();
    outputShown?.();
  });
}

export function installProbe(store: StoreApi<Playground>): () => void {
  const probe: CavemanProbe = {
    lastUpdate: null,
    firstOutputAt: window.__caveman?.firstOutputAt ?? null,
    inputSeq: () => store.getState().inputSeq,
    snapshot: () => {
      const s = store.getState();
      const r = s.results;
      const counts: Record<string, number | null> = {};
      for (const p of PANES) {
        const c = s.counts[p];
        counts[p] = c && c.encoding === s.encoding ? c.n : null;
      }
      return {
        seq: s.inputSeq,
        resultsSeq: r ? r.seq : null,
        encoding: s.encoding,
        input: s.input,
        outputs: r ? { lite: r.panes.lite.output, full: r.panes.full.output, ultra: r.panes.ultra.output } : null,
        counts,
        guard: r?.guard ?? null,
        profileId: s.profileId,
        profileEdits: s.profileEdits,
        checker: s.checker,
        checkerAccepted: s.checkerAccepted,
      };
    },
    updates: 0,
    encodeLink: (state) => encodePermalink(state),
    encodeSettingsLink: (state) => encodeSettingsLink(state),
    edits: (level) => {
      const r = store.getState().results;
      const p = r && (level === 'lite' || level === 'full' || level === 'ultra') ? r.panes[level] : null;
      return p ? [...p.edits].sort((a, b) => a.output.start - b.output.start || a.input.start - b.input.start).map((e) => `${e.before} -> ${e.after} (${e.rule})`) : [];
    },
    restart: () => (restartHook ? restartHook() : Promise.reject(new Error('the playground is not mounted'))),
    modelText: (pane) => {
      const ed = pane === 'checker' ? checkerEditor.current : paneEditors.get(pane as 'input');
      return ed?.getModel()?.getValue() ?? null;
    },
  };
  window.__caveman = probe;
  let lastKey = '';
  let raf = 0;
  const check = (s: Playground) => {
    if (!countsComplete(s)) return;
    // final outputs only: computed with the token guard of this encoding (as the CLI does)
    if (s.results!.guard !== s.encoding) return;
    const key = `${s.inputSeq}|${s.encoding}`;
    if (key === lastKey) return;
    lastKey = key;
    const seq = s.inputSeq;
    const encoding = s.encoding;
    cancelAnimationFrame(raf);
    // after React's commit and Monaco's render of this frame
    raf = requestAnimationFrame(() => {
      probe.lastUpdate = { seq, encoding, at: performance.now() };
      probe.updates++;
    });
  };
  const unsub = store.subscribe(check);
  check(store.getState());
  return () => {
    unsub();
    cancelAnimationFrame(raf);
  };
}
