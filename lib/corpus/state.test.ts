import { describe, expect, it } from 'vitest';
import type { Report, ReportRow } from 'caveman-compress/internals/report';
import { createCorpusStore } from './state';

const f = (name: string) => ({ name, text: name, bytes: name.length });
const r = (name: string, tokens: number) => ({ name, tokens }) as unknown as ReportRow;
const report = (rows: ReportRow[]) => ({ version: 1, profile: 'forge', encoding: 'o200k_base', files: rows, totals: { files: rows.length } }) as unknown as Report;

describe('corpus store', () => {
  it('fills rows by file name as slices of the current run arrive, and drops other runs', () => {
    const s = createCorpusStore();
    s.getState().loaded([f('a.md'), f('b.md'), f('c.md')]);
    s.getState().startRun(7, ['a.md', 'b.md', 'c.md']);
    expect(s.getState().progress).toEqual({ phase: 'profile', done: 0, total: 3 });
    expect(s.getState().applyRows({ id: 6, phase: 'profile', entries: [{ index: 0, row: r('a.md', 1) }], done: 1, total: 3 })).toBe(false);
    expect(s.getState().rows).toEqual({});
    s.getState().applyRows({ id: 7, phase: 'profile', entries: [{ index: 2, row: r('c.md', 3) }, { index: 1, row: r('b.md', 2) }], done: 2, total: 6 });
    expect(Object.keys(s.getState().rows).sort()).toEqual(['b.md', 'c.md']);
    expect(s.getState().rows['c.md']).toEqual(r('c.md', 3));
    expect(s.getState().progress).toEqual({ phase: 'profile', done: 2, total: 6 });
    s.getState().applyRows({ id: 7, phase: 'base', entries: [], done: 4, total: 6 });
    expect(s.getState().progress!.phase).toBe('base');
    const rep = report([r('a.md', 1), r('b.md', 2), r('c.md', 3)]);
    expect(s.getState().applyReport({ id: 7, report: rep, diff: null, ms: 5, workers: 2 })).toBe(true);
    expect(s.getState()).toMatchObject({ report: rep, progress: null, runId: 0, runMs: 5, runWorkers: 2, totals: rep.totals });
    expect(Object.keys(s.getState().rows)).toEqual(['a.md', 'b.md', 'c.md']);
  });

  it('keeps the rows of files still there when the corpus changes, and an error ends the run', () => {
    const s = createCorpusStore();
    s.getState().loaded([f('a.md'), f('b.md')]);
    s.getState().startRun(1, ['a.md', 'b.md']);
    s.getState().applyRows({ id: 1, phase: 'profile', entries: [{ index: 0, row: r('a.md', 1) }, { index: 1, row: r('b.md', 2) }], done: 2, total: 2 });
    s.getState().setFiles([f('b.md'), f('c.md')]);
    expect(Object.keys(s.getState().rows)).toEqual(['b.md']);
    s.getState().applyError(2, 'not this run');
    expect(s.getState().error).toBeNull();
    s.getState().applyError(1, 'encoder failed');
    expect(s.getState()).toMatchObject({ error: 'encoder failed', progress: null, runId: 0 });
  });

  it('counts the changes of the kept corpus in flight; a clear, itself one, keeps the count', () => {
    const s = createCorpusStore();
    expect(s.getState().writing).toBe(0);
    s.getState().writeStarted(); // an add
    s.getState().writeStarted(); // the clear that cuts it short
    s.getState().cleared();
    expect(s.getState().writing).toBe(2);
    s.getState().writeEnded();
    s.getState().writeEnded();
    expect(s.getState().writing).toBe(0);
    s.getState().writeEnded(); // (an end never counts below nothing)
    expect(s.getState().writing).toBe(0);
  });

  it('clearing forgets everything but the sort and where the corpus is kept', () => {
    const s = createCorpusStore();
    s.getState().loaded([f('a.md')]);
    s.getState().reject([{ name: 'x.png', bytes: 3, reason: 'not a text file' }]);
    s.getState().setSort({ key: 'tokens', dir: 'descending' });
    s.getState().setStorage('memory', 'no IndexedDB');
    s.getState().cleared();
    expect(s.getState()).toMatchObject({ files: [], rejected: [], rows: {}, report: null, loading: false, storage: 'memory', sort: { key: 'tokens', dir: 'descending' } });
  });
});
