// Wires the store to the two workers (SPEC §8):
//   input/profile change -> compress worker -> store.results -> token worker -> store.counts
//   input change -> token worker (input count, in parallel with the compression)
//   encoding change -> token worker (all counts, savings)
//   checker text / input / selection change -> compress worker (check()) -> store.checkReport
// Each kind of request is coalesced (one in flight, newest waiting) and answers carry the
// input version they were asked for, so the store drops stale ones. The compression worker's
// ids, watchdog and restarts live in CompressClient; a custom pattern that hung it is reported
// to the store, and everything is recomputed without the custom patterns until the user edits
// them.

import type { StoreApi } from 'zustand/vanilla';
import type { Intensity } from 'caveman-compress/internals/types';
import { INTENSITIES } from 'caveman-compress/internals/types';
import { paneCheckOf, type PaneCheck, type Playground, type PlaygroundState, type Savings } from '../state/store';
import { checkerIntensity, workerProfile } from '../state/selectors';
import { patternsKey } from '../tuning/edits';
import type { TokenClient } from '../tokens/client';
import { CompressClient, PatternHangError } from './compressClient';
import { LatestOnlyQueue, RequestIds } from './queue';
import { PATTERN_TIME_LIMIT_MS } from './patterns';
import type { EncodingName } from 'caveman-compress/tokens';
import { COUNT_IN_PIECES_ABOVE, overInputLimit, SELF_CHECK_LIMIT } from '../state/inputLimit';
import { countingParts } from 'caveman-compress/internals/count';

/** Frames the early counts are looked for: by then the answer's message has come (it waits one frame at most). */
const EARLY_COUNT_FRAMES = 3;
/** Size of the parts a very large input is counted in: about 40 ms of the token worker's time each. */
const COUNT_PART_SIZE = 256 * 1024;

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
  /** Where the pipeline leaves its compression worker when it stops, and takes one from when it starts (CompressClientOptions.slot). */
  workerSlot?: { worker: Worker | null };
  /** Debounce for an input of this length (ms). */
  debounce: (length: number) => number;
  /** Time limit of a request with custom patterns (default PATTERN_TIME_LIMIT_MS). */
  patternTimeLimit?: number;
  /** The mailbox of early counts (default: one where the page can share memory; earlyCounts.ts). */
  mailbox?: Int32Array | null;
}

/** A count (or savings) of the input version and encoding on screen. */
function isCurrent(c: { seq: number; encoding: string } | null | undefined, s: Pick<PlaygroundState, 'inputSeq' | 'encoding'>): boolean {
  return !!c && c.seq === s.inputSeq && c.encoding === s.encoding;
}

