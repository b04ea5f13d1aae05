// What a number stands for (values.ts): the number invariant and the ledger read numbers by value.
import { describe, expect, it } from 'vitest';
import { check } from './check';
import { numberValue, otherForms, readValue } from './values';

describe('values', () => {
  it('reads a number written one way or another as one value, and different numbers as different', () => {
    expect(numberValue('10,000')).toBe('10000');
    expect(numberValue('10k')).toBe('10000');
    expect(numberValue('2.5K')).toBe('2500');
    expect(numberValue('34,2')).toBe('34.2');
    expect(numberValue('1,234')).toBe('1234');
    expect(numberValue('75%')).toBe('75%');
    expect(numberValue('24hr')).toBe(numberValue('86400s'));
    expect(numberValue('137')).not.toBe(numberValue('237'));
    expect(numberValue('v1')).toBeNull();
    const at = (s: string) => readValue(s.split(' '), 0);
    expect(at('three quarters')?.value).toBe('75%');
    expect(at('a quarter')?.value).toBe('25%');
    expect(at('hourly')?.value).toBe(at('60-minute')?.value);
    expect(at('60 minutes')?.value).toBe(at('an hour')?.value);
    expect(at('a single person')).toEqual({ value: '1', length: 2 });
    expect(at('daily')?.value).not.toBe(at('hourly')?.value);
  });

  it('lists the forms a verbose text may have used for the numbers of a compression', () => {
    const f = otherForms('w/ 10k+ movies, ~34.2 cpm, three quarters, hourly, fret 12');
    for (const k of ['10,000', '10000', '~34,2', '75%', '60', '12th']) expect(f.get(k), k).toBeGreaterThan(0);
    expect(f.get('11,000')).toBeUndefined();
  });

  it('the number invariant passes the same number written another way and fails another number', () => {
    const numbers = (v: string, c: string) => check(v, c, {}).invariants.find((i) => i.id === 'numbers')!.pass;
    expect(numbers('It could be slow with 10,000+ movies.', 'Could be slow w/ 10k+ movies.')).toBe(true);
    expect(numbers('It reads ~34,2 cpm.', 'Reads ~34.2 cpm.')).toBe(true);
    expect(numbers('It could be slow with 10,000+ movies.', 'Could be slow w/ 12k+ movies.')).toBe(false);
    expect(numbers('It reads 137 cpm.', 'Reads 237 cpm.')).toBe(false);
  });
});
