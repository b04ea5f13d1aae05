// The browser's tiktoken encoders (lite build, WASM), for code running inside a Web Worker.
// The WASM and the encoder ranks are bundled with the app (no CDN); an encoder's ranks are
// imported only when that encoding is first asked for. Counting uses encode_ordinary, like
// lib/tokens/node.ts, so the browser and Node agree token for token. Shared by the token
// worker (counts, savings, boundaries) and the compression worker (the core's token guard);
// each worker has its own instance.

import { init, Tiktoken } from '@dqbd/tiktoken/lite/init';
import { memoOf } from '../caveman/count';
import type { TokenCounter } from '../caveman/types';
import { PAT_STR, type EncodingName } from './encodings';
import { pretokenCounter } from './pretokens';

let wasmReady: Promise<void> | null = null;
const encoders = new Map<EncodingName, Promise<Tiktoken>>();

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

const exactCounters = new WeakMap<Tiktoken, TokenCounter>();

/**
 * The encoder as the core's counter: exact (encode_ordinary), summed over remembered pre-tokens
 * (pretokens.ts) and line-additive, so the core counts changed lines only. One per encoder: the
 * core caches its work per counter.
 */
export function counterOf(enc: Tiktoken, name: EncodingName): TokenCounter {
  let c = exactCounters.get(enc);
  if (!c) exactCounters.set(enc, (c = pretokenCounter((t) => enc.encode_ordinary(t).length, PAT_STR[name])));
  return c;
}

/** Exact count, remembered per piece of lines (count.ts): an edit re-counts only its lines. */
export function countTokens(enc: Tiktoken, name: EncodingName, text: string): number {
  return memoOf(counterOf(enc, name)).count(text);
}
