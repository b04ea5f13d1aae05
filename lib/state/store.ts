// The playground's single source of truth (zustand). Editors and controls read from it and
// dispatch to it; the worker pipeline (lib/workers/pipeline.ts) listens to it and writes the
// workers' answers back. Answers carry the input version they belong to, so a stale answer is
// dropped here, whatever order the workers reply in.

import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_THRESHOLDS, type CheckReport, type Edit, type Intensity, type Profile, type ProtectedSpan, type RuleGroup, type SelectionControls, type SkippedRegion, type Thresholds } from 'caveman-compress/internals/types';
import type { EncodingName } from 'caveman-compress/tokens';
import { DEFAULT_EXAMPLE } from '../examples/default';
import {
  jsonEqual,
  normalizeEdits,
  resetField,
  resetGroup,
  withField,
  withGroup,
  type ImportedProfile,
  type ProfileEdits,
} from '../tuning/edits';
import { findProfile } from 'caveman-compress/internals/profiles';
import type { ShareState } from './permalink';
import type { DraftItem, DraftOffer, DroppedDraft } from './drafts';
import { SHARE_FIELDS, writeShare } from './shareFields';

export type Pane = 'input' | Intensity;

/** A settings-only link whose rule edits wait for the user's yes (lib/state/session.ts asks). */
export interface PendingRules {
  frag: string;
  profileId: string;
  /** The rule edits, as describeEdits lists them. */
  lines: string[];
}


/** One output's check against the input: the invariants that fail (empty: all hold). */
export interface PaneCheck {
  failing: { id: string; name: string; count: number; message: string }[];
}

/** The outputs of one input version, each checked (a level missing: not checked, e.g. a large input). */
export interface SelfCheck {
  seq: number;
  byLevel: Partial<Record<Intensity, PaneCheck>>;
}

/** What a pane's badge needs of a check report. */
export function paneCheckOf(report: CheckReport): PaneCheck {
  return {
    failing: report.invariants
      .filter((x) => !x.pass && !x.skipped)
      .map((x) => ({ id: x.id, name: x.name, count: x.offences.length, message: x.offences[0]?.message ?? '' })),
  };
}
export const PANES: readonly Pane[] = ['input', 'lite', 'full', 'ultra'];
/** What a narrow screen can show in its one pane slot: a pane, or the checker's two panes. */
export type NarrowPane = Pane | 'checker' | 'report';


/** The selection controls (SPEC §2's inputs beside the budget). */
export type Controls = SelectionControls;

/** One output as a pane shows it. */
export interface PaneResult {
  output: string;
  edits: Edit[];
  /** Protected spans in OUTPUT coordinates (mapped through the edits). */
  protected: ProtectedSpan[];
  held?: import('caveman-compress/internals/types').HeldBack[]; // rewrites the token guard held back (absent: none)
}

/** What one compression gives the panes: the input's protected spans and kept-verbose regions, and the three outputs. */
export interface ResultsBody {
  inputProtected: ProtectedSpan[];
  skipped: SkippedRegion[];
  panes: Record<Intensity, PaneResult>;
}

export interface Results extends ResultsBody {
  /** Input version these results were computed from. */
  seq: number;
  ms: number;
  outOfScope: boolean;
  /** Encoding of the core's token guard the outputs were computed with (null: unguarded). */
  guard?: EncodingName | null;
}

/** The checker's report for one (input version, checker version). */
export interface CheckState {
  seq: number;
  checkerSeq: number;
  intensity: Intensity;
  /** Encoding the report's tokens were counted with, or null. */
  guard: EncodingName | null;
  report: CheckReport;
}

/** A custom protected pattern that did not finish within the time limit. */
export interface PatternHang {
  /** patternsKey() of the pattern list that hung: while the list is unchanged it is not used. */
  key: string;
  /** The pattern that was running, or null when the worker could not say which. */
  pattern: string | null;
  index: number | null;
}

export interface Notice {
  id: number;
  kind: 'error' | 'warning' | 'info';
  /** Where it comes from: a new notice replaces the older one of the same source. */
  source: 'link' | 'import' | 'profile' | 'draft' | 'storage';
  text: string;
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
  /** Rule edits: a partial profile JSON, the difference from PROFILES[profileId] (null: none). */
  profileEdits: ProfileEdits | null;
  /** Set when a custom pattern hung the compression worker (see PatternHang). */
  patternHang: PatternHang | null;
  encoding: EncodingName;
  /** Remaining budget in percent, 0-100. */
  budget: number;
  thresholds: Thresholds;
  controls: Controls;

