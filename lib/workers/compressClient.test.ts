import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from 'caveman-compress/internals/profiles';
import { CompressClient, PatternHangError } from './compressClient';
import { resultsDelta } from './delta';
import type { CheckRequest, CompressRequest, CompressWorkerOut } from './protocol';
import { FakeWorker as BaseFakeWorker } from './fakeWorker';
import { earlyCountsMailbox, writeEarlyCounts } from './earlyCounts';

class FakeWorker extends BaseFakeWorker {
  answer(req: CompressRequest | CheckRequest) {
    this.emit(compressed(req as CompressRequest));
  }
}

const pane = (o: string) => ({ output: o, edits: [], protected: [] });
const body = (text: string) => ({ inputProtected: [], skipped: [], panes: { lite: pane(text + '.l'), full: pane(text + '.f'), ultra: pane(text + '.u') } });
const compressed = (req: CompressRequest): CompressWorkerOut => ({ type: 'compressed', id: req.id, ms: 1, outOfScope: false, guard: null, ...body(req.text) });

const forge = getProfile('forge');
const withPatterns = { ...forge, protectedPatterns: [{ pattern: 'x' }, { pattern: '(a+)+$' }] };
const ask = (text: string, profile = forge) => ({ text, profile, encoding: 'o200k_base' as const });

describe('CompressClient', () => {
  let workers: FakeWorker[];
  let client: CompressClient;
  const w = () => workers[workers.length - 1];
  const factory = () => {
    const f = new FakeWorker();
    workers.push(f);
    return f as unknown as Worker;
  };
  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    client = new CompressClient({ factory });
  });
  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });

  it('keeps one request in flight: a waiting one replaced by a newer one resolves null, unsent', async () => {
    const a = client.compress(ask('a'));
    const b = client.compress(ask('b'));
    const c = client.compress(ask('c'));
    expect(w().sent.map((r) => (r as CompressRequest).text)).toEqual(['a']);
    expect(await b).toBeNull();
    w().answer(w().sent[0]);
    expect((await a)?.body.panes.full.output).toBe('a.f');
    expect(w().sent.map((r) => (r as CompressRequest).text)).toEqual(['a', 'c']);
    w().answer(w().sent[1]);
    expect((await c)?.body.panes.ultra.output).toBe('c.u');
  });

  it('stopped with nothing in flight, leaves its worker for the next client, which resets it before anything else', async () => {
    const slot: { worker: Worker | null } = { worker: null };
    const first = new CompressClient({ factory, slot, mailbox: earlyCountsMailbox({ crossOriginIsolated: true }) });
    const a = first.compress(ask('a'));
    const kept = w();
    kept.answer(kept.sent[0]);
    await a;
    first.stop();
    expect(kept.terminated).toBe(false);
    expect(slot.worker).toBe(kept);
    const made = workers.length;
    const second = new CompressClient({ factory, slot, mailbox: earlyCountsMailbox({ crossOriginIsolated: true }) });
    const b = second.compress(ask('b'));
    expect(workers).toHaveLength(made); // no new worker
    expect(slot.worker).toBeNull();
    // reset, then this client's mailbox, then its request, whose profile crosses again
    expect(kept.log.slice(-3)).toEqual(['reset', 'earlyCounts', 'compress']);
    expect(kept.wire.at(-1)!.profile).toBeDefined();
    const req = kept.sent.at(-1) as CompressRequest;
    // a late answer of the stopped client never matches a request of this one
    expect(req.id).toBeGreaterThan(kept.sent[0].id);
    kept.answer(req);
    expect((await b)?.body.panes.full.output).toBe('b.f');
    second.stop();
  });

  it('stopped with a request in flight, terminates its worker (it may be in a pattern that never ends)', () => {
    const slot: { worker: Worker | null } = { worker: null };
    const c = new CompressClient({ factory, slot });
    void c.compress(ask('a', withPatterns));
    const busy = w();
    c.stop();
    expect(busy.terminated).toBe(true);
    expect(slot.worker).toBeNull();
  });

  it('gives compressions and checks ids from one space, and each kind its own queue', () => {
    void client.compress(ask('a'));
    void client.check({ verbose: 'a', compressed: 'a', profile: forge, intensity: 'full', encoding: 'o200k_base' });
    const ids = w().sent.map((r) => r.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('rebuilds an answer sent as a difference from the previous one, and drops one without its base', async () => {
    const a = client.compress(ask('hello'));
    w().answer(w().sent[0]);
    await a;
    const b = client.compress(ask('hello world'));
    const req = w().sent[1] as CompressRequest;
    w().emit({ type: 'compressedDelta', id: req.id, ms: 1, outOfScope: false, guard: null, delta: resultsDelta(body('hello'), body('hello world'), 6) });
    expect((await b)?.body.panes.lite.output).toBe('hello world.l');
    client.stop(); // a new worker has no base: its first answer must be whole
    const c = client.compress(ask('x'));
    const r2 = w().sent[0] as CompressRequest;
    w().emit({ type: 'compressedDelta', id: r2.id, ms: 1, outOfScope: false, guard: null, delta: resultsDelta(body('hello world'), body('x'), -10) });
    expect(await c).toBeNull();
  });

  it("rejects with the worker's error", async () => {
    const a = client.compress(ask('a'));
    w().emit({ type: 'error', id: w().sent[0].id, message: 'boom' });
    await expect(a).rejects.toThrow('boom');
  });

  it('terminates a request whose custom pattern goes silent, and names the pattern', async () => {
    const a = client.compress(ask('aaaa', withPatterns));
    const id = w().sent[0].id;
    w().emit({ type: 'probe', id, index: 0 });
    vi.advanceTimersByTime(1000);
    w().emit({ type: 'probe', id, index: 1 });
    vi.advanceTimersByTime(1400);
    expect(w().terminated).toBe(false); // a sign of life less than the limit ago
    vi.advanceTimersByTime(200);
    expect(workers[0].terminated).toBe(true);
    const err = await a.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PatternHangError);
    expect((err as PatternHangError).index).toBe(1);
    expect((err as PatternHangError).patterns).toEqual(withPatterns.protectedPatterns);
    void client.compress(ask('b'));
    expect(workers).toHaveLength(2); // the next request starts a new worker
  });

  it('never times out a request without custom patterns', async () => {
    const a = client.compress(ask('a'));
    w().emit({ type: 'probe', id: w().sent[0].id, index: -1 });
    vi.advanceTimersByTime(60_000);
    expect(w().terminated).toBe(false);
    w().answer(w().sent[0]);
    expect(await a).not.toBeNull();
  });

  it('resolves a request open when the worker restarts as null, and starts a new worker for the next', async () => {
    const a = client.compress(ask('a'));
    client.stop();
    expect(workers[0].terminated).toBe(true);
    expect(await a).toBeNull();
    const b = client.compress(ask('b'));
    expect(workers).toHaveLength(2);
    w().answer(w().sent[0]);
    expect((await b)?.body.panes.lite.output).toBe('b.l');
  });

  it('tells a crash, and leaves the open requests unanswered (null)', async () => {
    const crashes: string[] = [];
    const worker = new FakeWorker();
    const c = new CompressClient({ factory: () => worker as unknown as Worker, onCrash: (m) => crashes.push(m) });
    const a = c.compress(ask('a'));
    worker.onerror!({ message: 'could not load', preventDefault() {} } as ErrorEvent);
    expect(crashes).toEqual(['compression worker failed: could not load']);
    expect(await a).toBeNull();
  });

  it('sends a profile once per worker, then its number; a new worker gets it again', async () => {
    const a = client.compress(ask('a'));
    w().answer(w().sent[0]);
    await a;
    const b = client.compress(ask('ab'));
    w().answer(w().sent[1]);
    await b;
    expect(w().wire.map((m) => m.profile !== undefined)).toEqual([true, false]);
    expect(w().sent[1].profile).toBe(forge); // the worker reads it from its memory
    void client.compress(ask('abc', withPatterns)); // another profile: sent
    expect(w().wire[2].profile).toBeDefined();
    client.stop();
    void client.compress(ask('x'));
    expect(workers).toHaveLength(2);
    expect(w().wire[0].profile).toBe(forge);
  });

  it('without shared memory sends a worker nothing but requests, and has no early counts', () => {
    void client.compress(ask('a'));
    expect(client.hasEarlyCounts).toBe(false);
    expect(w().mailbox).toBeNull();
    expect(w().wire.every((m) => m.type === 'compress')).toBe(true);
    expect(client.earlyCounts()).toBeNull();
  });
});

