// The corpus report: every file of a corpus compressed at lite, full and ultra, checked, and summed.
// One shape for `caveman report --json` and the playground's "export report", so a report written
// by one can be read (and diffed) by the other. Plain JSON data, versioned.
//
// Built file by file (reportFile) so a worker can fill a table as it goes, then summed by a pure
// finishReport; buildReport does both. Compression and checking are the core's own: this module
// only calls compressAll and checkAll (the three checks of a file share one reading), and counts.
import { checkNesting, InputLimitError } from './limits';
import { compressAll, proseText } from './compress';
import { checkAll } from './check';
import { memoCounter } from './count';
import { resolveProfile } from './profiles';
import {
  INTENSITIES,
  type CheckReport,
  type Intensity,
  type InvariantId,
  type Profile,
  type ProtectedKind,
  type RuleGroup,
  type TokenCounter,
} from './types';

/** The version of the report's shape; a reader refuses another. */
export const REPORT_VERSION = 1;

/** One file of a corpus, as read. */
export interface ReportInput {
  /** Its path as the caller names it (relative to the dropped folder, or as given on the command line). */
  name: string;
  text: string;
  /** Its size on disk; default: the UTF-8 length of `text` (a binary file decoded with U+FFFD differs). */
  bytes?: number;
  /** Why the file could not be read as text (the caller's strict decoder said so): an error row. */
  error?: string;
}

export interface ReportOptions {
  /** A profile object or a built-in profile id; default "forge". */
  profile?: Profile | string;
  /** Counts every token of the report: inputs, outputs, prose, the token guard and the savings. */
  countTokens: TokenCounter;
  /** The counter's encoding, recorded in the report (e.g. "o200k_base"). */
  encoding: string;
}

/** check() at one intensity: pass, or the first broken invariant and its first offence. */
export interface ReportCheck {
  pass: boolean;
  /** The first broken invariant (absent when it passes). */
  code?: InvariantId;
  /** Its first offence. */
  message?: string;
  /** Every broken invariant, each with its first offence (the first is `code` / `message`). */
  failing?: { code: InvariantId; message?: string }[];
}

/** One file at one intensity. */
export interface ReportIntensity {
  /** Tokens of the output. */
  tokens: number;
  /** Input tokens minus output tokens. */
  saved: number;
  /** saved / input tokens, a fraction (0 for an empty input). */
  reduction: number;
  check: ReportCheck;
  /** Tokens saved per rule group, as compress counts them. */
  savings: Partial<Record<RuleGroup, number>>;
}

export interface ReportProtected {
  count: number;
  kinds: Partial<Record<ProtectedKind, number>>;
}

/** What a file measures, and the same summed over the files. */
export interface ReportMeasures {
  bytes: number;
  /** Characters (UTF-16 code units) of the text. */
  chars: number;
  /** Tokens of the input. */
  tokens: number;
  /** Characters of the prose: the text without its protected spans and kept-verbose regions (proseText). */
  proseChars: number;
  /** proseChars / chars, a fraction (0 for an empty text). */
  prose: number;
  /** Tokens of the prose: what compression can act on. */
  proseTokens: number;
  protected: ReportProtected;
  /** Regions kept verbose (skipped: out of scope, security, tables ...). */
  verbose: number;
}

/** A row of the table: one text file. `error` is undefined, so `row.error` tells the two apart. */
export interface ReportFile extends ReportMeasures {
  name: string;
  intensities: Record<Intensity, ReportIntensity>;
  error?: undefined;
}

/** A row for a file that could not be reported (binary data): its name, size and why. */
export interface ReportFileError {
  name: string;
  bytes: number;
  error: string;
}

export type ReportRow = ReportFile | ReportFileError;

export interface ReportTotalsIntensity {
  tokens: number;
  saved: number;
  /** saved / input tokens over the files, a fraction. */
  reduction: number;
  /** Files whose check fails at this intensity. */
  failing: number;
  savings: Partial<Record<RuleGroup, number>>;
}

/** The rows summed (errors count as rows, with no measures). */
export interface ReportTotals extends ReportMeasures {
  /** Rows, errors included. */
  files: number;
  /** Rows with an error. */
  errors: number;
  intensities: Record<Intensity, ReportTotalsIntensity>;
  /** Failing checks, over files and intensities. */
  failing: number;
}

