// Values derived from the playground's state: pure functions of it, one home for each, read by
// the store's users, the pipeline, the build's first screen and the components alike.
import { parseEnvelope } from 'caveman-compress/internals/envelope';
import { selectIntensity } from 'caveman-compress/internals/select';
import { INTENSITIES, STEP_INPUTS, type Intensity, type Profile, type RuleGroup, type SelectionControls, type SelectionInput, type SelectionResult, type Thresholds } from 'caveman-compress/internals/types';
import { PANES, type NarrowPane, type PatternHang, type PlaygroundState } from './store';
import { activeProfile, patternsKey, userPatterns } from '../tuning/edits';
import { overInputLimit } from './inputLimit';
import type { Pane } from './store';

/**
 * A pane's token count as the page shows it (its header, its tab, the thresholds chart): none
 * until counted in the current encoding, none for an output past the input limit (the outputs
 * then show an earlier text).
 */
export function shownCount(s: Pick<PlaygroundState, 'counts' | 'encoding' | 'input'>, pane: Pane): number | null {
  const c = s.counts[pane];
  if (!c || c.encoding !== s.encoding) return null;
  if (pane !== 'input' && overInputLimit(s.input)) return null;
  return c.n;
}

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
    terse: c.terse,
    remaining: s.budget,
  };
}

/**
 * The profile the workers compress with: the built-in profile with the rule edits applied,
 * minus the custom patterns while they are the list that hung the worker.
 */
export function workerProfile(s: Pick<PlaygroundState, 'profileId' | 'profileEdits' | 'patternHang'>): Profile {
  const p = activeProfile(s.profileId, s.profileEdits);
  if (s.patternHang) {
    const list = userPatterns(p);
    if (list.length && patternsKey(list) === s.patternHang.key) return { ...p, protectedPatterns: [], lineAnchors: [] };
  }
  return p;
}

/** The hang that is in effect (its pattern list is still the active one), or null. */
export function activeHang(s: Pick<PlaygroundState, 'profileId' | 'profileEdits' | 'patternHang'>): PatternHang | null {
  if (!s.patternHang) return null;
  const p = activeProfile(s.profileId, s.profileEdits);
  const list = userPatterns(p);
  return list.length && patternsKey(list) === s.patternHang.key ? s.patternHang : null;
}

/**
 * The selection controls whose step the profile's precedence switches off: whatever they are set
 * to, selectIntensity passes them by (SPEC §2), so the panel says so beside them.
 */
