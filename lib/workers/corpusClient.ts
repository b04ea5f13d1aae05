// Main-thread client of the corpus worker (corpus.worker.ts). It owns the run ids (only the
// newest run's messages are handed on: an edit cancels the run before it), the worker's corpus
// (sent again to a new worker), and a watchdog: a run that says nothing for `silenceLimit` ms
// (a custom pattern backtracking for ever on some file) has its worker terminated and fails
// with a message; the next run starts a new worker.

import type { Profile } from '../caveman/types';
import type { ReportInput } from '../caveman/report';
import type { EncodingName } from '../tokens/encodings';
import type { CorpusReportMessage, CorpusRowsMessage, CorpusWorkerIn, CorpusWorkerOut } from './corpusProtocol';

export interface CorpusClientOptions {
  /** Creates the worker (browser: a module Worker connected to the tokenizer's downloads). */
  factory: () => Worker;
  onRows: (msg: CorpusRowsMessage) => void;
  onReport: (msg: CorpusReportMessage) => void;
  onError: (id: number, message: string) => void;
  /** A run silent this long is stopped (default 15 s: one file of at most 256 KB takes well under a second). */
  silenceLimit?: number;
}

export class CorpusClient {
  private worker: Worker | null = null;
  private files: ReportInput[] = [];
  private nextId = 1;
  private current = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly limit: number;

  constructor(private readonly options: CorpusClientOptions) {
    this.limit = options.silenceLimit ?? 15_000;
  }

  /** The corpus the next runs report (sent to the worker now, and to any new worker). */
  setFiles(files: readonly ReportInput[]): void {
    this.files = files.map((f) => ({ name: f.name, text: f.text, ...(f.bytes !== undefined ? { bytes: f.bytes } : {}) }));
    this.current = 0;
    this.disarm();
    this.worker?.postMessage({ type: 'files', files: this.files } satisfies CorpusWorkerIn);
  }

  /** Starts a run (cancelling the one before); returns its id. */
  run(profile: Profile, base: Profile | null, encoding: EncodingName): number {
    const id = this.nextId++;
    this.current = id;
    this.ensure().postMessage({ type: 'run', id, profile, base, encoding } satisfies CorpusWorkerIn);
    this.arm(id);
    return id;
  }

  /** The run in progress, or 0. */
  get running(): number {
    return this.current;
  }

  stop(): void {
    this.disarm();
    this.worker?.terminate();
    this.worker = null;
    this.current = 0;
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = this.options.factory();
    w.onmessage = (ev: MessageEvent<CorpusWorkerOut>) => this.receive(ev.data);
    w.onerror = (ev: ErrorEvent) => {
      ev.preventDefault();
      const id = this.current;
      this.stop();
      if (id) this.options.onError(id, `the corpus worker failed (${ev.message || 'it could not start'})`);
    };
    w.postMessage({ type: 'files', files: this.files } satisfies CorpusWorkerIn);
    this.worker = w;
    return w;
  }

  private receive(msg: CorpusWorkerOut): void {
    if (msg.id !== this.current) return; // a cancelled run's last slice
    if (msg.type === 'rows') {
      this.arm(msg.id);
      return this.options.onRows(msg);
    }
    this.disarm();
    this.current = 0;
    if (msg.type === 'report') this.options.onReport(msg);
    else this.options.onError(msg.id, msg.message);
  }

  private arm(id: number): void {
    this.disarm();
    this.timer = setTimeout(() => {
      if (this.current !== id) return;
      this.stop();
      this.options.onError(id, `a file took longer than ${Math.round(this.limit / 1000)} s (a custom protected pattern that never finishes?); the run was stopped`);
    }, this.limit);
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
