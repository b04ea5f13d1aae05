// A prose unit as a token stream. Rules change `out` of word / space / punct tokens only;
// protected atoms and structural gaps are immutable, so protected bytes survive by construction.
import type { ProtectedSpan, Range } from './types';
import type { Atom, Gap } from './segment';

/** word, space, punctuation, protected or inline syntax (immutable), gap (structure between lines or cells), emphasis marker. */
export type TokKind = 'w' | 's' | 'p' | 'x' | 'g' | 'm';

export interface Tok {
  k: TokKind;
  i: number; // index in the unit's token array
  s: number; // relative to the unit start
  e: number;
  t: string;
  lt: string; // t lower-cased once: rules compare words case-insensitively on the hot path
  out: string | null; // null = unchanged
  rule: string | null;
  /** Gap that starts a new sentence (table cell). */
  brk: boolean;
  /** Never removed: in a line or cell that must keep its words. */
  hold: boolean;
  /** Never removed while its emphasis markers stay (only a whole template label inside them may change). */
  emph: boolean;
  /** Never changed at all: the contract guard held back a rewrite of it (contract.ts). */
  frozen: boolean;
}

// Every token is made by these two with every field set, in one order: the rules read tokens on
// the hot path, and tokens of one shape keep those reads monomorphic (a field added later, or a
// spread copy, gives V8 another shape).
function tok(i: number, k: TokKind, s: number, e: number, t: string, lt: string, brk: boolean): Tok {
  return { k, i, s, e, t, lt, out: null, rule: null, brk, hold: false, emph: false, frozen: false };
}

/** A token as tokenize() made it, for one run to rewrite. */
export function copyTok(x: Tok): Tok {
  return { k: x.k, i: x.i, s: x.s, e: x.e, t: x.t, lt: x.lt, out: x.out, rule: x.rule, brk: x.brk, hold: x.hold, emph: x.emph, frozen: x.frozen };
}

export interface AtomSpan extends Range {
  k: 'x' | 'g' | 'm';
  brk?: boolean;
  /** An emphasis marker that stays at ultra too. */
  keep?: boolean;
}

// Zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, BOM) belong to the word they sit in:
// "Data\u200bbase" is one word, and no rule may leave one glued to punctuation.
const WORD = /[\p{L}\u200B-\u200D\u2060\uFEFF][\p{L}\p{M}\u200B-\u200D\u2060\uFEFF]*(?:['’][\p{L}]+)*(?:-[\p{L}\p{N}]+)*|[ \t\r\n]+|\*\*|__|->|=>|[\s\S]/uy;

export function tokenize(text: string, atoms: AtomSpan[]): Tok[] {
  const toks: Tok[] = [];
  let pos = 0;
  const plain = (from: number, to: number) => {
    if (to <= from) return;
    const s = text.slice(from, to);
    // sticky and test(), not exec(): no match array per token (the pattern matches every character)
    WORD.lastIndex = 0;
    for (let at = 0; at < s.length && WORD.test(s); at = WORD.lastIndex) {
      const v = s.slice(at, WORD.lastIndex);
      const c = v.charCodeAt(0);
      const k: TokKind = c === 32 || c === 9 || c === 10 || c === 13 ? (/[\r\n]/.test(v) ? 'g' : 's') : /^[\p{L}\u200B-\u200D\u2060\uFEFF]/u.test(v) ? 'w' : 'p';
      toks.push(tok(toks.length, k, from + at, from + WORD.lastIndex, v, k === 'w' ? v.toLowerCase() : v, false));
    }
  };
  for (const a of atoms) {
    if (a.start < pos) continue;
    plain(pos, a.start);
    const t = text.slice(a.start, a.end);
    const x = tok(toks.length, a.k, a.start, a.end, t, t, !!a.brk);
    if (a.keep) x.hold = true; // a marker held is never stripped (mark() removes nothing held)
    toks.push(x);
    pos = a.end;
  }
  plain(pos, text.length);
  return toks;
}

/**
 * Merge relative protected spans, gaps and inline syntax into sorted, non-overlapping atoms.
 * Where they overlap the result is immutable text: a quote wrapped across lines swallows the gap,
 * a link swallows the emphasis inside its label.
 */
export function atomsOf(prot: ProtectedSpan[], gaps: Gap[], syntax: Atom[], unitStart: number): AtomSpan[] {
  const atoms: AtomSpan[] = [];
  for (const p of prot) atoms.push({ start: p.start, end: p.end, k: 'x' });
  for (const g of gaps) atoms.push({ start: g.start - unitStart, end: g.end - unitStart, k: 'g', brk: g.cellBreak });
  for (const a of syntax) atoms.push({ start: a.start - unitStart, end: a.end - unitStart, k: a.role, keep: a.keep });
  atoms.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: AtomSpan[] = [];
  for (const a of atoms) {
    const last = out[out.length - 1];
    if (last && a.start < last.end) {
      if (a.end > last.end) last.end = a.end;
      if (last.k !== a.k) last.k = 'x';
      continue;
    }
    out.push({ ...a });
  }
  return out;
}

export const cur = (t: Tok): string => (t.out === null ? t.t : t.out);
export const isLive = (t: Tok): boolean => cur(t) !== '';
export const isSpace = (t: Tok): boolean => t.k === 's' || (t.k === 'g' && !t.brk);