export function startPipeline({ store, tokens, compressWorker, workerSlot, debounce, patternTimeLimit = PATTERN_TIME_LIMIT_MS, mailbox }: PipelineOptions): () => void {
  /** The last compression answer came with the four counts (its worker has the guard's encoder). */
  let countsFromCompression = false;
  const client = new CompressClient({
    factory: () => {
      countsFromCompression = false;
      return compressWorker();
    },
    patternTimeLimit,
    ...(mailbox !== undefined ? { mailbox } : {}),
    ...(workerSlot ? { slot: workerSlot } : {}),
    onReady(encoding, ok) {
      // the worker can now guard outputs with this encoding's token counts: recompute
      const st = store.getState();
      // (outputs already guarded with it, such as the build's first screen, stay as they are)
      if (ok && encoding === st.encoding && st.results?.guard !== encoding) st.invalidateOutputs();
    },
    onCrash(message) {
      store.getState().applyCompressError(store.getState().inputSeq, message);
    },
  });

  /** A request failed: a hung custom pattern is reported (its list is then left out), else the error. */
  function failed(err: unknown, show: (message: string) => void): void {
    if (!(err instanceof PatternHangError)) return show(err instanceof Error ? err.message : String(err));
    if (!err.patterns.length) return store.getState().invalidateOutputs(); // the dropped requests are asked again
    store.getState().reportPatternHang({
      key: patternsKey(err.patterns),
      pattern: err.index !== null ? err.patterns[err.index]?.pattern ?? null : null,
      index: err.index,
    });
  }

  const inputCounts = lane<Record<string, number>>();
  const outputCounts = lane<Record<string, number>>();
  const savingsLane = lane<Savings['groups']>();
  const boundariesLane = lane<{ ends: number[]; truncated: boolean }>();

  const tokenFail = (err: Error) => store.getState().setTokenizerError(err.message);

  function countInput(): void {
    const { input, inputSeq: seq, encoding } = store.getState();
    if (input.length > COUNT_IN_PIECES_ABOVE) return countInputInParts();
    inputCounts.submit(
      () => tokens.count(encoding, { input }),
      (c) => store.getState().applyCounts(seq, encoding, c),
      tokenFail,
    );
  }

  /** A very large input: counted part by part (the parts' counts add up), with progress on screen. */
  function countInputInParts(): void {
    const { input, inputSeq: seq, encoding } = store.getState();
    const parts = countingParts(input, COUNT_PART_SIZE);
    const stale = () => store.getState().inputSeq !== seq || store.getState().encoding !== encoding;
    inputCounts.submit(
      async (): Promise<Record<string, number>> => {
        let n = 0;
        let done = 0;
        for (const part of parts) {
          if (stale()) return {}; // a newer input or encoding has its own job
          store.getState().setCountProgress({ seq, done, total: input.length });
          n += (await tokens.count(encoding, { input: part })).input;
          done += part.length;
        }
        return { input: n };
      },
      (c) => {
        if (c.input === undefined) return;
        store.getState().setCountProgress(null);
        store.getState().applyCounts(seq, encoding, c);
      },
      (err) => {
        store.getState().setCountProgress(null);
        tokenFail(err);
      },
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

  // The answer's counts can be read in the frame that shows the keystroke, before the message
  // that brings the panes is handled (earlyCounts.ts): a look at each frame until they are there.
  let earlyFrame = 0;
  let earlySeq = -1;
  function watchEarlyCounts(seq: number): void {
    stopEarlyCounts();
    if (!client.hasEarlyCounts || typeof requestAnimationFrame !== 'function') return;
    earlySeq = seq;
    let frames = 0;
    const look = () => {
      earlyFrame = 0;
      const st = store.getState();
      if (st.inputSeq !== seq) return;
      const early = client.earlyCounts();
      if (early) {
        if (early.encoding === st.encoding) st.applyCounts(seq, early.encoding, early.counts);
        return;
      }
      if (++frames < EARLY_COUNT_FRAMES) earlyFrame = requestAnimationFrame(look);
    };
    earlyFrame = requestAnimationFrame(look);
  }
  function stopEarlyCounts(): void {
    if (earlyFrame) cancelAnimationFrame(earlyFrame);
    earlyFrame = 0;
  }

  function compressNow(): void {
    const st = store.getState();
    const { input: text, inputSeq: seq, encoding } = st;
    client.compress({ text, profile: workerProfile(st), encoding }).then(
      (answer) => {
        if (!answer) return;
        if (earlySeq === seq) stopEarlyCounts(); // its counts came (an older answer leaves a newer watch alone)
        const { body } = answer;
        const applied = store.getState().applyResults({
          seq,
          ms: answer.ms,
          inputProtected: body.inputProtected,
          skipped: body.skipped,
          outOfScope: answer.outOfScope,
          panes: body.panes,
          guard: answer.guard,
        });
        // the guard's encoder counted all four panes with the outputs: no token-worker round trip
        const counted = answer.counts && answer.guard === store.getState().encoding ? answer.counts : null;
        countsFromCompression = counted !== null;
        if (counted) store.getState().applyCounts(seq, answer.guard!, counted);
        if (applied) afterResults(counted !== null);
      },
      (err) => failed(err, (message) => store.getState().applyCompressError(seq, message)),
    );
    watchEarlyCounts(seq);
  }

  // ---- checker: debounced off the typing path ------------------------------------------
  let checkTimer: ReturnType<typeof setTimeout> | null = null;
  let lastCheckKey = '';
  function scheduleCheck(): void {
    const st = store.getState();
    if (!st.checkerOpen || st.checker.trim() === '' || overInputLimit(st.input)) {
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
    const { inputSeq: seq, checkerSeq } = st;
    client.check({ verbose: st.input, compressed: st.checker, profile: workerProfile(st), intensity, encoding: st.encoding }).then(
      (answer) => {
        if (answer) store.getState().applyCheck({ seq, checkerSeq, intensity, guard: answer.guard, report: answer.report });
      },
      (err) => failed(err, (message) => store.getState().applyCheckError(message)),
    );
  }

  // ---- each output checked against the input (the panes' badges): after the outputs, once
  // typing has paused, the three one after another in the compression worker. Above
  // SELF_CHECK_LIMIT characters a check costs a second or more of the worker a keystroke would
  // wait for: the badges then say so and check on request (store.selfCheckWanted).
  let selfTimer: ReturnType<typeof setTimeout> | null = null;
  let selfKey = '';
  function scheduleSelfCheck(force = false): void {
    const st = store.getState();
    if (!st.results || st.results.seq !== st.inputSeq || overInputLimit(st.input)) return;
    if (st.input.length > SELF_CHECK_LIMIT && !force) return;
    const key = `${st.results.seq}|${st.encoding}|${st.results.guard ?? ''}`;
    if (key === selfKey && !force) return;
    if (selfTimer) clearTimeout(selfTimer);
    selfTimer = setTimeout(() => void selfCheckNow(key), force ? 0 : st.input.length > 20_000 ? 1_200 : 500);
  }
  async function selfCheckNow(key: string): Promise<void> {
    selfTimer = null;
    const st = store.getState();
    const results = st.results;
    if (!results || results.seq !== st.inputSeq) return;
    selfKey = key;
    const byLevel: Partial<Record<Intensity, PaneCheck>> = {};
    for (const level of INTENSITIES) {
      let answer;
      try {
        answer = await client.selfCheck({ verbose: st.input, compressed: results.panes[level].output, profile: workerProfile(st), intensity: level, encoding: st.encoding });
      } catch {
        answer = null;
      }
      // replaced by a newer round, or the text moved on: that round will come
      if (!answer || store.getState().results !== results) {
        if (selfKey === key) selfKey = '';
        return;
      }
      byLevel[level] = paneCheckOf(answer.report);
    }
    store.getState().applySelfCheck({ seq: results.seq, byLevel });
  }

  let timer: ReturnType<typeof setTimeout> | null = null;
  function schedule(): void {
    if (timer) clearTimeout(timer);
    const delay = debounce(store.getState().input.length);
    const run = () => {
      timer = null;
      // past the limit the text is kept and counted, not compressed (lib/state/inputLimit.ts)
      if (overInputLimit(store.getState().input)) return countInput();
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
    if (s.results !== prev.results || s.encoding !== prev.encoding) scheduleSelfCheck();
    if (s.selfCheckWanted !== prev.selfCheckWanted && s.selfCheckWanted) scheduleSelfCheck(true);
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
  if (!overInputLimit(s0.input)) compressNow();
  if (!isCurrent(s0.counts.input, s0)) countInput();
  scheduleCheck();
  scheduleSelfCheck();
  // outputs the store started with get no answer that would ask for their savings
  if (s0.results?.seq === s0.inputSeq && !(isCurrent(s0.savings, s0) && s0.savings!.intensity === s0.savingsWanted)) scheduleSavings();

  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    if (savingsTimer) clearTimeout(savingsTimer);
    if (checkTimer) clearTimeout(checkTimer);
    if (selfTimer) clearTimeout(selfTimer);
    stopEarlyCounts();
    client.stop();
  };
}