export function controlsOff(profile: Profile): Set<keyof SelectionControls> {
  const off = new Set<keyof SelectionControls>();
  for (const [flag, input] of STEP_INPUTS) if (input !== 'outOfScope' && !profile.precedence[flag]) off.add(input);
  return off;
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

/** An output's intensity: lite, full or ultra as selected; off and verbose show full. */
export function outputIntensity(selected: string): Intensity {
  return selected === 'lite' || selected === 'full' || selected === 'ultra' ? selected : 'full';
}

/** The output whose savings are shown: the user's pick, else the selection, else full. */
export function savingsPaneFor(pick: Intensity | null, selected: string): Intensity {
  return pick ?? outputIntensity(selected);
}

/**
 * The intensity SPEC §2 selects for these controls under the active profile (rule edits such as
 * an imported precedence count too) with the thresholds the user dragged. Never throws: a
 * profile the core refuses selects full, with the reason.
 */
export function selection(
  s: Pick<PlaygroundState, 'controls' | 'budget' | 'thresholds' | 'profileId'> & Partial<Pick<PlaygroundState, 'profileEdits'>>,
  outOfScope: boolean,
): SelectionResult {
  try {
    const profile = activeProfile(s.profileId, s.profileEdits ?? null);
    return selectIntensity({ ...selectionInput(s), outOfScope }, effectiveProfile(profile, s.thresholds));
  } catch (e) {
    return { intensity: 'full', reason: [`selection failed: ${e instanceof Error ? e.message : String(e)}`], skipped: [] };
  }
}

/** Reduction of `output` against `input` in tokens and percent (0 when input has no tokens). */
export function reduction(input: number, output: number): { saved: number; percent: number } {
  const saved = input - output;
  const percent = input > 0 ? (saved / input) * 100 : 0;
  return { saved, percent };
}

export interface GroupStats {
  /** Edits per rule group in the output. */
  edits: Map<RuleGroup, number>;
  /** Tokens each group saved there, when the savings of these results and this output are in. */
  saved: Partial<Record<RuleGroup, number>> | null;
}

/** Edits and savings per rule group of one output (the savings table and the rule editor). */
export function groupStats(s: Pick<PlaygroundState, 'results' | 'savings'>, level: Intensity): GroupStats {
  const edits = new Map<RuleGroup, number>();
  const { results, savings } = s;
  if (results) for (const e of results.panes[level].edits) edits.set(e.group, (edits.get(e.group) ?? 0) + 1);
  const saved = savings && results && savings.seq === results.seq && savings.intensity === level ? savings.groups : null;
  return { edits, saved };
}

/** The intensity the checker checks against: the pasted text's envelope, else the selected output, else full. */
export function checkerIntensity(s: Pick<PlaygroundState, 'checker' | 'controls' | 'budget' | 'thresholds' | 'profileId' | 'profileEdits' | 'results'>): Intensity {
  const env = parseEnvelope(s.checker);
  if (env) return env.intensity;
  return outputIntensity(selection(s, s.results?.outOfScope ?? false).intensity);
}

/** The panes a narrow screen offers as tabs: the four panes, or, with the checker open, its two panes and the checked output. */
export function narrowTabs(checkerOpen: boolean, checked: Intensity): NarrowPane[] {
  return checkerOpen ? ['input', 'checker', 'report', checked] : ['input', ...INTENSITIES];
}

/** The pane a narrow screen shows: the chosen tab, or the input when that tab is no longer offered (the checker closed). */
export function narrowShown(s: Parameters<typeof checkerIntensity>[0] & Pick<PlaygroundState, 'narrowPane' | 'checkerOpen'>): NarrowPane {
  const offered = narrowTabs(s.checkerOpen, s.checkerOpen ? checkerIntensity(s) : 'full');
  return offered.includes(s.narrowPane) ? s.narrowPane : 'input';
}

/**
 * What a screen reader hears once the four counts of a text are in: each pane's tokens, each
 * output's reduction, and which one the selection picks. Null while any count is missing.
 */
export function countsSummary(s: Pick<PlaygroundState, 'counts' | 'inputSeq' | 'results' | 'encoding'>, selected: string): string | null {
  if (!countsComplete(s)) return null;
  const input = s.counts.input!.n;
  const parts = [`Input ${input} tokens.`];
  for (const level of INTENSITIES) {
    const r = reduction(input, s.counts[level]!.n);
    // an empty input has no reduction to speak of (the panes show "—")
    const change = input === 0 ? '' : r.saved >= 0 ? `, ${Math.abs(r.percent).toFixed(1)} % fewer` : `, ${Math.abs(r.percent).toFixed(1)} % more`;
    parts.push(`${level} ${s.counts[level]!.n} tokens${change}${level === selected ? ', selected' : ''}.`);
  }
  return parts.join(' ');
}

/**
 * When the selected intensity costs more tokens than a milder one on this input (a tuned profile can
 * make ultra dearer than full): the cheapest milder one and both counts, else null. Counts of another
 * input version or encoding say nothing.
 */
export function harsherCostsMore(
  selected: string,
  counts: Partial<Record<string, { n: number; seq: number; encoding: string }>>,
  seq: number,
  encoding: string,
): { selected: Intensity; tokens: number; milder: Intensity; milderTokens: number } | null {
  const order = ['lite', 'full', 'ultra'] as const;
  const at = order.indexOf(selected as Intensity);
  if (at <= 0) return null;
  const n = (l: Intensity) => {
    const c = counts[l];
    return c && c.seq === seq && c.encoding === encoding ? c.n : null;
  };
  const mine = n(order[at]);
  if (mine === null) return null;
  let best: Intensity | null = null;
  for (const l of order.slice(0, at)) {
    const m = n(l);
    if (m !== null && m < mine && (best === null || m < n(best)!)) best = l;
  }
  return best ? { selected: order[at], tokens: mine, milder: best, milderTokens: n(best)! } : null;
}
