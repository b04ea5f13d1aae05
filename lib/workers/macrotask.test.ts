import { describe, expect, it } from 'vitest';
import { macrotaskYield } from './macrotask';

describe('macrotaskYield', () => {
  it('resolves after the microtasks queued before it, and in call order', async () => {
    const yieldNow = macrotaskYield();
    const seen: string[] = [];
    const a = yieldNow().then(() => seen.push('a'));
    const b = yieldNow().then(() => seen.push('b'));
    void Promise.resolve().then(() => seen.push('micro'));
    await Promise.all([a, b]);
    expect(seen).toEqual(['micro', 'a', 'b']);
  });

  it('keeps yielding as a loop would (each yield from the one before)', async () => {
    const yieldNow = macrotaskYield();
    let n = 0;
    for (let i = 0; i < 50; i++) {
      await yieldNow();
      n++;
    }
    expect(n).toBe(50);
  });
});
