// The thresholds chart's data: which intensity the selection picks across the whole remaining
// budget (0-100 %), and the tokens each pick costs. Pure, so the main page (one text) and a
// corpus view (summed tokens) draw the same steps.
import type { SelectionResult, Thresholds } from 'caveman-compress/internals/types';

/** What the selection can pick: an intensity, or off / verbose (the input sent as it is). */
export type Selected = SelectionResult['intensity'];

/** Token counts of the input and of each output; null while not counted. */
export interface StepTokens {
  input: number | null;
  lite: number | null;
  full: number | null;
  ultra: number | null;
}

/** A run of the budget axis over which the selection picks one intensity. */
export interface ThresholdStep {
  /** Budget % where the run starts and ends (a threshold, or 0 / 100). */
  from: number;
  to: number;
  intensity: Selected;
  tokens: number | null;
}

/** Whether two step lists draw the same chart. */
export function sameSteps(a: readonly ThresholdStep[], b: readonly ThresholdStep[]): boolean {
  return a === b || (a.length === b.length && a.every((x, i) => x.from === b[i].from && x.to === b[i].to && x.intensity === b[i].intensity && x.tokens === b[i].tokens));
}

/** The tokens a pick costs: its output's count; off and verbose send the input unchanged. */
export function tokensFor(intensity: Selected, tokens: StepTokens): number | null {
  return intensity === 'off' || intensity === 'verbose' ? tokens.input : tokens[intensity];
}

const pct = (v: number) => Math.min(100, Math.max(0, v));

/**
 * The steps from 0 to 100 % budget. `select` is the page's own selection at a budget (the core's
 * selectIntensity with every other control as set), so a clamp or an explicit intensity that
 * ignores the budget gives one flat step. The budget only matters through the thresholds, so the
 * middle of each run between them tells its pick; neighbouring runs with the same pick merge.
 */
export function thresholdSteps(tokens: StepTokens, thresholds: Thresholds, select: (remaining: number) => Selected): ThresholdStep[] {
  const lower = pct(Math.min(thresholds.lower, thresholds.upper));
  const upper = pct(Math.max(thresholds.lower, thresholds.upper));
  const cuts = [0, lower, upper, 100];
  const steps: ThresholdStep[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i];
    const to = cuts[i + 1];
    if (to <= from) continue;
    const intensity = select((from + to) / 2);
    const last = steps[steps.length - 1];
    if (last && last.intensity === intensity) last.to = to;
    else steps.push({ from, to, intensity, tokens: tokensFor(intensity, tokens) });
  }
  return steps;
}

/**
 * The step in force at budget `remaining`. At a threshold the core picks full (lite only above
 * the upper one, ultra only below the lower one), so a budget from lower to upper is looked up
 * at the middle of that run.
 */
export function stepAt(steps: readonly ThresholdStep[], thresholds: Thresholds, remaining: number): ThresholdStep | null {
  const lower = Math.min(thresholds.lower, thresholds.upper);
  const upper = Math.max(thresholds.lower, thresholds.upper);
  const r = pct(remaining);
  const probe = r >= lower && r <= upper ? (lower + upper) / 2 : r;
  return steps.find((s) => s.from <= probe && probe <= s.to) ?? null;
}

/** Where on the budget axis a step applies, in words ("above 50 %", "20–50 %"). */
export function stepRange(step: ThresholdStep): string {
  if (step.from <= 0 && step.to >= 100) return 'at any budget';
  if (step.from <= 0) return `below ${step.to} %`;
  if (step.to >= 100) return `above ${step.from} %`;
  return `${step.from}–${step.to} %`;
}

/** The chart in one sentence, high budget first: "lite above 50 %: 412 tokens; full 20–50 %: 380; ultra below 20 %: 341". */
export function stepsSummary(steps: readonly ThresholdStep[]): string {
  return [...steps]
    .reverse()
    .map((s, i) => {
      const n = s.tokens === null ? 'not counted yet' : i === 0 ? `${s.tokens} tokens` : String(s.tokens);
      return `${s.intensity} ${stepRange(s)}: ${n}`;
    })
    .join('; ');
}