  showEdits: boolean;
  showProtected: boolean;
  /** Scrolling one pane scrolls the others to the same text; a linked range is revealed in them. */
  syncScroll: boolean;
  /** The rule group whose edits are selected in every pane (a row of the savings table), or null. */
  selectedGroup: RuleGroup | null;
  /** Pane whose token boundaries are drawn, or null. */
  tokenView: Pane | null;
  /** Each output shown expanded for a human reader (expand(): abbreviations, arrows, + and ~ in words). */
  expandedView: boolean;
  /** Output shown in the diff view against the input, or null when the diff view is closed. */
  /** The output (or the checker's text) the diff view compares the input with; null: closed. */
  diffTarget: Intensity | 'checker' | null;
  /** Output whose per-rule savings are tabulated; null = the selected intensity (or full). */
  savingsPane: Intensity | null;
  /** The output whose savings the table is showing (set by the table; the pipeline computes it). */
  savingsWanted: Intensity | null;
  helpOpen: boolean;
  /** The pane a narrow screen shows (one at a time, chosen with tabs; wide screens show all). */
  narrowPane: NarrowPane;
  /** Budget panel expanded or collapsed; null: by the screen's width (collapsed when narrow). */
  budgetOpen: boolean | null;
  ruleEditorOpen: boolean;
  checkerOpen: boolean;
  /** The compressed text pasted into the checker. */
  checker: string;
  /** Version of the checker text (increases on every change). */
  checkerSeq: number;
  /** Findings accepted for this pair (kept in the link; shown as accepted, never hidden). */
  checkerAccepted: readonly string[];
  /** The finding selected in the report (its key), lit up in both texts. */
  selectedFinding: string | null;
  checkReport: CheckState | null;
  /** Each output checked against the input (lib/workers/pipeline.ts, selfCheck): the panes' badges. */
  selfCheck: SelfCheck | null;
  /** Bumped to check the outputs of a large input on request (SELF_CHECK_LIMIT). */
  selfCheckWanted: number;
  /** The output shown beside the open checker, when the user picked another than the one checked against. */
  checkerBeside: Intensity | null;
  checkError: string | null;
  notices: Notice[];
  /** The draft that was on screen before a shared link was opened ("restore previous draft"). */
  previousDraft: DraftOffer | null;
  /** The restore list: the kept drafts of every tab, newest first (lib/state/drafts.ts). */
  drafts: DraftItem[];
  /** Drafts pruning dropped lately, newest first, each with why. */
  droppedDrafts: DroppedDraft[];
  /** What a profile switch dropped (profile, edits, thresholds), for one-click undo. */
  undoProfile: { profileId: string; edits: ProfileEdits; thresholds: Thresholds } | null;

  results: Results | null;
  compressError: string | null;
  /** Token counts per pane, and of the input's prose ("prose": its text outside protected spans and kept-verbose regions). */
  counts: Partial<Record<Pane | 'prose', Count>>;
  savings: Savings | null;
  boundaries: TokenBoundaries | null;
  tokenizerError: string | null;
  /** A link too long to open unasked (lib/state/session.ts, LINK_CONFIRM_LENGTH): its fragment, until opened or dropped. */
  pendingLink: string | null;
  /** A settings-only link whose rule edits wait for the user's yes before they touch the text (lib/state/session.ts). */
  pendingRules: PendingRules | null;
  /** A large input counted in parts (lib/state/inputLimit.ts): how far, for the input version `seq`. */
  countProgress: { seq: number; done: number; total: number } | null;
}

export interface PlaygroundActions {
  setInput(text: string): void;
  setProfile(id: string, thresholds?: Thresholds): void;
  /**
   * The profile select: switch to `id`, taking its thresholds unless the user tuned the current
   * ones (they differ from the current profile's), which are kept, and the notice says so.
   */
  switchProfile(id: string): void;
  setEncoding(encoding: EncodingName): void;
  setBudget(remaining: number): void;
  setThreshold(which: keyof Thresholds, value: number): void;
  setControl<K extends keyof Controls>(key: K, value: Controls[K]): void;
  toggleEdits(on?: boolean): void;
  toggleProtected(on?: boolean): void;
  setSyncScroll(on: boolean): void;
  /** Select a rule group's edits in every pane; selecting the selected one again clears it. */
  toggleSelectedGroup(group: RuleGroup | null): void;
  setTokenView(pane: Pane | null): void;
  setExpandedView(on: boolean): void;
  setDiffTarget(target: Intensity | 'checker' | null): void;
  setSavingsPane(pane: Intensity | null): void;
  setSavingsWanted(level: Intensity | null): void;
  setHelpOpen(open: boolean): void;
  setNarrowPane(pane: NarrowPane): void;
  setBudgetOpen(open: boolean | null): void;
  setRuleEditorOpen(open: boolean): void;
  setCheckerOpen(open: boolean): void;
  setChecker(text: string): void;
  /** Accept a finding for this pair, or take the acceptance back. */
  toggleAccepted(key: string): void;
  selectFinding(key: string | null): void;

