// What the `caveman` command prints, apart from the compressed text itself: the token counts every
// command shares, the check report (human and JSON, with line:col), compress --diff and --stats.
// Pure: no I/O, no clock; colour comes in as a Style (packages/caveman/src/cli/color.ts).
import { findEnvelope, type CheckReport, type Edit, type Offence, type Range } from 'caveman-compress';
import type { Style } from './color';
import { formatPosition, LineIndex } from './positions';

// ---------------------------------------------------------------------------------------------
// Token counts

/**
 * Token counts of one text against another in one encoding: the same shape in `compress --json`
 * and `check --json`, keyed by encoding. `reduction` is `saved` in percent of `input` (0 for an
 * empty input), unrounded, so comparing it with a target agrees with `target.met`.
 */
export interface TokenCount {
  input: number;
  output: number;
  saved: number;
  reduction: number;
}

export function tokenCount(input: number, output: number): TokenCount {
  const saved = input - output;
  return { input, output, saved, reduction: input ? (saved / input) * 100 : 0 };
}

export const percent = (x: number) => `${x.toFixed(1)}%`;

// ---------------------------------------------------------------------------------------------
// Positions in the files as given

/** A range with the line:col of its start and of its (exclusive) end. */
export interface Located extends Range {
  line: number;
  col: number;
  endLine: number;
  endCol: number;
}

/** One file of a check: its name on the command line and its text as read. */
export interface NamedText {
  name: string;
  text: string;
}

/**
 * check() reads both texts without their envelope line, so its offsets are offsets in those; this
 * turns them back into offsets in the file as given (the envelope may follow front matter, so only
 * what comes after it moves) and adds line:col.
 */
export class FileRanges {
  private readonly index: LineIndex;
  private readonly envelope: { start: number; length: number } | null;

  constructor(readonly file: NamedText) {
    this.index = new LineIndex(file.text);
    const e = findEnvelope(file.text);
    this.envelope = e ? { start: e.start, length: e.end - e.start } : null;
  }

  locate(r: Range): Located {
    const e = this.envelope;
    const start = e && r.start >= e.start ? r.start + e.length : r.start;
    const end = Math.max(start, e && r.end > e.start ? r.end + e.length : r.end);
    const a = this.index.at(start);
    const b = this.index.at(end);
    return { start, end, line: a.line, col: a.col, endLine: b.line, endCol: b.col };
  }

  /** `name:line:col` of a range's start. */
  where(r: Range): string {
    return formatPosition(this.file.name, this.locate(r));
  }
}

/** A command-line input as a report names it: `-` is standard input. */
export const displayName = (path: string) => (path === '-' ? 'stdin' : path);

// ---------------------------------------------------------------------------------------------
// check

export interface CheckView {
  verbose: NamedText;
  compressed: NamedText;
  /** --strict: a missed token-reduction target fails the check too. */
  strict: boolean;
}

/** Whether the check fails: a broken invariant, or (strict) a finding to review or a missed target. */
export function checkFailed(report: CheckReport, strict: boolean): { invariants: boolean; target: boolean; reviews: boolean } {
  return {
    invariants: report.invariants.some((i) => !i.pass && !i.skipped),
    target: strict && report.target.met === false,
    reviews: strict && (report.findings ?? []).some((f) => f.severity === 'review'),
  };
}

/** The ledger's findings located in both files (line:col), in the shape `--json` and the MCP tool return. */
export function locatedFindings(report: CheckReport, v: FileRanges, c: FileRanges): object[] {
  return (report.findings ?? []).map((f) => ({
    class: f.class,
    severity: f.severity,
    verbose: v.locate(f.verbose),
    compressed: c.locate(f.compressed),
    before: f.before,
    after: f.after,
    message: f.message,
    restore: f.restore,
  }));
}

/** The reduction the target was measured on (its encoding's), or null when none was counted. */
function achieved(report: CheckReport): number | null {
  const enc = report.target.encoding;
  const t = enc ? report.tokens[enc] : undefined;
  return t ? tokenCount(t.verbose, t.compressed).reduction : null;
}

