// The contract checker (SPEC §3): works on any verbose/compressed pair, including one written
// by a language model; each invariant of §1.5 is reported with the offending places.
//
// It reads both texts with its own eyes: remark's tree (check-parse.ts), never the engine's
// segmenter, so an engine mistake shows up as a failed invariant. It shares with the engine
// only the vocabulary: the span scanners of protect.ts, the classifiers of classify.ts and the
// out-of-scope rules of scope.ts. Every step is one pass over each text: values are counted in
// the compressed text with the same scanners (a lower bound), and only the values that fall short
// are counted again as plain substrings, all at once (check-count.ts).
import type { CheckOptions, Finding, CheckReport, Intensity, InvariantResult, Offence, Profile, TokenCounter, TokenReduction } from './types';
import { compress } from './compress';
import { resolveProfile } from './profiles';
import { compileProtect, type ProtectOptions } from './protect';
import { parseEnvelope, stripEnvelope } from './envelope';
import { chunksOf, mayHaveLiterals, parseChunk, parseDocument, startOf, type Chunk, type MdNode, type ParsedChunk } from './check-parse';
import { collectStructure, compareStructure, short, type StructItem } from './structure';
import { actorHits, collectProse, hedgeHits, negationHits, toDoc, type ProseText, type WordHit } from './check-prose';
import { countNeedles } from './check-count';
import { ledgerOf } from './check-ledger';
import { slot, CHECK_CACHES } from './caches';
import { FACTOR_WORDS, numberWordValue, ORDINAL_WORDS } from './lexicon';
import { otherForms } from './values';

/** Offences listed per invariant; the rest are summed up in one last offence. */
const MAX_OFFENCES = 100;
/** Total needle length counted in one pass of the fallback. */
const FALLBACK_BATCH = 262_144;

export interface Want {
  starts: number[];
  reason: string;
}

export interface Facts {
  items: StructItem[];
  /** Verbose: each required value with its offsets. */
  want: Map<string, Want>;
  /** Compressed: how often each value the verbose requires appears among its own spans. */
  have: Map<string, number>;
  hedges: WordHit[];
  negations: WordHit[];
  actors: WordHit[];
  /** The prose blocks (paragraph, item, heading, cell) in document order, with their sentences. */
  blocks: ProseBlock[];
}

/** A prose block: its range and the start of each of its sentences (document offsets). */
export interface ProseBlock {
  start: number;
  end: number;
  sentences: number[];
  /** The block's prose as the ledger reads it (ledger.ts), its line map and atoms (document offsets). */
  text: string;
  segs: number[];
  atoms: number[];
  /** Why the block is kept whole, when it is: the ledger does not read it (invariant 1 does). */
  whole?: string;
}

/** What one chunk of a text says, in the chunk's own offsets (shifted by its base when read into a text). */
interface BlockFacts {
  items: StructItem[];
  required: { value: string; start: number; reason: string }[];
  hedges: WordHit[];
  negations: WordHit[];
  actors: WordHit[];
  blocks: ProseBlock[];
}

/** A sentence ends at ".", "!" or "?" before a blank or the end. */
const SENTENCE_END = /[.!?]+(?=\s|$)/g;

/** Collects the prose's hedges, negations and actors, and its blocks with their sentences, in document offsets. */
function proseInto(hedges: WordHit[], negations: WordHit[], actors: WordHit[], blocks: ProseBlock[]) {
  return (p: ProseText) => {
    const map = (h: WordHit) => ({ ...h, start: toDoc(p, h.start), end: toDoc(p, h.end - 1) + 1 });
    hedgeHits(p.text, (h) => hedges.push(map(h)));
    negationHits(p.text, (h) => negations.push(map(h)));
    actorHits(p.text, (h) => actors.push(map(h)));
    // (a block of nothing but protected spans, "- `y`", is a block too: the one it was compressed from pairs with it)
    if (!p.text.trim() && !p.atoms?.length) return;
    const sentences = [toDoc(p, 0)];
    SENTENCE_END.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = SENTENCE_END.exec(p.text))) {
      let at = m.index + m[0].length;
      while (at < p.text.length && /\s/.test(p.text[at])) at++;
      if (at < p.text.length) sentences.push(toDoc(p, at));
    }
    blocks.push({ start: toDoc(p, 0), end: toDoc(p, Math.max(0, p.text.length - 1)) + 1, sentences, text: p.text, segs: p.segs, atoms: p.atoms ?? [], ...(p.whole ? { whole: p.whole } : {}) });
  };
}