export interface Report {
  version: typeof REPORT_VERSION;
  /** The profile's id. */
  profile: string;
  encoding: string;
  files: ReportRow[];
  totals: ReportTotals;
}

const fraction = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Replacement characters and control characters (not tab, LF, VT, FF, CR) of a decoded text. */
const JUNK = /[\uFFFD\x01-\x08\x0e-\x1f\x7f-\x9f]/g;
/** Above this share of junk characters a text is binary data decoded as UTF-8. */
const JUNK_SHARE = 0.1;

/** Why a decoded file is not text, or null when it is. */
export function binaryReason(text: string): string | null {
  if (text.includes('\0')) return 'binary data (NUL byte), expected UTF-8 text';
  const junk = text.match(JUNK)?.length ?? 0;
  if (text.length > 0 && junk / text.length > JUNK_SHARE) return 'binary data (invalid UTF-8 or control characters), expected text';
  return null;
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A check report as a report row records it: pass, or the first broken invariant and its first offence. */
export function checkStatus(report: CheckReport): ReportCheck {
  const all = report.invariants.filter((i) => !i.pass && !i.skipped);
  if (all.length === 0) return { pass: true };
  const failing = all.map((b) => (b.offences[0] ? { code: b.id, message: b.offences[0].message } : { code: b.id }));
  return { pass: false, ...failing[0], failing };
}

/** One file's row: compressed at every intensity, each output checked against the file. */
/** A file the checker cannot read (a limit of limits.ts): its row says why, and the other files are reported. */
function limitReason(text: string): string | undefined {
  try {
    checkNesting(text);
    return undefined;
  } catch (err) {
    if (err instanceof InputLimitError) return err.message;
    throw err;
  }
}

export function reportFile(file: ReportInput, options: ReportOptions): ReportRow {
  const bytes = file.bytes ?? utf8Length(file.text);
  const error = file.error ?? binaryReason(file.text) ?? limitReason(file.text);
  if (error) return { name: file.name, bytes, error };

  const { text } = file;
  const profile = resolveProfile(options.profile);
  const all = compressAll(text, { profile, countTokens: options.countTokens });
  // the file and each output are counted here and by the checks through the memo the engine's guard
  // filled (an output's rewritten lines are counted already, its other lines by the file's count);
  // one counter function for every file, so the checks' idempotence runs find the earlier files' runs
  const count = memoCounter(options.countTokens);
  const input = count(text);
  const checks = checkAll(text, { lite: { output: all.lite.output, intensity: 'lite' }, full: { output: all.full.output, intensity: 'full' }, ultra: { output: all.ultra.output, intensity: 'ultra' } }, { profile, counters: { [options.encoding]: count } });

  const intensities = {} as Record<Intensity, ReportIntensity>;
  for (const intensity of INTENSITIES) {
    const result = all[intensity];
    const tokens = count(result.output);
    const saved = input - tokens;
    intensities[intensity] = {
      tokens,
      saved,
      reduction: fraction(saved, input),
      check: checkStatus(checks[intensity]),
      savings: { ...result.savings },
    };
  }

  // Protection and skipping come from one pass, the same at every intensity.
  const { protected: spans, skipped } = all.full;
  const kinds: Partial<Record<ProtectedKind, number>> = {};
  for (const s of spans) kinds[s.kind] = (kinds[s.kind] ?? 0) + 1;
  const prose = proseText(text, all.full);
  return {
    name: file.name,
    bytes,
    chars: text.length,
    tokens: input,
    proseChars: prose.length,
    prose: fraction(prose.length, text.length),
    proseTokens: count(prose),
    protected: { count: spans.length, kinds },
    verbose: skipped.length,
    intensities,
  };
}

function addCounts<K extends string>(into: Partial<Record<K, number>>, from: Partial<Record<K, number>>): void {
  for (const [k, v] of Object.entries(from) as [K, number][]) into[k] = (into[k] ?? 0) + v;
}

/** The totals of some rows: sums, and the fractions of the sums. */
export function sumReport(rows: readonly ReportRow[]): ReportTotals {
  const t: ReportTotals = {
    files: rows.length,
    errors: 0,
    bytes: 0,
    chars: 0,
    tokens: 0,
    proseChars: 0,
    prose: 0,
    proseTokens: 0,
    protected: { count: 0, kinds: {} },
    verbose: 0,
    intensities: Object.fromEntries(
      INTENSITIES.map((i) => [i, { tokens: 0, saved: 0, reduction: 0, failing: 0, savings: {} }]),
    ) as Record<Intensity, ReportTotalsIntensity>,
    failing: 0,
  };
  for (const row of rows) {
    t.bytes += row.bytes;
    if (row.error !== undefined) {
      t.errors++;
      continue;
    }
    t.chars += row.chars;
    t.tokens += row.tokens;
    t.proseChars += row.proseChars;
    t.proseTokens += row.proseTokens;
    t.protected.count += row.protected.count;
    addCounts(t.protected.kinds, row.protected.kinds);
    t.verbose += row.verbose;
    for (const i of INTENSITIES) {
      const from = row.intensities[i];
      const into = t.intensities[i];
      into.tokens += from.tokens;
      into.saved += from.saved;
      if (!from.check.pass) into.failing++;
      addCounts(into.savings, from.savings);
    }
  }
  t.prose = fraction(t.proseChars, t.chars);
  for (const i of INTENSITIES) {
    const into = t.intensities[i];
    into.reduction = fraction(into.saved, t.tokens);
    t.failing += into.failing;
  }
  return t;
}

/** The report of rows already built (by reportFile, with the same options). */
export function finishReport(rows: readonly ReportRow[], options: Pick<ReportOptions, 'profile' | 'encoding'>): Report {
  return {
    version: REPORT_VERSION,
    profile: resolveProfile(options.profile).id,
    encoding: options.encoding,
    files: [...rows],
    totals: sumReport(rows),
  };
}

/** The report of a corpus, its rows in the order of `files`. */
export function buildReport(files: readonly ReportInput[], options: ReportOptions): Report {
  return finishReport(
    files.map((f) => reportFile(f, options)),
    options,
  );
}

// ---------------------------------------------------------------------------------------------
// Two reports of one corpus (e.g. a profile's defaults against an edited profile)

/** One file in both reports: output tokens of `next` minus those of `base`, per intensity. */
export interface FileDelta {
  name: string;
  /** Input tokens, next minus base (0 unless the file changed). */
  input: number;
  /** Output tokens, next minus base: negative = more saved. */
  tokens: Record<Intensity, number>;
  /** Intensities whose check passed in `base` and fails in `next`. */
  broken: Intensity[];
  /** Intensities whose check failed in `base` and passes in `next`. */
  fixed: Intensity[];
}

/** A check that passed in `base` and fails in `next`. */
export interface BrokenCheck {
  name: string;
  intensity: Intensity;
  check: ReportCheck;
}

export interface ReportDiff {
  /** Files reported (without an error) in both, in the order of `next`. */
  files: FileDelta[];
  /** Names only `next` reports (or only `next` could read). */
  added: string[];
  /** Names only `base` reports (or only `base` could read). */
  removed: string[];
  /** Every check that flipped from pass to fail, in file order then intensity order. */
  broken: BrokenCheck[];
  /** Output tokens over the files in both, next minus base, per intensity. */
  tokens: Record<Intensity, number>;
}

const readable = (rows: readonly ReportRow[]) => rows.filter((r): r is ReportFile => r.error === undefined);

export function diffReports(base: Report, next: Report): ReportDiff {
  const before = new Map(readable(base.files).map((r) => [r.name, r]));
  const after = readable(next.files);
  const afterNames = new Set(after.map((r) => r.name));
  const diff: ReportDiff = {
    files: [],
    added: [],
    removed: [...before.keys()].filter((n) => !afterNames.has(n)),
    broken: [],
    tokens: { lite: 0, full: 0, ultra: 0 },
  };
  for (const n of after) {
    const b = before.get(n.name);
    if (!b) {
      diff.added.push(n.name);
      continue;
    }
    const d: FileDelta = { name: n.name, input: n.tokens - b.tokens, tokens: { lite: 0, full: 0, ultra: 0 }, broken: [], fixed: [] };
    for (const i of INTENSITIES) {
      d.tokens[i] = n.intensities[i].tokens - b.intensities[i].tokens;
      diff.tokens[i] += d.tokens[i];
      const was = b.intensities[i].check.pass;
      const is = n.intensities[i].check.pass;
      if (was && !is) {
        d.broken.push(i);
        diff.broken.push({ name: n.name, intensity: i, check: n.intensities[i].check });
      } else if (!was && is) {
        d.fixed.push(i);
      }
    }
    diff.files.push(d);
  }
  return diff;
}
