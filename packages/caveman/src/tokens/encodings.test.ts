import { describe, expect, it } from 'vitest';
import { isEncodingName, utf8ToUtf16Offsets } from './encodings';

describe('utf8ToUtf16Offsets', () => {
  it('is the identity on ASCII', () => {
    expect(utf8ToUtf16Offsets('hello world', [0, 5, 11])).toEqual([0, 5, 11]);
  });
  it('handles 2-, 3- and 4-byte characters', () => {
    const text = 'é→😀x'; // bytes: 2 + 3 + 4 + 1; UTF-16 units: 1 + 1 + 2 + 1
    expect(utf8ToUtf16Offsets(text, [2, 5, 9, 10])).toEqual([1, 2, 4, 5]);
  });
  it('rounds a byte offset inside a character up to its end', () => {
    expect(utf8ToUtf16Offsets('😀a', [1, 2, 4])).toEqual([2, 2, 2]);
  });
  it('clamps past the end', () => {
    expect(utf8ToUtf16Offsets('ab', [5])).toEqual([2]);
  });
});

describe('isEncodingName', () => {
  it('recognises encodings', () => {
    expect(isEncodingName('o200k_base')).toBe(true);
    expect(isEncodingName('gpt2')).toBe(false);
  });
});
