// Main-thread client of the corpus workers (corpus.worker.ts). The corpus is shared out among up
// to `workers` workers, file i to worker i mod k, so the table fills from the top on every core;
// when each has sent its shard, the first one puts the rows together into the report (the core's
// finishReport / diffReports: no report arithmetic happens here). The client owns the run ids
// (only the newest run's messages are handed on: an edit cancels the run before it), the shards
// (sent again to a new worker), and a watchdog: a run that says nothing for `silenceLimit` ms (a
// custom pattern backtracking for ever on some file) has its workers terminated and fails with a
// message; the next run starts new workers.

import type { Profile } from 'caveman-compress/internals/types';
import type { Report, ReportDiff, ReportInput, ReportRow } from 'caveman-compress/internals/report';
import type { EncodingName } from 'caveman-compress/tokens';
import type { CorpusWorkerIn, CorpusWorkerOut } from './corpusProtocol';

/** Rows of the run in progress, by index in the corpus, and the progress over all shards. */
export interface CorpusRowsUpdate {
  id: number;
  /** 'base' once every shard is reporting the profile's defaults (for the difference). */
  phase: 'profile' | 'base';
  entries: { index: number; row: ReportRow }[];
  done: number;
  total: number;
}

export interface CorpusRunResult {
  id: number;
  report: Report;
  diff: ReportDiff | null;
  /** From the run's start to the report, on the main thread's clock. */
  ms: number;
  /** Workers the corpus was shared out among. */
  workers: number;
}

export interface CorpusClientOptions {
  /** Creates a worker (browser: a module Worker connected to the tokenizer's downloads). */
  factory: () => Worker;
  /** At most this many workers (default 1). */
  workers?: number;
  onRows: (u: CorpusRowsUpdate) => void;
  onReport: (r: CorpusRunResult) => void;
  onError: (id: number, message: string) => void;
  /** A run silent this long is stopped (default 15 s: one file of at most 256 KB takes well under that). */
  silenceLimit?: number;
  now?: () => number;
}

interface Run {
  id: number;
  profile: Profile;
  base: Profile | null;
  encoding: EncodingName;
  t0: number;
  done: number[];
  total: number[];
  phase: ('profile' | 'base')[];
  rows: ReportRow[];
  baseRows: ReportRow[] | null;
  left: number;
}

/**
 * How many corpus workers a machine with `cores` logical cores gets: one per two cores, at least
 * one and at most 4. A worker's JIT compiles the core on other threads while it reports (most of
 * its first files' time goes to it), so each worker needs about a core beside its own: on 2 cores,
 * 200 new 5 KB files took one worker 3.0-3.8 s in Chromium and two workers 5.1-5.5 s.
 */
export function workersFor(cores: number | undefined): number {
  return Math.max(1, Math.min(4, Math.floor((cores || 2) / 2)));
}

/**
 * Corpus indices for each of `k` workers, shared out by characters: the longest file first, each
 * to the shard with the fewest so far (a tie to the lower shard), each shard in corpus order.
 * Files of one size go round (file i to shard i mod k). Shared out by count, a corpus's few long
 * files could leave one worker busy long after the others are done.
 */
export function shardsOf(lengths: readonly number[], k: number): number[][] {
  const shards = Array.from({ length: k }, () => [] as number[]);
  const load = new Array<number>(k).fill(0);
  const longestFirst = lengths.map((_, i) => i).sort((a, b) => lengths[b] - lengths[a] || a - b);
  for (const i of longestFirst) {
    let s = 0;
    for (let j = 1; j < k; j++) if (load[j] < load[s]) s = j;
    shards[s].push(i);
    load[s] += lengths[i];
  }
  for (const shard of shards) shard.sort((a, b) => a - b);
  return shards;
}

export class CorpusClient {
  private pool: (Worker | null)[] = [];
  private files: ReportInput[] = [];
  /** Corpus indices of each worker's shard. */
  private shards: number[][] = [];
  private nextId = 1;
  private run_: Run | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly limit: number;
  private readonly size: number;
  private readonly now: () => number;

  constructor(private readonly options: CorpusClientOptions) {
    this.limit = options.silenceLimit ?? 15_000;
    this.size = Math.max(1, Math.floor(options.workers ?? 1));
    this.now = options.now ?? (() => performance.now());
  }

