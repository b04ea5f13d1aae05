import { describe, expect, it } from 'vitest';
import { encodePermalink, type ShareState } from '../state/permalink';
import { createPlaygroundStore } from '../state/store';
import { readLink, shareStateOf } from '../state/session';
import { backgroundEncoder, BACKGROUND_FROM_CHARS } from './permalinkClient';

/** A worker that runs the real encoder when told to answer. */
class FakeWorker {
  posted: Array<{ id: number; state: ShareState }> = [];
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onerror: ((ev: ErrorEvent) => void) | null = null;
  postMessage(m: { id: number; state: ShareState }) {
    this.posted.push(m);
  }
  terminate() {}
  answer(i: number) {
    const { id, state } = this.posted[i];
    this.onmessage!({ data: { id, frag: encodePermalink(state) } } as MessageEvent);
  }
}

describe('backgroundEncoder', () => {
  const state = (input: string): ShareState => ({ ...shareStateOf(createPlaygroundStore().getState()), input });

  it('encodes a small state at once, without starting a worker', async () => {
    let started = 0;
    const encode = backgroundEncoder(() => {
      started++;
      return new FakeWorker() as unknown as Worker;
    });
    const frag = await encode(state('short note'));
    expect(readLink(frag)).toMatchObject({ ok: true, state: { input: 'short note' } });
    expect(started).toBe(0);
  });

  it('sends a large state to one worker and pairs each answer with its request', async () => {
    const w = new FakeWorker();
    let started = 0;
    const encode = backgroundEncoder(() => {
      started++;
      return w as unknown as Worker;
    });
    const big = (c: string) => c.repeat(BACKGROUND_FROM_CHARS);
    const a = encode(state(big('a')));
    const b = encode(state(big('b')));
    expect(started).toBe(1);
    w.answer(1);
    w.answer(0);
    expect(readLink(await a)).toMatchObject({ ok: true, state: { input: big('a') } });
    expect(readLink(await b)).toMatchObject({ ok: true, state: { input: big('b') } });
  });

  it('rejects what was waiting when the worker fails, and starts a new one next time', async () => {
    const workers: FakeWorker[] = [];
    const encode = backgroundEncoder(() => {
      workers.push(new FakeWorker());
      return workers[workers.length - 1] as unknown as Worker;
    });
    const big = state('x'.repeat(BACKGROUND_FROM_CHARS));
    const p = encode(big);
    workers[0].onerror!({ message: 'boom', preventDefault() {} } as ErrorEvent);
    await expect(p).rejects.toThrow('boom');
    const q = encode(big);
    expect(workers).toHaveLength(2);
    workers[1].answer(0);
    expect(readLink(await q)).toMatchObject({ ok: true });
  });
});
