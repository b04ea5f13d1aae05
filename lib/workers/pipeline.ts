// Wires the store to the two workers (SPEC §8):
//   input/profile change -> compress worker -> store.results -> token worker -> store.counts
//   input change -> token worker (input count, in parallel with the compression)
//   encoding change -> token worker (all counts, savings)
//   checker text / input / selection change -> compress worker (check()) -> store.checkReport
// Each kind of request is coalesced (one in flight, newest waiting) and answers carry the
// input version they were asked for, so the store drops stale ones.
//
// Custom protected patterns are user regular expressions, and one can backtrack for ever.
// A request whose profile has some is watched: the worker reports each pattern before running
// it (probe messages); after PATTERN_TIME_LIMIT_MS without a sign of life the worker is
// terminated and recreated, the store is told which pattern hung, and everything is
// recomputed without the custom patterns until the user edits them.

import type { StoreApi } from 'zustand/vanilla';
import type { Intensity, Profile } from '../caveman/types';
import { INTENSITIES } from '../caveman/types';
import { type Playground, type PlaygroundState, type Savings } from '../store';
import { checkerIntensity, workerProfile } from '../selectors';
import { patternsKey } from '../tuning/edits';
import type { TokenClient } from '../tokens/client';
import { applyResultsDelta, type ResultsBody } from './delta';
import { type CheckRequest, type CompressRequest, type CompressWorkerOut } from './protocol';
import { LatestOnlyQueue, RequestIds } from './queue';
import { PATTERN_TIME_LIMIT_MS } from './patterns';
import type { EncodingName } from '../tokens/encodings';

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
  /** Time limit of a request with custom patterns (default PATTERN_TIME_LIMIT_MS). */
  patternTimeLimit?: number;
}

/** A count (or savings) of the input version and encoding on screen. */
function isCurrent(c: { seq: number; encoding: string } | null | undefined, s: Pick<PlaygroundState, 'inputSeq' | 'encoding'>): boolean {
  return !!c && c.seq === s.inputSeq && c.encoding === s.encoding;
}

