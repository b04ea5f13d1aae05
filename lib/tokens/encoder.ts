// The browser's tiktoken encoders (lite build, WASM), for code running inside a Web Worker.
// The WASM and the encoder ranks are bundled with the app (no CDN) and downloaded once for the
// page by the downloads worker (lib/tokens/assets.ts), which hands them to both workers that count:
// a worker asks over the channel the page gave it (acceptAssetPort), and only for the encodings it
// is asked to count with. Counting uses encode_ordinary, like packages/caveman/src/tokens/node.ts, so the browser
// and Node agree token for token. Shared by the token worker (counts, savings, boundaries) and the
// compression worker (the core's token guard); each worker builds its own instance.

import { init, Tiktoken } from '@dqbd/tiktoken/lite/init';
import { memoOf } from 'caveman-compress/internals/count';
import type { TokenCounter } from 'caveman-compress/internals/types';
import { AssetChannel } from './assetChannel';
import { PAT_STR, pretokenCounter, type EncodingName } from 'caveman-compress/tokens';

const channel = new AssetChannel();
let wasmReady: Promise<void> | null = null;
const encoders = new Map<EncodingName, Promise<Tiktoken>>();

/** The worker's end of its channel to the downloads (the page sends it before any request). */
export function acceptAssetPort(port: MessagePort): void {
  channel.attach(port);
}

function instantiate(wasm: WebAssembly.Module): Promise<void> {
  if (!wasmReady) {
    const ready = init((imports) => WebAssembly.instantiate(wasm, imports));
    wasmReady = ready;
    ready.catch(() => {
      if (wasmReady === ready) wasmReady = null; // allow a retry
    });
  }
  return wasmReady;
}

/** The encoder of an encoding (built once per worker; a failure is forgotten, so the next request retries). */
export function encoder(name: EncodingName): Promise<Tiktoken> {
  let p = encoders.get(name);
  if (!p) {
    p = (async () => {
      const { wasm, ranks } = await channel.request(name);
      await instantiate(wasm);
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

/**
 * Exact count, remembered per piece of lines (count.ts): an edit re-counts only its lines. With a
 * slot (a pane), counted from the slot's text before: only the pieces around the edit are looked up.
 */
export function countTokens(enc: Tiktoken, name: EncodingName, text: string, slot?: string): number {
  const memo = memoOf(counterOf(enc, name));
  return slot === undefined ? memo.count(text) : memo.countFrom(slot, text);
}
