import { describe, expect, it } from 'vitest';
import { parseRanks, SharedLoads, TokenizerAssets, type AssetSources } from './assets';
import { AssetChannel } from './assetChannel';
import type { EncodingName } from 'caveman-compress/tokens';
import type { RanksFile } from './messages';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The smallest valid WASM module. */
const EMPTY_WASM = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

const fakeRanks = (encoding: EncodingName): RanksFile => ({ bpe_ranks: `ranks of ${encoding}`, special_tokens: { '<|endoftext|>': 1 }, pat_str: '\\s+' });

/** Sources that count their loads and answer at once. */
function countingSources() {
  const calls = { wasm: 0, ranks: [] as EncodingName[] };
  const sources: AssetSources = {
    async wasm() {
      calls.wasm++;
      return new WebAssembly.Module(EMPTY_WASM);
    },
    async ranks(encoding) {
      calls.ranks.push(encoding);
      return fakeRanks(encoding);
    },
  };
  return { calls, sources };
}

/** A worker's channel served by `assets` (what the page and the downloads worker set up). */
function served(assets: TokenizerAssets): AssetChannel {
  const { port1, port2 } = new MessageChannel();
  assets.serve(port1);
  const channel = new AssetChannel();
  channel.attach(port2);
  return channel;
}

describe('SharedLoads', () => {
  it('gives concurrent and later asks for a key the one load', async () => {
    const d = deferred<string>();
    const keys: string[] = [];
    const loads = new SharedLoads((k: string) => {
      keys.push(k);
      return d.promise;
    });
    const a = loads.get('x');
    const b = loads.get('x');
    d.resolve('X');
    expect(await a).toBe('X');
    expect(await b).toBe('X');
    expect(await loads.get('x')).toBe('X');
    expect(keys).toEqual(['x']);
  });

  it('loads each key on its own', async () => {
    const keys: string[] = [];
    const loads = new SharedLoads(async (k: string) => {
      keys.push(k);
      return k.toUpperCase();
    });
    expect(await Promise.all([loads.get('a'), loads.get('b'), loads.get('a')])).toEqual(['A', 'B', 'A']);
    expect(keys).toEqual(['a', 'b']);
  });

  it('forgets a failed load, so the next ask tries again', async () => {
    let n = 0;
    const loads = new SharedLoads(async () => {
      n++;
      if (n === 1) throw new Error('HTTP 503');
      return 'ok';
    });
    const [a, b] = [loads.get('x'), loads.get('x')];
    await expect(a).rejects.toThrow('HTTP 503');
    await expect(b).rejects.toThrow('HTTP 503');
    expect(await loads.get('x')).toBe('ok');
    expect(n).toBe(2);
  });
});

describe('TokenizerAssets', () => {
  it('downloads the WASM once and only the encodings asked for, once each', async () => {
    const { calls, sources } = countingSources();
    const assets = new TokenizerAssets(sources);
    const [a, b] = await Promise.all([assets.get('o200k_base'), assets.get('o200k_base')]);
    expect(a.wasm).toBe(b.wasm);
    expect(calls).toEqual({ wasm: 1, ranks: ['o200k_base'] });
    const c = await assets.get('cl100k_base');
    expect(c.wasm).toBe(a.wasm);
    expect(c.ranks.bpe_ranks).toBe('ranks of cl100k_base');
    expect(calls).toEqual({ wasm: 1, ranks: ['o200k_base', 'cl100k_base'] });
  });

  it('hands two workers the same downloads over their channels, fetched once', async () => {
    const { calls, sources } = countingSources();
    const assets = new TokenizerAssets(sources);
    const tokens = served(assets);
    const compress = served(assets);
    const [t, c] = await Promise.all([tokens.request('o200k_base'), compress.request('o200k_base')]);
    for (const got of [t, c]) {
      expect(got.wasm).toBeInstanceOf(WebAssembly.Module);
      expect(got.ranks).toEqual(fakeRanks('o200k_base'));
    }
    expect(calls).toEqual({ wasm: 1, ranks: ['o200k_base'] });
  });

  it('answers a failed download with its message, and downloads again on the next ask', async () => {
    let status = 404;
    let n = 0;
    const assets = new TokenizerAssets({
      async wasm() {
        n++;
        if (status !== 200) throw new Error(`tokenizer WASM: HTTP ${status}`);
        return new WebAssembly.Module(EMPTY_WASM);
      },
      ranks: async (e) => fakeRanks(e),
    });
    const worker = served(assets);
    await expect(worker.request('o200k_base')).rejects.toThrow('tokenizer WASM: HTTP 404');
    status = 200;
    expect((await worker.request('o200k_base')).wasm).toBeInstanceOf(WebAssembly.Module);
    expect(n).toBe(2);
  });
});

describe('parseRanks', () => {
  it('reads a ranks file', () => {
    const r = fakeRanks('o200k_base');
    expect(parseRanks('o200k_base', JSON.stringify({ ...r, extra: 1 }))).toEqual(r);
  });
  it('refuses what is not one, naming the encoding', () => {
    expect(() => parseRanks('o200k_base', '<!doctype html><title>Not found</title>')).toThrow(/^encoder ranks \(o200k_base\): unreadable/);
    expect(() => parseRanks('cl100k_base', '{"bpe_ranks": 3}')).toThrow('encoder ranks (cl100k_base): not a ranks file');
    expect(() => parseRanks('cl100k_base', 'null')).toThrow('not a ranks file');
  });
});

describe('AssetChannel (a worker asking)', () => {
  it('asks as { id, encoding } and settles each ask by its id', async () => {
    const { port1, port2 } = new MessageChannel();
    const seen: unknown[] = [];
    port1.onmessage = (ev) => {
      seen.push(ev.data);
      // answered in reverse order: each answer goes to its own ask
      if (seen.length === 2) {
        port1.postMessage({ id: 2, ok: false, message: 'second' });
        port1.postMessage({ id: 1, ok: false, message: 'first' });
      }
    };
    const channel = new AssetChannel();
    channel.attach(port2);
    const a = channel.request('cl100k_base');
    const b = channel.request('o200k_base');
    await Promise.all([expect(a).rejects.toThrow('first'), expect(b).rejects.toThrow('second')]);
    expect(seen).toEqual([
      { id: 1, encoding: 'cl100k_base' },
      { id: 2, encoding: 'o200k_base' },
    ]);
    port1.close();
  });

  it('asks the open asks again on a new port', async () => {
    const silent = new MessageChannel(); // never answers
    const channel = new AssetChannel();
    channel.attach(silent.port2);
    const ask = channel.request('o200k_base');
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = (ev) => port1.postMessage({ id: ev.data.id, ok: false, message: 'downloads worker failed' });
    channel.attach(port2);
    await expect(ask).rejects.toThrow('downloads worker failed');
    port1.close();
    silent.port1.close();
  });

  it('fails at once without a port', async () => {
    await expect(new AssetChannel().request('o200k_base')).rejects.toThrow(/no channel/);
  });
});