  /** The corpus the next runs report (shared out now, and sent again to any new worker). */
  setFiles(files: readonly ReportInput[]): void {
    this.files = files.map((f) => ({ name: f.name, text: f.text, ...(f.bytes !== undefined ? { bytes: f.bytes } : {}) }));
    this.cancel();
    const k = Math.min(this.size, Math.max(1, this.files.length));
    this.shards = shardsOf(
      this.files.map((f) => f.text.length),
      k,
    );
    // workers beyond k (the corpus shrank) are let go
    for (let s = k; s < this.pool.length; s++) this.pool[s]?.terminate();
    this.pool.length = Math.min(this.pool.length, k);
    this.pool.forEach((w, s) => w?.postMessage(this.shardMessage(s)));
  }

  /** Starts a run (cancelling the one before); returns its id. */
  run(profile: Profile, base: Profile | null, encoding: EncodingName): number {
    const id = this.nextId++;
    const k = this.shards.length || 1;
    this.run_ = {
      id,
      profile,
      base,
      encoding,
      t0: this.now(),
      done: new Array(k).fill(0),
      // until a worker says (its defaults may be kept from an earlier run), it counts them in
      total: this.shards.map((s) => s.length * (base ? 2 : 1)),
      phase: new Array(k).fill('profile'),
      rows: new Array(this.files.length),
      baseRows: base ? new Array(this.files.length) : null,
      left: k,
    };
    for (let s = 0; s < k; s++) this.worker(s).postMessage({ type: 'run', id, profile, base, encoding } satisfies CorpusWorkerIn);
    this.arm(id);
    return id;
  }

  /**
   * Starts every worker and has each warm up for `encoding` (CorpusWarmRequest): called while the
   * page waits for files. A worker beyond the first corpus's shards is let go by setFiles.
   */
  warm(encoding: EncodingName): void {
    for (let s = 0; s < this.size; s++) this.worker(s).postMessage({ type: 'warm', encoding } satisfies CorpusWorkerIn);
  }

  /** The run in progress, or 0. */
  get running(): number {
    return this.run_?.id ?? 0;
  }

  /** Workers started so far. */
  get workerCount(): number {
    return this.pool.filter(Boolean).length;
  }

  stop(): void {
    this.cancel();
    for (const w of this.pool) w?.terminate();
    this.pool = [];
  }

  private cancel(): void {
    this.disarm();
    this.run_ = null;
  }

  private shardMessage(s: number): CorpusWorkerIn {
    return { type: 'files', files: (this.shards[s] ?? []).map((i) => this.files[i]) };
  }

  private worker(s: number): Worker {
    const have = this.pool[s];
    if (have) return have;
    const w = this.options.factory();
    w.onmessage = (ev: MessageEvent<CorpusWorkerOut>) => this.receive(s, ev.data);
    w.onerror = (ev: ErrorEvent) => {
      ev.preventDefault();
      const id = this.running;
      this.stop();
      if (id) this.options.onError(id, `a corpus worker failed (${ev.message || 'it could not start'})`);
    };
    w.postMessage(this.shardMessage(s));
    this.pool[s] = w;
    return w;
  }

  private receive(s: number, msg: CorpusWorkerOut): void {
    const r = this.run_;
    if (!r || msg.id !== r.id) return; // a cancelled run's last slice
    if (msg.type === 'error') {
      this.stop();
      return this.options.onError(msg.id, msg.message);
    }
    this.arm(r.id);
    const shard = this.shards[s];
    if (msg.type === 'rows') {
      r.done[s] = msg.done;
      r.total[s] = msg.total;
      r.phase[s] = msg.phase;
      const entries = msg.rows.map((row, j) => ({ index: shard[msg.from + j], row }));
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      return this.options.onRows({ id: r.id, phase: r.phase.every((p) => p === 'base') ? 'base' : 'profile', entries, done: sum(r.done), total: sum(r.total) });
    }
    if (msg.type === 'shard') {
      msg.rows.forEach((row, j) => (r.rows[shard[j]] = row));
      if (r.baseRows && msg.baseRows) msg.baseRows.forEach((row, j) => (r.baseRows![shard[j]] = row));
      if (--r.left > 0) return;
      this.worker(0).postMessage({ type: 'finish', id: r.id, rows: r.rows, baseRows: r.baseRows, profile: r.profile, base: r.base, encoding: r.encoding } satisfies CorpusWorkerIn);
      return;
    }
    this.cancel();
    this.options.onReport({ id: msg.id, report: msg.report, diff: msg.diff, ms: this.now() - r.t0, workers: this.shards.length });
  }

  private arm(id: number): void {
    this.disarm();
    this.timer = setTimeout(() => {
      if (this.running !== id) return;
      this.stop();
      this.options.onError(id, `a file took longer than ${Math.round(this.limit / 1000)} s (a custom protected pattern that never finishes?); the run was stopped`);
    }, this.limit);
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
