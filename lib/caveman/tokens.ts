// A prose unit as a token stream. Rules change `out` of word / space / punct tokens only;
// protected atoms and structural gaps are immutable, so protected bytes survive by construction.
import type { ProtectedSpan } from './types';
import type { Gap } from './segment';

export type TokKind = 'w' | 's' | 'p' | 'x' | 'g';

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
  brk?: boolean;
}

const WORD = /[\p{L}][\p{L}\p{M}]*(?:['’][\p{L}]+)*(?:-[\p{L}\p{N}]+)*|[ \t\r\n]+|\*\*|__|->|=>|[\s\S]/gu;

export function tokenize(text: string, atoms: { start: number; end: number; gap: boolean; brk?: boolean }[]): Tok[] {
  const toks: Tok[] = [];
  let pos = 0;
  const plain = (from: number, to: number) => {
    if (to <= from) return;
    const s = text.slice(from, to);
    WORD.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = WORD.exec(s))) {
      const v = m[0];
      const c = v.charCodeAt(0);
      const k: TokKind = c === 32 || c === 9 || c === 10 || c === 13 ? (v.includes('\n') ? 'g' : 's') : /^\p{L}/u.test(v) ? 'w' : 'p';
      toks.push({ i: toks.length, k, s: from + m.index, e: from + m.index + v.length, t: v, lt: k === 'w' ? v.toLowerCase() : v, out: null, rule: null });
    }
  };
  for (const a of atoms) {
    if (a.start < pos) continue;
    plain(pos, a.start);
    const t = text.slice(a.start, a.end);
    toks.push({ i: toks.length, k: a.gap ? 'g' : 'x', s: a.start, e: a.end, t, lt: t, out: null, rule: null, brk: a.brk });
    pos = a.end;
  }
  plain(pos, text.length);
  return toks;
}

/** Merge relative protected spans and gaps into sorted, non-overlapping atoms. */
export function atomsOf(prot: ProtectedSpan[], gaps: Gap[], unitStart: number) {
  const atoms: { start: number; end: number; gap: boolean; brk?: boolean }[] = [];
  for (const p of prot) atoms.push({ start: p.start, end: p.end, gap: false });
  for (const g of gaps) atoms.push({ start: g.start - unitStart, end: g.end - unitStart, gap: true, brk: g.cellBreak });
  atoms.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: typeof atoms = [];
  for (const a of atoms) {
    const last = out[out.length - 1];
    if (last && a.start < last.end) {
      // A protected span over a gap (a quote wrapped across lines) swallows it.
      if (a.end > last.end) last.end = a.end;
      last.gap = last.gap && a.gap;
      continue;
    }
    out.push({ ...a });
  }
  return out;
}

export const cur = (t: Tok): string => (t.out === null ? t.t : t.out);
export const isLive = (t: Tok): boolean => cur(t) !== '';
export const isSpace = (t: Tok): boolean => t.k === 's' || (t.k === 'g' && !t.brk);