  /** Replace the rule edits (validated and normalized); returns an error and changes nothing when invalid. */
  setProfileEdits(edits: ProfileEdits | null): string | null;
  setRuleGroup(group: RuleGroup, on: boolean): void;
  setRuleField<K extends keyof Profile>(key: K, value: Profile[K]): void;
  /** Back to the profile's default: one group's switch, one field, or (no argument) everything. */
  resetRules(key?: string, group?: RuleGroup): void;
  /** An imported profile file: profile, edits and thresholds at once. */
  loadProfile(p: ImportedProfile): void;
  undoProfileSwitch(): void;
  reportPatternHang(hang: PatternHang): void;
  /** Outputs must be recomputed although input and profile are unchanged (e.g. the token guard became available). */
  invalidateOutputs(): void;
  /** Replace the whole shareable state at once (permalink, draft). Returns an error and changes nothing when invalid. */
  applyShare(state: ShareState): string | null;
  setPreviousDraft(draft: DraftOffer | null): void;
  /** The restore list, and what pruning dropped lately (lib/state/drafts.ts, readDropped). */
  setDrafts(drafts: DraftItem[], dropped?: DroppedDraft[]): void;
  notify(kind: Notice['kind'], source: Notice['source'], text: string): void;
  dismissNotice(id: number): void;
  clearNotices(source: Notice['source']): void;

  /** Worker answers; each returns false (and changes nothing) when the answer is stale. */
  applyResults(results: Results): boolean;
  applyCompressError(seq: number, message: string): void;
  applyCounts(seq: number, encoding: EncodingName, counts: Partial<Record<Pane | 'prose', number>>): boolean;
  applySavings(savings: Savings): boolean;
  applyBoundaries(b: TokenBoundaries): boolean;
  setTokenizerError(message: string | null): void;
  setCountProgress(p: PlaygroundState['countProgress']): void;
  setPendingLink(frag: string | null): void;
  setPendingRules(p: PendingRules | null): void;
  applyCheck(c: CheckState): boolean;
  applySelfCheck(c: SelfCheck | null): void;
  requestSelfCheck(): void;
  setCheckerBeside(level: Intensity | null): void;
  applyCheckError(message: string | null): void;
}

export type Playground = PlaygroundState & PlaygroundActions;

export const DEFAULT_CONTROLS: Controls = {
  mode: 'on',
  depth: null,
  phase: null,
  securitySensitive: false,
  explicit: null,
  fallbacks: 0,
  terse: null,
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
    profileEdits: null,
    patternHang: null,
    encoding: 'o200k_base',
    budget: 38,
    thresholds: { ...DEFAULT_THRESHOLDS },
    controls: { ...DEFAULT_CONTROLS },
    showEdits: true,
    showProtected: true,
    syncScroll: true,
    selectedGroup: null,
    tokenView: null,
    expandedView: false,
    diffTarget: null,
    savingsPane: null,
    savingsWanted: null,
    helpOpen: false,
    narrowPane: 'input',
    budgetOpen: null,
    ruleEditorOpen: false,
    checkerOpen: false,
    checker: '',
    checkerSeq: 0,
    checkReport: null,
    checkerAccepted: [],
    selectedFinding: null,
    selfCheck: null,
    selfCheckWanted: 0,
    checkerBeside: null,
    checkError: null,
    notices: [],
    previousDraft: null,
    drafts: [],
    droppedDrafts: [],
    undoProfile: null,
    results: null,
    compressError: null,
    counts: {},
    savings: null,
    boundaries: null,
    tokenizerError: null,
    countProgress: null,
    pendingLink: null,
    pendingRules: null,
    ...overrides,
  };
}

let noticeIds = 0;

