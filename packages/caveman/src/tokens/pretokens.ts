// tiktoken's pre-tokenizer in JavaScript, so a count can be summed over pre-tokens that are each
// encoded once and remembered: the same text costs a regex pass and map lookups, not BPE again.
//
// BPE never merges across two pre-tokens, so count(text) = the sum of the counts of its
// pre-tokens. That holds only where this regex cuts exactly where tiktoken's (Rust, fancy-regex)
// does. The pattern is translated from the encoding's own pat_str; the two engines differ in
// three places, handled here:
//   - `(?i:'s|…)`: JavaScript has no inline flags, and Rust folds `s` to `ſ` (U+017F) too;
//   - `\s`: Rust's is Unicode White_Space (with U+0085, without U+FEFF), JavaScript's is not;
//   - the Unicode version of \p{…}: a letter assigned after the older of the two tables is a
//     letter to one engine and unassigned to the other. So only text whose characters all lie in
//     ranges assigned long ago (SAFE below, checked code point by code point in
//     pretokens.test.ts) takes this path; any other text is encoded whole, as before.

import type { TokenCounter } from '../core/types';

/** Rust's \s: the Unicode White_Space property. */
const WS = '\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

/** Characters that case-fold together with an ASCII letter under Unicode simple case folding. */
const FOLDS: Record<string, string> = { s: 'sS\u017f', k: 'kK\u212a' };

/** What \p{…} stands for in text of ASCII characters only. */
const ASCII_CLASSES: Record<string, string> = { L: 'A-Za-z', Lu: 'A-Z', Ll: 'a-z', Lt: '', Lm: '', Lo: '', M: '', N: '0-9' };

/**
 * A JavaScript RegExp that cuts text where tiktoken's pat_str does: for any text in SAFE, or
 * (`ascii`, three times faster) for text of ASCII characters only.
 */
export function pretokenRegExp(patStr: string, ascii = false): RegExp {
  let src = patStr.replace(/\(\?i:([^()]*)\)/g, (_, body: string) =>
    `(?:${body.replace(/[a-z]/gi, (ch) => `[${FOLDS[ch.toLowerCase()] ?? ch.toLowerCase() + ch.toUpperCase()}]`)})`,
  );
  // \s and \S, and (ascii) \p{…}, inside a class and outside one
  src = src.replace(/\[(\^?)([^\]]*)\]/g, (_, neg: string, body: string) => {
    let b = body.replaceAll('\\s', WS);
    if (ascii) b = b.replace(/\\p\{(\w+)\}/g, (_m, k: string) => ASCII_CLASSES[k]);
    return `[${neg}${b}]`;
  });
  src = src.replace(/\\s(?![^[]*\])/g, `[${WS}]`).replace(/\\S(?![^[]*\])/g, `[^${WS}]`);
  if (ascii) src = src.replace(/\\p\{(\w+)\}(?![^[]*\])/g, (_m, k: string) => (ASCII_CLASSES[k] ? `[${ASCII_CLASSES[k]}]` : '(?!)'));
  return new RegExp(src, ascii ? 'y' : 'yu');
}

/**
 * Code point ranges whose letters, marks, numbers and spaces have not changed in any Unicode
 * version either engine may carry: Latin, Greek, Cyrillic, general punctuation, arrows, maths,
 * box drawing, dingbats, the variation selectors that follow emoji, and the emoji planes'
 * symbols (new emoji are symbols, never letters).
 */
export const SAFE: readonly [number, number][] = [
  [0x0000, 0x052f],
  [0x1e00, 0x1fff],
  [0x2000, 0x2bff],
  [0xfe00, 0xfe0f],
  [0x1f000, 0x1faff],
];

const inSafe = (cp: number) => SAFE.some(([lo, hi]) => cp >= lo && cp <= hi);

/** 0: a character of `text` lies outside SAFE; 1: all are ASCII; 2: all lie in SAFE. */
export function pretokenPath(text: string): 0 | 1 | 2 {
  let path: 1 | 2 = 1;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    path = 2;
    // a lone surrogate is its own code point, outside SAFE
    const cp = text.codePointAt(i)!;
    if (!inSafe(cp)) return 0;
    if (cp > 0xffff) i++;
  }
  return path;
}

