// The playground's single source of truth (zustand). Editors and controls read from it and
// dispatch to it; the worker pipeline (lib/workers/pipeline.ts) listens to it and writes the
// workers' answers back. Answers carry the input version they belong to, so a stale answer is
// dropped here, whatever order the workers reply in.

import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type {
  Intensity,
  Profile,
  ProtectedSpan,
  RuleGroup,
  SelectionInput,
  SkippedRegion,
  Thresholds,
} from './caveman/types';
import type { EncodingName, PaneResult } from './workers/protocol';
import { DEFAULT_EXAMPLE } from './examples/default';

export type Pane = 'input' | Intensity;
export const PANES: readonly Pane[] = ['input', 'lite', 'full', 'ultra'];

export type Depth = NonNullable<SelectionInput['depth']>;
export const DEPTHS: readonly Depth[] = ['quick', 'standard', 'thorough'];
export const PHASES = ['planning', 'implementing', 'inspecting', 'reviewing'] as const;

export interface Controls {
  mode: 'on' | 'off';
  depth: Depth | null;
  phase: string | null;
  securitySensitive: boolean;
  explicit: Intensity | null;
  fallbacks: number;
}

export interface Results {
  /** Input version these results were computed from. */
  seq: number;
  ms: number;
  inputProtected: ProtectedSpan[];
  skipped: SkippedRegion[];
  outOfScope: boolean;
  panes: Record<Intensity, PaneResult>;
}

export interface Count {
  n: number;
  /** Input version the counted text belongs to. */
  seq: number;
  encoding: EncodingName;
}

export interface Savings {
  seq: number;
  encoding: EncodingName;
  profileId: string;
  intensity: Intensity;
  groups: Partial<Record<RuleGroup, number>>;
}

export interface TokenBoundaries {
  pane: Pane;
  seq: number;
  encoding: EncodingName;
  ends: number[];
  truncated: boolean;
}

export interface PlaygroundState {
  input: string;
  /** Version of what the outputs are computed from: increases on every input or profile change. */
  inputSeq: number;
  profileId: string;
  encoding: EncodingName;
  /** Remaining budget in percent, 0-100. */
  budget: number;
  thresholds: Thresholds;
  controls: Controls;

  showEdits: boolean;
  showProtected: boolean;
  /** Pane whose token boundaries are drawn, or null. */
  tokenView: Pane | null;
  /** Output shown in the diff view against the input, or null when the diff view is closed. */
  diffTarget: Intensity | null;
  /** Output whose per-rule savings are tabulated; null = the selected intensity (or full). */
  savingsPane: Intensity | null;
  /** The output whose savings the table is showing (set by the table; the pipeline computes it). */
  savingsWanted: Intensity | null;
  helpOpen: boolean;

  results: Results | null;
  compressError: string | null;
  counts: Partial<Record<Pane, Count>>;
  savings: Savings | null;
  boundaries: TokenBoundaries | null;
  tokenizerError: string | null;
}

export interface PlaygroundActions {
  setInput(text: string): void;
  setProfile(id: string, thresholds?: Thresholds): void;
  setEncoding(encoding: EncodingName): void;
  setBudget(remaining: number): void;
  setThreshold(which: keyof Thresholds, value: number): void;
  setControl<K extends keyof Controls>(key: K, value: Controls[K]): void;
  toggleEdits(on?: boolean): void;
  toggleProtected(on?: boolean): void;
  setTokenView(pane: Pane | null): void;
  setDiffTarget(target: Intensity | null): void;
  setSavingsPane(pane: Intensity | null): void;
  setSavingsWanted(level: Intensity | null): void;
  setHelpOpen(open: boolean): void;

  /** Worker answers; each returns false (and changes nothing) when the answer is stale. */
  applyResults(results: Results): boolean;
  applyCompressError(seq: number, message: string): void;
  applyCounts(seq: number, encoding: EncodingName, counts: Partial<Record<Pane, number>>): boolean;
  applySavings(savings: Savings): boolean;
  applyBoundaries(b: TokenBoundaries): boolean;
  setTokenizerError(message: string | null): void;
}

export type Playground = PlaygroundState & PlaygroundActions;

export const DEFAULT_THRESHOLDS: Thresholds = { upper: 50, lower: 20 };

export const DEFAULT_CONTROLS: Controls = {
  mode: 'on',
  depth: null,
  phase: null,
  securitySensitive: false,
  explicit: null,
  fallbacks: 0,
};

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, Math.round(v)));
}

/** Keep upper > lower, both within 0-100, moving only the threshold being set. */
export function clampThresholds(t: Thresholds, which: keyof Thresholds, value: number): Thresholds {
  if (which === 'upper') return { lower: t.lower, upper: clamp(value, Math.min(100, t.lower + 1), 100) };
  return { upper: t.upper, lower: clamp(value, 0, Math.max(0, t.upper - 1)) };
}

export function initialState(overrides: Partial<PlaygroundState> = {}): PlaygroundState {
  return {
    input: DEFAULT_EXAMPLE,
    inputSeq: 1,
    profileId: 'forge',
    encoding: 'o200k_base',
    budget: 38,
    thresholds: { ...DEFAULT_THRESHOLDS },
    controls: { ...DEFAULT_CONTROLS },
    showEdits: true,
    showProtected: true,
    tokenView: null,
    diffTarget: null,
    savingsPane: null,
    savingsWanted: null,
    helpOpen: false,
    results: null,
    compressError: null,
    counts: {},
    savings: null,
    boundaries: null,
    tokenizerError: null,
    ...overrides,
  };
}

