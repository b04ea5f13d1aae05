import { describe, expect, it } from 'vitest';
import {
  LatestOnlyQueue,
  RequestIds,
  debounceFor,
  isEncodingName,
  reduction,
  wholeInputOutOfScope,
  utf8ToUtf16Offsets,
} from './protocol';

describe('RequestIds', () => {
  it('issues increasing ids and accepts only answers newer than the last accepted', () => {
    const ids = new RequestIds();
    const a = ids.issue();
    const b = ids.issue();
    const c = ids.issue();
    expect([a, b, c]).toEqual([1, 2, 3]);
    expect(ids.accept(b)).toBe(true);
    expect(ids.accept(a)).toBe(false); // stale: older than b
    expect(ids.accept(b)).toBe(false); // duplicate
    expect(ids.accept(c)).toBe(true);
    expect(ids.lastAccepted).toBe(3);
  });
});

describe('LatestOnlyQueue', () => {
  it('keeps one request in flight and only the newest waiting', () => {
    const sent: number[] = [];
    const q = new LatestOnlyQueue<{ id: number }>((r) => sent.push(r.id));
    q.submit({ id: 1 });
    q.submit({ id: 2 });
    q.submit({ id: 3 });
    q.submit({ id: 4 });
    expect(sent).toEqual([1]);
    expect(q.pending?.id).toBe(4);
    q.done(1);
    expect(sent).toEqual([1, 4]);
    q.done(2); // unknown id: ignored
    expect(q.busy).toBe(true);
    q.done(4);
    expect(q.busy).toBe(false);
    q.submit({ id: 5 });
    expect(sent).toEqual([1, 4, 5]);
  });

  it('reset forgets the in-flight and waiting requests', () => {
    const sent: number[] = [];
    const q = new LatestOnlyQueue<{ id: number }>((r) => sent.push(r.id));
    q.submit({ id: 1 });
    q.submit({ id: 2 });
    q.reset();
    q.submit({ id: 3 });
    expect(sent).toEqual([1, 3]);
  });
});

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

describe('reduction', () => {
  it('computes reduction in tokens and percent', () => {
    expect(reduction(200, 120)).toEqual({ saved: 80, percent: 40 });
    expect(reduction(0, 0)).toEqual({ saved: 0, percent: 0 });
  });
});

describe('misc', () => {
  it('sends keystrokes at once up to 100 KB, and debounces only very large texts', () => {
    expect(debounceFor(100)).toBe(0);
    expect(debounceFor(100_000)).toBe(0);
    expect(debounceFor(1_000_000)).toBeGreaterThan(debounceFor(300_000));
    expect(debounceFor(300_000)).toBeGreaterThan(0);
  });
  it('recognises encodings', () => {
    expect(isEncodingName('o200k_base')).toBe(true);
    expect(isEncodingName('gpt2')).toBe(false);
  });
});

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

describe('scanPatterns', () => {
  it('announces each pattern before running it over the texts and their lines', async () => {
    const { scanPatterns } = await import('./protocol');
    const seen: number[] = [];
    scanPatterns(['# T1\n- T22 and x', 'T3'], [{ pattern: 'T\\d+' }, { pattern: '(', flags: '' }, { pattern: '^x', flags: 'm' }], (i) => seen.push(i));
    expect(seen).toEqual([0, 1, 2]);
  });
});
