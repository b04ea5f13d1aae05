// The checker's ledger over two documents: the prose blocks of the verbose and the compressed text
// (read by check.ts from remark's tree) are paired, and each pair is read word by word (ledger.ts).
import type { Profile } from './types';
import type { ProseBlock } from './check';
import { ledgerBlocks, ledgerContext, type Finding, type LedgerBlock } from './ledger';

export function toLedger(src: string, b: ProseBlock): LedgerBlock {
  const segs = b.segs;
  const toDoc = (off: number) => {
    let k = 0;
    for (let i = 0; i < segs.length; i += 2) if (segs[i] <= off) k = i;
    return segs[k + 1] + (off - segs[k]);
  };
  const fromDoc = (doc: number) => {
    let k = 0;
    for (let i = 0; i < segs.length; i += 2) if (segs[i + 1] <= doc) k = i;
    return segs[k] + (doc - segs[k + 1]);
  };
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < b.atoms.length; i += 2) pairs.push([b.atoms[i], b.atoms[i + 1]]);
  pairs.sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  const atoms: LedgerBlock['atoms'] = [];
  let end = -1;
  for (const [s, e] of pairs) {
    if (s < end) continue;
    const ts = fromDoc(s);
    const te = fromDoc(e - 1) + 1;
    if (ts < 0 || te > b.text.length || te <= ts) continue;
    atoms.push({ start: ts, end: te, value: src.slice(s, e) });
    end = e;
  }
  // a list item's text: its line opens on the item's marker (and a task box) right before it
  const lineStart = src.lastIndexOf('\n', b.start - 1) + 1;
  const item = /^[ \t>]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?$/.test(src.slice(lineStart, b.start));
  return { text: b.text, toDoc, atoms, ...(item ? { item } : {}) };
}

/** Words of a block, for pairing blocks by what they share. */
function bagOf(b: ProseBlock): Set<string> {
  return new Set(b.text.toLowerCase().match(/[\p{L}\p{N}_]{3,}/gu) ?? []);
}

function similarity(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n / Math.max(1, Math.min(a.size, b.size));
}

/** Whether a block is an item of a bullet list (its line opens with "-", "*" or "+"): the order of such items says nothing. */
function bullet(src: string, b: ProseBlock): boolean {
  const line = src.lastIndexOf('\n', b.start - 1) + 1;
  return /^[ \t>]*[-*+][ \t]/.test(src.slice(line, b.start + 1));
}

/**
 * Two neighbouring bullet items written in the other order ("- HEAD check\n- size check" ->
 * "- size check\n- HEAD check") pair with their own words, not by place. An ordered list's steps
 * keep their place: their order is what they say.
 */
function swappedBullets(pairs: [number, number][], A: ProseBlock[], B: ProseBlock[], va: string, vb: string): [number, number][] {
  if (!va || !vb) return pairs;
  for (let i = 0; i + 1 < pairs.length; i++) {
    const [a0, b0] = pairs[i];
    const [a1, b1] = pairs[i + 1];
    if (a0 < 0 || a1 < 0 || b0 < 0 || b1 < 0 || A[a0].text === B[b0].text) continue;
    if (!bullet(va, A[a0]) || !bullet(va, A[a1]) || !bullet(vb, B[b0]) || !bullet(vb, B[b1])) continue;
    const s = (x: ProseBlock, y: ProseBlock) => similarity(bagOf(x), bagOf(y));
    const straight = s(A[a0], B[b0]) + s(A[a1], B[b1]);
    const crossed = s(A[a0], B[b1]) + s(A[a1], B[b0]);
    if (crossed >= 1.2 && crossed > straight + 0.4) {
      pairs[i] = [a0, b1];
      pairs[i + 1] = [a1, b0];
      i++;
    }
  }
  return pairs;
}

