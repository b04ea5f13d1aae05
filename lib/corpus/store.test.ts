import { describe, expect, it } from 'vitest';
import { batches } from './store';

const file = (name: string, chars: number) => ({ name, text: 'x'.repeat(chars) });

describe('batches (the corpus written to IndexedDB a transaction at a time)', () => {
  it('keeps every file once, in order, each batch within the limit unless one file is over it alone', () => {
    const files = [file('a', 30), file('b', 30), file('c', 50), file('d', 120), file('e', 10), file('f', 90)];
    const out = batches(files, 100);
    expect(out.flat().map((f) => f.name)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    for (const b of out) {
      const chars = b.reduce((n, f) => n + f.text.length, 0);
      if (chars > 100) expect(b).toHaveLength(1);
    }
    expect(out.map((b) => b.map((f) => f.name).join(''))).toEqual(['ab', 'c', 'd', 'ef']);
  });
  it('fills a batch up to the limit before starting the next', () => {
    const out = batches([file('a', 40), file('b', 60), file('c', 1), file('d', 99), file('e', 1)], 100);
    expect(out.map((b) => b.map((f) => f.name).join(''))).toEqual(['ab', 'cd', 'e']);
  });
  it('has no batch for no files', () => {
    expect(batches([], 100)).toEqual([]);
  });
});
