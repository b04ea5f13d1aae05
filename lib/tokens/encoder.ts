// The browser's tiktoken encoders (lite build, WASM), for code running inside a Web Worker.
// The WASM and the encoder ranks are bundled with the app (no CDN); an encoder's ranks are
// imported only when that encoding is first asked for. Counting uses encode_ordinary, like
// lib/tokens/node.ts, so the browser and Node agree token for token. Shared by the token
// worker (counts, savings, boundaries) and the compression worker (the core's token guard);
// each worker has its own instance.

import { init, Tiktoken } from '@dqbd/tiktoken/lite/init';
import { ChunkedCounter } from './chunks';
import type { EncodingName } from '../workers/protocol';

let wasmReady: Promise<void> | null = null;
const encoders = new Map<EncodingName, Promise<Tiktoken>>();
const counters = new WeakMap<Tiktoken, ChunkedCounter>();

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

/** The encoder of an encoding (loaded once per worker). */
export function encoder(name: EncodingName): Promise<Tiktoken> {
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

const shortCounts = new WeakMap<Tiktoken, Map<string, number>>();
const SHORT = 2_000;
const MAX_SHORT_ENTRIES = 50_000;

/**
 * Exact count (encode_ordinary), cached per line so that an edit re-counts only its line.
 * Short texts are memoized whole: the core's token guard and savings count every prose unit
 * on every keystroke, and all but the edited one are the same strings as before.
 */
export function countTokens(enc: Tiktoken, text: string): number {
  let c = counters.get(enc);
  if (!c) {
    c = new ChunkedCounter((t) => enc.encode_ordinary(t).length);
    counters.set(enc, c);
  }
  if (text.length >= SHORT) return c.count(text);
  let m = shortCounts.get(enc);
  if (!m) shortCounts.set(enc, (m = new Map()));
  let n = m.get(text);
  if (n === undefined) {
    n = c.count(text);
    if (m.size >= MAX_SHORT_ENTRIES) m.clear();
    m.set(text, n);
  }
  return n;
}
