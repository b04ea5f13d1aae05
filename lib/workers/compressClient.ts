// Main-thread client of the compression worker (compress.worker.ts), shaped like TokenClient: a
// promise per request. It owns what the pipeline should not have to know about: the request ids
// (one id space for both kinds), the coalescing (one request of each kind in flight, only the
// newest waiting), the rebuilding of answers sent as differences, the watchdog of custom
// patterns and the worker's restart.
//
// Custom protected patterns and line anchors are user regular expressions (userPatterns), and one
// can backtrack for ever. A request whose profile has some is watched: the worker reports each pattern before running it
// (probe messages); after the time limit without a sign of life the worker is terminated, the
// request fails with a PatternHangError naming the pattern, and the next request starts a new
// worker.

import type { Profile } from 'caveman-compress/internals/types';
import type { EncodingName } from 'caveman-compress/tokens';
import { applyResultsDelta } from './delta';
import type { ResultsBody } from '../state/store';
import { PATTERN_TIME_LIMIT_MS } from './patterns';
import type { CheckRequest, CheckResponse, CompressRequest, CompressResponse, CompressWorkerIn, CompressWorkerOut, CompressWorkerReset } from './protocol';
import { LatestOnlyQueue } from './queue';
import { userPatterns } from '../tuning/edits';
import { earlyCountsMailbox, readEarlyCounts, type EarlyCounts, type EarlyCountsMessage } from './earlyCounts';

/** A compression answer, rebuilt whole when the worker sent it as a difference. */
export interface CompressAnswer extends Omit<CompressResponse, 'type' | 'id' | 'inputProtected' | 'skipped' | 'panes'> {
  body: ResultsBody;
}

export type CheckAnswer = Omit<CheckResponse, 'type' | 'id'>;

/** A request's custom pattern ran past the time limit; the worker was terminated. */
export class PatternHangError extends Error {
  constructor(
    readonly patterns: { pattern: string; flags?: string }[],
    /** The pattern the worker had started on, or null if it never said. */
    readonly index: number | null,
  ) {
    super(index !== null ? `protected pattern ${index + 1} ran past the time limit` : 'the compression worker stopped answering');
  }
}

export interface CompressClientOptions {
  /** Creates the worker (browser: a module Worker); called again after a restart. */
  factory: () => Worker;
  /** Time limit of a request with custom patterns (default PATTERN_TIME_LIMIT_MS). */
  patternTimeLimit?: number;
  /** The worker loaded an encoding for its token guard (or failed to: ok false). */
  onReady?: (encoding: EncodingName, ok: boolean) => void;
  /** The worker failed outside any request (it could not start, or threw); it is restarted. */
  onCrash?: (message: string) => void;
  /** The shared mailbox each worker writes its counts to (default: one where the page can share memory, else none). */
  mailbox?: Int32Array | null;
  /**
   * Where a stopped client leaves its worker for the next client, instead of terminating it: a
   * restart of the playground in the same page then keeps the worker's loaded code, WASM and
   * encoders (the next client tells it to forget the rest: protocol.ts, CompressWorkerReset). A
   * worker with a request in flight (it may be in a pattern that never ends) is terminated.
   */
  slot?: { worker: Worker | null };
}

/**
 * Request ids, from one space for every client of the page: a kept worker's late answer to a
 * stopped client can never carry an id a later client is waiting for.
 */
let nextRequestId = 1;

/** Each kind has its own latest-only queue: the panes' self-checks never replace or wait behind the checker pane's. */
type Kind = 'compress' | 'check' | 'selfCheck';
type Request = CompressRequest | CheckRequest;

interface Pending {
  kind: Kind;
  patterns: { pattern: string; flags?: string }[];
  resolve: (answer: CompressAnswer | CheckAnswer | null) => void;
  reject: (err: Error) => void;
}

