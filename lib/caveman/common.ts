// The common head and tail of two texts, compared a block at a time (string equality runs in the
// engine's native code; a character at a time in JavaScript is several times slower), then a
// character at a time inside the first block that differs. A keystroke's texts share all but a
// few characters of 100 KB, and they are compared several times a keystroke (counts, the answer
// sent as a difference, the editors' edits).
const BLOCK = 512;

/** The length of the longest common prefix of a and b, at most max. */
export function commonHead(a: string, b: string, max: number): number {
  let p = 0;
  while (p + BLOCK <= max && a.slice(p, p + BLOCK) === b.slice(p, p + BLOCK)) p += BLOCK;
  while (p < max && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  return p;
}

/** The length of the longest common suffix of a and b, at most max. */
export function commonTail(a: string, b: string, max: number): number {
  let s = 0;
  while (s + BLOCK <= max && a.slice(a.length - s - BLOCK, a.length - s) === b.slice(b.length - s - BLOCK, b.length - s)) s += BLOCK;
  while (s < max && a.charCodeAt(a.length - 1 - s) === b.charCodeAt(b.length - 1 - s)) s++;
  return s;
}
