// resultDetail: a caller that follows a text keystroke by keystroke (the playground's worker)
// reads each output as a change of the last one, its tokens from the guard, and slices of it,
// without the output being joined. Each is checked against the output read whole.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearCaches, compress, compressAll, resultDetail } from './compress';
import { INTENSITIES, type CompressResult } from './types';
import { getProfile } from './profiles';
import { nodeCounter } from '../tokens/node';

const DIR = join(__dirname, '..', '..', '..', '..', 'fixtures', 'artifacts');
const FIXTURES = readdirSync(DIR).sort().map((f) => readFileSync(join(DIR, f), 'utf8'));
const o200k = nodeCounter('o200k_base');
const START = FIXTURES.slice(0, 4).join('\n\n');

const INSERTS = ['basically ', 'In order to check it, ', 'x', '\n\n', '# Heading\n\n', '- item\n', '`code` ', ' really'];

const editArb = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  cut: fc.nat({ max: 30 }),
  pick: fc.nat(),
});

function edited(text: string, e: { at: number; cut: number; pick: number }): string {
  const at = Math.floor(e.at * text.length);
  return text.slice(0, at) + INSERTS[e.pick % INSERTS.length] + text.slice(at + e.cut);
}

const detail = (r: CompressResult) => {
  const d = resultDetail(r);
  if (!d) throw new Error('no detail');
  return d;
};

describe('resultDetail', () => {
  it('each result is the last one with its change applied (output, edits, held-back rewrites), along a chain of edits', () => {
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 5, maxLength: 5 }), fc.boolean(), (edits, counted) => {
        clearCaches();
        const opts = counted ? { countTokens: o200k } : {};
        let text = START;
        let last = compressAll(text, opts);
        for (const e of edits) {
          const before = text;
          text = edited(text, e);
          const next = compressAll(text, opts);
          const dIn = text.length - before.length;
          for (const level of INTENSITIES) {
            const c = detail(next[level]).change!;
            const was = last[level];
            expect(c).not.toBeNull();
            expect(c.since).toBe(detail(was).revision);
            expect(was.output.slice(0, c.start) + c.text + was.output.slice(c.end)).toBe(next[level].output);
            // the input it came from: the same text before inStart and after the end
            expect(text.slice(0, c.inStart)).toBe(before.slice(0, c.inStart));
            expect(text.slice(c.inEndNew)).toBe(before.slice(c.inEnd));
            expect(c.inEndNew - c.inEnd).toBe(dIn);
            const dOut = next[level].output.length - was.output.length;
            const moved = <T extends { input: { start: number; end: number }; output: { start: number; end: number } }>(x: T): T => ({
              ...x,
              input: { start: x.input.start + dIn, end: x.input.end + dIn },
              output: { start: x.output.start + dOut, end: x.output.end + dOut },
            });
            const apply = <T extends Parameters<typeof moved>[0]>(old: T[], d: { head: number; tail: number; mid: T[] }) => [
              ...old.slice(0, d.head),
              ...d.mid,
              ...old.slice(old.length - d.tail).map(moved),
            ];
            expect(c.edits.head + c.edits.tail).toBeLessThanOrEqual(was.edits.length);
            expect(apply(was.edits, c.edits)).toEqual(next[level].edits);
            expect(apply(was.held, c.held)).toEqual(next[level].held);
          }
          last = next;
        }
      }),
      { numRuns: 25 },
    );
  });

  it('the change is small when one paragraph changes', () => {
    clearCaches();
    const text = FIXTURES.join('\n\n');
    compressAll(text, { countTokens: o200k });
    const at = text.indexOf('\n\n', text.length >> 1);
    const next = compressAll(text.slice(0, at) + ' It really needs two more checks.' + text.slice(at), { countTokens: o200k });
    for (const level of INTENSITIES) {
      const c = detail(next[level]).change!;
      expect(c.text.length).toBeLessThan(2000);
      expect(c.end - c.start).toBeLessThan(2000);
    }
  });

  it('tokenDelta is count(output) - count(input) exactly; null without a counter', () => {
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 3, maxLength: 3 }), (edits) => {
        clearCaches();
        let text = START;
        for (const e of [null, ...edits]) {
          if (e) text = edited(text, e);
          const all = compressAll(text, { countTokens: o200k });
          for (const level of INTENSITIES) expect(detail(all[level]).tokenDelta).toBe(o200k(all[level].output) - o200k(text));
        }
      }),
      { numRuns: 15 },
    );
    expect(detail(compress(START, { intensity: 'full' })).tokenDelta).toBeNull();
  });

  it('slice reads what output.slice reads', () => {
    clearCaches();
    const r = compress(START, { intensity: 'ultra', countTokens: o200k });
    const d = detail(r);
    fc.assert(
      fc.property(fc.nat({ max: r.output.length }), fc.nat({ max: 400 }), (s, n) => {
        expect(d.slice(s, s + n)).toBe(r.output.slice(s, s + n));
      }),
    );
  });

  it('is no change where an output was not the run as it stands (an envelope), nor of another counter', () => {
    clearCaches();
    const profile = { ...getProfile('forge'), envelope: true };
    compressAll(START, { profile });
    const marked = compressAll(START + '\n\nOne more line.', { profile });
    for (const level of INTENSITIES) expect(detail(marked[level]).change).toBeNull();
    compressAll(START, { countTokens: o200k });
    const other = compressAll(START + '\n\nOne more line.', { countTokens: nodeCounter('cl100k_base') });
    for (const level of INTENSITIES) expect(detail(other[level]).change).toBeNull();
  });
});
