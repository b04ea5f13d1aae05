// The engine caches by chunk, unit and place (segment.ts, compress.ts): a keystroke re-does the
// chunk it falls in, and the units it moves along keep their analyses and rewrites. Whatever the
// caches hold, an answer must be the one a cold engine gives for the same text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearCaches, compressAll } from './compress';
import { nodeCounter } from '../tokens/node';

const DIR = join(__dirname, '..', '..', 'fixtures', 'artifacts');
const FIXTURES = readdirSync(DIR).sort().map((f) => readFileSync(join(DIR, f), 'utf8'));
const o200k = nodeCounter('o200k_base');

const plain = (r: ReturnType<typeof compressAll>) => JSON.parse(JSON.stringify(r));

const WORDS = ['basically ', 'really ', 'in order to ', 'twelve ', 'the ', 'x', '\n\n', '# Heading\n\n', '- item\n'];

/** An edit: typing, deleting, a paragraph moved to another place, or a paste; `at` a fraction of the text. */
const editArb = fc.record({
  kind: fc.constantFrom('type', 'delete', 'move', 'paste'),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  to: fc.double({ min: 0, max: 1, noNaN: true }),
  n: fc.nat({ max: 40 }),
  pick: fc.nat(),
});

function applyEdit(text: string, e: { kind: string; at: number; to: number; n: number; pick: number }): { text: string; at: number } {
  const at = Math.floor(e.at * text.length);
  if (e.kind === 'type') return { text: text.slice(0, at) + WORDS[e.pick % WORDS.length] + text.slice(at), at };
  if (e.kind === 'delete') return { text: text.slice(0, at) + text.slice(at + 1 + e.n), at };
  if (e.kind === 'paste') return { text: text.slice(0, at) + FIXTURES[e.pick % FIXTURES.length].slice(0, 600) + text.slice(at), at };
  const paras = text.split('\n\n');
  const [p] = paras.splice(Math.floor(e.at * paras.length), 1);
  paras.splice(Math.floor(e.to * (paras.length + 1)), 0, p);
  return { text: paras.join('\n\n'), at };
}

describe('warm caches', () => {
  it('answer what cold ones answer along a chain of edits (typing, paragraphs moved, sections repeated)', () => {
    // a section repeated at several places, as the playground's bench builds its large inputs
    const start = FIXTURES.slice(0, 3).join('\n\n') + '\n\n' + FIXTURES[0] + '\n\n' + FIXTURES[0];
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 6, maxLength: 6 }), (edits) => {
        let text = start;
        clearCaches();
        compressAll(text, { countTokens: o200k });
        for (const e of edits) {
          const next = applyEdit(text, e);
          // the caches as a keystroke finds them: the text before the edit was just compressed
          compressAll(text, { countTokens: o200k });
          text = next.text;
          const warm = plain(compressAll(text, { countTokens: o200k }));
          clearCaches();
          expect(warm).toEqual(plain(compressAll(text, { countTokens: o200k })));
          compressAll(text.slice(0, Math.max(0, next.at - 1)) + text.slice(next.at), { countTokens: o200k });
        }
      }),
      { numRuns: 5, seed: 11 },
    );
  }, 120_000);
});
