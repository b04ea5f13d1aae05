import { describe, expect, it } from 'vitest';
import { shownCount, checkerIntensity, controlsOff, countsSummary, groupStats, narrowShown, narrowTabs, outputIntensity, reduction, savingsPaneFor, selection, harsherCostsMore } from './selectors';
import { INPUT_LIMIT } from './inputLimit';
import { initialState, type PlaygroundState } from './store';
import type { Edit, RuleGroup } from 'caveman-compress/internals/types';
import { envelopeHeader } from 'caveman-compress/internals/envelope';
import { PROFILES } from 'caveman-compress/internals/profiles';

describe('reduction', () => {
  it('computes reduction in tokens and percent', () => {
    expect(reduction(200, 120)).toEqual({ saved: 80, percent: 40 });
    expect(reduction(0, 0)).toEqual({ saved: 0, percent: 0 });
  });
});

describe('selection', () => {
  const base = initialState();
  it('follows the budget against the dragged thresholds', () => {
    expect(selection({ ...base, budget: 80 }, false).intensity).toBe('lite');
    expect(selection({ ...base, budget: 30 }, false).intensity).toBe('full');
    expect(selection({ ...base, budget: 30, thresholds: { upper: 60, lower: 40 } }, false).intensity).toBe('ultra');
  });
  it('keeps out-of-scope input verbose, and mode off off', () => {
    expect(selection(base, true).intensity).toBe('verbose');
    expect(selection({ ...base, controls: { ...base.controls, mode: 'off' } }, false).intensity).toBe('off');
  });
  it('answers full with the reason when the state cannot be read, instead of throwing', () => {
    const broken = { ...base, controls: null as unknown as PlaygroundState['controls'] };
    const r = selection(broken, false);
    expect(r.intensity).toBe('full');
    expect(r.reason[0]).toMatch(/^selection failed: /);
  });
});

describe('controlsOff', () => {
  it('lists the controls whose step the profile switches off', () => {
    expect([...controlsOff(PROFILES.forge)].sort()).toEqual(['explicit', 'fallbacks', 'phase', 'securitySensitive', 'terse']);
    expect([...controlsOff(PROFILES.cavekit)]).toEqual(['terse']);
    expect([...controlsOff(PROFILES['ai-dev-team'])].sort()).toEqual(['depth', 'explicit', 'fallbacks', 'mode', 'phase', 'securitySensitive', 'terse']);
    expect([...controlsOff(PROFILES.terse)].sort()).toEqual(['explicit', 'fallbacks', 'phase', 'securitySensitive']);
  });
  it('follows an edited precedence', () => {
    const p = { ...PROFILES.forge, precedence: { ...PROFILES.forge.precedence, explicitIntensity: true, depthThorough: false } };
    expect([...controlsOff(p)].sort()).toEqual(['depth', 'fallbacks', 'phase', 'securitySensitive', 'terse']);
  });
  it('matches what selection skips: a switched-off control set under forge is named in the reasons', () => {
    const base = initialState();
    const r = selection({ ...base, profileId: 'forge', budget: 38, controls: { ...base.controls, explicit: 'ultra', phase: 'inspecting', fallbacks: 5 } }, false);
    expect(r.intensity).toBe('full');
    const off = controlsOff(PROFILES.forge);
    for (const s of r.skipped) expect(off.has(s.input as never)).toBe(true);
    expect(r.reason.slice(0, 3)).toEqual(['explicit ultra: skipped (off in forge)', 'phase inspecting: skipped (off in forge)', '5 fallbacks: skipped (off in forge)']);
  });
});

describe('outputIntensity and the panes that follow it', () => {
  it('shows full for off and verbose, the intensity otherwise', () => {
    expect(outputIntensity('off')).toBe('full');
    expect(outputIntensity('verbose')).toBe('full');
    expect(outputIntensity('ultra')).toBe('ultra');
    expect(savingsPaneFor('lite', 'ultra')).toBe('lite');
    expect(savingsPaneFor(null, 'verbose')).toBe('full');
  });
  it('checks a pasted text against its envelope first', () => {
    const s = { ...initialState(), budget: 80, checker: `${envelopeHeader('ultra')}\nx` };
    expect(checkerIntensity(s)).toBe('ultra');
    expect(checkerIntensity({ ...s, checker: 'x' })).toBe('lite');
  });
});

describe('groupStats', () => {
  const edit = (group: RuleGroup): Edit => ({ input: { start: 0, end: 1 }, output: { start: 0, end: 0 }, rule: 'r', group, label: '', before: 'a', after: '' });
  const pane = (edits: Edit[]) => ({ output: '', edits, protected: [] });
  const results = {
    seq: 3,
    ms: 0,
    inputProtected: [],
    skipped: [],
    outOfScope: false,
    guard: null,
    panes: { lite: pane([edit('filler')]), full: pane([edit('filler'), edit('filler'), edit('article')]), ultra: pane([]) },
  } as unknown as PlaygroundState['results'];
  it('counts edits per group of the asked output', () => {
    const { edits, saved } = groupStats({ results, savings: null }, 'full');
    expect(Object.fromEntries(edits)).toEqual({ filler: 2, article: 1 });
    expect(saved).toBeNull();
  });
  it('takes savings only of the same results and output', () => {
    const savings = { seq: 3, encoding: 'o200k_base', profileId: 'forge', intensity: 'full', groups: { filler: 4 } } as PlaygroundState['savings'];
    expect(groupStats({ results, savings }, 'full').saved).toEqual({ filler: 4 });
    expect(groupStats({ results, savings }, 'lite').saved).toBeNull();
    expect(groupStats({ results, savings: { ...savings!, seq: 2 } }, 'full').saved).toBeNull();
  });
});

