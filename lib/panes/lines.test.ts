import { describe, expect, it } from 'vitest';
import { lineIndex } from './lines';

describe('lineIndex', () => {
  it('gives the 1-based line and column of an offset', () => {
    const at = lineIndex('ab\ncd\n\nef');
    expect(at(0)).toEqual({ line: 1, col: 1 });
    expect(at(2)).toEqual({ line: 1, col: 3 });
    expect(at(3)).toEqual({ line: 2, col: 1 });
    expect(at(6)).toEqual({ line: 3, col: 1 });
    expect(at(8)).toEqual({ line: 4, col: 2 });
    expect(lineIndex('')(0)).toEqual({ line: 1, col: 1 });
  });
});
