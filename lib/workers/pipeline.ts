// Wires the store to the two workers (SPEC §8):
//   input/profile change -> compress worker -> store.results -> token worker -> store.counts
//   input change -> token worker (input count, in parallel with the compression)
//   encoding change -> token worker (all counts, savings)
// Each kind of request is coalesced (one in flight, newest waiting) and answers carry the
// input version they were asked for, so the store drops stale ones.

import type { StoreApi } from 'zustand/vanilla';
import type { Intensity } from '../caveman/types';
import { INTENSITIES } from '../caveman/types';
import type { Playground, Savings } from '../store';
import type { TokenClient } from '../tokens/client';
import {
  LatestOnlyQueue,
  RequestIds,
  type CompressRequest,
  type CompressWorkerOut,
  type EncodingName,
} from './protocol';

interface Job<T> {
  id: number;
  run: () => Promise<T>;
  apply: (value: T) => void;
  fail?: (err: Error) => void;
}

/** One coalescing lane: at most one job running, the newest one waiting. */
function lane<T>() {
  const ids = new RequestIds();
  const queue: LatestOnlyQueue<Job<T>> = new LatestOnlyQueue((job) => {
    job
      .run()
      .then(
        (v) => job.apply(v),
        (e: unknown) => job.fail?.(e instanceof Error ? e : new Error(String(e))),
      )
      .finally(() => queue.done(job.id));
  });
  return {
    submit(run: () => Promise<T>, apply: (v: T) => void, fail?: (err: Error) => void) {
      queue.submit({ id: ids.issue(), run, apply, fail });
    },
  };
}

export interface PipelineOptions {
  store: StoreApi<Playground>;
  tokens: TokenClient;
  /** Creates the compression worker (browser: a module Worker). */
  compressWorker: () => Worker;
  /** Debounce for an input of this length (ms). */
  debounce: (length: number) => number;
}

export function startPipeline({ store, tokens, compressWorker, debounce }: PipelineOptions): () => void {
  let worker: Worker | null = null;
  const compressIds = new RequestIds();
  const seqOf = new Map<number, number>();
  const compressQueue = new LatestOnlyQueue<CompressRequest>((req) => ensureWorker().postMessage(req));

  function ensureWorker(): Worker {
    if (worker) return worker;
    const w = compressWorker();
    w.onmessage = (ev: MessageEvent<CompressWorkerOut>) => {
      const msg = ev.data;
      compressQueue.done(msg.id);
      const seq = seqOf.get(msg.id) ?? 0;
      seqOf.delete(msg.id);
      if (msg.type === 'error') {
        store.getState().applyCompressError(seq, msg.message);
        return;
      }
      if (!compressIds.accept(msg.id)) return; // an older request answered late
      const applied = store.getState().applyResults({
        seq,
        ms: msg.ms,
        inputProtected: msg.inputProtected,
        skipped: msg.skipped,
        outOfScope: msg.outOfScope,
        panes: msg.panes,
      });
      if (applied) afterResults();
    };
    w.onerror = (ev: ErrorEvent) => {
      ev.preventDefault();
      store.getState().applyCompressError(store.getState().inputSeq, `compression worker failed: ${ev.message || 'could not start'}`);
      compressQueue.reset();
      worker?.terminate();
      worker = null;
    };
    worker = w;
    return w;
  }

  const inputCounts = lane<Record<string, number>>();
  const outputCounts = lane<Record<string, number>>();
  const savingsLane = lane<Savings['groups']>();
  const boundariesLane = lane<{ ends: number[]; truncated: boolean }>();

  const tokenFail = (err: Error) => store.getState().setTokenizerError(err.message);

  function countInput(): void {
    const { input, inputSeq: seq, encoding } = store.getState();
    inputCounts.submit(
      () => tokens.count(encoding, { input }),
      (c) => store.getState().applyCounts(seq, encoding, c),
      tokenFail,
    );
  }

  function countOutputs(): void {
    const { results, encoding } = store.getState();
    if (!results) return;
    const texts: Record<string, string> = {};
    for (const level of INTENSITIES) texts[level] = results.panes[level].output;
    const seq = results.seq;
    outputCounts.submit(
      () => tokens.count(encoding, texts),
      (c) => store.getState().applyCounts(seq, encoding, c),
      tokenFail,
    );
  }

  // Savings re-run the core with a token counter (in the token worker): the least urgent
  // job, so it waits until the input has been quiet for a moment.
  let savingsTimer: ReturnType<typeof setTimeout> | null = null;
  function scheduleSavings(): void {
    if (savingsTimer) clearTimeout(savingsTimer);
    const len = store.getState().input.length;
    savingsTimer = setTimeout(computeSavings, len > 20_000 ? 400 : 40);
  }
  function computeSavings(): void {
    savingsTimer = null;
    const { results, encoding, input, inputSeq, profileId, savingsWanted: intensity } = store.getState();
    if (!intensity || !results || results.seq !== inputSeq) return;
    const seq = inputSeq;
    savingsLane.submit(
      () => tokens.savings(encoding, input, profileId, intensity),
      (groups) => store.getState().applySavings({ seq, encoding, profileId, intensity, groups }),
      tokenFail,
    );
  }

  function computeBoundaries(): void {
    const s = store.getState();
    const pane = s.tokenView;
    if (!pane) return;
    let text: string;
    let seq: number;
    if (pane === 'input') {
      text = s.input;
      seq = s.inputSeq;
    } else {
      if (!s.results) return;
      text = s.results.panes[pane as Intensity].output;
      seq = s.results.seq;
    }
    const encoding: EncodingName = s.encoding;
    boundariesLane.submit(
      () => tokens.boundaries(encoding, text),
      (b) => store.getState().applyBoundaries({ pane, seq, encoding, ...b }),
      tokenFail,
    );
  }

  function afterResults(): void {
    countOutputs();
    scheduleSavings();
    const tv = store.getState().tokenView;
    if (tv && tv !== 'input') computeBoundaries();
  }

  function compressNow(): void {
    const { input, inputSeq, profileId } = store.getState();
    const id = compressIds.issue();
    seqOf.set(id, inputSeq);
    compressQueue.submit({ type: 'compress', id, text: input, profile: profileId });
    // requests replaced while waiting never answer: forget their ids
    for (const k of seqOf.keys()) if (k < id - 16) seqOf.delete(k);
  }

  let timer: ReturnType<typeof setTimeout> | null = null;
  function schedule(): void {
    if (timer) clearTimeout(timer);
    const delay = debounce(store.getState().input.length);
    const run = () => {
      timer = null;
      compressNow();
      countInput();
      if (store.getState().tokenView === 'input') computeBoundaries();
    };
    if (delay <= 0) run();
    else timer = setTimeout(run, delay);
  }

  const unsubscribe = store.subscribe((s, prev) => {
    if (s.inputSeq !== prev.inputSeq || s.profileId !== prev.profileId) schedule();
    if (s.encoding !== prev.encoding) {
      countInput();
      countOutputs();
      scheduleSavings();
      computeBoundaries();
    } else {
      if (s.tokenView !== prev.tokenView) computeBoundaries();
      if (s.savingsWanted !== prev.savingsWanted) scheduleSavings();
    }
  });

  // first run
  compressNow();
  countInput();

  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    if (savingsTimer) clearTimeout(savingsTimer);
    worker?.terminate();
    worker = null;
  };
}
