import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlaygroundStore } from '../state/store';
import { countsComplete } from '../state/selectors';
import type { TokenClient } from '../tokens/client';
import { startPipeline } from './pipeline';
import type { CompressRequest, CompressResponse } from './protocol';
import { answered, FakeWorker as BaseFakeWorker } from './fakeWorker';
import { COUNT_IN_PIECES_ABOVE, overInputLimit } from '../state/inputLimit';
import { earlyCountsMailbox, writeEarlyCounts } from './earlyCounts';

/** Outputs that show which request they answer: the text upper-cased, then !, !! by intensity. */
class FakeWorker extends BaseFakeWorker {
  declare sent: CompressRequest[]; // this pipeline never opens the checker
  answer(req: CompressRequest, upper = true, extra: Partial<CompressResponse> = {}) {
    const marks = { lite: '', full: '!', ultra: '!!' };
    this.answerWith(req, (t, level) => (upper ? t.toUpperCase() : t) + marks[level], extra);
  }
}

function fakeTokens() {
  const calls: Array<{ encoding: string; texts: Record<string, string> }> = [];
  const client = {
    async count(encoding: string, texts: Record<string, string>) {
      calls.push({ encoding, texts });
      const out: Record<string, number> = {};
      for (const [k, v] of Object.entries(texts)) out[k] = v.length + (encoding === 'cl100k_base' ? 1000 : 0);
      return out;
    },
    async savings() {
      return { filler: 1 };
    },
    async boundaries(_e: string, text: string) {
      return { ends: [text.length], truncated: false };
    },
  };
  return { client: client as unknown as TokenClient, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));


