import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from 'caveman-compress/internals/profiles';
import type { Report, ReportRow } from 'caveman-compress/internals/report';
import { CorpusClient, shardsOf, workersFor, type CorpusRowsUpdate, type CorpusRunResult } from './corpusClient';
import type { CorpusFinishRequest, CorpusRunRequest, CorpusWorkerIn, CorpusWorkerOut } from './corpusProtocol';

class FakeCorpusWorker {
  sent: CorpusWorkerIn[] = [];
  terminated = false;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onerror: ((ev: ErrorEvent) => void) | null = null;
  postMessage(m: CorpusWorkerIn) {
    this.sent.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  emit(msg: CorpusWorkerOut) {
    this.onmessage!({ data: msg } as MessageEvent);
  }
  last<T extends CorpusWorkerIn['type']>(type: T) {
    return this.sent.filter((m) => m.type === type).pop() as Extract<CorpusWorkerIn, { type: T }>;
  }
  /** Answers the newest run as if each file's row were {name}; defaults' rows as {name, base: true}. */
  answerRun() {
    const run = this.last('run') as CorpusRunRequest;
    const files = this.last('files').files;
    const rows = files.map((f) => ({ name: f.name }) as unknown as ReportRow);
    this.emit({ type: 'rows', id: run.id, phase: 'profile', from: 0, rows, done: files.length, total: files.length * (run.base ? 2 : 1) });
    this.emit({ type: 'shard', id: run.id, rows, baseRows: run.base ? files.map((f) => ({ name: f.name, base: true }) as unknown as ReportRow) : null });
  }
}

const forge = getProfile('forge');
const report = { version: 1, profile: 'forge', encoding: 'o200k_base', files: [], totals: {} } as unknown as Report;
const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}.md`, text: `T${i}` }));

describe('CorpusClient', () => {
  let workers: FakeCorpusWorker[];
  let got: { rows: CorpusRowsUpdate[]; reports: CorpusRunResult[]; errors: [number, string][] };
  let client: CorpusClient;
  const make = (size: number) =>
    new CorpusClient({
      factory: () => {
        const f = new FakeCorpusWorker();
        workers.push(f);
        return f as unknown as Worker;
      },
      workers: size,
      onRows: (m) => got.rows.push(m),
      onReport: (m) => got.reports.push(m),
      onError: (id, message) => got.errors.push([id, message]),
      silenceLimit: 1000,
      now: () => Date.now(),
    });
  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    got = { rows: [], reports: [], errors: [] };
    client = make(1);
  });
  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });

  it('shares a corpus of one file size out file i to worker i mod k, maps rows back to corpus order, and lets the first worker put the shards together', () => {
    client = make(2);
    client.setFiles(files(5));
    const id = client.run(forge, forge, 'o200k_base');
    expect(workers).toHaveLength(2);
    expect(workers[0].last('files').files.map((f) => f.name)).toEqual(['f0.md', 'f2.md', 'f4.md']);
    expect(workers[1].last('files').files.map((f) => f.name)).toEqual(['f1.md', 'f3.md']);
    workers[1].answerRun();
    expect(got.rows).toEqual([{ id, phase: 'profile', entries: [{ index: 1, row: { name: 'f1.md' } }, { index: 3, row: { name: 'f3.md' } }], done: 2, total: 10 }]);
    expect(workers[0].last('finish')).toBeUndefined();
    workers[0].answerRun();
    expect(got.rows[1]).toMatchObject({ done: 5, total: 10 });
    const finish = workers[0].last('finish') as CorpusFinishRequest;
    expect(finish.rows.map((r) => r.name)).toEqual(['f0.md', 'f1.md', 'f2.md', 'f3.md', 'f4.md']);
    expect(finish.baseRows!.map((r) => r.name)).toEqual(['f0.md', 'f1.md', 'f2.md', 'f3.md', 'f4.md']);
    expect(finish).toMatchObject({ id, profile: forge, base: forge, encoding: 'o200k_base' });
    workers[0].emit({ type: 'report', id, report, diff: null });
    expect(got.reports).toHaveLength(1);
    expect(got.reports[0]).toMatchObject({ id, report, diff: null });
    expect(client.running).toBe(0);
  });

  it('never starts more workers than files, and only the newest run is handed on', () => {
    client = make(4);
    client.setFiles(files(2));
    const first = client.run(forge, null, 'o200k_base');
    expect(workers).toHaveLength(2);
    const second = client.run({ ...forge }, null, 'o200k_base');
    workers[0].emit({ type: 'rows', id: first, phase: 'profile', from: 0, rows: [], done: 1, total: 1 });
    workers[0].emit({ type: 'report', id: first, report, diff: null });
    expect(got.rows).toEqual([]);
    expect(got.reports).toEqual([]);
    workers[0].answerRun();
    workers[1].answerRun();
    workers[0].emit({ type: 'report', id: second, report, diff: null });
    expect(got.reports.map((r) => r.id)).toEqual([second]);
  });

  it('a new corpus goes to the running workers; a run of the old one is no longer handed on', () => {
    client.setFiles(files(1));
    const id = client.run(forge, null, 'o200k_base');
    client.setFiles([{ name: 'b.md', text: 'B', bytes: 1 }]);
    expect(workers[0].last('files')).toEqual({ type: 'files', files: [{ name: 'b.md', text: 'B', bytes: 1 }] });
    workers[0].emit({ type: 'report', id, report, diff: null });
    expect(got.reports).toEqual([]);
  });

  it('stops a run that stays silent past the limit, and the next run gets new workers with their shards', () => {
    client.setFiles(files(1));
    const id = client.run(forge, null, 'o200k_base');
    vi.advanceTimersByTime(900);
    workers[0].emit({ type: 'rows', id, phase: 'profile', from: 0, rows: [], done: 0, total: 1 }); // a sign of life re-arms the watchdog
    vi.advanceTimersByTime(900);
    expect(got.errors).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(got.errors).toHaveLength(1);
    expect(got.errors[0][0]).toBe(id);
    expect(got.errors[0][1]).toMatch(/longer than 1 s/);
    expect(workers[0].terminated).toBe(true);
    client.run(forge, null, 'o200k_base');
    expect(workers).toHaveLength(2);
    expect(workers[1].sent.map((m) => m.type)).toEqual(['files', 'run']);
    expect(workers[1].last('files').files).toEqual(files(1));
  });

  it('reports a worker error of the current run and disarms the watchdog', () => {
    client.setFiles(files(1));
    const id = client.run(forge, null, 'o200k_base');
    workers[0].emit({ type: 'error', id, message: 'encoder failed' });
    expect(got.errors).toEqual([[id, 'encoder failed']]);
    vi.advanceTimersByTime(5000);
    expect(got.errors).toHaveLength(1);
  });

  it('warm() starts every worker with a warm-up before any file; the first corpus then reuses them (and lets go of one it does not need)', () => {
    client = make(3);
    client.warm('cl100k_base');
    expect(workers).toHaveLength(3);
    for (const w of workers) expect(w.last('warm')).toEqual({ type: 'warm', encoding: 'cl100k_base' });
    client.setFiles(files(2));
    const id = client.run(forge, null, 'cl100k_base');
    expect(workers).toHaveLength(3); // no new worker
    expect(workers[2].terminated).toBe(true);
    expect(workers[0].last('files').files.map((f) => f.name)).toEqual(['f0.md']);
    workers[0].answerRun();
    workers[1].answerRun();
    expect(workers[0].last('finish').id).toBe(id);
  });
});

describe('shardsOf', () => {
  const loads = (lengths: number[], shards: number[][]) => shards.map((sh) => sh.reduce((n, i) => n + lengths[i], 0));

  it('gives each file to one shard, in corpus order, with loads apart by at most the longest file', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 300_000 }), { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), (lengths, k) => {
        const shards = shardsOf(lengths, k);
        expect(shards).toHaveLength(k);
        expect(shards.flat().sort((a, b) => a - b)).toEqual(lengths.map((_, i) => i));
        for (const sh of shards) expect(sh).toEqual([...sh].sort((a, b) => a - b));
        const l = loads(lengths, shards);
        expect(Math.max(...l) - Math.min(...l)).toBeLessThanOrEqual(Math.max(0, ...lengths));
      }),
    );
  });

  it('puts a long file on a shard of its own while the short ones fill the other', () => {
    const lengths = [5_000, 5_000, 200_000, 5_000, 5_000, 5_000, 5_000];
    expect(shardsOf(lengths, 2)).toEqual([[2], [0, 1, 3, 4, 5, 6]]);
    expect(shardsOf([7, 7, 7, 7, 7], 2)).toEqual([[0, 2, 4], [1, 3]]);
  });
});

describe('workersFor', () => {
  it('gives a worker per two cores, at least one and at most four', () => {
    expect([1, 2, 3, 4, 6, 8, 16].map(workersFor)).toEqual([1, 1, 1, 2, 3, 4, 4]);
  });

  it('gives one worker when the browser does not say how many cores it has', () => {
    expect(workersFor(undefined)).toBe(1);
    expect(workersFor(0)).toBe(1);
  });
});
