// Main-thread client of the token worker (lib/tokens/worker.ts): a promise per request,
// keyed by request id. Heavy work never runs here; the worker is created on first use.

import type { Intensity, Profile, RuleGroup } from 'caveman-compress/internals/types';
import { tokenizerAssets } from './assetsHub';
import type { EncodingName } from 'caveman-compress/tokens';
import type { RepairResult } from 'caveman-compress/internals/sentence-repair';
import type { ProseOf, TokenWorkerIn, TokenWorkerOut } from './messages';

type Pending = { resolve: (m: TokenWorkerOut) => void; reject: (e: Error) => void };
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export class TokenClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private failed: Error | null = null;
  private gate: Promise<void> | null = null;

  constructor(private readonly factory: () => Worker = defaultFactory) {}

  /**
   * Start the worker (and its downloads) only once `gate` settles: the page lets the
   * compression outputs come first, then loads the tokenizer. Requests made before wait.
   */
  holdUntil(gate: Promise<void>): void {
    this.gate = gate.then(
      () => undefined,
      () => undefined,
    );
  }

  private ensure(): Worker {
    if (this.failed) throw this.failed;
    if (!this.worker) {
      const w = this.factory();
      w.onmessage = (ev: MessageEvent<TokenWorkerOut>) => {
        const p = this.pending.get(ev.data.id);
        if (!p) return;
        this.pending.delete(ev.data.id);
        if (ev.data.type === 'error') p.reject(new Error(ev.data.message));
        else p.resolve(ev.data);
      };
      w.onerror = (ev: ErrorEvent) => {
        ev.preventDefault();
        this.fail(new Error(ev.message || 'token worker failed to start'));
      };
      w.onmessageerror = () => this.fail(new Error('token worker sent an unreadable message'));
      this.worker = w;
    }
    return this.worker;
  }

  private fail(err: Error): void {
    this.failed = err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
    this.worker?.terminate();
    this.worker = null;
  }

  private async request<T extends TokenWorkerOut['type']>(
    msg: DistributiveOmit<TokenWorkerIn, 'id'>,
  ): Promise<Extract<TokenWorkerOut, { type: T }>> {
    if (this.gate) await this.gate;
    return new Promise((resolve, reject) => {
      let w: Worker;
      try {
        w = this.ensure();
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
        return;
      }
      const id = this.nextId++;
      this.pending.set(id, {
        resolve: resolve as (m: TokenWorkerOut) => void,
        reject,
      });
      w.postMessage({ ...msg, id } as TokenWorkerIn);
    });
  }

  /** Resolves when the encoding's ranks are loaded (used as a react-query resource). */
  async load(encoding: EncodingName): Promise<{ encoding: EncodingName; ms: number }> {
    const r = await this.request<'loaded'>({ type: 'load', encoding });
    return { encoding: r.encoding, ms: r.ms };
  }

  async count(encoding: EncodingName, texts: Record<string, string>, prose?: ProseOf): Promise<Record<string, number>> {
    const r = await this.request<'counts'>({ type: 'count', encoding, texts, ...(prose ? { prose } : {}) });
    return r.counts;
  }

  async savings(
    encoding: EncodingName,
    text: string,
    profile: Profile,
    intensity: Intensity,
  ): Promise<Partial<Record<RuleGroup, number>>> {
    const r = await this.request<'savings'>({ type: 'savings', encoding, text, profile, intensity });
    return r.savings;
  }

  async boundaries(encoding: EncodingName, text: string, limit = 20_000): Promise<{ ends: number[]; truncated: boolean }> {
    const r = await this.request<'boundaries'>({ type: 'boundaries', encoding, text, limit });
    return { ends: r.ends, truncated: r.truncated };
  }

  /** The core's repair() of a pasted compression, counted with this encoding (what `caveman repair` prints). */
  async repair(encoding: EncodingName, verbose: string, compressed: string, profile: Profile, intensity: Intensity): Promise<{ result: RepairResult; summary: string }> {
    const r = await this.request<'repaired'>({ type: 'repair', encoding, verbose, compressed, profile, intensity });
    return { result: r.result, summary: r.summary };
  }

  /** For tests and hot reload. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(new Error('token client disposed'));
    this.pending.clear();
  }
}

function defaultFactory(): Worker {
  return tokenizerAssets().connect(new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'tokens' }));
}

let shared: TokenClient | null = null;

/** The app-wide token client (browser only). */
export function tokenClient(): TokenClient {
  if (!shared) shared = new TokenClient();
  return shared;
}
