import { describe, expect, it } from 'vitest';
import { scanPatterns } from './patterns';

describe('scanPatterns', () => {
  it('announces each pattern before running it over the texts and their lines', () => {
    const seen: number[] = [];
    scanPatterns(['# T1\n- T22 and x', 'T3'], [{ pattern: 'T\\d+' }, { pattern: '(', flags: '' }, { pattern: '^x', flags: 'm' }], (i) => seen.push(i));
    expect(seen).toEqual([0, 1, 2]);
  });
});