/**
 * The achieved reduction with one decimal, or more when one would round it across the target
 * (39.96 % against 40 % reads "39.96%", not "40.0%", next to "NOT met").
 */
function achievedText(x: number, target: number, met: boolean): string {
  for (let digits = 1; digits <= 4; digits++) {
    const s = x.toFixed(digits);
    if (Number(s) >= target === met) return `${s}%`;
  }
  return `${x}%`;
}

/** The report as JSON: offences located in the files, token counts in the shared shape. */
export function checkJson(report: CheckReport, view: CheckView): object {
  const v = new FileRanges(view.verbose);
  const c = new FileRanges(view.compressed);
  const failed = checkFailed(report, view.strict);
  const located = (o: Offence) => ({
    ...o,
    ...(o.verbose ? { verbose: v.locate(o.verbose) } : {}),
    ...(o.compressed ? { compressed: c.locate(o.compressed) } : {}),
  });
  return {
    pass: !failed.invariants && !failed.target && !failed.reviews,
    strict: view.strict,
    invariants: report.invariants.map((inv) => ({ ...inv, offences: inv.offences.map(located) })),
    findings: locatedFindings(report, v, c),
    tokens: Object.fromEntries(Object.entries(report.tokens).map(([enc, t]) => [enc, tokenCount(t.verbose, t.compressed)])),
    target: { ...report.target, achieved: achieved(report) },
  };
}

export function formatReport(report: CheckReport, view: CheckView, style: Style): string {
  const v = new FileRanges(view.verbose);
  const c = new FileRanges(view.compressed);
  const failed = checkFailed(report, view.strict);
  const lines: string[] = [];
  const verdict = failed.invariants || failed.target || failed.reviews ? style.fail('FAIL') : style.pass('PASS');
  const why = !failed.invariants && failed.reviews ? ' (findings to review, --strict)' : !failed.invariants && failed.target ? ' (token-reduction target missed)' : '';
  lines.push(`${style.heading('caveman check:')} ${verdict}${why}`);
  lines.push('');
  for (const inv of report.invariants) {
    const status = inv.skipped ? style.skip('skip') : inv.pass ? style.pass('pass') : style.fail('FAIL');
    // the ledger's findings are listed below, by class, with both places and what restores them
    const listed = (report.findings ?? []).length > 0 && (inv.id === 'licensed' || inv.id === 'uncertainty' || inv.id === 'negation' || inv.id === 'actors');
    const n = inv.offences.length;
    lines.push(`  ${status}  ${inv.name}${inv.skipped && inv.note ? ` (${oneLine(inv.note)})` : ''}${listed && n ? ` (${n} finding${n === 1 ? '' : 's'} below)` : ''}`);
    if (listed) continue;
    for (const off of inv.offences) {
      const where = [off.verbose ? v.where(off.verbose) : '', off.compressed ? c.where(off.compressed) : ''].filter(Boolean);
      const at = where.length ? ` (${where.map(style.location).join(', ')})` : '';
      lines.push(`          - ${oneLine(off.message)}${at}`);
    }
  }
  const findings = report.findings ?? [];
  if (findings.length) {
    const fails = findings.filter((f) => f.severity === 'fail').length;
    const reviews = findings.length - fails;
    lines.push('');
    lines.push(`${style.heading('findings:')} ${fails} fail, ${reviews} to review${reviews && !view.strict ? ' (--strict fails on these too)' : ''}`);
    const byClass = new Map<string, typeof findings>();
    for (const f of findings) (byClass.get(f.class) ?? byClass.set(f.class, []).get(f.class)!).push(f);
    for (const [cls, list] of byClass) {
      lines.push(`  ${style.heading(cls)} (${list.length})`);
      for (const f of list) {
        const sev = f.severity === 'fail' ? style.fail('fail  ') : style.warn('review');
        lines.push(`    ${sev}  ${style.location(v.where(f.verbose))} -> ${style.location(c.where(f.compressed))}`);
        lines.push(`            ${JSON.stringify(clip(f.before))} -> ${JSON.stringify(clip(f.after))}`);
        lines.push(`            ${oneLine(f.message)}; to restore: ${f.restore}`);
      }
    }
  }
  lines.push('');
  lines.push(style.heading('tokens:'));
  for (const [enc, t] of Object.entries(report.tokens)) {
    const n = tokenCount(t.verbose, t.compressed);
    lines.push(`  ${enc.padEnd(12)} ${n.input} -> ${n.output} (saved ${n.saved}, ${percent(n.reduction)})`);
  }
  lines.push('');
  lines.push(targetLine(report, view.strict, style));
  return lines.join('\n') + '\n';
}

