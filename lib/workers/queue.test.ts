import { describe, expect, it } from 'vitest';
import { LatestOnlyQueue, RequestIds } from './queue';

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
