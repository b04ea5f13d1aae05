/// <reference lib="webworker" />
// Compression worker: runs the core's compressAll off the main thread and maps the input's
// protected spans into each output's coordinates, so the UI only draws. It also runs the
// contract checker (check()) for the checker pane.
//
// Token guard: like the CLI (which passes a counter for --encoding), outputs are computed with
// a token counter, so a unit whose rewrite would cost tokens stays verbatim and the playground
// shows byte for byte what `caveman compress` prints. The encoder is loaded after the first
// answer (outputs first); until then answers say `guard: null` and `ready` follows.
//
// Custom protected patterns are user regular expressions: before compressing, each one is run
// over the text with a `probe` message first, so a pattern that never finishes is named by the
// main thread's watchdog (lib/workers/pipeline.ts), which then terminates this worker.

import { check } from 'caveman-compress/internals/check';
import { clearCaches, clearProfileCaches } from 'caveman-compress/internals/compress';
import { parseEnvelope } from 'caveman-compress/internals/envelope';
import type { Profile, TokenCounter } from 'caveman-compress/internals/types';
import { compressResults } from './results';
import { AnswerStream, answerCounts } from './answers';
import { acceptAssetPort, counterOf, encoder } from '../tokens/encoder';
import { isAssetPortMessage, type AssetPortMessage } from '../tokens/messages';
import type { Tiktoken } from '@dqbd/tiktoken/lite/init';
import { isResetMessage, type CompressWorkerIn, type CompressWorkerOut, type CompressWorkerReset } from './protocol';
import { scanPatterns } from './patterns';
import type { EncodingName } from 'caveman-compress/tokens';
import { userPatterns } from '../tuning/edits';
import { isEarlyCountsMessage, writeEarlyCounts, type EarlyCountsMessage } from './earlyCounts';

declare const self: DedicatedWorkerGlobalScope;

function post(msg: CompressWorkerOut): void {
  self.postMessage(msg);
}

/* ---- token guard ------------------------------------------------------------------------ */

const loaded = new Map<EncodingName, Tiktoken>();
const loading = new Set<EncodingName>();
const failed = new Set<EncodingName>();

function counterFor(encoding: EncodingName): TokenCounter | null {
  const enc = loaded.get(encoding);
  if (enc) return counterOf(enc, encoding); // one function per encoder: the core caches per counter
  if (!loading.has(encoding) && !failed.has(encoding)) {
    loading.add(encoding);
    // after this answer is posted: the outputs come first
    setTimeout(() => {
      encoder(encoding).then(
        (e) => {
          loaded.set(encoding, e);
          loading.delete(encoding);
          post({ type: 'ready', encoding, ok: true });
        },
        () => {
          // the token worker reports the failure; outputs stay unguarded
          loading.delete(encoding);
          failed.add(encoding);
          post({ type: 'ready', encoding, ok: false });
        },
      );
    }, 0);
  }
  return null;
}

/* ---- profile changes ---------------------------------------------------------------------- */

// A request names its profile by number and carries it only the first time (OnWire). The core
// keys its caches by profile (an id per distinct profile, never reused), so another profile's
// entries are never wrong, only dead weight. Clearing them when the profile changes keeps the
// worker's memory to the one profile in use (typing, which keeps the profile, keeps every cached
// unit).
const profiles = new Map<number, Profile>();
let lastProfile = 0;
function profileOf(msg: CompressWorkerIn): Profile {
  if (msg.profile) {
    profiles.set(msg.profileId, msg.profile);
    if (profiles.size > 8) profiles.delete(profiles.keys().next().value!);
  }
  const p = profiles.get(msg.profileId);
  if (!p) throw new Error(`profile ${msg.profileId} was never sent to this worker`);
  // another profile (a rule edit): its units and runs are new; the segmentation and the counts are not
  if (msg.profileId !== lastProfile) {
    clearProfileCaches();
    lastProfile = msg.profileId;
  }
  return p;
}

/* ---- requests ----------------------------------------------------------------------------- */

/** The answers posted: the main thread holds the last one, and the next is sent as a difference. */
let answers = new AnswerStream();
/** Where the counts go before the answer's message (earlyCounts.ts), when the page gave one. */
let mailbox: Int32Array | null = null;

/** Handed to a new client (protocol.ts, CompressWorkerReset): what a new worker would know, and its loaded encoders. */
function reset(): void {
  clearCaches();
  profiles.clear();
  lastProfile = 0;
  answers = new AnswerStream();
  mailbox = null;
  failed.clear(); // a new page would try a failed download again
  // the new client learns what it can guard with now (one loading still says so when it is done)
  for (const encoding of loaded.keys()) post({ type: 'ready', encoding, ok: true });
}

self.onmessage = (ev: MessageEvent<CompressWorkerIn | CompressWorkerReset | AssetPortMessage | EarlyCountsMessage>) => {
  if (isAssetPortMessage(ev.data)) return acceptAssetPort(ev.data.port);
  if (isResetMessage(ev.data)) return reset();
  if (isEarlyCountsMessage(ev.data)) {
    mailbox = new Int32Array(ev.data.buffer);
    return;
  }
  const msg = ev.data;
  const t0 = performance.now();
  try {
    const profile = profileOf(msg);
    const patterns = userPatterns(profile);
    if (msg.type === 'compress') {
      if (patterns.length) {
        scanPatterns([msg.text], patterns, (index) => post({ type: 'probe', id: msg.id, index }));
        post({ type: 'probe', id: msg.id, index: -1 });
      }
      const counter = counterFor(msg.encoding);
      const answer = compressResults(msg.text, profile, counter);
      const counts = counter ? answerCounts(answer, counter) : null;
      if (counts && mailbox) writeEarlyCounts(mailbox, msg.id, msg.encoding, counts);
      const head = { id: msg.id, outOfScope: answer.outOfScope, guard: counter ? msg.encoding : null, ...(counts ? { counts } : {}) };
      // after the first answer, only what changed crosses to the main thread (delta.ts)
      const { body, delta } = answers.next(answer);
      if (delta) post({ type: 'compressedDelta', ...head, delta, ms: performance.now() - t0 });
      else post({ type: 'compressed', ...head, ...body, ms: performance.now() - t0 });
      return;
    }
    if (msg.type === 'check') {
      if (patterns.length) {
        scanPatterns([msg.verbose, msg.compressed], patterns, (index) => post({ type: 'probe', id: msg.id, index }));
        post({ type: 'probe', id: msg.id, index: -1 });
      }
      const counter = counterFor(msg.encoding);
      const intensity = parseEnvelope(msg.compressed)?.intensity ?? msg.intensity;
      const report = check(msg.verbose, msg.compressed, {
        profile,
        intensity,
        ...(counter ? { counters: { [msg.encoding]: counter } } : {}),
      });
      post({ type: 'checked', id: msg.id, ms: performance.now() - t0, report, guard: counter ? msg.encoding : null });
    }
  } catch (err) {
    post({ type: 'error', id: msg.id, message: err instanceof Error ? err.message : String(err) });
  }
};
