// The corpus table's columns and its sort: pure, so the order is unit-tested. A row is a file
// with its report row (absent while the worker has not reached it; an error row for a file the
// report could not read). Rows without a value sort last in either direction.
import { INTENSITIES, type Intensity } from 'caveman-compress/internals/types';
import type { FileDelta, ReportRow } from 'caveman-compress/internals/report';
import { compareNames } from './intake';

export type SortKey = 'name' | 'tokens' | `reduction-${Intensity}` | 'prose' | 'protected' | 'verbose' | 'checks' | `delta-${Intensity}`;
export type SortDir = 'ascending' | 'descending';

export interface TableRow {
  name: string;
  bytes: number;
  row: ReportRow | undefined;
  /** This file against the profile's defaults (an edited profile), when known. */
  delta?: FileDelta;
}

/** Failing checks of a row (over the three intensities), or null when unknown. */
export function failingChecks(row: ReportRow | undefined): number | null {
  if (!row || row.error !== undefined) return null;
  return INTENSITIES.filter((i) => !row.intensities[i].check.pass).length;
}

/** The number a column sorts by, or null (no value yet / unreadable file). */
export function sortValue(r: TableRow, key: SortKey): number | null {
  const row = r.row && r.row.error === undefined ? r.row : undefined;
  if (key === 'name') return null;
  if (key.startsWith('delta-')) return r.delta ? r.delta.tokens[key.slice(6) as Intensity] : null;
  if (!row) return null;
  if (key === 'tokens') return row.tokens;
  if (key === 'prose') return row.prose;
  if (key === 'protected') return row.protected.count;
  if (key === 'verbose') return row.verbose;
  if (key === 'checks') return failingChecks(row);
  return row.intensities[key.slice(10) as Intensity].reduction;
}

export function sortTable(rows: readonly TableRow[], key: SortKey, dir: SortDir): TableRow[] {
  const sign = dir === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key === 'name') return sign * compareNames(a.name, b.name);
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va === null || vb === null) return va === vb ? compareNames(a.name, b.name) : va === null ? 1 : -1;
    return sign * (va - vb) || compareNames(a.name, b.name);
  });
}

/** A header click: the same column flips its direction; another starts with its natural one. */
export function nextSort(current: { key: SortKey; dir: SortDir }, key: SortKey): { key: SortKey; dir: SortDir } {
  if (current.key === key) return { key, dir: current.dir === 'ascending' ? 'descending' : 'ascending' };
  // names read A to Z; numbers read biggest first (most tokens, best reduction, most failures)
  return { key, dir: key === 'name' || key.startsWith('delta-') ? 'ascending' : 'descending' };
}

/** "−12.3 %": a reduction as the table prints it (a fraction; more tokens print as +). */
export function percent(fraction: number): string {
  const v = Math.round(fraction * 1000) / 10;
  if (v === 0) return '0 %';
  return `${v > 0 ? '−' : '+'}${Math.abs(v).toFixed(1)} %`;
}

/** "+12" / "−3" / "0": a token difference (output tokens, next minus base). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