/** The facts of one block: `chunk` reads it in the block's own offsets (base + raw offset). */
function readBlock(source: string, chunk: ParsedChunk, popts: ProtectOptions): BlockFacts {
  const b: BlockFacts = { items: [], required: [], hedges: [], negations: [], actors: [], blocks: [] };
  collectStructure(chunk, b.items);
  collectProse(source, chunk, popts, {
    required: (value, start, reason) => void (value && b.required.push({ value, start, reason })),
    prose: proseInto(b.hedges, b.negations, b.actors, b.blocks),
  });
  return b;
}

/** Characters of blocks parsed together, at most (a block longer than this is parsed alone). */
const PARSE_BATCH = 8_000;

/** Texts up to this length are read block by block, each block's reading kept (BlockMemo). */
const BLOCK_TEXT_LIMIT = 200_000;

/**
 * The blocks of verbose texts and of the outputs checked against them, by the exact string parsed:
 * an output keeps most blocks of the text it came from (code, tables, headings, untouched
 * paragraphs), the three intensities share more, a re-run after a rule edit changes few, an edited
 * text keeps all blocks but one, and the files of one corpus share their templates. A block already
 * read is not parsed again. The blocks are the safe cuts of scanDocument at every blank line, where
 * reading block by block gives the whole-document reading (the tests compare both on generated
 * documents); a block's reading depends on its own string and the profile's protection only (the
 * definitions it refers to elsewhere are stub lines in that string), so one memo per protection
 * serves every text. The oldest blocks go first when it is full.
 */
class BlockMemo {
  private readonly blocks = new Map<string, BlockFacts>();
  private chars = 0;
  constructor(public limit: number) {}

  /**
   * The facts of each block of `chunks` (one text's, in order). The blocks not read before are
   * parsed together (a parse has a fixed cost of some 0.15 ms, a block often less): one parse for
   * the blocks that may hold an autolink literal, one for the rest,
   * separated by a blank line: a block starts after a blank line at a line that continues nothing,
   * so it reads the same after any block. Only a text's last block may leave a fence or an HTML
   * block open, and it stays last.
   */
  read(chunks: Chunk[], popts: ProtectOptions): BlockFacts[] {
    const out: BlockFacts[] = new Array(chunks.length);
    const miss: number[] = [];
    const keys = chunks.map((c) => (c.matter ? 'm' : 'p') + c.source);
    keys.forEach((k, i) => {
      const hit = this.blocks.get(k);
      if (hit) out[i] = hit;
      else miss.push(i);
    });
    const groups: [number[], number[]] = [[], []];
    for (const i of miss) groups[mayHaveLiterals(chunks[i].source) ? 0 : 1].push(i);
    // in batches of some kilobytes: a parse costs micromark more than linear time in the events it
    // holds (ten thousand setext headings), and a batch bounds that
    for (const group of groups) {
      let batch: number[] = [];
      let chars = 0;
      for (const i of group) {
        if (batch.length && chars + chunks[i].source.length > PARSE_BATCH) {
          this.parseTogether(chunks, keys, batch, out, popts);
          batch = [];
          chars = 0;
        }
        batch.push(i);
        chars += chunks[i].source.length + 2;
      }
      if (batch.length) this.parseTogether(chunks, keys, batch, out, popts);
    }
    return out;
  }

  private parseTogether(chunks: Chunk[], keys: string[], miss: number[], out: BlockFacts[], popts: ProtectOptions) {
    let source = '';
    const at: number[] = [];
    for (const i of miss) {
      if (source) source += '\n\n';
      at.push(source.length);
      source += chunks[i].source;
    }
    const tree = parseChunk({ source, base: 0, length: source.length, matter: chunks[miss[0]].matter });
    const kids: MdNode[][] = miss.map(() => []);
    let k = 0;
    for (const n of tree.children ?? []) {
      while (k + 1 < miss.length && startOf(n) >= at[k + 1]) k++;
      kids[k].push(n);
    }
    miss.forEach((i, j) => {
      const c = chunks[i];
      // raw offsets are in `source`: base -at[j] makes them the block's own; nodes past its length are its stubs
      const b = readBlock(c.source, { tree: { type: 'root', children: kids[j] }, base: -at[j], length: at[j] + c.length }, popts);
      this.keep(keys[i], b);
      out[i] = b;
    });
  }

  private keep(key: string, b: BlockFacts): void {
    for (const old of this.blocks.keys()) {
      if (this.chars + key.length <= this.limit) break;
      this.chars -= old.length;
      this.blocks.delete(old);
    }
    this.blocks.set(key, b);
    this.chars += key.length;
  }
}

function shifted<T extends { start: number; end: number }>(x: T, by: number): T {
  return { ...x, start: x.start + by, end: x.end + by };
}

