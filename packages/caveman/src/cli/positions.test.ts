import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPosition, LineIndex, lineStarts } from './positions';

/**
 * A second, slow way to the same answer: the line is one more than the line breaks before the
 * offset; the column one more than the code units since the last of them.
 */
function reference(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  const breaks = [...before.matchAll(/\r\n|\r|\n/g)];
  const last = breaks[breaks.length - 1];
  const lineStart = last ? last.index + last[0].length : before.startsWith('\uFEFF') ? 1 : 0;
  return { line: breaks.length + 1, col: offset - lineStart + 1 };
}

describe('line:col', () => {
  it('1-based lines and columns across LF, CRLF and lone CR', () => {
    const text = 'ab\ncd\r\nef\rg';
    const at = (o: number) => new LineIndex(text).at(o);
    expect(at(0)).toEqual({ line: 1, col: 1 });
    expect(at(1)).toEqual({ line: 1, col: 2 });
    expect(at(2)).toEqual({ line: 1, col: 3 }); // the LF itself ends line 1
    expect(at(3)).toEqual({ line: 2, col: 1 });
    expect(at(5)).toEqual({ line: 2, col: 3 }); // the CR of CRLF
    expect(at(6)).toEqual({ line: 2, col: 4 }); // its LF: still line 2
    expect(at(7)).toEqual({ line: 3, col: 1 });
    expect(at(10)).toEqual({ line: 4, col: 1 });
    expect(at(11)).toEqual({ line: 4, col: 2 }); // the end of the text
    expect(lineStarts(text)).toEqual([0, 3, 7, 10]);
  });

  it('a problem on line 3 of a multi-line text', () => {
    const text = '# Status\n\nThe server might fail.\n';
    const offset = text.indexOf('might');
    expect(new LineIndex(text).at(offset)).toEqual({ line: 3, col: 'The server '.length + 1 });
  });

  it('columns count UTF-16 code units: an emoji takes two', () => {
    const text = 'x\n😀 é not';
    expect(new LineIndex(text).at(text.indexOf('not'))).toEqual({ line: 2, col: 6 });
  });

  it('a leading byte order mark is not a column', () => {
    const text = '\uFEFFab\ncd';
    const index = new LineIndex(text);
    expect(index.at(1)).toEqual({ line: 1, col: 1 });
    expect(index.at(0)).toEqual({ line: 1, col: 1 });
    expect(index.at(5)).toEqual({ line: 2, col: 2 });
  });

  it('offsets past either end are clamped; an empty text is line 1, column 1', () => {
    expect(new LineIndex('ab\n').at(99)).toEqual({ line: 2, col: 1 });
    expect(new LineIndex('ab').at(-3)).toEqual({ line: 1, col: 1 });
    expect(new LineIndex('').at(0)).toEqual({ line: 1, col: 1 });
  });

  it('agrees with the slow reference on any text (offsets inside a CRLF aside)', () => {
    const piece = fc.constantFrom('a', 'bc', ' ', '\n', '\r\n', '\r', '😀', 'é', '\t');
    fc.assert(
      fc.property(fc.boolean(), fc.array(piece, { maxLength: 40 }), fc.nat(), (bom, pieces, n) => {
        const text = (bom ? '\uFEFF' : '') + pieces.join('');
        const offset = Math.max(bom ? 1 : 0, n % (text.length + 1));
        fc.pre(!(text[offset - 1] === '\r' && text[offset] === '\n'));
        expect(new LineIndex(text).at(offset)).toEqual(reference(text, offset));
      }),
      { numRuns: 500 },
    );
  });

  it('prints name:line:col', () => {
    expect(formatPosition('notes.md', { line: 3, col: 12 })).toBe('notes.md:3:12');
  });
});
