// Whole documents: mostly agent artifacts (a title, sections, the usual blocks) with a hostile
// construct here and there; some pure chaos; line endings and a BOM chosen last, so a failure
// that does not depend on them shrinks back to LF.
import fc from 'fast-check';
import { join, maybe, pick, type Literal, type Piece } from './piece';
import { anyBlock, commonBlock, frontMatter, hostileBlock, sectionHeading } from './blocks';
import { shortProse } from './prose';

export interface FuzzDoc {
  text: string;
  /** Protected literals written into the document: the oracle's own inventory. */
  literals: Literal[];
}

export const MAX_BLOCKS = 12;

const title = shortProse.map((p) => ({ ...p, text: `# ${p.text}` }));

const sectionBlock = fc.oneof({ weight: 4, arbitrary: commonBlock }, { weight: 1, arbitrary: hostileBlock });

const section = fc.tuple(sectionHeading, fc.array(sectionBlock, { minLength: 1, maxLength: 3 })).map(([h, bs]) => [h, ...bs]);

const artifact = fc
  .tuple(maybe(title, 0.6), fc.array(section, { minLength: 1, maxLength: 4 }))
  .map(([t, sections]) => [t, ...sections.flat()].filter((p) => p.text !== ''));

const chaos = fc.array(anyBlock, { minLength: 1, maxLength: MAX_BLOCKS });

const lineEnding = fc.oneof({ weight: 8, arbitrary: fc.constant('\n') }, { weight: 1, arbitrary: fc.constant('\r\n') }, { weight: 1, arbitrary: fc.constant('\r') });

export const documentArb: fc.Arbitrary<FuzzDoc> = fc
  .record({
    frontMatter: maybe(frontMatter, 0.15),
    blocks: fc.oneof({ weight: 4, arbitrary: artifact }, { weight: 1, arbitrary: chaos }),
    eol: lineEnding,
    bom: fc.oneof({ weight: 12, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    trailingNewline: pick([true, false]),
  })
  .map(({ frontMatter: fm, blocks, eol, bom, trailingNewline }) => {
    const body: Piece = join([fm, ...blocks.slice(0, MAX_BLOCKS)], '\n\n');
    const text = (bom ? '\uFEFF' : '') + (body.text + (trailingNewline ? '\n' : '')).replace(/\n/g, eol);
    const seen = new Set<string>();
    const literals = body.literals
      .map((l) => ({ ...l, text: l.text.replace(/\n/g, eol) }))
      .filter((l) => l.text.trim() !== '' && !seen.has(`${l.within}:${l.text}`) && !!seen.add(`${l.within}:${l.text}`));
    return { text, literals };
  });