/** A text's structure, required values (or their counts), hedges and negations. */
function readDoc(text: string, popts: ProtectOptions, wanted: Map<string, Want> | null, memo: BlockMemo | null): Facts {
  const f: Facts = { items: [], want: new Map(), have: new Map(), hedges: [], negations: [], actors: [], blocks: [] };
  const required = (value: string, start: number, reason: string) => {
    if (!value) return;
    if (wanted) {
      if (wanted.has(value)) f.have.set(value, (f.have.get(value) ?? 0) + 1);
      return;
    }
    const w = f.want.get(value);
    if (w) w.starts.push(start);
    else f.want.set(value, { starts: [start], reason });
  };
  // scanDocument cuts at \n line ends: a text with a bare \r line end is read whole
  if (!memo || text.length > BLOCK_TEXT_LIMIT || /\r(?!\n)/.test(text)) {
    const sink = { required, prose: proseInto(f.hedges, f.negations, f.actors, f.blocks) };
    parseDocument(text, (chunk) => {
      collectStructure(chunk, f.items);
      collectProse(text, chunk, popts, sink);
    });
    return f;
  }
  const chunks = chunksOf(text, { limit: 0, target: 0 });
  const facts = memo.read(chunks, popts);
  for (let i = 0; i < chunks.length; i++) {
    const b = facts[i];
    const d = chunks[i].base;
    for (const r of b.required) required(r.value, r.start + d, r.reason);
    // the first block needs no shift (shared, as everything kept: read, never changed)
    for (const it of b.items) f.items.push(d === 0 ? it : it.inline ? { ...shifted(it, d), inline: it.inline.map((x) => shifted(x, d)) } : shifted(it, d));
    for (const h of b.hedges) f.hedges.push(d === 0 ? h : shifted(h, d));
    for (const h of b.negations) f.negations.push(d === 0 ? h : shifted(h, d));
    for (const h of b.actors) f.actors.push(d === 0 ? h : shifted(h, d));
    for (const k of b.blocks) f.blocks.push(d === 0 ? k : { ...k, start: k.start + d, end: k.end + d, sentences: k.sentences.map((x) => x + d), segs: k.segs.map((x, i) => (i % 2 ? x + d : x)), atoms: k.atoms.map((x) => x + d) });
  }
  return f;
}

/**
 * The checker's reading of `text` (structure, required values, hedges, negations), block by block
 * through a fresh BlockMemo holding up to `limit` characters of blocks, or in one parse: the tests
 * compare the two. `again` reads the text a second time from the same memo (every block a hit);
 * `before` (texts) are read into the memo first.
 */
export function readingOf(text: string, how: 'blocks' | 'whole' | 'again', profile?: Profile | string, before: string | readonly string[] = [], limit = Infinity): Facts {
  const p = resolveProfile(profile);
  const popts = compileProtect(p.anchors, p.lineAnchors, p.protectedPatterns, !!p.groups.status);
  if (how === 'whole') return readDoc(text, popts, null, null);
  const memo = new BlockMemo(limit);
  // as check() reads a verbose text before its outputs, and a corpus one file after another
  for (const t of typeof before === 'string' ? [before] : before) readDoc(t, popts, null, memo);
  const first = readDoc(text, popts, null, memo);
  return how === 'again' ? readDoc(text, popts, null, memo) : first;
}

// A verbose text is checked against each intensity's output, and again after every rule edit (a
// corpus re-run): its reading depends only on the text and the profile's protection, so it is kept
// for the next call (its blocks stay in the block memo) -- the last VERBOSE_KEPT texts, and more
// while they fit in what keepReadings allows (a corpus worker keeps its whole shard).
const VERBOSE_KEPT = 4;

/** The checker's readings and block memos, in the active cache set (caches.ts). */
interface CheckCaches {
  keptChars: number;
  verboseReads: Map<string, VerboseReading>;
  verboseChars: number;
  /** The block memos by protection (the key of a reading): the current one, and the one before. */
  blockMemos: Map<string, BlockMemo>;
}
const CHECK = CHECK_CACHES;
const cc = (): CheckCaches => slot(CHECK, () => ({ keptChars: 0, verboseReads: new Map(), verboseChars: 0, blockMemos: new Map() }));

/**
 * Keep the readings of the most recent verbose texts up to `chars` characters in all (beside the
 * last few, always kept): a caller that checks the same texts again and again (a corpus re-run
 * after each rule edit) reads each only once. A reading and its blocks weigh some 25 times its
 * text (1 MB of 5 KB files: 24 MB).
 */
export function keepReadings(chars: number): void {
  cc().keptChars = Math.max(0, chars);
  trimReadings();
}

/** Forget every reading and block read (a warm-up that must parse for real each round). */
export function clearReadings(): void {
  const c = cc();
  c.verboseReads.clear();
  c.verboseChars = 0;
  c.blockMemos.clear();
}

