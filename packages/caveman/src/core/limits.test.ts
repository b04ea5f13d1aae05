// Input the core refuses with one sentence (limits.ts), and the walks that input controls: none of
// them may reach the end of the call stack or grow faster than the input.
import { describe, expect, it } from 'vitest';
import { check, compress, compressVerified, InputLimitError, MAX_BRACKETS, MAX_NESTING, reportFile } from './index';

const quotes = (n: number) => '> '.repeat(n) + 'The migration might fail.\n';
const markers = (n: number) => '- '.repeat(n) + 'item\n';
const indented = (n: number) => Array.from({ length: n }, (_, i) => '  '.repeat(i) + '- item').join('\n') + '\n';

describe('nesting past MAX_NESTING is refused with one sentence, not a crash', () => {
  it.each([
    ['block quotes', quotes(1400)],
    ['list markers on one line', markers(10_000)],
    ['indented lists', indented(MAX_NESTING + 5)],
    ['square brackets', '['.repeat(MAX_BRACKETS + 1) + 'x' + ']'.repeat(MAX_BRACKETS + 1) + '\n'],
  ])('%s', (_, text) => {
    expect(() => check(text, text + 'More text.\n')).toThrow(InputLimitError);
    expect(() => compressVerified(text, { intensity: 'full' })).toThrow(/nested (over )?\d+( or more)? deep .* up to \d+/);
    // the engine alone still answers (its segmenter caps nesting), and report gives the file a row
    expect(compress(text, { intensity: 'full' }).output.length).toBeGreaterThan(0);
    expect(reportFile({ name: 'deep.md', text }, { encoding: 'o200k_base', countTokens: (s) => s.length })).toMatchObject({ name: 'deep.md', error: expect.stringMatching(/nested/) });
  });

  it('up to the limit the checker reads every level, with no stack of calls to overflow', () => {
    const brackets = '['.repeat(MAX_BRACKETS) + 'x' + ']'.repeat(MAX_BRACKETS) + '\n';
    for (const text of [quotes(MAX_NESTING - 1), markers(MAX_NESTING - 1), indented(MAX_NESTING), brackets]) {
      const out = compressVerified(text, { intensity: 'full' }).output;
      expect(check(text, out).pass).toBe(true);
    }
  });
});
