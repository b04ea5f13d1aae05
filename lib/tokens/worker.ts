/// <reference lib="webworker" />
// Browser token counter: @dqbd/tiktoken (lite build, WASM) inside a Web Worker.
// The WASM and the encoder ranks are bundled with the app (no CDN); an encoder's ranks are
// imported only when that encoding is first asked for. Counting uses encode_ordinary, like
// lib/tokens/node.ts, so the browser and Node agree token for token. Per-rule savings are
// computed here too (the core's compress() with this worker's counter), off the main thread.

import { init, Tiktoken } from '@dqbd/tiktoken/lite/init';
import { compress } from '../caveman/compress';
import { ChunkedCounter } from './chunks';
import {
  utf8ToUtf16Offsets,
  type EncodingName,
  type TokenWorkerIn,
  type TokenWorkerOut,
} from '../workers/protocol';

declare const self: DedicatedWorkerGlobalScope;

// Install the handler synchronously: a message that arrives while the WASM loads is queued
// on the promise chain below, never lost.
let wasmReady: Promise<void> | null = null;
const encoders = new Map<EncodingName, Promise<Tiktoken>>();
const counters = new WeakMap<Tiktoken, ChunkedCounter>();

self.onmessage = (ev: MessageEvent<TokenWorkerIn>) => {
  void handle(ev.data);
};

function post(msg: TokenWorkerOut): void {
  self.postMessage(msg);
}

function loadWasm(): Promise<void> {
  if (!wasmReady) {
    wasmReady = (async () => {
      const url = new URL('@dqbd/tiktoken/lite/tiktoken_bg.wasm', import.meta.url);
      const res = await fetch(url);
      if (!res.ok) throw new Error(`tokenizer WASM: HTTP ${res.status}`);
      const bytes = await res.arrayBuffer();
      await init((imports) => WebAssembly.instantiate(bytes, imports));
    })();
    wasmReady.catch(() => {
      wasmReady = null; // allow a retry
    });
  }
  return wasmReady;
}

async function importRanks(name: EncodingName): Promise<{ bpe_ranks: string; special_tokens: Record<string, number>; pat_str: string }> {
  switch (name) {
    case 'o200k_base':
      return (await import('@dqbd/tiktoken/encoders/o200k_base')).default;
    case 'cl100k_base':
      return (await import('@dqbd/tiktoken/encoders/cl100k_base')).default;
  }
}

function encoder(name: EncodingName): Promise<Tiktoken> {
  let p = encoders.get(name);
  if (!p) {
    p = (async () => {
      const [, ranks] = await Promise.all([loadWasm(), importRanks(name)]);
      return new Tiktoken(ranks.bpe_ranks, ranks.special_tokens, ranks.pat_str);
    })();
    encoders.set(name, p);
    p.catch(() => encoders.delete(name));
  }
  return p;
}

/** Exact count (encode_ordinary), cached per line so that an edit re-counts only its line. */
function count(enc: Tiktoken, text: string): number {
  let c = counters.get(enc);
  if (!c) {
    c = new ChunkedCounter((t) => enc.encode_ordinary(t).length);
    counters.set(enc, c);
  }
  return c.count(text);
}

async function handle(msg: TokenWorkerIn): Promise<void> {
  const t0 = performance.now();
  try {
    const enc = await encoder(msg.encoding);
    switch (msg.type) {
      case 'load':
        post({ type: 'loaded', id: msg.id, encoding: msg.encoding, ms: performance.now() - t0 });
        return;
      case 'count': {
        const counts: Record<string, number> = {};
        for (const [k, text] of Object.entries(msg.texts)) counts[k] = count(enc, text);
        post({ type: 'counts', id: msg.id, encoding: msg.encoding, counts, ms: performance.now() - t0 });
        return;
      }
      case 'savings': {
        // The core's own definition of savings, with this encoding as its counter.
        const r = compress(msg.text, {
          intensity: msg.intensity,
          profile: msg.profile,
          countTokens: (t) => count(enc, t),
        });
        post({
          type: 'savings',
          id: msg.id,
          encoding: msg.encoding,
          intensity: msg.intensity,
          savings: r.savings,
          ms: performance.now() - t0,
        });
        return;
      }
      case 'boundaries': {
        const tokens = enc.encode_ordinary(msg.text);
        const n = Math.min(tokens.length, msg.limit);
        const bytes: number[] = new Array(n);
        let b = 0;
        for (let i = 0; i < n; i++) {
          b += enc.decode_single_token_bytes(tokens[i]).length;
          bytes[i] = b;
        }
        post({
          type: 'boundaries',
          id: msg.id,
          encoding: msg.encoding,
          ends: utf8ToUtf16Offsets(msg.text, bytes),
          truncated: tokens.length > n,
        });
        return;
      }
    }
  } catch (err) {
    post({ type: 'error', id: msg.id, message: err instanceof Error ? err.message : String(err) });
  }
}