function trimReadings(): void {
  const c = cc();
  for (const old of c.verboseReads.keys()) {
    if (c.verboseChars <= c.keptChars || c.verboseReads.size <= VERBOSE_KEPT) break;
    c.verboseReads.delete(old);
    c.verboseChars -= old.length;
  }
}

interface VerboseReading {
  key: string;
  facts: Facts;
}

/** The reading of a verbose text, and the block memo its outputs are read through (null: read whole). */
function readVerbose(text: string, profile: Profile, popts: ProtectOptions): { facts: Facts; blocks: BlockMemo | null } {
  const key = JSON.stringify([profile.anchors, profile.lineAnchors, profile.protectedPatterns, !!profile.groups.status]);
  const c = cc();
  const hit = c.verboseReads.get(text);
  const blocks = text.length <= BLOCK_TEXT_LIMIT ? blockMemo(key, text.length) : null;
  if (hit && hit.key === key) {
    c.verboseReads.delete(text);
    c.verboseReads.set(text, hit);
    return { facts: hit.facts, blocks };
  }
  const reading: VerboseReading = { key, facts: readDoc(text, popts, null, blocks) };
  if (hit) c.verboseReads.delete(text);
  else c.verboseChars += text.length;
  c.verboseReads.set(text, reading);
  trimReadings();
  return { facts: reading.facts, blocks };
}

/** A block memo holds at least this many characters of blocks (some 25 times that in memory). */
const BLOCK_MEMO_MIN = 262_144;

/**
 * The block memo of a protection, holding four times the verbose text kept (its own blocks, what
 * its three outputs change, a re-run or two) and at least BLOCK_MEMO_MIN.
 */
function blockMemo(key: string, textChars: number): BlockMemo {
  const { blockMemos, keptChars } = cc();
  let memo = blockMemos.get(key);
  if (memo) blockMemos.delete(key);
  else memo = new BlockMemo(0);
  blockMemos.set(key, memo);
  for (const old of blockMemos.keys()) if (blockMemos.size > 2) blockMemos.delete(old);
  memo.limit = Math.max(BLOCK_MEMO_MIN, 4 * Math.max(keptChars, textChars));
  return memo;
}

/** What the checks of one verbose text share beside its reading: token counts by text. */
class Reading {
  private readonly counts = new Map<TokenCounter, Map<string, number>>();
  count(counter: TokenCounter, text: string): number {
    let m = this.counts.get(counter);
    if (!m) this.counts.set(counter, (m = new Map()));
    let n = m.get(text);
    if (n === undefined) m.set(text, (n = counter(text)));
    return n;
  }
}

/**
 * The exact strings check() runs the span scanners and the profile's user patterns over in `text`
 * (its own reading of the prose, not the engine's units: see protectInputs), so a caller can time
 * each user pattern on them before checking (a pattern may backtrack forever).
 */
export function checkProtectInputs(text: string): string[] {
  const out: string[] = [];
  const popts = compileProtect([], [], []);
  const body = stripEnvelope(text);
  const sink = { required() {}, prose() {}, scanned: (t: string) => void out.push(t) };
  parseDocument(body, (chunk) => collectProse(body, chunk, popts, sink));
  return out;
}

interface Short {
  value: string;
  need: number;
  got: number;
}

/**
 * Count the values that fell short as substrings of `hay` (batched, one pass per batch) and hand
 * each one still short to `onShort`; stop when it returns false.
 */
function verifyShort(hay: string, list: Short[], onShort: (s: Short) => boolean, accept?: (needle: string, start: number) => boolean): void {
  let i = 0;
  while (i < list.length) {
    let j = i;
    let total = 0;
    while (j < list.length && (j === i || total + list[j].value.length <= FALLBACK_BATCH)) total += list[j++].value.length;
    const batch = list.slice(i, j);
    const counts = batch.length === 1 && total > FALLBACK_BATCH ? new Map([[batch[0].value, indexCount(hay, batch[0].value, accept)]]) : countNeedles(hay, batch.map((s) => s.value), accept);
    for (const s of batch) {
      s.got = Math.max(s.got, counts.get(s.value) ?? 0);
      if (s.got < s.need && !onShort(s)) return;
    }
    i = j;
  }
}

function indexCount(hay: string, needle: string, accept?: (needle: string, start: number) => boolean): number {
  let n = 0;
  for (let i = hay.indexOf(needle); i !== -1; ) {
    if (!accept || accept(needle, i)) {
      n++;
      i = hay.indexOf(needle, i + needle.length);
    } else i = hay.indexOf(needle, i + 1);
  }
  return n;
}

