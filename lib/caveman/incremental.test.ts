// The engine caches by chunk, unit and place (segment.ts, compress.ts): a keystroke re-does the
// chunk it falls in, and the units it moves along keep their analyses and rewrites. Whatever the
// caches hold, an answer must be the one a cold engine gives for the same text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearCaches, compressAll } from './compress';
import { nodeCounter } from '../tokens/node';

const DIR = join(__dirname, '..', '..', 'fixtures', 'artifacts');
const FIXTURES = readdirSync(DIR).sort().map((f) => readFileSync(join(DIR, f), 'utf8'));
const o200k = nodeCounter('o200k_base');

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const plain = (r: ReturnType<typeof compressAll>) => JSON.parse(JSON.stringify(r));

describe('warm caches', () => {
  it('answer what cold ones answer along a chain of edits (typing, paragraphs moved, sections repeated)', () => {
    const r = rng(11);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
    // a section repeated at several places, as the playground's bench builds its large inputs
    let text = FIXTURES.slice(0, 3).join('\n\n') + '\n\n' + FIXTURES[0] + '\n\n' + FIXTURES[0];
    const words = ['basically ', 'really ', 'in order to ', 'twelve ', 'the ', 'x', '\n\n', '# Heading\n\n', '- item\n'];
    for (let step = 0; step < 30; step++) {
      const at = Math.floor(r() * (text.length + 1));
      const kind = Math.floor(r() * 4);
      if (kind === 0) text = text.slice(0, at) + pick(words) + text.slice(at); // typing
      else if (kind === 1) text = text.slice(0, at) + text.slice(at + 1 + Math.floor(r() * 40)); // deleting
      else if (kind === 2) {
        // a paragraph moved to another place
        const paras = text.split('\n\n');
        const [p] = paras.splice(Math.floor(r() * paras.length), 1);
        paras.splice(Math.floor(r() * (paras.length + 1)), 0, p);
        text = paras.join('\n\n');
      } else text = text.slice(0, at) + pick(FIXTURES).slice(0, 600) + text.slice(at); // a paste
      const warm = plain(compressAll(text, { countTokens: o200k }));
      clearCaches();
      const cold = plain(compressAll(text, { countTokens: o200k }));
      expect(warm).toEqual(cold);
      // warm the caches again with the text before the next edit, as a keystroke finds them
      compressAll(text.slice(0, Math.max(0, at - 1)) + text.slice(at), { countTokens: o200k });
      compressAll(text, { countTokens: o200k });
    }
  }, 120_000);
});
