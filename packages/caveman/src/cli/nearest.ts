// "Did you mean": the known name nearest to an unknown one (commands, options, MCP arguments).

/** Edit distance (insertions, deletions, substitutions and a swap of two neighbours count 1). */
export function distance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > 3) return Math.abs(m - n);
  const d: number[][] = Array.from({ length: m + 1 }, (_, i) => [i, ...new Array(n).fill(0)]);
  for (let j = 0; j <= n; j++) d[0][j] = j;
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[m][n];
}

/**
 * The known name an unknown one most likely meant: the nearest by edit distance (at most a third of
 * its length, and at most 3), else one it is a prefix of; undefined when none is near.
 */
export function nearest(word: string, known: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of known) {
    const d = distance(w, k.toLowerCase());
    if (d < bestD) {
      best = k;
      bestD = d;
    }
  }
  if (best !== undefined && bestD <= Math.min(3, Math.max(1, Math.floor(w.length / 3)))) return best;
  if (w.length >= 3) return known.find((k) => k.toLowerCase().startsWith(w));
  return undefined;
}

/** ` (did you mean "x"?)`, or nothing. */
export function didYouMean(word: string, known: readonly string[]): string {
  const n = nearest(word, known);
  return n ? ` (did you mean "${n}"?)` : '';
}