/** Collects offences up to MAX_OFFENCES and counts the rest. */
class Offences {
  list: Offence[] = [];
  more = 0;
  /** False once the list is full (the caller may stop looking). */
  add(o: Offence): boolean {
    if (this.list.length < MAX_OFFENCES) this.list.push(o);
    else this.more++;
    return this.list.length < MAX_OFFENCES;
  }
  done(stopped = false): Offence[] {
    if (stopped) return [...this.list, { message: `… stopped after ${MAX_OFFENCES} offences` }];
    return this.more ? [...this.list, { message: `… and ${this.more} more` }] : this.list;
  }
}

const NUMBER = /(?<![\w.])[-+~±]?\d+(?:[.,:]\d+)*(?:%|[A-Za-z]{1,5}\b)?/g;
/** An ordered list item's marker at the start of its line (after indentation and quote markers). */
const LIST_NUMBER = /^([ \t>]*)(\d{1,9})([.)])(?=[ \t]|$)/gm;

/** A number occurrence not glued to more digits ("12" is not in "120" nor in "1.12"). */
function standalone(hay: string) {
  return (v: string, i: number) => {
    const before = hay.slice(Math.max(0, i - 2), i);
    const after = hay.slice(i + v.length, i + v.length + 2);
    return !/\d$|\d\.$/.test(before) && !/^\d|^\.\d/.test(after);
  };
}

const DANGLING = /^[\s*_"'“”(]*(not|no|never|none|nothing)[\s*_"'“”)]*[.!?]+[\s*_"'“”)]*$/i;

/** Sentences of the compressed prose that are nothing but a negation ("Not."). */
function danglingNegations(text: string, blocks: ProseBlock[]): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = [];
  for (const b of blocks) {
    for (let k = 0; k < b.sentences.length; k++) {
      const start = b.sentences[k];
      const end = k + 1 < b.sentences.length ? b.sentences[k + 1] : b.end;
      const m = DANGLING.exec(text.slice(start, end));
      if (m && (b.sentences.length > 1 || blocks.length > 1)) out.push({ word: m[1], start, end });
    }
  }
  return out;
}

/**
 * "~3 ms" written "about 3 ms" (or "approximately", "around", "roughly"), "7x" written "7 times",
 * "4" written "four":
 * the same number. The counts of such numbers in a text, by the value they stand for ("~3"), read once.
 */
function approxSpelled(text: string): Map<string, number> {
  // ("10k" for "10,000", "34.2" for "34,2", "three quarters" for "75%", "hourly" for "60 minutes")
  const out = otherForms(text);
  const bump = (k: string) => out.set(k, (out.get(k) ?? 0) + 1);
  // a small count spelled out ("4 laptops" -> "four laptops"; "one" is a pronoun as often as a count)
  const spelled = /\b[A-Za-z]+(?:-[A-Za-z]+)?\b/g;
  let w: RegExpExecArray | null;
  while ((w = spelled.exec(text))) {
    const lw = w[0].toLowerCase();
    const v = numberWordValue(lw);
    if (v !== undefined) bump(String(v));
    // "a tenfold improvement" for "10x improvement"
    else if (Object.hasOwn(FACTOR_WORDS, lw)) for (const sign of ['x', 'X', '×']) bump(`${FACTOR_WORDS[lw]}${sign}`);
  }
  // "Week 1" written "the first week": an ordinal before its noun
  const ordinal = /\b([A-Za-z]+)\s+[A-Za-z]/g;
  while ((w = ordinal.exec(text))) {
    const v = Object.hasOwn(ORDINAL_WORDS, w[1].toLowerCase()) ? ORDINAL_WORDS[w[1].toLowerCase()] : undefined;
    if (v !== undefined) bump(String(v));
    ordinal.lastIndex = w.index + w[1].length;
  }
  // clock times in the other notation: "by 8PM" written "by 20:00", "at 14:30" written "2:30 PM"
  const clock24 = /(?<![\d:.])(\d{1,2}):(\d{2})(?![\d:]|\s?[AaPp][Mm]\b)/g;
  while ((w = clock24.exec(text))) {
    const h = Number(w[1]);
    if (h > 23 || Number(w[2]) > 59) continue;
    const h12 = h % 12 === 0 ? 12 : h % 12;
    const ap = h < 12 ? 'AM' : 'PM';
    for (const form of [`${h12}${ap}`, `${h12}${ap.toLowerCase()}`, w[2] === '00' ? String(h12) : `${h12}:${w[2]}`, `${h12}:${w[2]}${ap}`, `${h12}:${w[2]}${ap.toLowerCase()}`]) bump(form);
  }
  const clock12 = /(?<![\d:.])(\d{1,2})(?::(\d{2}))?\s?([AaPp])[Mm]\b/g;
  while ((w = clock12.exec(text))) {
    const h = Number(w[1]) % 12 + (/p/i.test(w[3]) ? 12 : 0);
    if (h > 23) continue;
    bump(`${String(h).padStart(2, '0')}:${w[2] ?? '00'}`);
    bump(`${h}:${w[2] ?? '00'}`);
  }
  // "$0.00" written "$0": an amount of money with no cents
  const money = /[$€£¥](\d+)(?![\d.,])/g;
  while ((w = money.exec(text))) bump(`${w[1]}.00`);
  // "30 min" written "half an hour"; "12/55" written "12 of 55"
  if (/\bhalf (?:an )?hour\b/i.test(text)) bump('30');
  const ofM = /\b(\d+) (?:of|out of) (\d+)\b/g;
  while ((w = ofM.exec(text))) bump(`${w[1]}/${w[2]}`);
  // "7x slower" written "7 times slower"
  if (/\btimes\b/i.test(text)) {
    const times = /\b(\d+(?:\.\d+)?)\s+times\b/gi;
    let t: RegExpExecArray | null;
    while ((t = times.exec(text))) for (const sign of ['x', 'X', '×']) bump(t[1] + sign);
  }
  if (!/\b(?:about|approx|approximately|around|roughly|circa)\b/i.test(text)) return out;
  const re = /\b(?:about|approx\.?|approximately|around|roughly|circa)\s+(\d+(?:[.,:]\d+)*(?:%|[A-Za-z]{1,5}\b)?)/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    for (const sign of ['~', '≈']) bump(sign + m[1]);
  }
  return out;
}

