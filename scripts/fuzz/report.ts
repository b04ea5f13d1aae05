// Plain-text summary of a fuzz run: failing documents per class and per profile/intensity, and
// the shrunk reproducers. Shared by the CLI and the vitest failure message.
import type { Intensity } from 'caveman-compress';
import { FAILURE_CLASSES, type FailureClass } from './oracle';
import type { FailingDoc, Reproducer } from './run';

export interface Tally {
  /** Distinct failing documents per class. */
  byClass: Record<FailureClass, number>;
  /** Distinct failing documents per profile/intensity and class. */
  byCell: Map<string, Record<FailureClass | 'any', number>>;
  /** Distinct failing documents per failure key (class:detail). */
  byKey: Map<string, number>;
  failingDocs: number;
}

const zero = () => Object.fromEntries([...FAILURE_CLASSES, 'any'].map((c) => [c, 0])) as Record<FailureClass | 'any', number>;

export function tally(failing: readonly FailingDoc[], profiles: readonly string[], intensities: readonly Intensity[]): Tally {
  const byClass = zero();
  const byCell = new Map<string, Record<FailureClass | 'any', number>>();
  for (const p of profiles) for (const i of intensities) byCell.set(`${p}/${i}`, zero());
  const byKey = new Map<string, number>();
  for (const fd of failing) {
    for (const c of new Set(fd.failures.map((f) => f.cls))) byClass[c]++;
    for (const k of new Set(fd.failures.map((f) => f.key))) byKey.set(k, (byKey.get(k) ?? 0) + 1);
    const cells = new Map<string, Set<FailureClass>>();
    for (const f of fd.failures) {
      const key = `${f.profile}/${f.intensity}`;
      if (!cells.has(key)) cells.set(key, new Set());
      cells.get(key)!.add(f.cls);
    }
    for (const [key, classes] of cells) {
      const row = byCell.get(key) ?? zero();
      byCell.set(key, row);
      for (const c of classes) row[c]++;
      row.any++;
    }
  }
  return { byClass, byCell, byKey: new Map([...byKey].sort(([a], [b]) => a.localeCompare(b))), failingDocs: failing.length };
}

export function formatTable(t: Tally): string {
  const cols = [...FAILURE_CLASSES, 'any'] as const;
  const first = Math.max(18, ...[...t.byCell.keys()].map((k) => k.length)) + 2;
  const width = (c: string) => Math.max(c.length, 5) + 2;
  const line = (label: string, cells: (string | number)[]) => label.padEnd(first) + cells.map((v, i) => String(v).padStart(width(cols[i]))).join('');
  const rows = [line('profile/intensity', [...cols])];
  for (const [key, row] of t.byCell) rows.push(line(key, cols.map((c) => row[c])));
  rows.push(line('documents', [...FAILURE_CLASSES.map((c) => t.byClass[c]), t.failingDocs]));
  const details = [...t.byKey].filter(([k]) => k.includes(':'));
  const keyWidth = Math.max(...details.map(([k]) => k.length)) + 2;
  if (details.length) rows.push('', 'by cause (documents):', ...details.map(([k, n]) => `  ${k.padEnd(keyWidth)}${String(n).padStart(5)}`));
  return rows.join('\n');
}

export function formatReproducer(r: Reproducer): string {
  const how = r.interrupted ? 'shrinking stopped at the time limit' : `${r.shrinks} shrink steps`;
  return [
    `[${r.key}] profile=${r.profile} intensity=${r.intensity} (${r.originalLength} -> ${r.input.length} chars, ${how}; seed ${r.seed}, run ${r.path})`,
    `  input:   ${JSON.stringify(r.input)}`,
    `  output:  ${JSON.stringify(r.output)}`,
    `  message: ${r.message.replace(/\n/g, '\n           ')}`,
  ].join('\n');
}

export function formatDuration(ms: number): string {
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)}s` : `${Math.floor(s / 60)}m${Math.round(s % 60)}s`;
}