describe('CompressClient with a shared mailbox', () => {
  const four = (n: number) => ({ input: n, lite: n - 1, full: n - 2, ultra: n - 3, prose: n - 4 });

  it("gives every worker it starts the mailbox, and reads from it the newest compression's counts only", async () => {
    const workers: FakeWorker[] = [];
    const client = new CompressClient({
      factory: () => {
        const f = new FakeWorker();
        workers.push(f);
        return f as unknown as Worker;
      },
      mailbox: earlyCountsMailbox({ crossOriginIsolated: true }),
    });
    expect(client.hasEarlyCounts).toBe(true);
    expect(client.earlyCounts()).toBeNull(); // no worker yet
    const a = client.compress(ask('a'));
    const b = client.compress(ask('b')); // waits behind a: the newest
    const w = workers[0];
    expect(w.mailbox).not.toBeNull();
    const [ra] = w.compressions();
    writeEarlyCounts(w.mailbox!, ra.id, 'o200k_base', four(50));
    expect(client.earlyCounts()).toBeNull(); // a's counts: not the newest request's
    w.answer(ra);
    await a;
    const rb = w.compressions()[1];
    expect(rb.text).toBe('b');
    expect(client.earlyCounts()).toBeNull(); // b not counted yet
    writeEarlyCounts(w.mailbox!, rb.id, 'cl100k_base', four(90));
    expect(client.earlyCounts()).toEqual({ encoding: 'cl100k_base', counts: four(90) });
    w.answer(rb);
    await b;
    // a restarted worker gets the same mailbox
    client.stop();
    void client.compress(ask('c'));
    expect(workers).toHaveLength(2);
    expect(workers[1].mailbox?.buffer).toBe(w.mailbox!.buffer);
    expect(client.earlyCounts()).toBeNull(); // c's counts are not there yet
    client.stop();
  });
});