const MAX_ENTRIES = 100_000;

/** The longest pre-token counted whole: longer ones are counted in slices of this size. */
export const LONG_PIECE = 4096;

/**
 * The text holds a run of more than LONG_PIECE non-space characters: a pre-token that long is
 * counted in slices, and BPE may merge across a slice's edge, so its count is close (a few tokens
 * per slice at most) but not exact.
 */
export function hasLongWord(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d) run = 0;
    else if (++run > LONG_PIECE) return true;
  }
  return false;
}

/** `exact` summed over slices of `t` of LONG_PIECE characters (never cutting a surrogate pair). */
function sliced(exact: (t: string) => number, t: string): number {
  let n = 0;
  for (let i = 0; i < t.length; ) {
    let j = Math.min(t.length, i + LONG_PIECE);
    if (j < t.length && (t.charCodeAt(j - 1) & 0xfc00) === 0xd800) j--;
    n += exact(t.slice(i, j));
    i = j;
  }
  return n;
}

/** Cut before a space that follows another character than whitespace: in both encodings' patterns a pre-token never spans it. */
const WORD_CUT = /(?<=\S) /g;
const GROUP = 16_384;

/**
 * `exact` of a text the pattern cannot be run on in JavaScript, summed over groups of whole words
 * (cut where no pre-token can span, so the sum is exact): tiktoken never sees one huge string, and
 * only a word longer than LONG_PIECE, alone, is counted in slices.
 */
function byWords(exact: (t: string) => number, text: string): number {
  if (text.length <= LONG_PIECE) return exact(text);
  let n = 0;
  let group = 0;
  const flush = (to: number) => {
    if (to > group) n += exact(text.slice(group, to));
    group = to;
  };
  const word = (a: number, b: number) => {
    if (b - a > LONG_PIECE) {
      flush(a);
      n += sliced(exact, text.slice(a, b));
      group = b;
    } else if (b - group > GROUP) flush(a);
  };
  let prev = 0;
  WORD_CUT.lastIndex = 0;
  for (let m = WORD_CUT.exec(text); m; m = WORD_CUT.exec(text)) {
    word(prev, m.index);
    prev = m.index;
  }
  word(prev, text.length);
  flush(text.length);
  return n;
}

/**
 * A counter equal to `exact` on every text, that encodes each distinct pre-token once: a text in
 * SAFE is cut with the encoding's pattern and its pre-tokens' remembered counts are summed; any
 * other text goes to `exact` whole. Line-additive (see packages/caveman/src/core/count.ts).
 */
export function pretokenCounter(exact: (text: string) => number, patStr: string): TokenCounter {
  const patterns = [null, pretokenRegExp(patStr, true), pretokenRegExp(patStr)];
  const memo = new Map<string, number>();
  // tiktoken's BPE is quadratic in one pre-token (a 250 KB word: 77 s) and its WASM traps on one
  // of a few MB: a pre-token longer than LONG_PIECE is counted in slices (hasLongWord says so).
  const count: TokenCounter = (text) => {
    if (text.length === 0) return 0;
    const re = patterns[pretokenPath(text)];
    if (!re) return byWords(exact, text);
    // sticky and test(), not exec(): no match array per pre-token (a cold 100 KB compress reads
    // some 40,000); each match starts where the last ended or the regex fails
    let n = 0;
    let end = 0;
    re.lastIndex = 0;
    while (end < text.length) {
      // tiktoken skips what its pattern does not match; the pattern matches every character,
      // but if this one ever did not, the whole text is counted the slow way
      if (!re.test(text) || re.lastIndex === end) return byWords(exact, text);
      const p = text.slice(end, re.lastIndex);
      end = re.lastIndex;
      let k = memo.get(p);
      if (k === undefined) {
        if (memo.size >= MAX_ENTRIES) memo.clear();
        memo.set(p, (k = p.length > LONG_PIECE ? sliced(exact, p) : exact(p)));
      }
      n += k;
    }
    return n;
  };
  count.lineAdditive = true;
  return count;
}
