// Repair (SPEC §3 "Repair", §7): a compression written elsewhere (a language model's) made safe at
// the grain of a sentence. Every group of linked sentences with a finding (fail or review) is
// replaced by the core's own compression of the verbose sentences it came from (the verbose words
// where the core keeps them as they are); every other sentence stays as it was written. A block
// that cannot be paired is replaced whole. The result passes the check by construction: a
// sentence the core wrote has no finding, and one left as written had none.
import type { CheckOptions, CompressResult, Finding, Intensity, Profile, Range, TokenCounter } from './types';
import { check, readingOf, type ProseBlock } from './check';
import { compress } from './compress';
import { resolveProfile } from './profiles';
import { findEnvelope, parseEnvelope, stripEnvelope } from './envelope';
import { ledgerContext, sentenceGroups, type LedgerBlock } from './ledger';
import { pairBlocks, toLedger } from './check-ledger';

export interface RepairOptions {
  /** The intensity the compression claims (else its envelope line's, else full). */
  intensity?: Intensity;
  profile?: Profile | string;
  /** Counts the tokens of each sentence and of the texts (the report's figures); without it, none are counted. */
  countTokens?: TokenCounter;
}

export interface RepairedSentence {
  /** Kept as the compression wrote it, or replaced by the core's compression of the verbose words. */
  status: 'kept' | 'replaced';
  /** Where it is in the verbose text, the compressed text and the repaired text. */
  verbose: Range;
  compressed: Range;
  repaired: Range;
  /** The classes of the findings that made it replaced (fail first). */
  classes: Finding['class'][];
  /** The words as the compression wrote them, as repaired, as the verbose text has them. */
  model: string;
  text: string;
  original: string;
  /** Tokens of the three (with a counter). */
  tokens?: { model: number; repaired: number; original: number };
}

export interface RepairResult {
  output: string;
  intensity: Intensity;
  sentences: RepairedSentence[];
  /** Whether the repaired text passes check(); false only where even the verbose text would not. */
  pass: boolean;
  /** Token totals (with a counter): the verbose text, the compression as written, the repaired text, the core's own. */
  tokens?: { verbose: number; model: number; repaired: number; core: number };
}

/** The output offset of an input offset through a compression's edits (an offset inside an edit goes to its start or end). */
function mapper(r: CompressResult): (pos: number, side: 'start' | 'end') => number {
  const edits = r.edits;
  return (pos, side) => {
    let shift = 0;
    for (const e of edits) {
      if (e.input.end <= pos && !(e.input.start === e.input.end && e.input.start === pos && side === 'start')) {
        shift += e.after.length - (e.input.end - e.input.start);
        continue;
      }
      if (e.input.start < pos && pos < e.input.end) return side === 'start' ? e.output.start : e.output.end;
      break;
    }
    return pos + shift;
  };
}

const docRange = (b: LedgerBlock, [s, e]: [number, number]): Range => ({ start: b.toDoc(s), end: b.toDoc(Math.max(s, e - 1)) + 1 });

