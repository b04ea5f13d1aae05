// The fuzz oracle judged on hand-written pairs: a false alarm or a blind spot here would make every
// fuzz run misleading. Unlike fuzz.test.ts, this file does not depend on the state of the core.
import { describe, expect, it } from 'vitest';
import type { CompressResult, Intensity } from 'caveman-compress';
import { inputFacts, judge, type FailureClass } from './oracle';
import type { Literal } from './piece';

function keys(input: string, output: string, only: FailureClass, opts: { intensity?: Intensity; literals?: Literal[] } = {}) {
  const intensity = opts.intensity ?? 'full';
  const r: CompressResult = { output, intensity, edits: [], protected: [], skipped: [], savings: {}, held: [] };
  return judge(inputFacts({ text: input, literals: opts.literals ?? [] }), 'forge', intensity, r, { only }).map((f) => f.key);
}

const ENV = (i: Intensity) => `<!-- caveman: intensity=${i} version=1 -->`;

describe('fuzz oracle: structure', () => {
  it('accepts an unchanged document', () => {
    const doc = '---\na: 1\n---\n\n# T\n\n- [ ] x\n\n| a | b |\n| - | :-: |\n| `c` | d |\n';
    for (const c of ['structure', 'hedge', 'negation', 'tokens', 'protected', 'replay'] as const) expect(keys(doc, doc, c)).toEqual([]);
  });

  it('sees a checkbox that lost its item text', () => {
    expect(keys('- [ ] Thank you!\n', '- [ ]!\n', 'structure')).toEqual(['structure:listItem']);
  });

  it('sees a link target glued to the next word (GFM autolink literal)', () => {
    expect(keys('From https://x.io/a to E0100.\n', 'https://x.io/a→E0100.\n', 'structure')).toEqual(['structure:paragraph-inline']);
  });

  it('ignores emphasis markers only at ultra', () => {
    expect(keys('A **very** b.\n', 'A very b.\n', 'structure', { intensity: 'full' })).toEqual(['structure:paragraph-inline']);
    expect(keys('A **very** b.\n', 'A very b.\n', 'structure', { intensity: 'ultra' })).toEqual([]);
  });

  it('sees a pleasantry-only paragraph dropped', () => {
    expect(keys('Done.\n\nThanks!\n', 'Done.\n', 'structure')).toEqual(['structure:paragraph']);
  });
});

describe('fuzz oracle: envelope', () => {
  it('accepts the envelope on top, or right after the front matter (also after a BOM)', () => {
    expect(keys('Hi\n', `${ENV('lite')}\nHi\n`, 'structure')).toEqual([]);
    expect(keys('---\na: 1\n---\n\nHi\n', `---\na: 1\n---\n${ENV('lite')}\n\nHi\n`, 'structure')).toEqual([]);
    expect(keys('\uFEFF---\na: 1\n---\n\nHi\n', `\uFEFF---\na: 1\n---\n${ENV('lite')}\n\nHi\n`, 'structure')).toEqual([]);
    expect(keys('\uFEFF+++\r\na = 1\r\n+++\r\n\r\nHi\r\n', `\uFEFF+++\r\na = 1\r\n+++\r\n${ENV('lite')}\r\n\r\nHi\r\n`, 'structure')).toEqual([]);
  });

  it('rejects the envelope after a blank line', () => {
    expect(keys('\uFEFFHi\n', `\uFEFF\n${ENV('lite')}\nHi\n`, 'structure')).toEqual(['structure:envelope']);
    expect(keys('---\na: 1\n---\nHi\n', `---\na: 1\n---\n\n${ENV('lite')}\nHi\n`, 'structure')).toEqual(['structure:envelope']);
  });

  it('rejects the envelope above the front matter', () => {
    expect(keys('---\na: 1\n---\n\nHi\n', `${ENV('lite')}\n---\na: 1\n---\n\nHi\n`, 'structure')).toEqual(['structure:yaml']);
  });

  it('rejects a BOM pushed below the envelope when that changes the first block', () => {
    expect(keys('\uFEFF    code\n', `${ENV('full')}\n\uFEFF    code\n`, 'structure')).toEqual(['structure:code']);
  });

  it('tells tokens spent on the envelope from tokens added to the content', () => {
    expect(keys('Hi there.\n', `${ENV('lite')}\nHi there.\n`, 'tokens')).toEqual(['tokens:envelope']);
    expect(keys('Hi there.\n', 'Hi there, my very dear and most esteemed friend.\n', 'tokens')).toEqual(['tokens:content']);
  });
});