export class CompressClient {
  private worker: Worker | null = null;
  /** Requests sent or waiting to be sent, by id. */
  private pending = new Map<number, Pending>();
  /** The newest id of each kind whose answer was handed out: an older answer is stale. */
  private accepted: Record<Kind, number> = { compress: 0, check: 0, selfCheck: 0 };
  private queues: Record<Kind, LatestOnlyQueue<Request>>;
  /** The worker's last compression answer as received: its next one may be a difference from it. */
  private received: ResultsBody | null = null;
  private watch: { id: number; index: number; timer: ReturnType<typeof setTimeout> } | null = null;
  private readonly limit: number;

  /** A number per profile object, and the numbers the current worker has been sent the profile of. */
  private profileIds = new WeakMap<Profile, number>();
  private nextProfileId = 1;
  private workerHas = new Set<number>();
  /** Shared with every worker this client starts (earlyCounts.ts), or null. */
  private readonly mailbox: Int32Array | null;
  /** The id of the newest compression request. */
  private newestCompress = 0;

  constructor(private readonly options: CompressClientOptions) {
    this.limit = options.patternTimeLimit ?? PATTERN_TIME_LIMIT_MS;
    this.mailbox = options.mailbox !== undefined ? options.mailbox : earlyCountsMailbox();
    const post = (req: Request) => {
      const w = this.ensure();
      let profileId = this.profileIds.get(req.profile);
      if (profileId === undefined) this.profileIds.set(req.profile, (profileId = this.nextProfileId++));
      const { profile, ...rest } = req;
      // a keystroke sends its text, not the profile again (structured-cloning it costs ms on both sides)
      const msg: CompressWorkerIn = this.workerHas.has(profileId) ? { ...rest, profileId } : { ...rest, profileId, profile };
      this.workerHas.add(profileId);
      w.postMessage(msg);
    };
    this.queues = { compress: new LatestOnlyQueue(post), check: new LatestOnlyQueue(post), selfCheck: new LatestOnlyQueue(post) };
  }

  /**
   * All three intensities of `text`. Resolves null when the answer would be stale: a newer
   * request replaced this one before it was sent, a newer answer came first, or the worker was
   * restarted. Rejects with the worker's error, or a PatternHangError.
   */
  compress(req: Omit<CompressRequest, 'type' | 'id'>): Promise<CompressAnswer | null> {
    this.newestCompress = nextRequestId++;
    return this.submit('compress', { type: 'compress', id: this.newestCompress, ...req }) as Promise<CompressAnswer | null>;
  }

  /** Whether counts can arrive before their answer (earlyCounts): the page shares memory with the worker. */
  get hasEarlyCounts(): boolean {
    return this.mailbox !== null;
  }

  /**
   * The counts of the newest compression request once the worker has them, before its answer's
   * message is handled; null before that, or when they are not counted (no encoder yet) or no mailbox.
   */
  earlyCounts(): { encoding: EncodingName; counts: EarlyCounts } | null {
    return this.mailbox && this.worker ? readEarlyCounts(this.mailbox, this.newestCompress) : null;
  }

  /** The contract checker on `verbose` and `compressed` (null as for compress). */
  check(req: Omit<CheckRequest, 'type' | 'id'>): Promise<CheckAnswer | null> {
    return this.submit('check', { type: 'check', id: nextRequestId++, ...req }) as Promise<CheckAnswer | null>;
  }

  /** check() of an output against its input for the panes' badges: a queue of its own (null as for compress). */
  selfCheck(req: Omit<CheckRequest, 'type' | 'id'>): Promise<CheckAnswer | null> {
    return this.submit('selfCheck', { type: 'check', id: nextRequestId++, ...req, self: true }) as Promise<CheckAnswer | null>;
  }

  /** Terminates the worker, or leaves it in the slot when nothing is in flight; every open request resolves null. */
  stop(): void {
    const w = this.worker;
    const slot = this.options.slot;
    if (w && slot && this.pending.size === 0) {
      this.worker = null;
      w.onmessage = null;
      w.onerror = null;
      slot.worker?.terminate();
      slot.worker = w;
    }
    this.restart();
  }

  private submit(kind: Kind, req: Request): Promise<CompressAnswer | CheckAnswer | null> {
    return new Promise((resolve, reject) => {
      const queue = this.queues[kind];
      const replaced = queue.pending;
      if (replaced) this.settle(replaced.id, null);
      this.pending.set(req.id, { kind, patterns: userPatterns(req.profile), resolve, reject });
      queue.submit(req);
    });
  }