describe('worker pipeline', () => {
  it('past the input limit: no compression, the input counted in parts with progress, the sum of the parts', async () => {
    const store = createPlaygroundStore({ input: 'a' });
    const worker = new FakeWorker();
    const { client, calls } = fakeTokens();
    const stop = startPipeline({ store, tokens: client, compressWorker: () => worker as unknown as Worker, debounce: () => 0 });
    worker.answer(worker.sent[0]);
    await answered();
    const progress: Array<{ done: number; total: number }> = [];
    store.subscribe((st, prev) => {
      if (st.countProgress && st.countProgress !== prev.countProgress) progress.push({ done: st.countProgress.done, total: st.countProgress.total });
    });
    const line = 'a line of a very long note\n';
    const big = line.repeat(Math.ceil((COUNT_IN_PIECES_ABOVE + 300_000) / line.length));
    expect(overInputLimit(big)).toBe(true);
    const sentBefore = worker.sent.length;
    calls.length = 0;
    store.getState().setInput(big);
    for (let i = 0; i < 20 && !store.getState().counts.input?.n; i++) await flush();
    for (let i = 0; i < 20 && store.getState().counts.input?.seq !== store.getState().inputSeq; i++) await flush();
    const s = store.getState();
    expect(worker.sent.length).toBe(sentBefore); // nothing to compress
    // the fake counts characters: the parts add up to the whole
    expect(s.counts.input).toMatchObject({ n: big.length, seq: s.inputSeq });
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.map((c) => c.texts.input).join('')).toBe(big);
    // before each part: how much was counted so far
    const offsets = calls.map((_, i) => calls.slice(0, i).reduce((n, c) => n + c.texts.input.length, 0));
    expect([...new Set(progress.map((p) => p.done))]).toEqual(offsets);
    expect(progress.every((p) => p.total === big.length)).toBe(true);
    expect(s.countProgress).toBeNull();
    // back under the limit: compressed again
    store.getState().setInput('short');
    await flush();
    expect(worker.sent.length).toBe(sentBefore + 1);
    stop();
  });

  it('coalesces input changes into one compression at a time and drops nothing but stale work', async () => {
    const store = createPlaygroundStore({ input: 'a' });
    const worker = new FakeWorker();
    const { client } = fakeTokens();
    const stop = startPipeline({ store, tokens: client, compressWorker: () => worker as unknown as Worker, debounce: () => 0 });
    expect(worker.sent).toHaveLength(1); // the initial text
    store.getState().setInput('ab');
    store.getState().setInput('abc');
    store.getState().setInput('abcd');
    expect(worker.sent).toHaveLength(1); // still waiting for the first answer
    worker.answer(worker.sent[0]);
    await answered();
    expect(store.getState().results?.panes.lite.output).toBe('A');
    expect(worker.sent).toHaveLength(2); // only the newest waiting request was sent
    expect(worker.sent[1].text).toBe('abcd');
    worker.answer(worker.sent[1]);
    await answered();
    expect(store.getState().results?.panes.full.output).toBe('ABCD!');
    await flush();
    await flush();
    const s = store.getState();
    expect(s.counts.input).toMatchObject({ n: 4, seq: s.inputSeq });
    expect(s.counts.ultra).toMatchObject({ n: 6, seq: s.inputSeq });
    stop();
  });

  it('recounts every pane when the encoding changes', async () => {
    const store = createPlaygroundStore({ input: 'hello' });
    const worker = new FakeWorker();
    const { client, calls } = fakeTokens();
    const stop = startPipeline({ store, tokens: client, compressWorker: () => worker as unknown as Worker, debounce: () => 0 });
    worker.answer(worker.sent[0]);
    await answered();
    await flush();
    await flush();
    const before = calls.length;
    store.getState().setEncoding('cl100k_base');
    await flush();
    await flush();
    expect(calls.length).toBeGreaterThan(before);
    expect(store.getState().counts.input).toMatchObject({ n: 1005, encoding: 'cl100k_base' });
    expect(store.getState().counts.lite).toMatchObject({ n: 1005, encoding: 'cl100k_base' });
    stop();
  });

  it("recompresses when the guard's encoder is ready, unless the outputs are already guarded with it", async () => {
    const ready = (w: FakeWorker) => w.onmessage!({ data: { type: 'ready', encoding: 'o200k_base', ok: true } } as MessageEvent);
    const store = createPlaygroundStore({ input: 'hello' });
    const worker = new FakeWorker();
    const { client } = fakeTokens();
    const stop = startPipeline({ store, tokens: client, compressWorker: () => worker as unknown as Worker, debounce: () => 0 });
    worker.answer(worker.sent[0]); // unguarded
    await answered();
    ready(worker);
    await answered();
    expect(worker.sent).toHaveLength(2);
    stop();

    // a store that starts guarded (the build's first screen) keeps its outputs
    const pane = { output: 'HELLO', edits: [], protected: [] };
    const seeded = createPlaygroundStore({
      input: 'hello',
      results: { seq: 1, ms: 0, inputProtected: [], skipped: [], outOfScope: false, panes: { lite: pane, full: pane, ultra: pane }, guard: 'o200k_base' },
    });
    const w2 = new FakeWorker();
    const stop2 = startPipeline({ store: seeded, tokens: client, compressWorker: () => w2 as unknown as Worker, debounce: () => 0 });
    w2.answer(w2.sent[0], false); // the same version, unguarded: not shown
    await answered();
    expect(seeded.getState().results?.guard).toBe('o200k_base');
    expect(seeded.getState().results?.panes.full.output).toBe('HELLO');
    ready(w2);
    await answered();
    expect(w2.sent).toHaveLength(1);
    expect(seeded.getState().inputSeq).toBe(1);
    stop2();
  });

  it('asks for the savings of outputs the store started with (no answer will trigger it)', async () => {
    vi.useFakeTimers();
    try {
      const pane = { output: 'HELLO', edits: [], protected: [] };
      const seeded = createPlaygroundStore({
        input: 'hello',
        savingsWanted: 'full', // set by the savings table before the pipeline starts
        results: { seq: 1, ms: 0, inputProtected: [], skipped: [], outOfScope: false, panes: { lite: pane, full: pane, ultra: pane }, guard: 'o200k_base' },
      });
      const w = new FakeWorker();
      const stop = startPipeline({ store: seeded, tokens: fakeTokens().client, compressWorker: () => w as unknown as Worker, debounce: () => 0 });
      await vi.advanceTimersByTimeAsync(100);
      expect(seeded.getState().savings).toMatchObject({ seq: 1, intensity: 'full', groups: { filler: 1 } });
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the four counts from a guarded answer and asks the token worker only when an answer has none', async () => {
    const store = createPlaygroundStore({ input: 'hello' });
    const worker = new FakeWorker();
    const { client, calls } = fakeTokens();
    const stop = startPipeline({ store, tokens: client, compressWorker: () => worker as unknown as Worker, debounce: () => 0 });
    const counts = { input: 5, lite: 4, full: 3, ultra: 2, prose: 5 };
    worker.answer(worker.sent[0], true, { guard: 'o200k_base', counts });
    await answered();
    await flush();
    const first = calls.length; // the first input count went out before the worker was known to count
    expect(store.getState().counts.full).toMatchObject({ n: 3, seq: 1, encoding: 'o200k_base' });
    expect(countsComplete(store.getState())).toBe(true);

    store.getState().setInput('hello world');
    worker.answer(worker.sent[1], true, { guard: 'o200k_base', counts: { ...counts, input: 9, ultra: 7 } });
    await answered();
    await flush();
    expect(calls.length).toBe(first); // no token-worker request at all
    expect(store.getState().counts.ultra).toMatchObject({ n: 7, seq: 2 });
    expect(countsComplete(store.getState())).toBe(true);

    // an answer without counts (its encoder is gone): the token worker counts every pane
    store.getState().setInput('hello world!');
    worker.answer(worker.sent[2]);
    await answered();
    await flush();
    await flush();
    const asked = calls.slice(first).flatMap((c) => Object.keys(c.texts));
    expect(asked).toEqual(expect.arrayContaining(['input', 'lite', 'full', 'ultra']));
    expect(countsComplete(store.getState())).toBe(true);
    stop();
  });

  it('reports a compression error without losing the last results', async () => {
    const store = createPlaygroundStore({ input: 'x' });
    const worker = new FakeWorker();
    const { client } = fakeTokens();
    const stop = startPipeline({ store, tokens: client, compressWorker: () => worker as unknown as Worker, debounce: () => 0 });
    worker.answer(worker.sent[0]);
    await answered();
    store.getState().setInput('y');
    const req = worker.sent[1];
    worker.onmessage!({ data: { type: 'error', id: req.id, message: 'boom' } } as MessageEvent);
    await answered();
    expect(store.getState().compressError).toBe('boom');
    expect(store.getState().results?.panes.lite.output).toBe('X');
    stop();
  });
});