describe('narrow screen tabs', () => {
  const base = initialState();
  it('offers the four panes, or with the checker open its two panes and the checked output', () => {
    expect(narrowTabs(false, 'full')).toEqual(['input', 'lite', 'full', 'ultra']);
    expect(narrowTabs(true, 'ultra')).toEqual(['input', 'checker', 'report', 'ultra']);
  });
  it('shows the chosen tab while it is offered, else the input', () => {
    expect(narrowShown({ ...base, narrowPane: 'lite' })).toBe('lite');
    // the checker closed: its report is no longer a tab
    expect(narrowShown({ ...base, narrowPane: 'report' })).toBe('input');
    expect(narrowShown({ ...base, checkerOpen: true, narrowPane: 'report' })).toBe('report');
    // with the checker open only the checked output is offered (budget 5 % selects ultra)
    expect(narrowShown({ ...base, checkerOpen: true, budget: 5, narrowPane: 'lite' })).toBe('input');
    expect(narrowShown({ ...base, checkerOpen: true, budget: 5, narrowPane: 'ultra' })).toBe('ultra');
  });
});

describe('countsSummary', () => {
  it('reads each pane, each reduction and the selected output, once all four counts are in', () => {
    const base = initialState();
    const results = { seq: 3 } as PlaygroundState['results'];
    const c = (n: number) => ({ n, seq: 3, encoding: base.encoding });
    const s = { ...base, inputSeq: 3, results, counts: { input: c(200), lite: c(180), full: c(150), ultra: c(210) } };
    expect(countsSummary(s, 'full')).toBe(
      'Input 200 tokens. lite 180 tokens, 10.0 % fewer. full 150 tokens, 25.0 % fewer, selected. ultra 210 tokens, 5.0 % more.',
    );
    // one count of an older version: nothing yet
    expect(countsSummary({ ...s, counts: { ...s.counts, lite: { ...c(180), seq: 2 } } }, 'full')).toBeNull();
  });

  it('reads no reduction for an empty input', () => {
    const base = initialState();
    const c = (n: number) => ({ n, seq: 3, encoding: base.encoding });
    const s = { ...base, inputSeq: 3, results: { seq: 3 } as PlaygroundState['results'], counts: { input: c(0), lite: c(0), full: c(0), ultra: c(0) } };
    expect(countsSummary(s, 'full')).toBe('Input 0 tokens. lite 0 tokens. full 0 tokens, selected. ultra 0 tokens.');
  });
});

describe('shownCount', () => {
  it('is a pane count in the current encoding only, and none for an output past the input limit', () => {
    const s = { ...initialState(), counts: { ...initialState().counts, input: { n: 12, encoding: 'o200k_base', seq: 1 }, full: { n: 9, encoding: 'cl100k_base', seq: 1 } } } as unknown as PlaygroundState;
    expect(shownCount(s, 'input')).toBe(12);
    expect(shownCount(s, 'full')).toBeNull(); // another encoding's count
    expect(shownCount(s, 'lite')).toBeNull(); // not counted yet
    const big = { ...s, counts: { ...s.counts, full: { n: 9, encoding: 'o200k_base', seq: 1 } } } as PlaygroundState;
    expect(shownCount(big, 'full')).toBe(9);
    const over = { ...big, input: 'x'.repeat(INPUT_LIMIT + 1) };
    expect(shownCount(over, 'full')).toBeNull();
    expect(shownCount(over, 'input')).toBe(12);
  });
});

describe('harsherCostsMore', () => {
  const c = (n: number, seq = 3, encoding = 'o200k_base') => ({ n, seq, encoding });
  it('names the cheapest milder output when the selected one costs more on this input', () => {
    expect(harsherCostsMore('ultra', { lite: c(1500), full: c(1477), ultra: c(1479) }, 3, 'o200k_base')).toEqual({ selected: 'ultra', tokens: 1479, milder: 'full', milderTokens: 1477 });
    expect(harsherCostsMore('full', { lite: c(90), full: c(95) }, 3, 'o200k_base')).toEqual({ selected: 'full', tokens: 95, milder: 'lite', milderTokens: 90 });
  });
  it('says nothing when the selected one is the cheapest, is lite, or a count is of another version or encoding', () => {
    expect(harsherCostsMore('ultra', { lite: c(100), full: c(95), ultra: c(90) }, 3, 'o200k_base')).toBeNull();
    expect(harsherCostsMore('lite', { lite: c(100), full: c(95) }, 3, 'o200k_base')).toBeNull();
    expect(harsherCostsMore('ultra', { full: c(90, 2), ultra: c(95) }, 3, 'o200k_base')).toBeNull();
    expect(harsherCostsMore('ultra', { full: c(90, 3, 'cl100k_base'), ultra: c(95) }, 3, 'o200k_base')).toBeNull();
  });
});
