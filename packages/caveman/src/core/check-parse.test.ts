import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentArb } from '@/scripts/fuzz/generate';
import { chunksOf, mayHaveLiterals, parseChunk, parseWithAllOfGfm, type MdNode } from './check-parse';

const FIXTURES = join(__dirname, '..', '..', '..', '..', 'fixtures', 'artifacts');

/** `text` with every autolink-literal hint broken, and the near misses kept. */
const noHints = (text: string) => text.replace(/@/g, ' at ').replace(/:\/\//g, ':/ ').replace(/(w)(w)(w)\./gi, '$1$2 $3.');

const sameAsAllOfGfm = (text: string) => {
  for (const c of chunksOf(text)) expect(parseChunk(c)).toEqual(parseWithAllOfGfm(c.source, c.matter));
};

// Words and marks around the three hints: a parse without the literal extension must match only
// when no hint is there, to the last offset.
const near = fc.constantFrom('www', 'ww.', 'WWW', 'w.w', 'http:/x', 'https:', 'mailto:', 'xmpp:', 'http', 'h', '.', ':', '/', '_', '*', '~', '|', '[', ']', '(', ')', '<', '>', 'word', 'a.b', 'x-y', '\n', ' ', '\n\n', '- ', '# ', '`');
const nearMiss = fc.array(near, { maxLength: 40 }).map((xs) => xs.join(''));

describe('parsing without autolink literals', () => {
  it('gives the tree of every GFM extension when no www., :// or @ is there', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const text = noHints(doc.text);
        expect(mayHaveLiterals(text)).toBe(false);
        sameAsAllOfGfm(text);
      }),
      { numRuns: 150 },
    );
    fc.assert(
      fc.property(nearMiss, (text) => {
        fc.pre(!mayHaveLiterals(text));
        sameAsAllOfGfm(text);
      }),
      { numRuns: 300 },
    );
  });

  it('holds for the bundled artifacts, with their links and without', () => {
    for (const f of readdirSync(FIXTURES)) {
      const text = readFileSync(join(FIXTURES, f), 'utf8');
      sameAsAllOfGfm(text);
      sameAsAllOfGfm(noHints(text));
    }
  });

  it('still finds a literal wherever a hint is', () => {
    const links = (n: MdNode): string[] => (n.type === 'link' ? [n.url ?? ''] : (n.children ?? []).flatMap(links));
    for (const text of ['see www.example.com today', 'see WWW.example.com today', 'at https://example.com/x.', 'mail ops@example.com now', 'chat xmpp:ops@example.com now']) {
      expect(mayHaveLiterals(text)).toBe(true);
      const found = links(parseChunk(chunksOf(text)[0]));
      expect(found).toHaveLength(1);
      expect(found).toEqual(links(parseWithAllOfGfm(text, false)));
    }
  });
});