describe('worker pipeline with shared memory', () => {
  /** requestAnimationFrame by hand: frames() runs the callbacks asked for so far. */
  function fakeFrames() {
    let asked = new Map<number, FrameRequestCallback>();
    let next = 1;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (asked.set(next, cb), next++));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => void asked.delete(id));
    return {
      run() {
        const now = asked;
        asked = new Map();
        for (const cb of now.values()) cb(0);
      },
      pending: () => asked.size,
    };
  }
  const four = (n: number) => ({ input: n, lite: n - 1, full: n - 2, ultra: n - 3, prose: n - 4 });
  afterEach(() => vi.unstubAllGlobals());

  /** A pipeline whose worker shares a mailbox, past its first answer (with the worker's counts when `counted`: the token worker is not asked). */
  async function sharedPipeline(counted = true) {
    const frames = fakeFrames();
    const store = createPlaygroundStore({ input: 'a' });
    const worker = new FakeWorker();
    const stop = startPipeline({ store, tokens: fakeTokens().client, compressWorker: () => worker as unknown as Worker, debounce: () => 0, mailbox: earlyCountsMailbox({ crossOriginIsolated: true }) });
    worker.answer(worker.sent[0], true, counted ? { guard: 'o200k_base', counts: four(10) } : {});
    await answered();
    return { frames, store, worker, stop, newest: () => worker.sent[worker.sent.length - 1] };
  }

  it("shows a keystroke's counts in the first frame the worker has them, before its answer's message", async () => {
    const { frames, store, worker, stop, newest } = await sharedPipeline();
    store.getState().setInput('ab');
    const req = newest();
    const { inputSeq: seq, encoding } = store.getState();
    frames.run(); // the worker has not counted yet: nothing, and another look next frame
    expect(store.getState().counts.full?.seq).not.toBe(seq);
    expect(frames.pending()).toBe(1);
    writeEarlyCounts(worker.mailbox!, req.id, encoding, four(40));
    frames.run();
    const s = store.getState();
    expect(s.counts.full).toEqual({ n: 38, seq, encoding });
    expect(s.counts.input).toEqual({ n: 40, seq, encoding });
    expect(s.results?.seq).not.toBe(seq); // the panes come with the message
    expect(countsComplete(s)).toBe(false); // a screen reader hears them once the panes are in too
    expect(frames.pending()).toBe(0);
    // the message: its panes, and the same counts (not set again)
    const counts = s.counts;
    worker.answer(req, true, { guard: encoding, counts: four(40) });
    await answered();
    expect(store.getState().results?.seq).toBe(seq);
    expect(store.getState().counts).toBe(counts);
    expect(countsComplete(store.getState())).toBe(true);
    stop();
  });

  it("keeps looking for a newer keystroke's counts when an older answer comes first", async () => {
    const { frames, store, worker, stop, newest } = await sharedPipeline();
    store.getState().setInput('ab'); // in flight
    const ra = newest();
    store.getState().setInput('abc'); // waits behind it
    const seq = store.getState().inputSeq;
    worker.answer(ra, true, { guard: 'o200k_base', counts: four(20) });
    await answered();
    const rb = newest();
    expect(rb.text).toBe('abc');
    writeEarlyCounts(worker.mailbox!, rb.id, 'o200k_base', four(30));
    frames.run();
    expect(store.getState().counts.ultra).toEqual({ n: 27, seq, encoding: 'o200k_base' });
    stop();
  });

  it('shows no early counts of another encoding or an older text, and stops looking after a few frames', async () => {
    const { frames, store, worker, stop, newest } = await sharedPipeline(false);
    store.getState().setInput('ab');
    const req = newest();
    const seq = store.getState().inputSeq;
    writeEarlyCounts(worker.mailbox!, req.id, 'cl100k_base', four(40)); // the page counts in o200k_base
    frames.run();
    expect(store.getState().counts.full?.seq).not.toBe(seq);
    expect(frames.pending()).toBe(0); // they were there: no other look
    store.getState().setInput('abc');
    const req2 = newest();
    writeEarlyCounts(worker.mailbox!, req2.id, 'o200k_base', four(50));
    store.getState().setInput('abcd'); // before the frame: those counts are of an older text
    frames.run();
    expect(store.getState().counts.full?.n).not.toBe(48);
    for (let i = 0; i < 5; i++) frames.run(); // the newest is never counted: the looks stop
    expect(frames.pending()).toBe(0);
    stop();
  });
});
