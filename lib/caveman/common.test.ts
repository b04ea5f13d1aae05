import { describe, expect, it } from 'vitest';
import { commonHead, commonTail } from './common';

function naiveHead(a: string, b: string, max: number): number {
  let p = 0;
  while (p < max && a[p] === b[p]) p++;
  return p;
}
function naiveTail(a: string, b: string, max: number): number {
  let s = 0;
  while (s < max && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
  return s;
}

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('commonHead / commonTail', () => {
  it('equal a character-by-character scan around and across block boundaries', () => {
    const r = rng(7);
    const letters = 'ab\n ';
    for (let n = 0; n < 600; n++) {
      const len = Math.floor(r() * 3000);
      let a = '';
      for (let i = 0; i < len; i++) a += letters[Math.floor(r() * letters.length)];
      // b: a with one change at a random place (insert, delete or replace), or a whole other text
      const at = Math.floor(r() * (len + 1));
      const kind = Math.floor(r() * 4);
      const b =
        kind === 0 ? a.slice(0, at) + 'x' + a.slice(at)
        : kind === 1 ? a.slice(0, at) + a.slice(at + 1 + Math.floor(r() * 700))
        : kind === 2 ? a.slice(0, at) + 'y'.repeat(Math.floor(r() * 600)) + a.slice(at + 1)
        : a.slice(0, Math.floor(r() * len));
      const max = Math.min(a.length, b.length);
      const cap = r() < 0.2 ? Math.floor(r() * max) : max;
      expect(commonHead(a, b, cap)).toBe(naiveHead(a, b, cap));
      expect(commonTail(a, b, cap)).toBe(naiveTail(a, b, cap));
    }
  });

  it('stop at the first difference exactly 512 characters in', () => {
    const a = 'a'.repeat(1024);
    const b = 'a'.repeat(512) + 'b' + 'a'.repeat(511);
    expect(commonHead(a, b, 1024)).toBe(512);
    expect(commonTail(a, b, 1024)).toBe(511);
  });
});
