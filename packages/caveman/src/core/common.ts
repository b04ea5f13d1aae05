// The common head and tail of two texts, compared a block at a time (string equality runs in the
// engine's native code; a character at a time in JavaScript is several times slower): blocks of
// doubling length while they are equal, then halving back down to the block that differs, then a
// character at a time inside it (a keystroke in the middle of 100 KB: 40 -> 13 us for both ends).
// A keystroke's texts share all but a few characters of 100 KB, and they are compared several
// times a keystroke (counts, the answer sent as a difference, the editors' edits).
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

/** The last pairs compared by sharedEnds, newest last. */
const recent: { a: string; b: string; head: number; tail: number }[] = [];

/**
 * The common head of a and b, and the common tail of what is left: a keystroke's text is compared
 * with the one before it by the segmenter and by each intensity's run, so the last pairs are kept.
 */
export function sharedEnds(a: string, b: string): { head: number; tail: number } {
  for (const r of recent) if (r.a === a && r.b === b) return r;
  const min = Math.min(a.length, b.length);
  const head = commonHead(a, b, min);
  const r = { a, b, head, tail: commonTail(a, b, min - head) };
  if (recent.length >= 2) recent.shift();
  recent.push(r);
  return r;
}

/**
 * Append every item of `items` to `into`, one at a time: `into.push(...items)` passes each item as
 * an argument, and a list of some 100,000 items (the protected spans of a paragraph of integers)
 * overflows the call stack.
 */
export function pushAll<T>(into: T[], items: readonly T[]): T[] {
  for (let i = 0; i < items.length; i++) into.push(items[i]);
  return into;
}