export function createPlaygroundStore(overrides: Partial<PlaygroundState> = {}): StoreApi<Playground> {
  return createStore<Playground>()((set, get) => ({
    ...initialState(overrides),

    setInput(text) {
      if (text === get().input) return;
      set((s) => ({ input: text, inputSeq: s.inputSeq + 1 }));
    },
    setProfile(id, thresholds) {
      const s0 = get();
      if (id === s0.profileId && !thresholds) return;
      // Switching profile drops the rule edits (they were a difference from the old profile);
      // the notice offers to undo the switch.
      const dropped = s0.profileEdits && id !== s0.profileId;
      // a new profile means new outputs: bump the version so counts of the old outputs are stale
      set((s) => ({
        profileId: id,
        inputSeq: s.inputSeq + 1,
        ...(thresholds ? { thresholds: { ...thresholds } } : {}),
        ...(dropped
          ? { profileEdits: null, undoProfile: { profileId: s.profileId, edits: s.profileEdits!, thresholds: { ...s.thresholds } } }
          : { undoProfile: null }),
      }));
      get().clearNotices('profile');
      if (dropped) get().notify('info', 'profile', `Rule edits of ${s0.profileId} dropped: ${id} starts from its own defaults.`);
    },
    switchProfile(id) {
      const s0 = get();
      const next = findProfile(id);
      if (!next || id === s0.profileId) return;
      const own = findProfile(s0.profileId)?.thresholds;
      const tuned = !!own && (own.lower !== s0.thresholds.lower || own.upper !== s0.thresholds.upper);
      s0.setProfile(id, tuned ? undefined : next.thresholds);
      if (tuned && (next.thresholds.lower !== s0.thresholds.lower || next.thresholds.upper !== s0.thresholds.upper)) {
        get().notify('info', 'profile', `Your thresholds ${s0.thresholds.lower}/${s0.thresholds.upper} are kept (${id}'s own: ${next.thresholds.lower}/${next.thresholds.upper}).`);
      }
    },
    setEncoding(encoding) {
      // the token guard of the outputs depends on the encoding: new outputs
      if (encoding !== get().encoding) set((s) => ({ encoding, boundaries: null, inputSeq: s.inputSeq + 1 }));
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
    setSyncScroll(on) {
      set({ syncScroll: on });
    },
    toggleSelectedGroup(group) {
      set((s) => ({ selectedGroup: group === s.selectedGroup ? null : group }));
    },
    setTokenView(pane) {
      set({ tokenView: pane, boundaries: null });
    },
    setExpandedView(on) {
      set({ expandedView: on });
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
    setNarrowPane(pane) {
      set({ narrowPane: pane });
    },
    setBudgetOpen(open) {
      set({ budgetOpen: open });
    },
    setRuleEditorOpen(open) {
      set({ ruleEditorOpen: open });
    },
    setCheckerOpen(open) {
      set({ checkerOpen: open });
    },
    setChecker(text) {
      if (text === get().checker) return;
      set((s) => ({ checker: text, checkerSeq: s.checkerSeq + 1 }));
    },
    toggleAccepted(key) {
      const list = get().checkerAccepted;
      set({ checkerAccepted: list.includes(key) ? list.filter((k) => k !== key) : [...list, key] });
    },
    selectFinding(key) {
      if (key !== get().selectedFinding) set({ selectedFinding: key });
    },

    setProfileEdits(edits) {
      const s = get();
      const n = normalizeEdits(s.profileId, edits);
      if (!n.ok) return n.error;
      if (jsonEqual(n.edits, s.profileEdits)) return null;
      set((st) => ({ profileEdits: n.edits, inputSeq: st.inputSeq + 1, undoProfile: null }));
      return null;
    },
    setRuleGroup(group, on) {
      const s = get();
      s.setProfileEdits(withGroup(s.profileId, s.profileEdits, group, on));
    },
    setRuleField(key, value) {
      const s = get();
      s.setProfileEdits(withField(s.profileId, s.profileEdits, key, value));
    },
    resetRules(key, group) {
      const s = get();
      if (key === undefined) s.setProfileEdits(null);
      else if (key === 'groups' && group) s.setProfileEdits(resetGroup(s.profileEdits, group));
      else s.setProfileEdits(resetField(s.profileEdits, key));
    },
    loadProfile(p) {
      const n = normalizeEdits(p.profileId, p.edits);
      if (!n.ok) return;
      set((s) => ({
        profileId: p.profileId,
        profileEdits: n.edits,
        thresholds: { ...p.thresholds },
        inputSeq: s.inputSeq + 1,
        undoProfile: null,
      }));
    },
    undoProfileSwitch() {
      const u = get().undoProfile;
      if (!u) return;
      set((s) => ({ profileId: u.profileId, profileEdits: u.edits, thresholds: { ...u.thresholds }, undoProfile: null, inputSeq: s.inputSeq + 1 }));
      get().clearNotices('profile');
    },
    reportPatternHang(hang) {
      set((s) => ({ patternHang: hang, inputSeq: s.inputSeq + 1 }));
    },
    invalidateOutputs() {
      set((s) => ({ inputSeq: s.inputSeq + 1 }));
    },
    applyShare(st) {
      const n = normalizeEdits(st.profileId, st.rules);
      if (!n.ok) return `the rule edits are invalid: ${n.error}`;
      set((s) => ({
        ...writeShare(SHARE_FIELDS, { ...st, rules: n.edits }, s),
        inputSeq: s.inputSeq + 1,
        boundaries: null,
        undoProfile: null,
      }));
      return null;
    },
    setPreviousDraft(draft) {
      set({ previousDraft: draft });
    },
    setDrafts(drafts, dropped = []) {
      set({ drafts, droppedDrafts: dropped });
    },
    notify(kind, source, text) {
      const id = ++noticeIds;
      set((s) => ({ notices: [...s.notices.filter((n) => n.source !== source), { id, kind, source, text }] }));
    },
    dismissNotice(id) {
      set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
    },
    clearNotices(source) {
      if (get().notices.some((n) => n.source === source)) set((s) => ({ notices: s.notices.filter((n) => n.source !== source) }));
    },

    applyResults(results) {
      const s = get();
      if (results.seq > s.inputSeq) return false;
      if (s.results && results.seq < s.results.seq) return false;
      // the same version computed without the token guard (a worker still loading its encoder)
      // never replaces one computed with it: the guarded outputs are what the CLI prints
      if (s.results && results.seq === s.results.seq && s.results.guard && !results.guard) return false;
      set({ results, compressError: null });
      return true;
    },
    applyCompressError(seq, message) {
      if (seq < (get().results?.seq ?? 0)) return;
      set({ compressError: message });
    },
    setCountProgress(p) {
      set({ countProgress: p });
    },
    setPendingRules(p) {
      set({ pendingRules: p });
    },
    setPendingLink(frag) {
      set({ pendingLink: frag });
    },
    applyCounts(seq, encoding, counts) {
      const s = get();
      if (encoding !== s.encoding) return false;
      const next = { ...s.counts };
      let changed = false;
      for (const [pane, n] of Object.entries(counts) as Array<[Pane | 'prose', number]>) {
        const prev = next[pane];
        if (prev && prev.encoding === encoding && prev.seq > seq) continue; // stale
        if (prev && prev.encoding === encoding && prev.seq === seq && prev.n === n) continue; // had them early (earlyCounts.ts)
        next[pane] = { n, seq, encoding };
        changed = true;
      }
      if (changed) set({ counts: next, tokenizerError: null });
      else if (s.tokenizerError) set({ tokenizerError: null }); // counted after all
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
    setCheckerBeside(level) {
      set({ checkerBeside: level });
    },
    requestSelfCheck() {
      set({ selfCheckWanted: get().selfCheckWanted + 1 });
    },
    applySelfCheck(c) {
      if (c && c.seq !== get().results?.seq) return;
      set({ selfCheck: c });
    },
    applyCheck(c) {
      const s = get();
      if (c.seq > s.inputSeq || c.checkerSeq > s.checkerSeq) return false;
      const prev = s.checkReport;
      if (prev && (prev.seq > c.seq || (prev.seq === c.seq && prev.checkerSeq > c.checkerSeq))) return false;
      set({ checkReport: c, checkError: null });
      return true;
    },
    applyCheckError(message) {
      set({ checkError: message });
    },
  }));
}

/* ------------------------------------------------------------------------------------------ */
/* The app-wide store (components/usePlayground.ts is its React hook)                          */
/* ------------------------------------------------------------------------------------------ */

let appStore: StoreApi<Playground> | null = null;

export function playgroundStore(): StoreApi<Playground> {
  if (!appStore) appStore = createPlaygroundStore();
  return appStore;
}

/**
 * The app store, started from `overrides` (the build's first screen) when it does not exist yet.
 * zustand renders the server snapshot and hydrates from the store's initial state, so a seed
 * must be in the initial state; on the server every render starts afresh.
 */
export function startPlaygroundStore(overrides: Partial<PlaygroundState>): StoreApi<Playground> {
  if (!appStore || typeof window === 'undefined') appStore = createPlaygroundStore(overrides);
  return appStore;
}
