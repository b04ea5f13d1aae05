// The engine caches by chunk, unit and place (segment.ts, compress.ts): a keystroke re-does the
// chunk it falls in, and the units it moves along keep their analyses and rewrites. Whatever the
// caches hold, an answer must be the one a cold engine gives for the same text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearCaches, compress, compressAll } from './compress';
import { nodeCounter } from '../tokens/node';
import { documentArb } from '@/scripts/fuzz/generate';
import { PROFILE_IDS } from './profiles';

const DIR = join(__dirname, '..', '..', '..', '..', 'fixtures', 'artifacts');
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

  it('answer what cold ones answer on generated documents, whatever an edit opens or closes', () => {
    // a run takes over the last run's units before and after an edit (reuse.ts): an edit that
    // opens a fence or a list, or joins two paragraphs, changes units far from where it falls
    const INSERTS = ['basically ', '\n\n', '```\n', '# ', '- ', '> ', '\n', 'twelve ', 'in order to ', '|a|b|\n|-|-|\n', '*', '`'];
    const edit = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), del: fc.nat({ max: 20 }), ins: fc.constantFrom(...INSERTS) });
    fc.assert(
      fc.property(fc.array(documentArb, { minLength: 1, maxLength: 3 }), fc.array(edit, { minLength: 1, maxLength: 4 }), fc.constantFrom(...PROFILE_IDS), (docs, edits, profile) => {
        let text = docs.map((d) => d.text).join('\n\n');
        clearCaches();
        compressAll(text, { profile, countTokens: o200k });
        for (const e of edits) {
          const at = Math.floor(e.at * text.length);
          text = text.slice(0, at) + e.ins + text.slice(at + (e.del % 2 === 0 ? e.del : 0));
          const warm = plain(compressAll(text, { profile, countTokens: o200k }));
          const noCounter = plain(compressAll(text, { profile }));
          clearCaches();
          expect(warm).toEqual(plain(compressAll(text, { profile, countTokens: o200k })));
          expect(noCounter).toEqual(plain(compressAll(text, { profile })));
          compressAll(text, { profile, countTokens: o200k });
          compressAll(text, { profile });
        }
      }),
      { numRuns: 30, seed: 29 },
    );
  }, 240_000);

  it('see an edit in the lines a unit was counted with, before or after it', () => {
    // The token guard counts a unit with the lines around it up to cuts (count.ts): a line that
    // starts indented, or with '/', joins them. An edit there changes the unit's tokens and
    // savings though its own text did not change, so a run may not take the unit over.
    const INSERTS = ['\n  ', '  ', '/'];
    for (const base of FIXTURES) {
      const starts = [...base.matchAll(/\n/g)].map((m) => m.index! + 1);
      const step = Math.max(1, Math.floor(starts.length / 8));
      for (let k = 0; k < starts.length; k += step) {
        for (const ins of INSERTS) {
          const at = starts[k];
          clearCaches();
          compressAll(base, { countTokens: o200k });
          const text = base.slice(0, at) + ins + base.slice(at);
          const warm = plain(compressAll(text, { countTokens: o200k }));
          clearCaches();
          expect(warm, `${JSON.stringify(ins)} at ${at}`).toEqual(plain(compressAll(text, { countTokens: o200k })));
        }
      }
    }
  }, 240_000);

  it('answers as a cold engine when a long text has more tokens than the engine keeps between intensities', () => {
    // ~800 KB of units that all differ: more word tokens than compress.ts keeps (MAX_HELD_TOKENS),
    // so the older units give theirs up during the lite pass and full and ultra tokenize them again
    const parts: string[] = [];
    for (let k = 0; parts.join('').length < 800_000; k++) parts.push(FIXTURES[k % FIXTURES.length].replace(/([a-z])\.(\r?\n)/g, `$1 in copy ${k}.$2`) + '\n\n');
    const text = parts.join('');
    clearCaches();
    const all = plain(compressAll(text, { countTokens: o200k }));
    for (const intensity of ['lite', 'full', 'ultra'] as const) {
      clearCaches();
      expect(all[intensity]).toEqual(JSON.parse(JSON.stringify(compress(text, { intensity, countTokens: o200k }))));
    }
  }, 120_000);
});
