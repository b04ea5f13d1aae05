// Messages between the playground's main thread and the compression worker
// (lib/workers/compress.worker.ts). The token worker's messages are in lib/tokens/messages.ts;
// the queues that coalesce requests are in queue.ts.

import type { CheckReport, Intensity, Profile, ProtectedSpan, SkippedRegion } from 'caveman-compress/internals/types';
import type { EncodingName } from 'caveman-compress/tokens';
import type { WorkerErrorResponse } from '../tokens/messages';
import type { ResultsDelta } from './delta';
import type { PaneResult } from '../state/store';

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
  /** One of the panes' self-checks (lib/workers/pipeline.ts), not the checker pane's. */
  self?: true;
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

/**
 * A request as sent: the profile (a large object: word lists, patterns) crosses only when the
 * worker has not seen it yet; after that its number stands for it.
 */
export type OnWire<R extends { profile: Profile }> = Omit<R, 'profile'> & { profileId: number; profile?: Profile };

export type CompressWorkerIn = OnWire<CompressRequest> | OnWire<CheckRequest>;
export type CompressWorkerOut = CompressResponse | CompressDeltaResponse | CheckResponse | ProbeMessage | GuardReadyMessage | WorkerErrorResponse;

/**
 * The worker is handed from a stopped client to the next one (the playground's restart in the
 * same page): it forgets everything a new worker would not have (caches, profiles, the last
 * answer, the mailbox) and keeps its loaded code, WASM and encoders.
 */
export interface CompressWorkerReset {
  type: 'reset';
}

export function isResetMessage(x: unknown): x is CompressWorkerReset {
  return typeof x === 'object' && x !== null && (x as { type?: unknown }).type === 'reset';
}
