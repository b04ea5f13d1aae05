import { describe, expect, it } from 'vitest';
import { sameSteps, stepAt, stepsSummary, thresholdSteps, tokensFor, type StepTokens } from './thresholdSteps';
import { selection } from '../state/selectors';
import { initialState, type PlaygroundState } from '../state/store';
import type { Thresholds } from 'caveman-compress/internals/types';

const TOKENS: StepTokens = { input: 439, lite: 412, full: 380, ultra: 341 };

/** The page's own selection at a budget, for a state with these overrides. */
function pageSelect(over: Partial<PlaygroundState> = {}, outOfScope = false) {
  const s = { ...initialState(), ...over };
  return (remaining: number) => selection({ ...s, budget: remaining }, outOfScope).intensity;
}

const steps = (thresholds: Thresholds, over: Partial<PlaygroundState> = {}, tokens = TOKENS, outOfScope = false) =>
  thresholdSteps(tokens, thresholds, pageSelect({ ...over, thresholds }, outOfScope));

describe('thresholdSteps', () => {
  it('gives ultra below the lower threshold, full between, lite above, with each output’s tokens', () => {
    expect(steps({ lower: 20, upper: 50 })).toEqual([
      { from: 0, to: 20, intensity: 'ultra', tokens: 341 },
      { from: 20, to: 50, intensity: 'full', tokens: 380 },
      { from: 50, to: 100, intensity: 'lite', tokens: 412 },
    ]);
  });

  it('moves the steps with the thresholds', () => {
    const s = steps({ lower: 35, upper: 80 });
    expect(s.map((x) => [x.from, x.to, x.intensity])).toEqual([
      [0, 35, 'ultra'],
      [35, 80, 'full'],
      [80, 100, 'lite'],
    ]);
  });

  it('drops a run of no width: a lower threshold at 0 leaves no ultra, an upper at 100 no lite', () => {
    expect(steps({ lower: 0, upper: 60 }).map((x) => x.intensity)).toEqual(['full', 'lite']);
    expect(steps({ lower: 10, upper: 100 }).map((x) => x.intensity)).toEqual(['ultra', 'full']);
  });

  it('is one flat step when a control overrides the budget (an explicit intensity under a profile that honours it)', () => {
    const s = steps({ lower: 20, upper: 50 }, { profileId: 'cavekit', controls: { ...initialState().controls, explicit: 'ultra' } });
    expect(s).toEqual([{ from: 0, to: 100, intensity: 'ultra', tokens: 341 }]);
  });

  it('costs the input’s tokens when the selection keeps the text verbose or switches caveman off', () => {
    expect(steps({ lower: 20, upper: 50 }, {}, TOKENS, true)).toEqual([{ from: 0, to: 100, intensity: 'verbose', tokens: 439 }]);
    const off = steps({ lower: 20, upper: 50 }, { controls: { ...initialState().controls, mode: 'off' } });
    expect(off).toEqual([{ from: 0, to: 100, intensity: 'off', tokens: 439 }]);
  });

  it('keeps a step whose output is not counted yet, without tokens', () => {
    expect(steps({ lower: 20, upper: 50 }, {}, { ...TOKENS, full: null })[1]).toEqual({ from: 20, to: 50, intensity: 'full', tokens: null });
  });
});

describe('tokensFor', () => {
  it('reads the output of the pick, and the input for off and verbose', () => {
    expect(tokensFor('full', TOKENS)).toBe(380);
    expect(tokensFor('off', TOKENS)).toBe(439);
    expect(tokensFor('verbose', TOKENS)).toBe(439);
  });
});

describe('stepAt', () => {
  const t = { lower: 20, upper: 50 };
  const s = steps(t);
  it('finds the step the core picks, thresholds themselves belonging to full', () => {
    for (const [r, want] of [
      [0, 'ultra'],
      [19, 'ultra'],
      [20, 'full'],
      [38, 'full'],
      [50, 'full'],
      [51, 'lite'],
      [100, 'lite'],
    ] as const) {
      expect(stepAt(s, t, r)?.intensity, `at ${r} %`).toBe(want);
      expect(stepAt(s, t, r)?.intensity, `the page selects at ${r} %`).toBe(pageSelect({ thresholds: t })(r));
    }
  });
});

describe('stepsSummary', () => {
  it('says each step, high budget first', () => {
    expect(stepsSummary(steps({ lower: 20, upper: 50 }))).toBe('lite above 50 %: 412 tokens; full 20–50 %: 380; ultra below 20 %: 341');
  });
  it('says a flat step holds at any budget, and a missing count', () => {
    expect(stepsSummary([{ from: 0, to: 100, intensity: 'lite', tokens: null }])).toBe('lite at any budget: not counted yet');
  });
});

describe('sameSteps', () => {
  it('tells step lists that draw the same chart from ones that do not', () => {
    const pick = (r: number) => (r > 50 ? 'lite' : r >= 20 ? 'full' : 'ultra');
    const t = { upper: 50, lower: 20 };
    const a = thresholdSteps({ input: 100, lite: 90, full: 70, ultra: 60 }, t, pick);
    expect(sameSteps(a, thresholdSteps({ input: 100, lite: 90, full: 70, ultra: 60 }, t, pick))).toBe(true);
    // a keystroke that changes one output's count changes the chart
    expect(sameSteps(a, thresholdSteps({ input: 101, lite: 91, full: 70, ultra: 60 }, t, pick))).toBe(false);
    expect(sameSteps(a, thresholdSteps({ input: 100, lite: 90, full: 70, ultra: 60 }, { upper: 60, lower: 20 }, pick))).toBe(false);
  });
});
