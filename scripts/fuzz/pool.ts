// A small worker pool for the CLI: the core is CPU-bound and single-threaded, so documents (and
// shrinks of different classes) are spread over the cores.
import { Worker } from 'node:worker_threads';
import type { FuzzOptions, FailingDoc } from './run';
import type { Failure } from './oracle';

export type Task =
  | { type: 'fuzz'; options: Omit<FuzzOptions, 'onProgress'> }
  | { type: 'shrink'; seed: number; failing: FailingDoc; failure: Failure; timeLimitMs: number };

export type WorkerReply = { type: 'progress'; done: number } | { type: 'done'; value: unknown } | { type: 'error'; message: string };

interface Job {
  task: Task;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  onProgress?: (done: number) => void;
}

/**
 * Workers load the TypeScript sources through tsx's loader: a worker does not inherit the
 * loader hooks of the thread that started it, so it registers them before importing.
 */
function spawn(): Worker {
  const api = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./worker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`, { eval: true });
}

export class Pool {
  private idle: Worker[] = [];
  private queue: Job[] = [];
  private all: Worker[] = [];

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const w = spawn();
      this.all.push(w);
      this.idle.push(w);
    }
  }

  run<T>(task: Task, onProgress?: (done: number) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ task, resolve: resolve as (v: unknown) => void, reject, onProgress });
      this.next();
    });
  }

  private next() {
    while (this.idle.length && this.queue.length) {
      const w = this.idle.pop()!;
      const job = this.queue.shift()!;
      const onMessage = (m: WorkerReply) => {
        if (m.type === 'progress') return job.onProgress?.(m.done);
        w.off('message', onMessage);
        w.off('error', onError);
        this.idle.push(w);
        if (m.type === 'done') job.resolve(m.value);
        else job.reject(new Error(m.message));
        this.next();
      };
      const onError = (e: Error) => {
        w.off('message', onMessage);
        job.reject(e);
      };
      w.on('message', onMessage);
      w.on('error', onError);
      w.postMessage(job.task);
    }
  }

  async close() {
    await Promise.all(this.all.map((w) => w.terminate()));
  }
}
