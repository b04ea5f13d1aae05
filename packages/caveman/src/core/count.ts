// Token counting for the guard (invariant 6) and the per-group savings, without re-encoding the
// whole text on every call.
//
// tiktoken splits text with a pre-tokenizer regex before BPE, and BPE never merges across two
// pre-tokens. For o200k_base and cl100k_base no pre-token spans a boundary between a newline and
// the non-whitespace character after it -- except '/': o200k's punctuation piece
// ` ?[^\s\p{L}\p{N}]+[\r\n/]*` runs on through newlines into slashes. So the count of a text is
// the sum of the counts of its pieces cut at those boundaries (a counter that has this property
// says so with `lineAdditive`). Then:
//   - each piece is counted once and remembered, so an edit re-counts only its lines;
//   - count(output) - count(input) is the sum, over the lines that changed, of the pieces'
//     differences: the unchanged text is never counted at all.
// (count.test.ts checks both against whole-text counts, both encodings.)
import { commonHead, commonTail } from './common';
import type { TokenCounter } from './types';
import { keep } from './keep';
import { dropSlot, slot } from './caches';

/** Cut `text` after every newline that is followed by a character that is neither whitespace nor '/'. */
export function splitForCounting(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = text.indexOf('\n') + 1;
  while (i > 0 && i < text.length) {
    if (cutsBefore(text.charCodeAt(i))) {
      out.push(text.slice(start, i));
      start = i;
    }
    i = text.indexOf('\n', i) + 1;
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

/** A newline followed by this character ends a piece: not whitespace (as \s has it) and not '/'. */
function cutsBefore(c: number): boolean {
  return !(
    c === 47 ||
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Whether both texts are cut at p (the characters at p - 1 and p are the same in both). */
function isCut(text: string, p: number): boolean {
  return p === 0 || p >= text.length || (text.charCodeAt(p - 1) === 10 && cutsBefore(text.charCodeAt(p)));
}

/** The last cut at or before x (0 when none). */
function cutAtOrBefore(text: string, x: number): number {
  if (x <= 0) return 0;
  for (let i = text.lastIndexOf('\n', x - 1); i >= 0; i = i > 0 ? text.lastIndexOf('\n', i - 1) : -1) {
    if (isCut(text, i + 1)) return i + 1;
  }
  return 0;
}

/** The first cut at or after x (the text's length when none). */
function cutAtOrAfter(text: string, x: number): number {
  if (x >= text.length) return text.length;
  for (let i = text.indexOf('\n', Math.max(0, x - 1)); i >= 0 && i + 1 < text.length; i = text.indexOf('\n', i + 1)) {
    if (isCut(text, i + 1)) return i + 1;
  }
  return text.length;
}

/** A replacement of text[s, e) by out; a list of them is sorted and disjoint. */
export interface Rep {
  s: number;
  e: number;
  out: string;
  /** Its delta over linesAround(text, this), when already counted (the guard counts each unit). */
  known?: number;
  /** linesAround(text, this), when already found (the guard found them). */
  from?: number;
  to?: number;
}

const MAX_ENTRIES = 200_000;

/** A counter with a memo per piece (or per whole string, for a counter that is not line-additive). */
export class CountMemo {
  private pieces = new Map<string, number>();
  private words = new Map<string, number>();
  readonly additive: boolean;

  constructor(private readonly exact: TokenCounter) {
    // every counter is read as additive unless it says otherwise: tiktoken's encodings are, so the
    // plain `(t) => enc.encode_ordinary(t).length` a library user writes is counted by piece too
    this.additive = exact.lineAdditive !== false;
  }

  private piece(p: string): number {
    let n = this.pieces.get(p);
    if (n === undefined) {
      if (this.pieces.size >= MAX_ENTRIES) this.pieces.clear();
      n = p.length === 0 ? 0 : this.exact(p);
      this.pieces.set(p, n);
    }
    return n;
  }

  count(text: string): number {
    if (!this.additive || text.indexOf('\n') < 0) return this.piece(text);
    let n = 0;
    for (const p of splitForCounting(text)) n += this.piece(p);
    return n;
  }

  /** The last text counted under each slot (countFrom) and its count. */
  private lastBySlot = new Map<string, { text: string; n: number }>();

  /**
   * count(text), counted from the last text counted under `slot` (a pane's text before this
   * keystroke): only the pieces between the two texts' common head and tail are split and looked
   * up. A whole-text count of 100 KB splits some 2,000 pieces; a keystroke changes one or two.
   */
  countFrom(slot: string, text: string): number {
    const last = this.lastBySlot.get(slot);
    const n = last && this.additive ? this.countAgainst(last.text, last.n, text) : this.count(text);
    this.lastBySlot.set(slot, { text, n });
    return n;
  }

  private countAgainst(a: string, na: number, b: string): number {
    if (a === b) return na;
    const min = Math.min(a.length, b.length);
    const p = commonHead(a, b, min);
    const s = commonTail(a, b, min - p);
    // little in common: counting b's pieces is no more work than counting the difference
    if (2 * (p + s) < b.length) return this.count(b);
    // cuts where both texts have the same two characters around them: below the first
    // difference, and inside the common tail (isCut reads the character before and the one at)
    const head = cutAtOrBefore(b, p - 1);
    const tailB = cutAtOrAfter(b, b.length - s + 1);
    const tailA = tailB - b.length + a.length;
    return na - this.count(a.slice(head, tailA)) + this.count(b.slice(head, tailB));
  }

  /** Tokens of a word after a space (the cost a rule compares before replacing one word by another). */
  word(w: string): number {
    let n = this.words.get(w);
    if (n === undefined) {
      if (this.words.size >= MAX_ENTRIES) this.words.clear();
      this.words.set(w, (n = this.exact(' ' + w)));
    }
    return n;
  }

  /**
   * count(text with the replacements applied) - count(text), exactly. Only the lines around each
   * replacement are counted: each is widened to cuts that both texts share.
   */
  delta(text: string, reps: readonly Rep[]): number {
    if (!reps.length) return 0;
    if (!this.additive) return this.count(apply(text, reps)) - this.count(text);
    let d = 0;
    let i = 0;
    const startOf = (r: Rep) => r.from ?? blockStart(text, r.s, r.out);
    const endOf = (r: Rep) => r.to ?? blockEnd(text, r.e);
    while (i < reps.length) {
      const start = startOf(reps[i]);
      let j = i;
      let end = endOf(reps[j]);
      // A following replacement whose lines reach into this block joins it.
      while (j + 1 < reps.length && startOf(reps[j + 1]) < end) {
        j++;
        end = Math.max(end, endOf(reps[j]));
      }
      if (i === j && reps[i].known !== undefined) d += reps[i].known!;
      else {
        let after = '';
        let pos = start;
        for (let k = i; k <= j; k++) {
          after += text.slice(pos, reps[k].s) + reps[k].out;
          pos = reps[k].e;
        }
        after += text.slice(pos, end);
        d += this.count(after) - this.count(text.slice(start, end));
      }
      i = j + 1;
    }
    return d;
  }
}

/**
 * The last cut at or before s that the output shares: s itself when the replacement starts a line
 * with a character that cuts (in both texts), else the last cut strictly before s.
 */
function blockStart(text: string, s: number, out: string): number {
  if (s === 0) return 0;
  if (out.length && isCut(text, s) && s < text.length && cutsBefore(out.charCodeAt(0))) return s;
  let p = s;
  while (p > 0) {
    p = p < 2 ? 0 : text.lastIndexOf('\n', p - 2) + 1;
    if (isCut(text, p)) return p;
  }
  return 0;
}

/** The first cut after the newline that ends the line holding e - 1 (or the end of the text). */
function blockEnd(text: string, e: number): number {
  let p = e;
  for (;;) {
    const nl = text.indexOf('\n', p);
    if (nl < 0) return text.length;
    p = nl + 1;
    if (isCut(text, p)) return p;
  }
}

export function apply(text: string, reps: readonly Rep[]): string {
  let out = '';
  let pos = 0;
  for (const r of reps) {
    out += text.slice(pos, r.s) + r.out;
    pos = r.e;
  }
  return out + text.slice(pos);
}

/** Each counter's memo, in the active cache set (caches.ts). */
const MEMOS = Symbol('count memos');
const memos = () => slot(MEMOS, () => new WeakMap<TokenCounter, CountMemo>());
/** memoCounter's counters, each to the counter whose memo it counts through. */
const memoCounters = new WeakMap<TokenCounter, TokenCounter>();
const memoCounterOf = new WeakMap<TokenCounter, TokenCounter>();

keep(new CountMemo(() => 0));

/** The memo of a counter (kept across calls: a keystroke re-counts only the lines it changed). */
export function memoOf(count: TokenCounter): CountMemo {
  const base = countingBase(count);
  const all = memos();
  let m = all.get(base);
  if (!m) all.set(base, (m = new CountMemo(base)));
  return m;
}

/** The counter a memoCounter counts through (any other counter itself): they count alike. */
export function countingBase(count: TokenCounter): TokenCounter {
  return memoCounters.get(count) ?? count;
}

/**
 * `count` through its memo, as a counter of its own: the same function for the same counter, and
 * memoOf(it) is memoOf(count). Handed to the core (a check's idempotence compress), it finds the
 * runs and counts its earlier calls left, where a new function per call would start afresh.
 */
export function memoCounter(count: TokenCounter): TokenCounter {
  let c = memoCounterOf.get(count);
  if (!c) {
    const through: TokenCounter = (text) => memoOf(count).count(text);
    through.lineAdditive = count.lineAdditive;
    memoCounterOf.set(count, (c = through));
    memoCounters.set(c, count);
  }
  return c;
}

export function clearCountMemos() {
  dropSlot(MEMOS);
}

/** The lines holding text[s, e), widened to cuts: the context a replacement's tokens are counted in. */
export function linesAround(text: string, rep: Rep): [number, number] {
  return [blockStart(text, rep.s, rep.out), blockEnd(text, rep.e)];
}

/**
 * `text` cut into consecutive parts of about `size` UTF-16 units, each cut where
 * splitForCounting cuts: the token counts of the parts add up to the count of the whole.
 */
export function countingParts(text: string, size: number): string[] {
  const parts: string[] = [];
  let start = 0;
  while (text.length - start > size) {
    let cut = -1;
    for (let i = text.indexOf('\n', start + size - 1); i >= 0 && i + 1 < text.length; i = text.indexOf('\n', i + 1)) {
      if (cutsBefore(text.charCodeAt(i + 1))) {
        cut = i + 1;
        break;
      }
    }
    if (cut < 0) break;
    parts.push(text.slice(start, cut));
    start = cut;
  }
  parts.push(text.slice(start));
  return parts;
}
