import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { earlyCountsMailbox, isEarlyCountsMessage, readEarlyCounts, writeEarlyCounts } from './earlyCounts';
import { ENCODINGS } from 'caveman-compress/tokens';

const counts = (n: number) => ({ input: n, lite: n - 1, full: n - 2, ultra: n - 3, prose: n - 4 });

describe('early counts mailbox', () => {
  it('exists only where the page can share memory', () => {
    expect(earlyCountsMailbox({})).toBeNull();
    expect(earlyCountsMailbox({ crossOriginIsolated: false })).toBeNull();
    const box = earlyCountsMailbox({ crossOriginIsolated: true });
    expect(box).toBeInstanceOf(Int32Array);
    expect(box!.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(isEarlyCountsMessage({ type: 'earlyCounts', buffer: box!.buffer })).toBe(true);
    expect(isEarlyCountsMessage({ type: 'earlyCounts', buffer: new ArrayBuffer(8) })).toBe(false);
    expect(isEarlyCountsMessage({ type: 'compress', id: 1 })).toBe(false);
  });

  it('gives back what was written for the request it names, and nothing for any other', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 1e9 }), enc: fc.constantFrom(...ENCODINGS), n: fc.integer({ min: 4, max: 2 ** 30 }) }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 1e9 }),
        (writes, other) => {
          const box = earlyCountsMailbox({ crossOriginIsolated: true })!;
          expect(readEarlyCounts(box, writes[0].id)).toBeNull(); // nothing written yet
          for (const w of writes) writeEarlyCounts(box, w.id, w.enc, counts(w.n));
          const last = writes[writes.length - 1];
          expect(readEarlyCounts(box, last.id)).toEqual({ encoding: last.enc, counts: counts(last.n) });
          if (other !== last.id) expect(readEarlyCounts(box, other)).toBeNull();
        },
      ),
    );
  });

  it('reads nothing while a write is under way (the version, slot 0, is odd)', () => {
    const box = earlyCountsMailbox({ crossOriginIsolated: true })!;
    writeEarlyCounts(box, 7, 'o200k_base', counts(100));
    expect(readEarlyCounts(box, 7)).not.toBeNull();
    Atomics.add(box, 0, 1); // a writer that has begun
    expect(readEarlyCounts(box, 7)).toBeNull();
    Atomics.add(box, 0, 1); // and finished
    expect(readEarlyCounts(box, 7)?.counts).toEqual(counts(100));
  });
});