/** A finding's words on one line, at most 80 characters. */
function clip(s: string): string {
  const one = oneLine(s);
  return one.length > 80 ? one.slice(0, 77) + '…' : one;
}

/** `target: full >= 40% (o200k_base), achieved 26.9%: NOT met` */
function targetLine(report: CheckReport, strict: boolean, style: Style): string {
  const tg = report.target;
  const got = achieved(report);
  const head = `${style.heading('target:')} ${tg.intensity} >= ${tg.percent}%${tg.encoding ? ` (${tg.encoding})` : ''}`;
  if (tg.met === null || got === null) return `${head}: not measured`;
  const verdict = tg.met ? style.pass('met') : strict ? `${style.fail('NOT met')} (--strict)` : style.warn('NOT met');
  const engine = tg.engine !== undefined ? `; the engine's own ${tg.intensity} compression saves ${tg.engine.toFixed(1)}%` : '';
  return `${head}, achieved ${achievedText(got, tg.percent, tg.met)}: ${verdict}${engine}`;
}

/** A message on one line (messages may quote text with line breaks). */
export function oneLine(message: string): string {
  // one line, and no control or bidi character of the input reaches the terminal as itself (an
  // escape sequence would recolour or clear the screen): each is shown as its \u escape
  return message
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim()
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// ---------------------------------------------------------------------------------------------
// compress --diff and --stats

/**
 * The input with each edit's removal and addition marked in place, like `git diff --word-diff`:
 * `[-removed-]{+added+}` without colour, struck-through red and green with it. Dropping the
 * removals and unwrapping the additions gives the output; the reverse gives the input.
 */
export function formatDiff(input: string, output: string, edits: readonly Edit[], style: Style): string {
  const mark = (text: string, open: string, close: string, paint: (s: string) => string) =>
    text === '' ? '' : style.on ? paint(text) : open + text + close;
  const sorted = [...edits].sort((a, b) => a.input.start - b.input.start || a.output.start - b.output.start);
  // Edits that touch ("I have " + "implemented" -> "Added") read as one change.
  const runs: { input: Range; output: Range }[] = [];
  for (const e of sorted) {
    const last = runs[runs.length - 1];
    if (last && last.input.end === e.input.start && last.output.end === e.output.start) {
      last.input = { start: last.input.start, end: e.input.end };
      last.output = { start: last.output.start, end: e.output.end };
    } else runs.push({ input: e.input, output: e.output });
  }
  let out = '';
  let pos = 0;
  for (const r of runs) {
    out += input.slice(pos, r.input.start);
    out += mark(input.slice(r.input.start, r.input.end), '[-', '-]', style.removed);
    out += mark(output.slice(r.output.start, r.output.end), '{+', '+}', style.added);
    pos = r.input.end;
  }
  return out + input.slice(pos);
}

export interface StatsLine {
  /** The intensity used, or what auto selected (off / verbose: printed unchanged). */
  intensity: string;
  auto: boolean;
  profile: string;
  encoding: string;
  tokens: TokenCount;
  ms: number;
}

/** `caveman compress: intensity full, profile forge, o200k_base, tokens 52 -> 38 (reduction 26.9%), 12 ms` */
export function formatStats(s: StatsLine): string {
  const intensity = s.auto ? `auto -> ${s.intensity}` : s.intensity;
  const t = s.tokens;
  return `caveman compress: intensity ${intensity}, profile ${s.profile}, ${s.encoding}, tokens ${t.input} -> ${t.output} (reduction ${percent(t.reduction)}), ${Math.round(s.ms)} ms\n`;
}
