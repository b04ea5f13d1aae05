import { describe, expect, it } from 'vitest';
import { clampThresholds, createPlaygroundStore, initialState, type Results } from './store';
import { countsComplete, savingsPaneFor, selectionInput } from './selectors';
import type { PaneResult } from './store';
import { firstScreenState, type FirstScreen } from './firstScreenState';

const pane = (output: string): PaneResult => ({ output, edits: [], protected: [] });
const results = (seq: number): Results => ({
  seq,
  ms: 1,
  inputProtected: [],
  skipped: [],
  outOfScope: false,
  panes: { lite: pane('l' + seq), full: pane('f' + seq), ultra: pane('u' + seq) },
});

describe('playground store', () => {
  it('starts on the default example with version 1', () => {
    const s = createPlaygroundStore().getState();
    expect(s.input.length).toBeGreaterThan(200);
    expect(s.inputSeq).toBe(1);
    expect(s.encoding).toBe('o200k_base');
  });

  it('bumps the input version on every change, not on a no-op', () => {
    const store = createPlaygroundStore({ input: 'a' });
    store.getState().setInput('ab');
    store.getState().setInput('ab');
    store.getState().setInput('abc');
    expect(store.getState().inputSeq).toBe(3);
    expect(store.getState().input).toBe('abc');
  });

  it('drops results older than the applied ones and results from the future', () => {
    const store = createPlaygroundStore({ input: 'a' });
    store.getState().setInput('b'); // seq 2
    store.getState().setInput('c'); // seq 3
    expect(store.getState().applyResults(results(3))).toBe(true);
    expect(store.getState().applyResults(results(2))).toBe(false);
    expect(store.getState().results?.seq).toBe(3);
    expect(store.getState().applyResults(results(9))).toBe(false);
  });

  it('never replaces guarded outputs of a version with unguarded ones of the same version', () => {
    const store = createPlaygroundStore({ input: 'a' });
    const st = () => store.getState();
    expect(st().applyResults({ ...results(1), guard: 'o200k_base' })).toBe(true);
    expect(st().applyResults({ ...results(1), guard: null, ms: 99 })).toBe(false);
    expect(st().results?.guard).toBe('o200k_base');
    st().setInput('b');
    expect(st().applyResults({ ...results(2), guard: null })).toBe(true);
    expect(st().applyResults({ ...results(2), guard: 'o200k_base' })).toBe(true);
  });

  it('starts from the first screen only when that is the state it starts from', () => {
    const start = initialState();
    const fs: FirstScreen = {
      input: start.input,
      profileId: start.profileId,
      encoding: start.encoding,
      results: { ...results(1), guard: start.encoding },
      counts: { input: { n: 7, seq: 1, encoding: start.encoding } },
      savings: { seq: 1, encoding: start.encoding, profileId: start.profileId, intensity: 'full', groups: { filler: 3 } },
    };
    const seeded = createPlaygroundStore(firstScreenState(fs)).getState();
    expect(seeded.results?.guard).toBe(start.encoding);
    expect(seeded.counts.input?.n).toBe(7);
    expect(seeded.savings?.groups.filler).toBe(3);
    expect(firstScreenState({ ...fs, input: 'another text' })).toEqual({});
    expect(firstScreenState({ ...fs, encoding: 'cl100k_base' })).toEqual({});
    expect(firstScreenState({ ...fs, profileId: 'other' })).toEqual({});
    expect(firstScreenState(undefined)).toEqual({});
  });

  it('keeps counts per pane and drops stale or wrong-encoding counts', () => {
    const store = createPlaygroundStore({ input: 'a', inputSeq: 5 });
    const st = () => store.getState();
    expect(st().applyCounts(5, 'o200k_base', { input: 10 })).toBe(true);
    expect(st().applyCounts(4, 'o200k_base', { input: 99 })).toBe(false);
    expect(st().counts.input?.n).toBe(10);
    expect(st().applyCounts(5, 'cl100k_base', { lite: 3 })).toBe(false);
    st().applyResults(results(5));
    st().applyCounts(5, 'o200k_base', { lite: 8, full: 6 });
    expect(countsComplete(st())).toBe(false);
    st().applyCounts(5, 'o200k_base', { ultra: 4 });
    expect(countsComplete(st())).toBe(true);
    st().setEncoding('cl100k_base');
    expect(countsComplete(st())).toBe(false); // counts belong to the other encoding
    st().setInput('new');
    expect(countsComplete(st())).toBe(false);
  });

  it('keeps thresholds ordered and in range', () => {
    expect(clampThresholds({ upper: 50, lower: 20 }, 'upper', 10)).toEqual({ upper: 21, lower: 20 });
    expect(clampThresholds({ upper: 50, lower: 20 }, 'lower', 70)).toEqual({ upper: 50, lower: 49 });
    expect(clampThresholds({ upper: 50, lower: 20 }, 'upper', 140)).toEqual({ upper: 100, lower: 20 });
    expect(clampThresholds({ upper: 50, lower: 20 }, 'lower', -3)).toEqual({ upper: 50, lower: 0 });
    const store = createPlaygroundStore();
    store.getState().setThreshold('upper', 70);
    store.getState().setThreshold('lower', 30.4);
    expect(store.getState().thresholds).toEqual({ upper: 70, lower: 30 });
  });

  it('clamps the budget and the fallback count', () => {
    const store = createPlaygroundStore();
    store.getState().setBudget(140);
    expect(store.getState().budget).toBe(100);
    store.getState().setControl('fallbacks', -2);
    expect(store.getState().controls.fallbacks).toBe(0);
    store.getState().setControl('depth', 'thorough');
    expect(selectionInput(store.getState())).toMatchObject({ depth: 'thorough', remaining: 100, mode: 'on' });
  });

  it('switching profile can reset the thresholds', () => {
    const store = createPlaygroundStore();
    store.getState().setThreshold('upper', 80);
    store.getState().setProfile('cavekit', { upper: 60, lower: 25 });
    expect(store.getState().profileId).toBe('cavekit');
    expect(store.getState().thresholds).toEqual({ upper: 60, lower: 25 });
  });

  it('applies savings and token boundaries only for the current view', () => {
    const store = createPlaygroundStore();
    const st = () => store.getState();
    const sv = { encoding: 'o200k_base' as const, profileId: 'forge', intensity: 'lite' as const, groups: { filler: 2 } };
    expect(st().applySavings({ ...sv, seq: 2 })).toBe(true);
    expect(st().applySavings({ ...sv, seq: 1 })).toBe(false);
    expect(st().applySavings({ ...sv, seq: 3, profileId: 'terse' })).toBe(false);
    expect(st().applySavings({ ...sv, seq: 1, intensity: 'ultra' })).toBe(true);
    expect(st().applyBoundaries({ pane: 'lite', seq: 1, encoding: 'o200k_base', ends: [1], truncated: false })).toBe(false);
    st().setTokenView('lite');
    expect(st().applyBoundaries({ pane: 'lite', seq: 1, encoding: 'o200k_base', ends: [1], truncated: false })).toBe(true);
    st().setTokenView(null);
    expect(st().boundaries).toBeNull();
  });

  it('chooses the savings pane', () => {
    expect(savingsPaneFor('ultra', 'lite')).toBe('ultra');
    expect(savingsPaneFor(null, 'lite')).toBe('lite');
    expect(savingsPaneFor(null, 'off')).toBe('full');
  });
});

describe('linked panes state', () => {
  it('syncs scrolling by default and selects a rule group until it is selected again', () => {
    const store = createPlaygroundStore();
    expect(store.getState().syncScroll).toBe(true);
    store.getState().setSyncScroll(false);
    expect(store.getState().syncScroll).toBe(false);
    store.getState().toggleSelectedGroup('filler');
    expect(store.getState().selectedGroup).toBe('filler');
    store.getState().toggleSelectedGroup('article');
    expect(store.getState().selectedGroup).toBe('article');
    store.getState().toggleSelectedGroup('article');
    expect(store.getState().selectedGroup).toBeNull();
  });
});