export function createPlaygroundStore(overrides: Partial<PlaygroundState> = {}): StoreApi<Playground> {
  return createStore<Playground>()((set, get) => ({
    ...initialState(overrides),

    setInput(text) {
      if (text === get().input) return;
      set((s) => ({ input: text, inputSeq: s.inputSeq + 1 }));
    },
    setProfile(id, thresholds) {
      if (id === get().profileId && !thresholds) return;
      // a new profile means new outputs: bump the version so counts of the old outputs are stale
      set((s) => ({ profileId: id, inputSeq: s.inputSeq + 1, ...(thresholds ? { thresholds: { ...thresholds } } : {}) }));
    },
    setEncoding(encoding) {
      if (encoding !== get().encoding) set({ encoding, boundaries: null });
    },
    setBudget(remaining) {
      set({ budget: clamp(remaining, 0, 100) });
    },
    setThreshold(which, value) {
      set((s) => ({ thresholds: clampThresholds(s.thresholds, which, value) }));
    },
    setControl(key, value) {
      let v = value;
      if (key === 'fallbacks') v = clamp(Number(value) || 0, 0, 99) as typeof value;
      set((s) => ({ controls: { ...s.controls, [key]: v } }));
    },
    toggleEdits(on) {
      set((s) => ({ showEdits: on ?? !s.showEdits }));
    },
    toggleProtected(on) {
      set((s) => ({ showProtected: on ?? !s.showProtected }));
    },
    setTokenView(pane) {
      set({ tokenView: pane, boundaries: null });
    },
    setDiffTarget(target) {
      set({ diffTarget: target });
    },
    setSavingsPane(pane) {
      set({ savingsPane: pane });
    },
    setSavingsWanted(level) {
      if (level !== get().savingsWanted) set({ savingsWanted: level });
    },
    setHelpOpen(open) {
      set({ helpOpen: open });
    },

    applyResults(results) {
      const s = get();
      if (results.seq > s.inputSeq) return false;
      if (s.results && results.seq < s.results.seq) return false;
      set({ results, compressError: null });
      return true;
    },
    applyCompressError(seq, message) {
      if (seq < (get().results?.seq ?? 0)) return;
      set({ compressError: message });
    },
    applyCounts(seq, encoding, counts) {
      const s = get();
      if (encoding !== s.encoding) return false;
      const next = { ...s.counts };
      let changed = false;
      for (const [pane, n] of Object.entries(counts) as Array<[Pane, number]>) {
        const prev = next[pane];
        if (prev && prev.encoding === encoding && prev.seq > seq) continue; // stale
        next[pane] = { n, seq, encoding };
        changed = true;
      }
      if (changed) set({ counts: next, tokenizerError: null });
      return changed;
    },
    applySavings(savings) {
      const s = get();
      if (savings.encoding !== s.encoding || savings.profileId !== s.profileId) return false;
      const prev = s.savings;
      if (prev && prev.encoding === savings.encoding && prev.intensity === savings.intensity && prev.seq > savings.seq) return false;
      set({ savings });
      return true;
    },
    applyBoundaries(b) {
      const s = get();
      if (b.pane !== s.tokenView || b.encoding !== s.encoding) return false;
      if (s.boundaries && s.boundaries.pane === b.pane && s.boundaries.seq > b.seq) return false;
      set({ boundaries: b });
      return true;
    },
    setTokenizerError(message) {
      set({ tokenizerError: message });
    },
  }));
}

/* ------------------------------------------------------------------------------------------ */
/* Derived values (pure)                                                                       */
/* ------------------------------------------------------------------------------------------ */

/** The SelectionInput of SPEC §2 for the current controls. */
export function selectionInput(s: Pick<PlaygroundState, 'controls' | 'budget'>): SelectionInput {
  const c = s.controls;
  return {
    mode: c.mode,
    securitySensitive: c.securitySensitive,
    explicit: c.explicit,
    depth: c.depth,
    phase: c.phase,
    fallbacks: c.fallbacks,
    remaining: s.budget,
  };
}

/** The active profile with the thresholds the user dragged. */
export function effectiveProfile(base: Profile, thresholds: Thresholds): Profile {
  return { ...base, thresholds: { ...thresholds } };
}

/** True when every pane's count belongs to the current input version and results. */
export function countsComplete(s: Pick<PlaygroundState, 'counts' | 'inputSeq' | 'results' | 'encoding'>): boolean {
  if (!s.results || s.results.seq !== s.inputSeq) return false;
  return PANES.every((p) => {
    const c = s.counts[p];
    return !!c && c.seq === s.inputSeq && c.encoding === s.encoding;
  });
}

/** The output whose savings are shown: the user's pick, else the selection, else full. */
export function savingsPaneFor(pick: Intensity | null, selected: string): Intensity {
  if (pick) return pick;
  return selected === 'lite' || selected === 'full' || selected === 'ultra' ? selected : 'full';
}

/* ------------------------------------------------------------------------------------------ */
/* The app-wide store and its React hook                                                       */
/* ------------------------------------------------------------------------------------------ */

let appStore: StoreApi<Playground> | null = null;

export function playgroundStore(): StoreApi<Playground> {
  if (!appStore) appStore = createPlaygroundStore();
  return appStore;
}

export function usePlayground<T>(selector: (s: Playground) => T): T {
  return useStore(playgroundStore(), selector);
}
