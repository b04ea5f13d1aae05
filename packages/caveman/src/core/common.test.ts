import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commonHead, commonTail, sharedEnds } from './common';

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

describe('commonHead / commonTail', () => {
  it('equal a character-by-character scan around and across block boundaries', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '\n', ' '), maxLength: 3000, size: 'max' });
    // b: a with one change at a place (insert, delete or replace a run), or a prefix of a
    const change = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), kind: fc.integer({ min: 0, max: 3 }), n: fc.nat({ max: 700 }), cap: fc.option(fc.double({ min: 0, max: 1, noNaN: true })) });
    fc.assert(
      fc.property(text, change, (a, { at: f, kind, n, cap: capF }) => {
        const at = Math.floor(f * a.length);
        const b =
          kind === 0 ? a.slice(0, at) + 'x' + a.slice(at)
          : kind === 1 ? a.slice(0, at) + a.slice(at + 1 + n)
          : kind === 2 ? a.slice(0, at) + 'y'.repeat(n) + a.slice(at + 1)
          : a.slice(0, at);
        const max = Math.min(a.length, b.length);
        const cap = capF === null ? max : Math.floor(capF * max);
        expect(commonHead(a, b, cap)).toBe(naiveHead(a, b, cap));
        expect(commonTail(a, b, cap)).toBe(naiveTail(a, b, cap));
      }),
      { numRuns: 600, seed: 7 },
    );
  });

  it('find a single changed character wherever it stands', () => {
    const a = 'lorem ipsum\n'.repeat(130); // 1,560 characters: three blocks and a part
    for (let i = 0; i < a.length; i++) {
      const b = a.slice(0, i) + '#' + a.slice(i + 1);
      expect(commonHead(a, b, a.length)).toBe(i);
      expect(commonTail(a, b, a.length)).toBe(a.length - 1 - i);
    }
  });

  it('stop at the first difference exactly 512 characters in', () => {
    const a = 'a'.repeat(1024);
    const b = 'a'.repeat(512) + 'b' + 'a'.repeat(511);
    expect(commonHead(a, b, 1024)).toBe(512);
    expect(commonTail(a, b, 1024)).toBe(511);
  });

  it('sharedEnds answers each pair of texts for that pair, however the pairs alternate', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '\n'), maxLength: 1500 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 4 }), fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (pairs, order) => {
        for (const k of order) {
          const [a, b] = pairs[k % pairs.length];
          const head = naiveHead(a, b, Math.min(a.length, b.length));
          expect(sharedEnds(a, b)).toMatchObject({ head, tail: naiveTail(a, b, Math.min(a.length, b.length) - head) });
        }
      }),
      { numRuns: 200, seed: 13 },
    );
  });
});
