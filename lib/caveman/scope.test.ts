import { describe, expect, it } from 'vitest';
import { wholeInputOutOfScope } from './scope';

describe('wholeInputOutOfScope', () => {
  it('is true only when skipped regions cover all non-blank text', () => {
    const text = 'Warning: rm -rf deletes everything.\n\nDo not run it.';
    expect(wholeInputOutOfScope(text, [])).toBe(false);
    expect(wholeInputOutOfScope(text, [{ start: 0, end: 35, reason: 'irreversible' }])).toBe(false);
    expect(
      wholeInputOutOfScope(text, [
        { start: 0, end: 35, reason: 'irreversible' },
        { start: 37, end: text.length, reason: 'security' },
      ]),
    ).toBe(true);
    expect(wholeInputOutOfScope('   ', [{ start: 0, end: 1, reason: 'x' }])).toBe(false);
  });
});
