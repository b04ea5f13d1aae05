import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentArb } from '@/scripts/fuzz/generate';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { chunksOf, mayHaveLiterals, parseChunk, parseWithAllOfGfm, type MdNode } from './check-parse';
import { WALK } from './attention';

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

describe('emphasis read in linear time (attention.ts)', () => {
  const remark = unified().use(remarkParse).use(remarkGfm);
  // runs of markers, words and the marks around them: every way emphasis opens, closes, nests or fails
  const unit = fc.constantFrom('*', '**', '***', '_', '__', ' ', 'word', 'x', '`', '~', '~~', '[', '](u)', '.', ',', '\n', '\n\n', '- ', '> ', 'a_b', '*a*', '**b**', '_c_');
  it('gives remark\'s own tree, to the last offset, wherever an opener is within its walk', () => {
    fc.assert(fc.property(fc.array(unit, { maxLength: 120 }), (xs) => {
      const text = xs.join('');
      expect(parseWithAllOfGfm(text, false)).toEqual(remark.parse(text));
    }), { numRuns: 600 });
    fc.assert(fc.property(documentArb, (d) => {
      expect(parseWithAllOfGfm(d.text, false)).toEqual(remark.parse(d.text));
    }), { numRuns: 100 });
    const fixtures = readdirSync(FIXTURES).filter((f) => f.endsWith('.md')).map((f) => readFileSync(join(FIXTURES, f), 'utf8'));
    for (const text of fixtures) expect(parseWithAllOfGfm(text, false)).toEqual(remark.parse(text));
  });

  it('an emphasis whose opener is further back than the walk is text (a paragraph of soup stays linear)', () => {
    const far = `*word${' `c`'.repeat(WALK)} end*`;
    const tree = parseWithAllOfGfm(far, false);
    expect(JSON.stringify(tree)).not.toContain('"emphasis"');
    const near = `*word${' word'.repeat(20)} end*`;
    expect(JSON.stringify(parseWithAllOfGfm(near, false))).toContain('"emphasis"');
  });
});