export function startPipeline({ store, tokens, compressWorker, debounce, patternTimeLimit = PATTERN_TIME_LIMIT_MS }: PipelineOptions): () => void {
  let worker: Worker | null = null;
  // One id space for both request kinds (compress, check): answers and probes name their id.
  const ids = new RequestIds();
  const checkIds = new RequestIds();
  interface Sent {
    kind: 'compress' | 'check';
    seq: number;
    checkerSeq: number;
    intensity: Intensity;
    patterns: Profile['protectedPatterns'];
  }
  const sent = new Map<number, Sent>();
  /** The last compression answer came with the four counts (its worker has the guard's encoder). */
  let countsFromCompression = false;
  /** The worker's last compression answer as received (its next one may be a difference from it). */
  let received: ResultsBody | null = null;
  const inFlight = new Set<number>();
  const post = (req: CompressRequest | CheckRequest) => {
    inFlight.add(req.id);
    ensureWorker().postMessage(req);
  };
  const compressQueue = new LatestOnlyQueue<CompressRequest>(post);
  const checkQueue = new LatestOnlyQueue<CheckRequest>(post);

  // ---- watchdog of requests with custom patterns ---------------------------------------
  let watch: { id: number; index: number; timer: ReturnType<typeof setTimeout> } | null = null;
  function arm(id: number, index: number): void {
    if (watch) clearTimeout(watch.timer);
    watch = { id, index, timer: setTimeout(() => hung(id), patternTimeLimit) };
  }
  function disarm(id?: number): void {
    if (!watch || (id !== undefined && watch.id !== id)) return;
    clearTimeout(watch.timer);
    watch = null;
  }
  function hung(id: number): void {
    const w = watch;
    watch = null;
    const req = sent.get(id);
    restartWorker();
    if (!req || !req.patterns.length) {
      store.getState().invalidateOutputs(); // the dropped requests are asked again
      return;
    }
    const index = w && w.id === id && w.index >= 0 ? w.index : null;
    store.getState().reportPatternHang({
      key: patternsKey(req.patterns),
      pattern: index !== null ? req.patterns[index]?.pattern ?? null : null,
      index,
    });
  }
  function restartWorker(): void {
    disarm();
    worker?.terminate();
    worker = null;
    compressQueue.reset();
    checkQueue.reset();
    sent.clear();
    inFlight.clear();
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    const w = compressWorker();
    received = null;
    countsFromCompression = false;
    w.onmessage = (ev: MessageEvent<CompressWorkerOut>) => {
      const msg = ev.data;
      if (msg.type === 'ready') {
        // the worker can now guard outputs with this encoding's token counts: recompute
        const st = store.getState();
        // (outputs already guarded with it, such as the build's first screen, stay as they are)
        if (msg.ok && msg.encoding === st.encoding && st.results?.guard !== msg.encoding) st.invalidateOutputs();
        return;
      }
      const req = sent.get(msg.id);
      if (msg.type === 'probe') {
        if (req && req.patterns.length) arm(msg.id, msg.index);
        return;
      }
      disarm(msg.id);
      sent.delete(msg.id);
      inFlight.delete(msg.id);
      // an answer frees its queue whatever else happens (done() ignores ids it is not waiting for)
      compressQueue.done(msg.id);
      checkQueue.done(msg.id);
      // Every compression answer is rebuilt, whoever asked: the worker's next difference is from it.
      let body: ResultsBody | null = null;
      if (msg.type === 'compressed') body = { inputProtected: msg.inputProtected, skipped: msg.skipped, panes: msg.panes };
      else if (msg.type === 'compressedDelta' && received) body = applyResultsDelta(received, msg.delta);
      if (body) received = body;
      if (!req) return;
      if (req.kind === 'check') {
        if (msg.type === 'error') {
          store.getState().applyCheckError(msg.message);
          return;
        }
        if (msg.type !== 'checked' || !checkIds.accept(msg.id)) return;
        store.getState().applyCheck({ seq: req.seq, checkerSeq: req.checkerSeq, intensity: req.intensity, guard: msg.guard, report: msg.report });
        return;
      }
      const seq = req.seq;
      if (msg.type === 'error') {
        store.getState().applyCompressError(seq, msg.message);
        return;
      }
      if (!body || (msg.type !== 'compressed' && msg.type !== 'compressedDelta')) return; // a worker's first answer is whole
      if (!ids.accept(msg.id)) return; // an older request answered late
      const applied = store.getState().applyResults({
        seq,
        ms: msg.ms,
        inputProtected: body.inputProtected,
        skipped: body.skipped,
        outOfScope: msg.outOfScope,
        panes: body.panes,
        guard: msg.guard ?? null,
      });
      // the guard's encoder counted all four panes with the outputs: no token-worker round trip
      const counted = msg.counts && msg.guard === store.getState().encoding ? msg.counts : null;
      countsFromCompression = counted !== null;
      if (counted) store.getState().applyCounts(seq, msg.guard!, counted);
      if (applied) afterResults(counted !== null);
    };
    w.onerror = (ev: ErrorEvent) => {
      ev.preventDefault();
      store.getState().applyCompressError(store.getState().inputSeq, `compression worker failed: ${ev.message || 'could not start'}`);
      restartWorker();
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
    // The prose of the input these outputs came from (a pane's reduction of the compressible
    // part), cut out in the token worker: the core stays off the main thread's bundle.
    const st = store.getState();
    const prose = st.inputSeq === seq ? { input: st.input, protected: results.inputProtected, skipped: results.skipped } : undefined;
    outputCounts.submit(
      () => tokens.count(encoding, texts, prose),
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
    const st = store.getState();
    const { results, encoding, input, inputSeq, profileId, savingsWanted: intensity } = st;
    if (!intensity || !results || results.seq !== inputSeq) return;
    const seq = inputSeq;
    const profile = workerProfile(st);
    savingsLane.submit(
      () => tokens.savings(encoding, input, profile, intensity),
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

  function afterResults(counted: boolean): void {
    if (!counted) {
      countOutputs();
      // the input's count was left to the compression worker, which could not count it after all
      const st = store.getState();
      if (!isCurrent(st.counts.input, st)) countInput();
    }
    scheduleSavings();
    const tv = store.getState().tokenView;
    if (tv && tv !== 'input') computeBoundaries();
  }

  function forget(id: number): void {
    // requests replaced while waiting never answer: forget their ids (never one still in flight:
    // the queues send at most one of each kind at a time, and ids only grow)
    if (sent.size < 64) return;
    for (const k of sent.keys()) if (k < id - 64 && !inFlight.has(k)) sent.delete(k);
  }

  function compressNow(): void {
    const st = store.getState();
    const { input, inputSeq, encoding } = st;
    const profile = workerProfile(st);
    const id = ids.issue();
    sent.set(id, { kind: 'compress', seq: inputSeq, checkerSeq: 0, intensity: 'full', patterns: profile.protectedPatterns });
    compressQueue.submit({ type: 'compress', id, text: input, profile, encoding });
    forget(id);
  }

  // ---- checker: debounced off the typing path ------------------------------------------
  let checkTimer: ReturnType<typeof setTimeout> | null = null;
  let lastCheckKey = '';
  function scheduleCheck(): void {
    const st = store.getState();
    if (!st.checkerOpen || st.checker.trim() === '') {
      if (checkTimer) clearTimeout(checkTimer);
      checkTimer = null;
      lastCheckKey = '';
      return;
    }
    const key = `${st.inputSeq}|${st.checkerSeq}|${checkerIntensity(st)}`;
    if (key === lastCheckKey) return;
    if (checkTimer) clearTimeout(checkTimer);
    const len = st.input.length + st.checker.length;
    checkTimer = setTimeout(checkNow, len > 20_000 ? 400 : 120);
  }
  function checkNow(): void {
    checkTimer = null;
    const st = store.getState();
    if (!st.checkerOpen || st.checker.trim() === '') return;
    const intensity = checkerIntensity(st);
    lastCheckKey = `${st.inputSeq}|${st.checkerSeq}|${intensity}`;
    const profile = workerProfile(st);
    const id = ids.issue();
    sent.set(id, { kind: 'check', seq: st.inputSeq, checkerSeq: st.checkerSeq, intensity, patterns: profile.protectedPatterns });
    checkQueue.submit({ type: 'check', id, verbose: st.input, compressed: st.checker, profile, intensity, encoding: st.encoding });
    forget(id);
  }

  let timer: ReturnType<typeof setTimeout> | null = null;
  function schedule(): void {
    if (timer) clearTimeout(timer);
    const delay = debounce(store.getState().input.length);
    const run = () => {
      timer = null;
      compressNow();
      if (!countsFromCompression) countInput();
      if (store.getState().tokenView === 'input') computeBoundaries();
    };
    if (delay <= 0) run();
    else timer = setTimeout(run, delay);
  }

  const unsubscribe = store.subscribe((s, prev) => {
    if (s.inputSeq !== prev.inputSeq || s.profileId !== prev.profileId) schedule();
    if (
      s.inputSeq !== prev.inputSeq ||
      s.checkerSeq !== prev.checkerSeq ||
      s.checkerOpen !== prev.checkerOpen ||
      s.budget !== prev.budget ||
      s.thresholds !== prev.thresholds ||
      s.controls !== prev.controls ||
      s.results !== prev.results
    ) {
      scheduleCheck();
    }
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

  // first run: what the store started with (the build's first screen) is not asked again, so
  // the token worker and its encoder ranks load only when something needs them
  const s0 = store.getState();
  compressNow();
  if (!isCurrent(s0.counts.input, s0)) countInput();
  scheduleCheck();
  // outputs the store started with get no answer that would ask for their savings
  if (s0.results?.seq === s0.inputSeq && !(isCurrent(s0.savings, s0) && s0.savings!.intensity === s0.savingsWanted)) scheduleSavings();

  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    if (savingsTimer) clearTimeout(savingsTimer);
    if (checkTimer) clearTimeout(checkTimer);
    disarm();
    worker?.terminate();
    worker = null;
  };
}
