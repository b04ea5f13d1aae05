// Message protocol between the playground's main thread and its two Web Workers
// (compression: lib/workers/compress.worker.ts, tokens: lib/tokens/worker.ts), plus the small
// pure helpers the main thread uses to coalesce requests and drop stale answers.
// Nothing here touches the DOM or a worker global, so it is unit-tested in Node.

import type {
  CheckReport,
  Edit,
  Intensity,
  Profile,
  ProtectedSpan,
  RuleGroup,
  SkippedRegion,
} from '../caveman/types';
import type { ResultsDelta } from './delta';

import type { EncodingName } from '../tokens/encodings';

export { ENCODINGS, isEncodingName, type EncodingName } from '../tokens/encodings';

/* ------------------------------------------------------------------------------------------ */
/* Compression worker                                                                          */
/* ------------------------------------------------------------------------------------------ */

export interface CompressRequest {
  type: 'compress';
  id: number;
  text: string;
  /** The active profile (a built-in one with the user's rule edits applied). */
  profile: Profile;
  /**
   * Encoding of the core's token guard (a unit whose rewrite costs tokens stays verbatim, as
   * the CLI does with --encoding). Until the worker has loaded it, it answers unguarded
   * (`guard: null`) and posts `ready` once it can guard.
   */
  encoding: EncodingName;
}

/** The contract checker (SPEC §3) on the input and a pasted compressed text. */
export interface CheckRequest {
  type: 'check';
  id: number;
  verbose: string;
  compressed: string;
  profile: Profile;
  intensity: Intensity;
  encoding: EncodingName;
}

export interface PaneResult {
  output: string;
  edits: Edit[];
  /** Protected spans in OUTPUT coordinates (mapped through the edits). */
  protected: ProtectedSpan[];
}

export interface CompressResponse {
  type: 'compressed';
  id: number;
  /** Milliseconds the worker spent compressing (all three intensities). */
  ms: number;
  /** Protected spans of the input (input coordinates). */
  inputProtected: ProtectedSpan[];
  skipped: SkippedRegion[];
  /** The skipped (out-of-scope) regions cover the whole non-blank input: SPEC §2 "verbose". */
  outOfScope: boolean;
  panes: Record<Intensity, PaneResult>;
  /** Encoding whose token guard was applied, or null (encoder not loaded yet / failed). */
  guard: EncodingName | null;
  /**
   * Token counts in the guard's encoding of the input, the three outputs and the input's prose,
   * from the guard's own per-line memo: the four counts come with the outputs, in one message.
   * Absent when unguarded (the token worker counts then).
   */
  counts?: Record<'input' | Intensity | 'prose', number>;
}

/**
 * A compression answer as the difference from the previous one this worker sent (delta.ts): the
 * main thread rebuilds the full answer from the last one it received. A new worker sends a whole
 * `compressed` answer first.
 */
export interface CompressDeltaResponse extends Omit<CompressResponse, 'type' | 'inputProtected' | 'skipped' | 'panes'> {
  type: 'compressedDelta';
  delta: ResultsDelta;
}

export interface CheckResponse {
  type: 'checked';
  id: number;
  ms: number;
  report: CheckReport;
  /** Encoding the report's tokens were counted with, or null (no counter yet). */
  guard: EncodingName | null;
}

/**
 * Progress of a request whose profile has custom protected patterns: `index` = the pattern
 * the worker is about to run over the text (-1: all patterns ran, compression starts). The
 * main thread's watchdog uses these to name a pattern that never finishes.
 */
export interface ProbeMessage {
  type: 'probe';
  id: number;
  index: number;
}

/** The worker has loaded an encoding for its token guard (or failed to: `ok: false`). */
export interface GuardReadyMessage {
  type: 'ready';
  encoding: EncodingName;
  ok: boolean;
}

export interface WorkerErrorResponse {
  type: 'error';
  id: number;
  message: string;
}

export type CompressWorkerIn = CompressRequest | CheckRequest;
export type CompressWorkerOut = CompressResponse | CompressDeltaResponse | CheckResponse | ProbeMessage | GuardReadyMessage | WorkerErrorResponse;

/* ------------------------------------------------------------------------------------------ */
/* Token worker                                                                                */
/* ------------------------------------------------------------------------------------------ */

/** Load (or confirm loaded) an encoding. */
export interface LoadRequest {
  type: 'load';
  id: number;
  encoding: EncodingName;
}

/** Count tokens of several texts, keyed by the caller's names (e.g. pane ids). */
export interface CountRequest {
  type: 'count';
  id: number;
  encoding: EncodingName;
  texts: Record<string, string>;
  /** Also count the prose of this input (its text outside these spans and regions) as `prose`. */
  prose?: ProseOf;
}

/** An input with its protected spans and kept-verbose regions (the core's proseText takes them). */
export interface ProseOf {
  input: string;
  protected: ProtectedSpan[];
  skipped: SkippedRegion[];
}

/**
 * Per-rule-group token savings of one output, as the core defines them (each group's edits
 * reverted within its prose unit, counted with this encoding): the token worker runs the
 * core's compress() with its counter.
 */
export interface SavingsRequest {
  type: 'savings';
  id: number;
  encoding: EncodingName;
  text: string;
  /** The active profile object (rule edits applied). */
  profile: Profile;
  intensity: Intensity;
}

