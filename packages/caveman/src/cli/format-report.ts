// The table `caveman report` prints: one row per file, the totals, then each failing check.
// Pure: no I/O; colour comes in as a Style (packages/caveman/src/cli/color.ts).
import { INTENSITIES, type Report, type ReportCheck, type ReportFile, type ReportRow, type ReportTotals } from 'caveman-compress';
import type { Paint, Style } from './color';
import { oneLine } from './format';

type Align = 'left' | 'right';

/** A cell: its text, and how to paint it once padded (padding is measured on the plain text). */
interface Cell {
  text: string;
  paint?: Paint;
}

const COLUMNS: { title: string; align: Align }[] = [
  { title: 'file', align: 'left' },
  { title: 'tokens', align: 'right' },
  { title: 'lite %', align: 'right' },
  { title: 'full %', align: 'right' },
  { title: 'ultra %', align: 'right' },
  { title: 'prose %', align: 'right' },
  { title: 'protected', align: 'right' },
  { title: 'verbose', align: 'right' },
  { title: 'check l/f/u', align: 'left' },
];

const GAP = '  ';

/** A fraction as a percentage with one decimal, without the sign (the column says %). */
const pct = (x: number) => (x * 100).toFixed(1);

function checkCell(checks: ReportCheck[], style: Style): Cell {
  const word = (c: ReportCheck) => (c.pass ? 'ok' : 'FAIL');
  return { text: checks.map(word).join('/'), paint: () => checks.map((c) => (c.pass ? style.pass : style.fail)(word(c))).join('/') };
}

function fileCells(row: ReportFile, style: Style): Cell[] {
  return [
    { text: oneLine(row.name) },
    { text: String(row.tokens) },
    ...INTENSITIES.map((i) => ({ text: pct(row.intensities[i].reduction) })),
    { text: pct(row.prose) },
    { text: String(row.protected.count) },
    { text: String(row.verbose) },
    checkCell(
      INTENSITIES.map((i) => row.intensities[i].check),
      style,
    ),
  ];
}

function totalCells(t: ReportTotals, style: Style): Cell[] {
  const files = t.files === 1 ? '1 file' : `${t.files} files`;
  return [
    { text: `total (${files})`, paint: style.heading },
    { text: String(t.tokens), paint: style.heading },
    ...INTENSITIES.map((i) => ({ text: pct(t.intensities[i].reduction), paint: style.heading })),
    { text: pct(t.prose), paint: style.heading },
    { text: String(t.protected.count), paint: style.heading },
    { text: String(t.verbose), paint: style.heading },
    t.failing ? { text: `${t.failing} failing`, paint: style.fail } : { text: 'all ok', paint: style.pass },
  ];
}

function pad(cell: Cell, width: number, align: Align): string {
  const fill = ' '.repeat(Math.max(0, width - cell.text.length));
  const text = cell.paint ? cell.paint(cell.text) : cell.text;
  return align === 'left' ? text + fill : fill + text;
}

/** The table, the failing checks and the files that could not be read, for a terminal or a pipe. */
export function formatCorpusReport(report: Report, style: Style): string {
  const rows: { cells: Cell[]; error?: string }[] = report.files.map((row: ReportRow) =>
    row.error !== undefined ? { cells: [{ text: oneLine(row.name) }], error: row.error } : { cells: fileCells(row, style) },
  );
  const header = COLUMNS.map((c) => ({ text: c.title, paint: style.heading }));
  const totals = totalCells(report.totals, style);
  // Loops, not Math.max(...list): a report of 100,000 files would overflow the call stack.
  const widths = COLUMNS.map((_, k) => {
    let w = Math.max(header[k].text.length, totals[k].text.length);
    for (const r of rows) if (!r.error) w = Math.max(w, r.cells[k].text.length);
    return w;
  });
  for (const r of rows) widths[0] = Math.max(widths[0], r.cells[0].text.length);

  const line = (cells: Cell[]) => cells.map((cell, k) => pad(cell, widths[k], COLUMNS[k].align)).join(GAP).trimEnd();
  const out: string[] = [line(header)];
  for (const r of rows) {
    out.push(r.error ? `${pad(r.cells[0], widths[0], 'left')}${GAP}${style.warn(`error: ${r.error}`)}` : line(r.cells));
  }
  out.push(style.skip('-'.repeat(widths.reduce((a, w) => a + w, 0) + GAP.length * (widths.length - 1))));
  out.push(line(totals));

  const failures = report.files.flatMap((row) =>
    row.error !== undefined ? [] : INTENSITIES.filter((i) => !row.intensities[i].check.pass).map((i) => ({ name: row.name, intensity: i, check: row.intensities[i].check })),
  );
  if (failures.length) {
    out.push('', style.heading('Failing checks:'));
    for (const f of failures) {
      const what = [f.check.code, f.check.message].filter(Boolean).join(': ');
      out.push(`  ${style.fail('FAIL')}  ${style.location(oneLine(f.name))} (${f.intensity})${what ? `  ${what}` : ''}`);
    }
  }
  const errors = report.totals.errors;
  const unread = errors ? `; ${errors} ${errors === 1 ? 'file' : 'files'} not read (see its row)` : '';
  out.push('', `Profile ${report.profile}, ${report.encoding} (% = tokens saved per input token)${unread}.`);
  return out.join('\n') + '\n';
}