/** Pairs of block indices (-1 where a block has no partner), in order. */
export function pairBlocks(A: ProseBlock[], B: ProseBlock[], va = '', vb = ''): [number, number][] {
  if (A.length === B.length) return swappedBullets(A.map((_, i) => [i, i]), A, B, va, vb);
  // the same blocks at both ends pair up as they stand; the middle is aligned by what the blocks
  // share, within a band around the diagonal (linear in the blocks: a document's structure is the
  // same up to a few blocks dropped, merged or added)
  const head: [number, number][] = [];
  let lo = 0;
  while (lo < A.length && lo < B.length && A[lo].text === B[lo].text) head.push([lo, lo++]);
  let ha = A.length;
  let hb = B.length;
  const tail: [number, number][] = [];
  while (ha > lo && hb > lo && A[ha - 1].text === B[hb - 1].text) tail.unshift([--ha, --hb]);
  const n = ha - lo;
  const m = hb - lo;
  const band = 8 + Math.abs(n - m);
  const ba = A.slice(lo, ha).map(bagOf);
  const bb = B.slice(lo, hb).map(bagOf);
  const memo = new Map<number, number>();
  const sim = (i: number, j: number) => {
    const k = i * (m + 1) + j;
    let v = memo.get(k);
    if (v === undefined) memo.set(k, (v = similarity(ba[i], bb[j])));
    return v;
  };
  const inBand = (i: number, j: number) => Math.abs(j - Math.round((i * m) / Math.max(1, n))) <= band;
  // dp over the band only: a cell outside it is never reached
  const dp = new Map<number, number>();
  const at = (i: number, j: number): number => {
    if (i === 0 || j === 0) return 0;
    if (!inBand(i, j)) return -1e9;
    return dp.get(i * (m + 1) + j) ?? -1e9;
  };
  for (let i = 1; i <= n; i++) {
    const mid = Math.round((i * m) / Math.max(1, n));
    for (let j = Math.max(1, mid - band); j <= Math.min(m, mid + band); j++) {
      const s = sim(i - 1, j - 1);
      dp.set(i * (m + 1) + j, Math.max(at(i - 1, j), at(i, j - 1), s >= 0.3 ? at(i - 1, j - 1) + s : -1e9));
    }
  }
  const mid: [number, number][] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && inBand(i, j)) {
      const s = sim(i - 1, j - 1);
      if (s >= 0.3 && Math.abs(at(i, j) - (at(i - 1, j - 1) + s)) < 1e-9) {
        mid.push([lo + i - 1, lo + j - 1]);
        i--;
        j--;
        continue;
      }
    }
    if (i > 0 && (j === 0 || at(i - 1, j) >= at(i, j - 1))) mid.push([lo + --i, -1]);
    else mid.push([-1, lo + --j]);
  }
  return [...head, ...mid.reverse(), ...tail];
}

/** The protected spans of two blocks, the same in the same order (the prose text blanks them out). */
function sameAtoms(va: string, a: ProseBlock, vb: string, b: ProseBlock): boolean {
  if (a.atoms.length !== b.atoms.length) return false;
  for (let i = 0; i + 1 < a.atoms.length; i += 2) {
    if (va.slice(a.atoms[i], a.atoms[i + 1]) !== vb.slice(b.atoms[i], b.atoms[i + 1])) return false;
  }
  return true;
}

/** Every difference between the prose of two documents that no rule licenses, in the verbose text's order. */
export function ledgerOf(va: string, A: ProseBlock[], vb: string, B: ProseBlock[], profile: Profile): Finding[] {
  const ctx = ledgerContext(profile);
  const out: Finding[] = [];
  const empty = (src: string, b: ProseBlock | undefined, at: number): LedgerBlock =>
    b ? toLedger(src, b) : { text: '', toDoc: () => at, atoms: [] };
  const pairs = pairBlocks(A, B, va, vb);
  let lastB = 0;
  let lastA = 0;
  for (const [i, j] of pairs) {
    const a = i >= 0 ? A[i] : undefined;
    const b = j >= 0 ? B[j] : undefined;
    if (a) lastA = a.end;
    if (b) lastB = b.end;
    if ((a?.whole || b?.whole) && a && b) continue; // kept whole: invariant 1 compares it byte for byte
    if (a && b && a.text === b.text && sameAtoms(va, a, vb, b)) continue;
    if (a && !a.text.trim() && !b) continue;
    if (b && !b.text.trim() && !a) continue;
    const fs = ledgerBlocks(empty(va, a, lastA), empty(vb, b, lastB), ctx, va, vb);
    for (const f of fs.sort((x, y) => x.verbose.start - y.verbose.start || x.compressed.start - y.compressed.start)) out.push(f);
  }
  return out;
}