/** Token boundaries (UTF-16 end offsets of each token) for the token-boundary view. */
export interface BoundariesRequest {
  type: 'boundaries';
  id: number;
  encoding: EncodingName;
  text: string;
  /** Stop after this many tokens (the view only needs what can be drawn). */
  limit: number;
}

export type TokenWorkerIn = LoadRequest | CountRequest | SavingsRequest | BoundariesRequest;

export type TokenWorkerOut =
  | { type: 'loaded'; id: number; encoding: EncodingName; ms: number }
  | { type: 'counts'; id: number; encoding: EncodingName; counts: Record<string, number>; ms: number }
  | {
      type: 'savings';
      id: number;
      encoding: EncodingName;
      intensity: Intensity;
      savings: Partial<Record<RuleGroup, number>>;
      ms: number;
    }
  | { type: 'boundaries'; id: number; encoding: EncodingName; ends: number[]; truncated: boolean }
  | WorkerErrorResponse;

/* ------------------------------------------------------------------------------------------ */
/* Helpers                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** Monotonic request ids, and "is this answer the newest one applied so far?". */
export class RequestIds {
  private next = 1;
  private applied = 0;

  issue(): number {
    return this.next++;
  }

  /** True (and remembered) when `id` is newer than every answer accepted before. */
  accept(id: number): boolean {
    if (id <= this.applied) return false;
    this.applied = id;
    return true;
  }

  get lastAccepted(): number {
    return this.applied;
  }
}

/**
 * At most one request in flight, at most one waiting: a newer request replaces the waiting
 * one (coalescing bursts of keystrokes into one job per worker round-trip). Pure bookkeeping:
 * `post` is whatever actually sends the message.
 */
export class LatestOnlyQueue<T extends { id: number }> {
  private inFlight: number | null = null;
  private waiting: T | null = null;

  constructor(private readonly post: (req: T) => void) {}

  submit(req: T): void {
    if (this.inFlight === null) {
      this.inFlight = req.id;
      this.post(req);
    } else {
      this.waiting = req; // replaces (drops) an older waiting request
    }
  }

  /** Call when the worker answers `id` (result or error). Sends the waiting request, if any. */
  done(id: number): void {
    if (this.inFlight !== id) return;
    this.inFlight = null;
    const next = this.waiting;
    this.waiting = null;
    if (next) this.submit(next);
  }

  /** Forget everything (worker restarted). */
  reset(): void {
    this.inFlight = null;
    this.waiting = null;
  }

  get busy(): boolean {
    return this.inFlight !== null;
  }

  get pending(): T | null {
    return this.waiting;
  }
}

/** Debounce delay for an input of `length` UTF-16 units: instant for small texts, a little
 *  longer for big ones so that a burst of keystrokes on 100 KB becomes one job. */
export function debounceFor(length: number): number {
  // The worker queues keep one request in flight and only the newest waiting, so a keystroke can
  // go out at once: the core recomputes only the units it changed. Only very large texts wait.
  if (length < 200_000) return 0;
  if (length < 1_000_000) return 40;
  return 150;
}

/**
 * Map UTF-8 byte offsets (ascending) into UTF-16 offsets of `text`. A byte offset that falls
 * inside a multi-byte character is rounded up to the end of that character.
 */
export function utf8ToUtf16Offsets(text: string, byteOffsets: readonly number[]): number[] {
  const out: number[] = [];
  let byte = 0;
  let i = 0;
  let k = 0;
  while (k < byteOffsets.length) {
    const target = byteOffsets[k];
    if (byte >= target || i >= text.length) {
      out.push(i);
      k++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const units = cp > 0xffff ? 2 : 1;
    byte += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    i += units;
  }
  return out;
}

/** True when the skipped (out-of-scope) regions cover all of the input's non-blank text. */
export function wholeInputOutOfScope(input: string, skipped: readonly SkippedRegion[]): boolean {
  if (skipped.length === 0) return false;
  let covered = 0;
  for (const r of skipped) covered += input.slice(r.start, r.end).replace(/\s+/g, '').length;
  const total = input.replace(/\s+/g, '').length;
  return total > 0 && covered >= total;
}

/** Reduction of `output` against `input` in tokens and percent (0 when input has no tokens). */
export function reduction(input: number, output: number): { saved: number; percent: number } {
  const saved = input - output;
  const percent = input > 0 ? (saved / input) * 100 : 0;
  return { saved, percent };
}

/** Milliseconds a request with custom protected patterns may run without a sign of life. */
export const PATTERN_TIME_LIMIT_MS = 1500;

/**
 * Run each custom pattern over each text (whole text and line by line, as the core scans prose
 * units), calling `before(i)` first: a pattern that backtracks catastrophically hangs here, in a
 * known place, and the main thread's watchdog names it.
 */
export function scanPatterns(texts: readonly string[], patterns: readonly { pattern: string; flags?: string }[], before: (index: number) => void): void {
  patterns.forEach((p, i) => {
    before(i);
    let re: RegExp;
    try {
      re = new RegExp(p.pattern, (p.flags ?? '').replace(/[gy]/g, '') + 'g');
    } catch {
      return; // invalid patterns are skipped by the core too
    }
    const run = (t: string) => {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      let n = 0;
      while ((m = re.exec(t)) && n++ < 100_000) if (m[0].length === 0) re.lastIndex++;
    };
    for (const t of texts) {
      run(t);
      for (const line of t.split('\n')) run(line.replace(/^\s*(?:[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+|#{1,6}\s+|>\s?)+/, ''));
    }
  });
}
