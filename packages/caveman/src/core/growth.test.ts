// Linear time on the shapes an adversarial pass found super-linear (one paragraph of thousands of
// sentences, "[a](" repeated, emphasis soup, setext headings with no blank line, a long table, many
// links): compressVerified (compress, then check, as the CLI runs them) on 1x and 8x of each, in
// one run; the ratio of the two times stays under 16 (linear is 8, quadratic 64). Ratios, never an
// absolute time: the machine is shared; each time is the least of a few runs, and a ratio over the
// bound is measured once more before it fails. (8x rather than 4x: under the suite's load a small
// run of 20 ms is noise-bound, and 4x left linear 4 and the bound 6 too close to tell apart.)
import { describe, expect, it } from 'vitest';
import { compressVerified } from './index';
import { clearCaches } from './compress';
import { GROWTH_SHAPES as SHAPES } from '@/scripts/growth-shapes';
import { parseWithAllOfGfm } from './check-parse';

function time(text: string): number {
  // every run from cold caches: the engine and the checker keep what they read (a keystroke's reuse)
  clearCaches();
  const s = performance.now();
  compressVerified(text, { intensity: 'full' });
  return performance.now() - s;
}

function ratio(shape: (n: number) => string, n: number): number {
  const small = shape(n);
  const large = shape(8 * n);
  time(small); // warm: the first run compiles the code the others reuse
  // the fastest of a few runs of each: a time is the work plus whatever else the shared machine
  // (and the suite's other workers) did meanwhile, and the least of several is the closest to the work
  const t1 = Math.min(time(small), time(small), time(small));
  return Math.min(time(large), time(large)) / t1;
}

describe('compress and check grow linearly with the input', () => {
  it.each(Object.entries(SHAPES))('%s', (_, shape) => {
    let r = ratio(shape, 600);
    if (r >= 16) r = Math.min(r, ratio(shape, 600));
    expect(r).toBeLessThan(16);
  }, 120_000);
});

// micromark merges the text runs of a paragraph with a splice per run; a paragraph of failed
// constructs ("[a](" repeated) held tens of thousands of runs and took 2.3 s at 64 KB, a minute at
// 400 KB. scripts/patch-deps.mjs (npm postinstall) makes the merge one pass; here the parser alone,
// on one paragraph at 16 KB and 128 KB, where the quadratic merge made the ratio over 30.
describe('the parser merges a paragraph of failed constructs in linear time', () => {
  const parse = (text: string) => {
    const s = performance.now();
    const tree = parseWithAllOfGfm(text, false);
    return { ms: performance.now() - s, tree };
  };
  it.each([
    ['"[a](" repeated', (n: number) => '[a]('.repeat(n)],
    ['"![a" and "]" between links', (n: number) => '![a] [b](c) ]'.repeat(n / 3)],
  ])('%s', (_, shape) => {
    const small = shape(4_000);
    const large = shape(32_000);
    parse(small);
    const t1 = Math.min(parse(small).ms, parse(small).ms, parse(small).ms);
    const { ms, tree } = parse(large);
    // the whole line is one paragraph whose text is the line, as written
    const para = tree.children?.[0];
    expect(para?.type).toBe('paragraph');
    expect(para?.children?.map((c) => c.type)).not.toContain('heading');
    const r = Math.min(ms, parse(large).ms) / t1;
    expect(r).toBeLessThan(16);
  }, 120_000);
});
