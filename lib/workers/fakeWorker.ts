// A stand-in for the compression worker in unit tests: it records what it is sent and answers
// only when a test tells it to, so a test decides the order of every message.
import type { Profile } from 'caveman-compress/internals/types';
import { isResetMessage, type CompressRequest, type CompressResponse, type CompressWorkerIn, type CompressWorkerOut, type CompressWorkerReset, type CheckRequest } from './protocol';
import { isEarlyCountsMessage, type EarlyCountsMessage } from './earlyCounts';

export class FakeWorker {
  /** The messages as they crossed (a profile only the first time). */
  wire: CompressWorkerIn[] = [];
  /** The requests as the worker reads them (each with its profile). */
  sent: Array<CompressRequest | CheckRequest> = [];
  terminated = false;
  /** The shared mailbox the page gave it (earlyCounts.ts), if any. */
  mailbox: Int32Array | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onerror: ((ev: ErrorEvent) => void) | null = null;
  private profiles = new Map<number, Profile>();

  /** Every message as it came, requests, resets and mailboxes alike, by type. */
  log: string[] = [];

  postMessage(m: CompressWorkerIn | CompressWorkerReset | EarlyCountsMessage) {
    this.log.push(m.type);
    if (isResetMessage(m)) {
      // as the worker does: the profiles it was sent are forgotten
      this.profiles.clear();
      return;
    }
    if (isEarlyCountsMessage(m)) {
      this.mailbox = new Int32Array(m.buffer);
      return;
    }
    this.wire.push(m);
    if (m.profile) this.profiles.set(m.profileId, m.profile);
    const profile = this.profiles.get(m.profileId);
    if (!profile) throw new Error(`profile ${m.profileId} was never sent to this worker`);
    const { profileId: _id, profile: _p, ...rest } = m;
    this.sent.push({ ...rest, profile } as CompressRequest | CheckRequest);
  }
  terminate() {
    this.terminated = true;
  }
  emit(msg: CompressWorkerOut) {
    this.onmessage!({ data: msg } as MessageEvent);
  }
  compressions() {
    return this.sent.filter((m): m is CompressRequest => m.type === 'compress');
  }
  /** The checker pane's checks. */
  checks() {
    return this.sent.filter((m): m is CheckRequest => m.type === 'check' && !m.self);
  }
  /** The panes' self-checks. */
  selfChecks() {
    return this.sent.filter((m): m is CheckRequest => m.type === 'check' && !!m.self);
  }
  /** Answers a compression with these three outputs (no edits, no protected spans). */
  answerWith(req: CompressRequest, out: (text: string, level: 'lite' | 'full' | 'ultra') => string, extra: Partial<CompressResponse> = {}) {
    const pane = (level: 'lite' | 'full' | 'ultra') => ({ output: out(req.text, level), edits: [], protected: [] });
    this.emit({
      type: 'compressed',
      id: req.id,
      ms: 1,
      inputProtected: [],
      skipped: [],
      outOfScope: false,
      panes: { lite: pane('lite'), full: pane('full'), ultra: pane('ultra') },
      guard: null,
      ...extra,
    });
  }
  /** As a Worker, for code that creates one. */
  get asWorker(): Worker {
    return this as unknown as Worker;
  }
}

/** Lets the code under test take an answer the fake worker just gave (promises settle in microtasks). */
export async function answered(): Promise<void> {
  await Promise.resolve();
  await Promise.resolve();
}
