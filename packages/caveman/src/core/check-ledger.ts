// The checker's ledger over two documents: the prose blocks of the verbose and the compressed text
// (read by check.ts from remark's tree) are paired, and each pair is read word by word (ledger.ts).
import type { Profile } from './types';
import type { ProseBlock } from './check';
import { ledgerBlocks, ledgerContext, type Finding, type LedgerBlock } from './ledger';

function toLedger(src: string, b: ProseBlock): LedgerBlock {
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
  return { text: b.text, toDoc, atoms };
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

/** Pairs of block indices (-1 where a block has no partner), in order. */
export function pairBlocks(A: ProseBlock[], B: ProseBlock[]): [number, number][] {
  if (A.length === B.length) return A.map((_, i) => [i, i]);
  const n = A.length;
  const m = B.length;
  if (n * m > 4_000_000) {
    const out: [number, number][] = [];
    for (let i = 0; i < Math.max(n, m); i++) out.push([i < n ? i : -1, i < m ? i : -1]);
    return out;
  }
  const ba = A.map(bagOf);
  const bb = B.map(bagOf);
  const w = m + 1;
  const dp = new Float64Array((n + 1) * w);
  const sim = (i: number, j: number) => similarity(ba[i], bb[j]);
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const s = sim(i - 1, j - 1);
      dp[i * w + j] = Math.max(dp[(i - 1) * w + j], dp[i * w + j - 1], s >= 0.3 ? dp[(i - 1) * w + j - 1] + s : -1);
    }
  }
  const out: [number, number][] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0) {
      const s = sim(i - 1, j - 1);
      if (s >= 0.3 && Math.abs(dp[i * w + j] - (dp[(i - 1) * w + j - 1] + s)) < 1e-9) {
        out.push([i - 1, j - 1]);
        i--;
        j--;
        continue;
      }
    }
    if (i > 0 && (j === 0 || dp[(i - 1) * w + j] >= dp[i * w + j - 1])) out.push([--i, -1]);
    else out.push([-1, --j]);
  }
  return out.reverse();
}

/** Every difference between the prose of two documents that no rule licenses, in the verbose text's order. */
export function ledgerOf(va: string, A: ProseBlock[], vb: string, B: ProseBlock[], profile: Profile): Finding[] {
  const ctx = ledgerContext(profile);
  const out: Finding[] = [];
  const empty = (src: string, b: ProseBlock | undefined, at: number): LedgerBlock =>
    b ? toLedger(src, b) : { text: '', toDoc: () => at, atoms: [] };
  const pairs = pairBlocks(A, B);
  let lastB = 0;
  let lastA = 0;
  for (const [i, j] of pairs) {
    const a = i >= 0 ? A[i] : undefined;
    const b = j >= 0 ? B[j] : undefined;
    if (a) lastA = a.end;
    if (b) lastB = b.end;
    if ((a?.whole || b?.whole) && a && b) continue; // kept whole: invariant 1 compares it byte for byte
    if (a && b && a.text === b.text) continue;
    if (a && !a.text.trim() && !b) continue;
    if (b && !b.text.trim() && !a) continue;
    const fs = ledgerBlocks(empty(va, a, lastA), empty(vb, b, lastB), ctx, va, vb);
    for (const f of fs.sort((x, y) => x.verbose.start - y.verbose.start || x.compressed.start - y.compressed.start)) out.push(f);
  }
  return out;
}
