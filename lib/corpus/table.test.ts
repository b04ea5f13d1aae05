import { describe, expect, it } from 'vitest';
import type { ReportFile, ReportRow } from 'caveman-compress/internals/report';
import { failingChecks, nextSort, percent, signed, sortTable, type TableRow } from './table';

const pass = { pass: true };
const fail = { pass: false, code: 'protected-spans' as const, message: 'x' };
function row(name: string, tokens: number, reductions: [number, number, number], checks = [pass, pass, pass]): ReportFile {
  const at = (k: number) => ({ tokens: 0, saved: 0, reduction: reductions[k], check: checks[k], savings: {} });
  return {
    name,
    bytes: tokens * 4,
    chars: tokens * 4,
    tokens,
    proseChars: tokens * 2,
    prose: 0.5,
    proseTokens: tokens / 2,
    protected: { count: tokens % 7, kinds: {} },
    verbose: 0,
    intensities: { lite: at(0), full: at(1), ultra: at(2) },
  } as ReportFile;
}
const t = (name: string, r: ReportRow | undefined): TableRow => ({ name, bytes: 1, row: r });

const rows: TableRow[] = [
  t('b.md', row('b.md', 300, [0.1, 0.3, 0.4])),
  t('a-10.md', row('a-10.md', 100, [0.2, 0.2, 0.5], [pass, fail, fail])),
  t('a-2.md', undefined),
  t('bin.md', { name: 'bin.md', bytes: 9, error: 'binary data' }),
  t('c.md', row('c.md', 200, [0.05, 0.25, 0.45], [pass, pass, fail])),
];
const names = (r: TableRow[]) => r.map((x) => x.name);

describe('sortTable', () => {
  it('sorts names naturally, both ways', () => {
    expect(names(sortTable(rows, 'name', 'ascending'))).toEqual(['a-2.md', 'a-10.md', 'b.md', 'bin.md', 'c.md']);
    expect(names(sortTable(rows, 'name', 'descending'))).toEqual(['c.md', 'bin.md', 'b.md', 'a-10.md', 'a-2.md']);
  });
  it('sorts by a number, rows without one last in either direction', () => {
    expect(names(sortTable(rows, 'tokens', 'descending'))).toEqual(['b.md', 'c.md', 'a-10.md', 'a-2.md', 'bin.md']);
    expect(names(sortTable(rows, 'tokens', 'ascending'))).toEqual(['a-10.md', 'c.md', 'b.md', 'a-2.md', 'bin.md']);
    expect(names(sortTable(rows, 'reduction-full', 'descending'))).toEqual(['b.md', 'c.md', 'a-10.md', 'a-2.md', 'bin.md']);
    expect(names(sortTable(rows, 'checks', 'descending'))).toEqual(['a-10.md', 'c.md', 'b.md', 'a-2.md', 'bin.md']);
  });
  it('sorts by the difference from the defaults when there is one', () => {
    const d = (name: string, full: number) => ({ name, input: 0, tokens: { lite: 0, full, ultra: 0 }, broken: [], fixed: [] });
    const withDelta = rows.map((r) => (r.name === 'b.md' ? { ...r, delta: d('b.md', 5) } : r.name === 'c.md' ? { ...r, delta: d('c.md', -3) } : r));
    expect(names(sortTable(withDelta, 'delta-full', 'ascending')).slice(0, 2)).toEqual(['c.md', 'b.md']);
  });
});

describe('headers and numbers', () => {
  it('a second click flips the direction; a new column starts at its natural direction', () => {
    expect(nextSort({ key: 'name', dir: 'ascending' }, 'name')).toEqual({ key: 'name', dir: 'descending' });
    expect(nextSort({ key: 'name', dir: 'ascending' }, 'tokens')).toEqual({ key: 'tokens', dir: 'descending' });
    expect(nextSort({ key: 'tokens', dir: 'descending' }, 'delta-lite')).toEqual({ key: 'delta-lite', dir: 'ascending' });
  });
  it('counts failing checks', () => {
    expect(failingChecks(rows[1].row)).toBe(2);
    expect(failingChecks(rows[3].row)).toBeNull();
    expect(failingChecks(undefined)).toBeNull();
  });
  it('prints reductions and differences with real minus signs', () => {
    expect(percent(0.1234)).toBe('−12.3 %');
    expect(percent(-0.05)).toBe('+5.0 %');
    expect(percent(0)).toBe('0 %');
    expect(signed(3)).toBe('+3');
    expect(signed(-3)).toBe('−3');
    expect(signed(0)).toBe('0');
  });
});