export function repair(verboseIn: string, compressedIn: string, options: RepairOptions = {}): RepairResult {
  const profile = resolveProfile(options.profile);
  const env = parseEnvelope(compressedIn);
  const envAt = findEnvelope(compressedIn);
  const intensity: Intensity = options.intensity ?? env?.intensity ?? 'full';
  const verbose = stripEnvelope(verboseIn);
  const compressed = stripEnvelope(compressedIn);
  const checkOpts: CheckOptions = { intensity, profile };
  const count = options.countTokens;
  const core = compress(verbose, { intensity, profile, envelope: false, ...(count ? { countTokens: count } : {}) });
  const toCore = mapper(core);
  const report = check(verbose, compressed, checkOpts);
  const ctx = ledgerContext(profile);
  const A: ProseBlock[] = readingOf(verbose, 'whole', profile).blocks;
  const B: ProseBlock[] = readingOf(compressed, 'whole', profile).blocks;

  interface Piece { at: Range; text: string; s: RepairedSentence }
  const pieces: Piece[] = [];
  const sentences: RepairedSentence[] = [];
  const findingsIn = (vr: Range | null, cr: Range | null) =>
    report.findings.filter((f) => (cr && f.compressed.start < cr.end && f.compressed.end > cr.start) || (vr && f.verbose.start < vr.end && f.verbose.end > vr.start));
  const classesOf = (fs: Finding[]) => [...new Set([...fs.filter((f) => f.severity === 'fail'), ...fs].map((f) => f.class))];
  const coreText = (vr: Range) => core.output.slice(toCore(vr.start, 'start'), toCore(vr.end, 'end'));

  for (const [i, j] of pairBlocks(A, B, verbose, compressed)) {
    const a = i >= 0 ? A[i] : undefined;
    const b = j >= 0 ? B[j] : undefined;
    // a block with no partner is a structure finding of check(); repair neither invents nor drops blocks
    if (!a || !b) continue;
    if (a.whole || b.whole) continue;
    const va = toLedger(verbose, a);
    const vb = toLedger(compressed, b);
    const groups = a.text === b.text ? [] : sentenceGroups(va, vb, ctx);
    for (const g of groups) {
      const vr = g.v ? docRange(va, g.v) : null;
      const cr = g.c ? docRange(vb, g.c) : null;
      const fs = findingsIn(vr, cr);
      if (!cr) continue; // a verbose sentence the compression dropped: its finding (claim lost) stays reported, nothing to replace
      const model = compressed.slice(cr.start, cr.end);
      if (!fs.length || !vr) {
        sentences.push({ status: 'kept', verbose: vr ?? { start: a.start, end: a.start }, compressed: cr, repaired: cr, classes: [], model, text: model, original: vr ? verbose.slice(vr.start, vr.end) : '' });
        continue;
      }
      const text = coreText(vr);
      const s: RepairedSentence = { status: 'replaced', verbose: vr, compressed: cr, repaired: cr, classes: classesOf(fs), model, text, original: verbose.slice(vr.start, vr.end) };
      sentences.push(s);
      pieces.push({ at: cr, text, s });
    }
  }

  const build = (list: Piece[]) => {
    const sorted = [...list].sort((x, y) => x.at.start - y.at.start);
    let out = '';
    let at = 0;
    for (const p of sorted) {
      if (p.at.start < at) continue;
      out += compressed.slice(at, p.at.start);
      p.s.repaired = { start: out.length, end: out.length + p.text.length };
      out += p.text;
      at = p.at.end;
    }
    return out + compressed.slice(at);
  };
  let body = build(pieces);
  let passed = check(verbose, body, checkOpts).pass;
  if (!passed) {
    // what the sentence groups could not mend (a structure or protected span outside any prose
    // sentence): the core's own compression, which passes by construction
    body = core.output;
    passed = check(verbose, body, checkOpts).pass;
    sentences.forEach((s) => {
      s.status = 'replaced';
      s.text = '';
    });
  }
  // keep the compression's envelope line where it stood
  const output = envAt ? compressedIn.slice(0, envAt.end) + body : body;
  // positions in the repaired text, as the output holds them
  const shift = envAt ? envAt.end - envAt.start : 0;
  const kept = sentences.filter((s) => s.status === 'kept');
  if (shift) for (const s of sentences) s.repaired = { start: s.repaired.start + shift, end: s.repaired.end + shift };
  // kept sentences move by the replacements before them
  for (const s of kept) {
    let d = 0;
    for (const p of pieces) if (p.at.end <= s.compressed.start) d += p.text.length - (p.at.end - p.at.start);
    s.repaired = { start: s.compressed.start + d + shift, end: s.compressed.end + d + shift };
  }
  sentences.sort((x, y) => x.compressed.start - y.compressed.start);
  const result: RepairResult = { output, intensity, sentences, pass: passed };
  if (count) {
    for (const s of sentences) s.tokens = { model: count(s.model), repaired: count(s.text), original: count(s.original) };
    result.tokens = { verbose: count(verboseIn), model: count(compressedIn), repaired: count(output), core: count(core.output) };
  }
  return result;
}

/** The classes that replaced sentences, each counted once per sentence (its first class), most first. */
export function replacedClasses(r: RepairResult): [string, number][] {
  const classes = new Map<string, number>();
  for (const s of r.sentences) if (s.status === 'replaced') for (const c of s.classes.slice(0, 1)) classes.set(c, (classes.get(c) ?? 0) + 1);
  return [...classes].sort((a, b) => b[1] - a[1]);
}

/**
 * One line that says what a repair did and what it saves: "kept 41 of 47 sentences; 6 replaced:
 * 2 negation, 1 limiter; saves 9.1% where the model saved 10.3% and the core 4.2% (o200k_base)".
 * The CLI prints it on stderr and the playground over the repaired text: one wording, one arithmetic.
 */
export function repairSummary(r: RepairResult, encoding?: string): string {
  const replaced = r.sentences.filter((s) => s.status === 'replaced').length;
  const why = replaced ? `; ${replaced} replaced: ${replacedClasses(r).map(([c, n]) => `${n} ${c}`).join(', ')}` : '';
  const t = r.tokens;
  const pct = (n: number) => (t && t.verbose ? (((t.verbose - n) / t.verbose) * 100).toFixed(1) : '0.0');
  const saves = t ? `; saves ${pct(t.repaired)}% where the model saved ${pct(t.model)}% and the core ${pct(t.core)}%${encoding ? ` (${encoding})` : ''}` : '';
  return `kept ${r.sentences.length - replaced} of ${r.sentences.length} sentences${why}${saves}${r.pass ? '' : '; the check still fails'}`;
}
