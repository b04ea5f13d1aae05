import { describe, expect, it } from 'vitest';
import { TokenizerAssets } from './assets';
import { AssetChannel } from './assetChannel';
import { TokenizerAssetsHub } from './assetsHub';
import type { EncodingName } from 'caveman-compress/tokens';
import { isAssetPortMessage, type AssetServeMessage } from './messages';

const EMPTY_WASM = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

/** The downloads worker, run in this thread: it serves every port the page hands it. */
class FakeServer {
  onerror: ((ev: ErrorEvent) => void) | null = null;
  terminated = false;
  served = 0;
  constructor(private readonly assets: TokenizerAssets) {}
  postMessage(msg: AssetServeMessage, transfer: Transferable[]) {
    expect(transfer).toEqual([msg.port]);
    if (this.terminated) return;
    this.served++;
    this.assets.serve(msg.port);
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker's script failed to load. */
  crash(message: string) {
    this.onerror!({ message, preventDefault() {} } as ErrorEvent);
  }
}

/** A worker that counts tokens, as the page sees it: it takes the port it is sent. */
function consumer() {
  const channel = new AssetChannel();
  const received: unknown[] = [];
  return {
    channel,
    received,
    postMessage(msg: unknown, transfer: Transferable[]) {
      received.push(msg);
      if (!isAssetPortMessage(msg)) throw new Error('not a port message');
      expect(transfer).toEqual([msg.port]); // transferred, not cloned
      channel.attach(msg.port);
    },
  };
}

function setUp() {
  const calls = { wasm: 0, ranks: [] as EncodingName[] };
  const assets = new TokenizerAssets({
    async wasm() {
      calls.wasm++;
      return new WebAssembly.Module(EMPTY_WASM);
    },
    async ranks(encoding) {
      calls.ranks.push(encoding);
      return { bpe_ranks: encoding, special_tokens: {}, pat_str: '' };
    },
  });
  const servers: FakeServer[] = [];
  const hub = new TokenizerAssetsHub(() => {
    const s = new FakeServer(assets);
    servers.push(s);
    return s as unknown as Worker;
  });
  return { calls, servers, hub };
}

describe('TokenizerAssetsHub', () => {
  it('starts one downloads worker for both workers, which share its downloads', async () => {
    const { calls, servers, hub } = setUp();
    expect(servers).toHaveLength(0); // nothing before a worker needs it
    const tokens = hub.connect(consumer());
    const compress = hub.connect(consumer());
    expect(servers).toHaveLength(1);
    expect(servers[0].served).toBe(2);
    expect(tokens.received).toHaveLength(1);
    const [a, b] = await Promise.all([tokens.channel.request('o200k_base'), compress.channel.request('o200k_base')]);
    expect(a.ranks.bpe_ranks).toBe('o200k_base');
    expect(b.wasm).toBeInstanceOf(WebAssembly.Module);
    // a restarted compression worker is connected again: nothing is downloaded again
    const restarted = hub.connect(consumer());
    await restarted.channel.request('o200k_base');
    expect(calls).toEqual({ wasm: 1, ranks: ['o200k_base'] });
  });

  it('answers with the failure when the downloads worker fails, open asks included', async () => {
    const { servers, hub } = setUp();
    // a server that never answers: the ask stays open until the failure
    const tokens = hub.connect(consumer());
    servers[0].terminated = true;
    const open = tokens.channel.request('o200k_base');
    servers[0].crash('Failed to fetch a dynamically imported module');
    await expect(open).rejects.toThrow('tokenizer downloads: Failed to fetch a dynamically imported module');
    await expect(tokens.channel.request('cl100k_base')).rejects.toThrow('tokenizer downloads:');
    // a worker connected later is told too, and no new downloads worker is started
    const later = hub.connect(consumer());
    await expect(later.channel.request('o200k_base')).rejects.toThrow('tokenizer downloads:');
    expect(servers).toHaveLength(1);
  });
});
