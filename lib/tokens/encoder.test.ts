// The worker's encoder built from the downloads it is handed (the lite WASM compiled once, the
// ranks files the app ships, parsed once), over a real MessageChannel: it counts as
// packages/caveman/src/tokens/node.ts does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRanks, TokenizerAssets } from './assets';
import type { EncodingName } from 'caveman-compress/tokens';
import { nodeCounter } from 'caveman-compress/node';

const require = createRequire(import.meta.url);
const file = (spec: string) => readFileSync(require.resolve(spec));

const TEXTS = [
  'The build is basically complete, and the database is ready.',
  'Die Datenbank ist bereit; die Tests laufen wieder. Ещё одна строка. 数据库已经准备好了。',
  '```ts\nconst x = await fetch(`/api/v2.4.1?id=${id}`);\n```\n<|endoftext|> 😀👍🏽',
];

const wasm = new WebAssembly.Module(file('@dqbd/tiktoken/lite/tiktoken_bg.wasm'));
const ranks = (e: EncodingName) => parseRanks(e, file(`@dqbd/tiktoken/encoders/${e}.json`).toString('utf8'));

/** A worker's encoder module of its own (each worker has one), served by `assets`. */
async function workerEncoder(assets: TokenizerAssets) {
  const mod = await import('./encoder');
  const { port1, port2 } = new MessageChannel();
  assets.serve(port1);
  mod.acceptAssetPort(port2);
  return mod;
}

describe('encoder (worker side)', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('counts with the downloads it is handed exactly as Node does, for each encoding', async () => {
    const fetched: EncodingName[] = [];
    const { encoder, countTokens } = await workerEncoder(
      new TokenizerAssets({
        wasm: async () => wasm,
        ranks: async (e) => {
          fetched.push(e);
          return ranks(e);
        },
      }),
    );
    for (const name of ['o200k_base', 'cl100k_base'] as const) {
      const enc = await encoder(name);
      expect(await encoder(name)).toBe(enc); // built once
      for (const t of TEXTS) expect(countTokens(enc, name, t), `${name}: ${t}`).toBe(nodeCounter(name)(t));
    }
    expect(fetched).toEqual(['o200k_base', 'cl100k_base']);
  });

  it('passes a failed download on, and tries again on the next request', async () => {
    let status = 503;
    const { encoder } = await workerEncoder(
      new TokenizerAssets({
        wasm: async () => {
          if (status !== 200) throw new Error(`tokenizer WASM: HTTP ${status}`);
          return wasm;
        },
        ranks: async (e) => ranks(e),
      }),
    );
    await expect(encoder('o200k_base')).rejects.toThrow('tokenizer WASM: HTTP 503');
    status = 200;
    await expect(encoder('o200k_base')).resolves.toBeDefined();
  });

  it('says so when the page gave it no channel', async () => {
    const { encoder } = await import('./encoder');
    await expect(encoder('o200k_base')).rejects.toThrow(/no channel/);
  });
});