/**
 * Where a protected passage of words (a block kept verbose) stands changed in the compressed text: the
 * line that shares most of its words, when it shares at least half of them (null for a short value, or
 * for one nothing resembles).
 */
function changedLine(text: string, value: string): { start: number; end: number } | null {
  const words = value.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length < 4 || value.length > 2000) return null;
  const want = new Set(words);
  let best: { start: number; end: number } | null = null;
  let bestShared = 0;
  let start = 0;
  // (a few thousand lines at most are read: the offence is located, not proven)
  for (let n = 0; start <= text.length && n < 5000; n++) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).toLowerCase().match(/[\p{L}\p{N}]+/gu);
    if (line) {
      let shared = 0;
      for (const w of new Set(line)) if (want.has(w)) shared++;
      if (shared > bestShared) {
        bestShared = shared;
        best = { start, end };
      }
    }
    start = end + 1;
  }
  return best && bestShared * 2 >= want.size ? best : null;
}

export function check(verbose: string, compressedIn: string, options: CheckOptions = {}): CheckReport {
  return checkWith(new Reading(), verbose, compressedIn, options);
}

/**
 * check() of one verbose text against several outputs (a corpus report: lite, full and ultra):
 * the same reports, with what they share read once -- the verbose text, the blocks an output keeps
 * unchanged, and the token counts.
 */
export function checkAll<K extends string>(verbose: string, outputs: Record<K, { output: string; intensity?: Intensity }>, options: Omit<CheckOptions, 'intensity'> = {}): Record<K, CheckReport> {
  const reading = new Reading();
  const out = {} as Record<K, CheckReport>;
  for (const k of Object.keys(outputs) as K[]) out[k] = checkWith(reading, verbose, outputs[k].output, { ...options, intensity: outputs[k].intensity });
  return out;
}