describe('fuzz oracle: hedges and negations', () => {
  it('counts about/around only before a quantity, signed numbers included', () => {
    expect(keys('It is approximately -18.2% slower.\n', 'It is about -18.2% slower.\n', 'hedge')).toEqual([]);
    expect(keys('It takes approximately twelve runs.\n', 'It takes about 12 runs.\n', 'hedge')).toEqual([]);
    expect(keys('It is approximately the same.\n', 'It is about the same.\n', 'hedge')).toEqual(['hedge:approximation']);
    expect(keys('We talk about 3 things roughly.\n', 'We talk about 3 things.\n', 'hedge')).toEqual(['hedge:approximation']);
  });

  it('does not count "should be noted" (a pleasantry) nor words in code', () => {
    expect(keys('It should be noted that it works.\n', 'It works.\n', 'hedge')).toEqual([]);
    expect(keys('Run `it might fail` now.\n\n```\nmight\n```\n', 'Run `it might fail` now.\n\n```\nmight\n```\n', 'hedge')).toEqual([]);
    expect(keys('It might fail.\n', 'It fails.\n', 'hedge')).toEqual(['hedge:modal']);
    expect(keys('Takes ~20 ms.\n', 'Takes 20 ms.\n', 'hedge')).toEqual(['hedge:approximation']);
  });

  it("counts not, cannot and n't in prose", () => {
    expect(keys("It can't run.\n", 'It can run.\n', 'negation')).toEqual(['negation']);
    expect(keys('It cannot run.\n', 'It can not run.\n', 'negation')).toEqual([]);
    expect(keys('Just nothing.\n', 'nothing\n', 'negation')).toEqual([]);
  });
});

describe('fuzz oracle: protected inventory', () => {
  it('sees a literal lost from the output', () => {
    expect(keys('Took 226ms.\n', 'Took 226 ms.\n', 'protected', { literals: [{ text: '226ms' }] })).toEqual(['protected']);
  });

  it('drops a code-body literal that remark reads as prose (indented block right after a list)', () => {
    const input = '1. Item.\n\n    Of course, the build.\n';
    const literals: Literal[] = [{ text: 'Of course, the build.', within: 'code' }];
    expect(keys(input, '1. Item.\n\n    Build.\n', 'protected', { literals })).toEqual([]);
    expect(keys('Para.\n\n    Of course, the build.\n', 'Para.\n\n    Build.\n', 'protected', { literals })).toEqual(['protected']);
  });
});

describe('fuzz oracle: replay', () => {
  it('rejects an output that the edits do not produce', () => {
    expect(keys('The build.\n', 'Build.\n', 'replay')).toEqual(['replay']);
  });
});

describe('fuzz oracle: parser quirks', () => {
  it('reads blocks after an unclosed `---` on the first line as CommonMark does', () => {
    const input = '---\n\n- The build is just complete.\n';
    expect(keys(input, `${ENV('full')}\n---\n\n- Build complete.\n`, 'structure')).toEqual([]);
  });
});

describe('fuzz oracle: actors', () => {
  it('sees a pronoun of someone else dropped, by class, and not one in a pleasantry', () => {
    expect(keys('They run the tests. You merge it.\n', 'Run tests. You merge it.\n', 'actors')).toEqual(['actors:they']);
    expect(keys('Thank you! Let me know if you have questions. The build is done.\n', 'Build done.\n', 'actors')).toEqual([]);
    expect(keys("They've merged it.\n", 'They merged it.\n', 'actors')).toEqual([]);
  });
});
