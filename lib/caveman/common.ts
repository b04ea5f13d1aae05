// The common head and tail of two texts, compared a block at a time (string equality runs in the
// engine's native code; a character at a time in JavaScript is several times slower): blocks of
// doubling length while they are equal, then halving back down to the block that differs, then a
// character at a time inside it (a keystroke in the middle of 100 KB: 40 -> 13 us for both ends). A keystroke's texts share all but a
// few characters of 100 KB, and they are compared several times a keystroke (counts, the answer
// sent as a difference, the editors' edits).
const BLOCK = 512;

/** The length of the longest common prefix of a and b, at most max. */
export function commonHead(a: string, b: string, max: number): number {
  let p = 0;
  let step = BLOCK;
  for (; p + step <= max && a.slice(p, p + step) === b.slice(p, p + step); step *= 2) p += step;
  for (step >>= 1; step >= BLOCK; step >>= 1) if (p + step <= max && a.slice(p, p + step) === b.slice(p, p + step)) p += step;
  while (p < max && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  return p;
}

/** The length of the longest common suffix of a and b, at most max. */
export function commonTail(a: string, b: string, max: number): number {
  const same = (s: number, n: number) => a.slice(a.length - s - n, a.length - s) === b.slice(b.length - s - n, b.length - s);
  let s = 0;
  let step = BLOCK;
  for (; s + step <= max && same(s, step); step *= 2) s += step;
  for (step >>= 1; step >= BLOCK; step >>= 1) if (s + step <= max && same(s, step)) s += step;
  while (s < max && a.charCodeAt(a.length - 1 - s) === b.charCodeAt(b.length - 1 - s)) s++;
  return s;
}