function checkWith(reading: Reading, verbose: string, compressedIn: string, options: CheckOptions): CheckReport {
  const profile = resolveProfile(options.profile);
  const env = parseEnvelope(compressedIn);
  // The envelope line is metadata about the artifact: the content invariants read both texts
  // without it (offence ranges are offsets in those texts); the token count keeps it (it costs).
  const compressed = stripEnvelope(compressedIn);
  const base = stripEnvelope(verbose);
  const intensity: Intensity | undefined = options.intensity ?? env?.intensity;
  const popts = compileProtect(profile.anchors, profile.lineAnchors, profile.protectedPatterns, !!profile.groups.status);
  const verboseReading = readVerbose(base, profile, popts);
  const A = verboseReading.facts;
  const B = readDoc(compressed, popts, A.want, verboseReading.blocks);
  const invariants: InvariantResult[] = [];
  // (read only when a protected value or a number is short in the compression)
  let approxMemo: Map<string, number> | undefined;
  const approx = (value: string) => (approxMemo ??= approxSpelled(compressed)).get(value) ?? 0;

  // The ledger (invariant 9): every difference between the two texts' prose is licensed or a finding.
  const findings = ledgerOf(base, A.blocks, compressed, B.blocks, profile);
  findings.push(...invisibleAdded(base, compressed));

  // 1. Protected spans survive byte-exact, as many times.
  {
    const offences = new Offences();
    const lacking: (Short & { w: Want })[] = [];
    for (const [value, w] of A.want) {
      const have = B.have.get(value) ?? 0;
      const got = have < w.starts.length ? have + approx(value) : have;
      if (got < w.starts.length) lacking.push({ value, need: w.starts.length, got, w });
    }
    let stopped = false;
    verifyShort(compressed, lacking, (s) => {
      const { w } = s as Short & { w: Want };
      for (const at of w.starts.slice(s.got)) {
        const message = `${short(s.value)} missing or changed (${s.need} in verbose, ${s.got} in compressed; ${w.reason})`;
        const where = changedLine(compressed, s.value);
        if (!offences.add({ message, verbose: { start: at, end: at + s.value.length }, ...(where ? { compressed: where } : {}) })) return !(stopped = true);
      }
      return true;
    });
    const list = offences.done(stopped);
    invariants.push({ id: 'protected', name: 'Protected spans byte-exact', pass: list.length === 0, offences: list });
  }

  // 2.-4. Hedges, negations and actors: the ledger's findings of those classes, read where they
  // stand (a "not" moved to the next sentence fails, pointing at both places).
  const claimInvariant = (id: 'uncertainty' | 'negation' | 'actors', name: string, cls: Finding['class']) => {
    const offences = new Offences();
    for (const f of findings) if (f.class === cls && f.severity === 'fail') offences.add({ message: f.message, verbose: f.verbose, compressed: f.compressed });
    if (id === 'negation') {
      const had = danglingNegations(base, A.blocks).length;
      for (const d of danglingNegations(compressed, B.blocks).slice(had)) offences.add({ message: `negation "${d.word}" stands alone as a sentence: it says nothing of what it negates`, compressed: { start: d.start, end: d.end } });
    }
    const list = offences.done();
    invariants.push({ id, name, pass: list.length === 0, offences: list });
  };
  claimInvariant('uncertainty', 'Uncertainty kept', 'hedge');
  claimInvariant('negation', 'Negation kept', 'negation');
  claimInvariant('actors', 'Actors kept', 'actor');

  // 5. Numbers keep their precision.
  {
    const want = new Map<string, number[]>();
    let m: RegExpExecArray | null;
    // (an ordered list's markers are its structure: "1. 1. 1." renumbered "1. 2. 3." renders the same)
    const unmarked = (t: string) => (/^[ \t>]*\d/m.test(t) ? t.replace(LIST_NUMBER, (x, lead: string, n: string, d: string) => lead + ' '.repeat(n.length + d.length)) : t);
    const baseText = unmarked(base);
    const compressedText = unmarked(compressed);
    NUMBER.lastIndex = 0;
    while ((m = NUMBER.exec(baseText))) {
      const l = want.get(m[0]);
      if (l) l.push(m.index);
      else want.set(m[0], [m.index]);
    }
    const have = new Map<string, number>();
    NUMBER.lastIndex = 0;
    while ((m = NUMBER.exec(compressedText))) if (want.has(m[0])) have.set(m[0], (have.get(m[0]) ?? 0) + 1);
    const offences = new Offences();
    const lacking: (Short & { starts: number[] })[] = [];
    for (const [value, starts] of want) {
      const n = have.get(value) ?? 0;
      const got = n < starts.length ? n + approx(value) : n;
      if (got < starts.length) lacking.push({ value, need: starts.length, got, starts });
    }
    // In the compressed text a number may be glued to a label ("Round 7" -> "R7"), never to more digits.
    let stopped = false;
    verifyShort(
      compressed,
      lacking,
      (s) => {
        for (const at of (s as Short & { starts: number[] }).starts.slice(s.got)) {
          if (!offences.add({ message: `number ${s.value} missing or changed`, verbose: { start: at, end: at + s.value.length } })) return !(stopped = true);
        }
        return true;
      },
      standalone(compressed),
    );
    const list = offences.done(stopped);
    invariants.push({ id: 'numbers', name: 'Numbers keep precision', pass: list.length === 0, offences: list });
  }

  // 6. Structure.
  {
    const off = compareStructure(base, A.items, compressed, B.items, { emphasis: intensity === 'lite' || intensity === 'full' });
    invariants.push({ id: 'structure', name: 'Structure identical', pass: !off, offences: off ? [off] : [] });
  }

  // 7. Tokens: never more than the input, counted on the texts as given (an envelope costs tokens).
  const tokens: Record<string, TokenReduction> = {};
  {
    const offences: Offence[] = [];
    const counters = options.counters ?? {};
    for (const [enc, count] of Object.entries(counters)) {
      const v = reading.count(count, verbose);
      const c = reading.count(count, compressedIn);
      tokens[enc] = { verbose: v, compressed: c, saved: v - c, percent: v ? ((v - c) / v) * 100 : 0 };
      if (c > v) offences.push({ message: `${enc}: ${c} tokens compressed > ${v} verbose${env ? ' (the envelope line counts)' : ''}` });
    }
    invariants.push({
      id: 'tokens', name: 'No more tokens than the input', pass: offences.length === 0, offences,
      ...(Object.keys(counters).length ? {} : { skipped: true }),
    });
  }

  // 8. Idempotence at the intensity (given, or read from the envelope). It is a property of the
  // core: checked when the compressed text is the core's own output of the verbose one at that
  // intensity and profile, not applicable to a text written elsewhere (a model's rewrite the core
  // would compress further breaks no promise of the core's).
  let engine: number | undefined;
  {
    const offences: Offence[] = [];
    let note: string | undefined;
    if (intensity) {
      const counter = Object.values(options.counters ?? {})[0];
      const withCounter = counter ? { countTokens: counter } : {};
      const mine = compress(verbose, { intensity, profile, ...withCounter }).output;
      if (counter) {
        const v = reading.count(counter, verbose);
        engine = v ? ((v - reading.count(counter, mine)) / v) * 100 : 0;
      }
      const own = mine === compressedIn;
      if (own) {
        // A marked text: its body must be a fixed point. An unmarked one under a profile that marks
        // what it compresses went out as written (the header would not have paid): compressing it
        // again the same way must leave it so too.
        const again = compress(compressed, { intensity, profile, envelope: env ? false : profile.envelope, ...withCounter });
        for (const e of again.edits.slice(0, 10)) offences.push({ message: `compressing again at ${intensity} changes "${e.before}" -> "${e.after}" (${e.label})`, compressed: e.input });
      } else note = `not applicable: the compressed text is not the core's own output at ${intensity} (idempotence is a property of the core)`;
    } else note = 'needs the intensity (an envelope line, or --intensity)';
    invariants.push({ id: 'idempotent', name: 'Idempotent', pass: offences.length === 0, offences, ...(note ? { skipped: true, note } : {}) });
  }

  // 9. Every difference licensed: the ledger's other findings that fail.
  {
    const offences = new Offences();
    const covered = new Set(['hedge', 'negation', 'actor']);
    for (const f of findings) if (f.severity === 'fail' && !covered.has(f.class)) offences.add({ message: `${f.class}: ${f.message}`, verbose: f.verbose, compressed: f.compressed });
    const list = offences.done();
    invariants.push({ id: 'licensed', name: 'Every difference licensed', pass: list.length === 0, offences: list });
  }

  const terse = profile.targets.terse !== undefined;
  const first = Object.keys(tokens)[0] ?? null;
  const red = first ? tokens[first] : null;
  let targetPct = terse ? profile.targets.terse! : profile.targets[intensity ?? 'full'];
  if (terse && red && red.verbose < 200 && profile.targets.short !== undefined) targetPct = profile.targets.short;
  return {
    pass: invariants.every((i) => i.pass),
    invariants,
    findings,
    tokens,
    target: { intensity: terse ? 'terse' : (intensity ?? 'full'), percent: targetPct, met: red ? red.percent >= targetPct : null, encoding: first, ...(engine !== undefined ? { engine } : {}) },
  };
}

/** Characters that reorder or hide what a reader sees (bidirectional controls and marks). */
const INVISIBLE = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A bidirectional control the compression has and the verbose text does not (a user's rule that
 * writes U+202E): what a reader sees is no longer what the text says. A structure finding that fails.
 */
function invisibleAdded(verbose: string, compressed: string): Finding[] {
  const found = compressed.match(INVISIBLE);
  if (!found) return [];
  const have = new Map<string, number>();
  for (const c of verbose.match(INVISIBLE) ?? []) have.set(c, (have.get(c) ?? 0) + 1);
  const out: Finding[] = [];
  INVISIBLE.lastIndex = 0;
  for (let m = INVISIBLE.exec(compressed); m; m = INVISIBLE.exec(compressed)) {
    const n = have.get(m[0]) ?? 0;
    if (n > 0) {
      have.set(m[0], n - 1);
      continue;
    }
    const code = `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    out.push({
      class: 'structure', severity: 'fail', verbose: { start: 0, end: 0 }, compressed: { start: m.index, end: m.index + 1 },
      before: '', after: m[0], message: `bidirectional control ${code} added: what a reader sees is not what the text says`, restore: 'remove the control character',
    });
  }
  return out;
}