  /** Resolve (answer or null) or reject a request and forget it. */
  private settle(id: number, outcome: CompressAnswer | CheckAnswer | Error | null): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    if (outcome instanceof Error) p.reject(outcome);
    else p.resolve(outcome);
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const slot = this.options.slot;
    const kept = slot?.worker ?? null;
    if (slot) slot.worker = null;
    // (a kept worker hears it before anything of this client's)
    if (kept) kept.postMessage({ type: 'reset' } satisfies CompressWorkerReset);
    const w = kept ?? this.options.factory();
    this.received = null;
    this.workerHas.clear();
    w.onmessage = (ev: MessageEvent<CompressWorkerOut>) => this.receive(ev.data);
    if (this.mailbox) w.postMessage({ type: 'earlyCounts', buffer: this.mailbox.buffer as SharedArrayBuffer } satisfies EarlyCountsMessage);
    w.onerror = (ev: ErrorEvent) => {
      ev.preventDefault();
      this.restart();
      this.options.onCrash?.(`compression worker failed: ${ev.message || 'could not start'}`);
    };
    this.worker = w;
    return w;
  }

  private receive(msg: CompressWorkerOut): void {
    if (msg.type === 'ready') {
      this.options.onReady?.(msg.encoding, msg.ok);
      return;
    }
    const p = this.pending.get(msg.id);
    if (msg.type === 'probe') {
      if (p && p.patterns.length) this.arm(msg.id, msg.index);
      return;
    }
    this.disarm(msg.id);
    // an answer frees its queue whatever else happens (done() ignores ids it is not waiting for)
    this.queues.compress.done(msg.id);
    this.queues.check.done(msg.id);
    this.queues.selfCheck.done(msg.id);
    // every compression answer is rebuilt, whoever asked: the worker's next difference is from it
    let body: ResultsBody | null = null;
    if (msg.type === 'compressed') body = { inputProtected: msg.inputProtected, skipped: msg.skipped, panes: msg.panes };
    else if (msg.type === 'compressedDelta' && this.received) body = applyResultsDelta(this.received, msg.delta);
    if (body) this.received = body;
    if (!p) return;
    if (msg.type === 'error') return this.settle(msg.id, new Error(msg.message));
    if (msg.id <= this.accepted[p.kind]) return this.settle(msg.id, null); // an older request answered late
    if ((p.kind === 'check' || p.kind === 'selfCheck') && msg.type === 'checked') {
      this.accepted[p.kind] = msg.id;
      const { type: _t, id: _i, ...answer } = msg;
      return this.settle(msg.id, answer);
    }
    if (p.kind === 'compress' && body && (msg.type === 'compressed' || msg.type === 'compressedDelta')) {
      this.accepted.compress = msg.id;
      return this.settle(msg.id, { ms: msg.ms, outOfScope: msg.outOfScope, guard: msg.guard ?? null, ...(msg.counts ? { counts: msg.counts } : {}), body });
    }
    this.settle(msg.id, null); // a difference without its base (a worker's first answer is whole)
  }

  private arm(id: number, index: number): void {
    if (this.watch) clearTimeout(this.watch.timer);
    this.watch = { id, index, timer: setTimeout(() => this.hung(id), this.limit) };
  }

  private disarm(id?: number): void {
    if (!this.watch || (id !== undefined && this.watch.id !== id)) return;
    clearTimeout(this.watch.timer);
    this.watch = null;
  }

  private hung(id: number): void {
    const w = this.watch;
    this.watch = null;
    const p = this.pending.get(id);
    this.pending.delete(id);
    this.restart();
    const index = w && w.id === id && w.index >= 0 ? w.index : null;
    p?.reject(new PatternHangError(p.patterns, index));
  }

  private restart(): void {
    this.disarm();
    this.worker?.terminate();
    this.worker = null;
    this.queues.compress.reset();
    this.queues.check.reset();
    this.queues.selfCheck.reset();
    const open = [...this.pending.keys()];
    for (const id of open) this.settle(id, null);
  }
}

