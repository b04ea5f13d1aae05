import { describe, expect, it } from 'vitest';
import { createPlaygroundStore, initialState, type Results } from './store';
import { restartState } from './restart';

const results = (seq: number): Results => ({
  seq,
  ms: 1,
  outOfScope: false,
  guard: 'o200k_base',
  inputProtected: [],
  skipped: [],
  panes: {
    lite: { output: 'a', edits: [], protected: [], held: [] },
    full: { output: 'a', edits: [], protected: [], held: [] },
    ultra: { output: 'a', edits: [], protected: [], held: [] },
  } as unknown as Results['panes'],
});

describe('a restart of the playground in the same page', () => {
  it('starts from the first state under versions the last run never used, the first answer with it', () => {
    const first = initialState({ results: results(1), counts: { input: { n: 40, seq: 1, encoding: 'o200k_base' }, full: { n: 20, seq: 1, encoding: 'o200k_base' } } });
    const store = createPlaygroundStore(first);
    store.getState().setInput('The server is really ready.');
    store.getState().setInput('The server is ready.');
    store.getState().setChecker('Server ready.');
    const before = store.getState();
    const next = restartState(first, before);
    expect(next.input).toBe(first.input);
    expect(next.inputSeq).toBeGreaterThan(before.inputSeq);
    expect(next.checkerSeq).toBeGreaterThan(before.checkerSeq);
    expect(next.results!.seq).toBe(next.inputSeq);
    expect(next.counts.input).toEqual({ n: 40, seq: next.inputSeq, encoding: 'o200k_base' });
    expect(next.counts.full!.seq).toBe(next.inputSeq);
  });

  it('drops a count the last run asked for that arrives after the restart', () => {
    const first = initialState({ results: results(1), counts: { lite: { n: 428, seq: 1, encoding: 'o200k_base' } } });
    const store = createPlaygroundStore(first);
    store.getState().setInput('The build is really complete.');
    const lastSeq = store.getState().inputSeq;
    store.setState(restartState(first, store.getState()));
    // the token worker answers the last run's text now
    expect(store.getState().applyCounts(lastSeq, 'o200k_base', { lite: 33 })).toBe(false);
    expect(store.getState().counts.lite!.n).toBe(428);
  });
});
