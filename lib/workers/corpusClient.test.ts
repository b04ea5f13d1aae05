import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from '../caveman/profiles';
import type { Report } from '../caveman/report';
import { CorpusClient } from './corpusClient';
import type { CorpusReportMessage, CorpusRowsMessage, CorpusWorkerIn, CorpusWorkerOut } from './corpusProtocol';

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
  runs() {
    return this.sent.filter((m) => m.type === 'run');
  }
}

const forge = getProfile('forge');
const report = { version: 1, profile: 'forge', encoding: 'o200k_base', files: [], totals: {} } as unknown as Report;
const rows = (id: number, done: number): CorpusRowsMessage => ({ type: 'rows', id, phase: 'profile', from: 0, rows: [], done, total: 2 });
const done = (id: number): CorpusReportMessage => ({ type: 'report', id, report, diff: null, ms: 1 });

describe('CorpusClient', () => {
  let workers: FakeCorpusWorker[];
  let got: { rows: CorpusRowsMessage[]; reports: CorpusReportMessage[]; errors: [number, string][] };
  let client: CorpusClient;
  const w = () => workers[workers.length - 1];
  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    got = { rows: [], reports: [], errors: [] };
    client = new CorpusClient({
      factory: () => {
        const f = new FakeCorpusWorker();
        workers.push(f);
        return f as unknown as Worker;
      },
      onRows: (m) => got.rows.push(m),
      onReport: (m) => got.reports.push(m),
      onError: (id, message) => got.errors.push([id, message]),
      silenceLimit: 1000,
    });
  });
  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });

  it('sends the corpus before the first run, and only the newest run is handed on', () => {
    client.setFiles([{ name: 'a.md', text: 'A' }]);
    const first = client.run(forge, null, 'o200k_base');
    expect(w().sent.map((m) => m.type)).toEqual(['files', 'run']);
    expect(w().sent[0]).toEqual({ type: 'files', files: [{ name: 'a.md', text: 'A' }] });
    const second = client.run({ ...forge }, forge, 'o200k_base');
    w().emit(rows(first, 1));
    w().emit(done(first));
    expect(got.rows).toEqual([]);
    expect(got.reports).toEqual([]);
    w().emit(rows(second, 1));
    w().emit(done(second));
    expect(got.rows.map((r) => r.id)).toEqual([second]);
    expect(got.reports.map((r) => r.id)).toEqual([second]);
    expect(client.running).toBe(0);
  });

  it('a new corpus goes to the running worker; a run of the old one is no longer handed on', () => {
    const id = client.run(forge, null, 'o200k_base');
    client.setFiles([{ name: 'b.md', text: 'B', bytes: 1 }]);
    expect(w().sent[w().sent.length - 1]).toEqual({ type: 'files', files: [{ name: 'b.md', text: 'B', bytes: 1 }] });
    w().emit(done(id));
    expect(got.reports).toEqual([]);
  });

  it('stops a run that stays silent past the limit, and the next run gets a new worker with the corpus', () => {
    client.setFiles([{ name: 'a.md', text: 'A' }]);
    const id = client.run(forge, null, 'o200k_base');
    vi.advanceTimersByTime(900);
    w().emit(rows(id, 1)); // a sign of life re-arms the watchdog
    vi.advanceTimersByTime(900);
    expect(got.errors).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(got.errors).toHaveLength(1);
    expect(got.errors[0][0]).toBe(id);
    expect(got.errors[0][1]).toMatch(/longer than 1 s/);
    expect(workers[0].terminated).toBe(true);
    client.run(forge, null, 'o200k_base');
    expect(workers).toHaveLength(2);
    expect(w().sent.map((m) => m.type)).toEqual(['files', 'run']);
  });

  it('reports a worker error of the current run', () => {
    const id = client.run(forge, null, 'o200k_base');
    w().emit({ type: 'error', id, message: 'encoder failed' });
    expect(got.errors).toEqual([[id, 'encoder failed']]);
    vi.advanceTimersByTime(5000);
    expect(got.errors).toHaveLength(1); // the watchdog was disarmed
  });
});
