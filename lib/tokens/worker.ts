/// <reference lib="webworker" />
// Browser token counter: @dqbd/tiktoken (lite build, WASM) inside a Web Worker (encoders in
// lib/tokens/encoder.ts). Per-rule savings are computed here too (the core's compress() with
// this worker's counter), off the main thread.

import { compress, clearCaches, proseText } from 'caveman-compress/internals/compress';
import { acceptAssetPort, counterOf, countTokens, encoder } from './encoder';
import { utf8ToUtf16Offsets } from 'caveman-compress/tokens';
import { isAssetPortMessage, type AssetPortMessage, type TokenWorkerIn, type TokenWorkerOut } from './messages';

declare const self: DedicatedWorkerGlobalScope;

// Install the handler synchronously: a message that arrives while the WASM loads is queued
// on the promise chain below, never lost.
self.onmessage = (ev: MessageEvent<TokenWorkerIn | AssetPortMessage>) => {
  if (isAssetPortMessage(ev.data)) acceptAssetPort(ev.data.port);
  else void handle(ev.data);
};

function post(msg: TokenWorkerOut): void {
  self.postMessage(msg);
}

// The core caches per prose unit and profile; a tuned profile arrives as a new object with
// each request. Clearing the caches when the profile changes keeps the cache keys of the
// core from ever mixing two profiles (see lib/workers/compress.worker.ts).
let lastProfile = '';

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
        for (const [k, text] of Object.entries(msg.texts)) counts[k] = countTokens(enc, msg.encoding, text, k);
        if (msg.prose) counts.prose = countTokens(enc, msg.encoding, proseText(msg.prose.input, msg.prose), 'prose');
        post({ type: 'counts', id: msg.id, encoding: msg.encoding, counts, ms: performance.now() - t0 });
        return;
      }
      case 'savings': {
        const pj = JSON.stringify(msg.profile);
        if (pj !== lastProfile) {
          clearCaches();
          lastProfile = pj;
        }
        // The core's own definition of savings, with this encoding as its counter.
        const r = compress(msg.text, {
          intensity: msg.intensity,
          profile: msg.profile,
          countTokens: counterOf(enc, msg.encoding),
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
      case 'repair': {
        // loaded with the first repair, not with the worker: the counts come first
        const { repair, repairSummary } = await import('caveman-compress/internals/sentence-repair');
        const result = repair(msg.verbose, msg.compressed, { intensity: msg.intensity, profile: msg.profile, countTokens: counterOf(enc, msg.encoding) });
        post({ type: 'repaired', id: msg.id, encoding: msg.encoding, result, summary: repairSummary(result, msg.encoding) });
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
