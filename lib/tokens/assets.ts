// The tokenizer's downloads, once per page: the WASM (~1 MB) and each encoding's ranks (~1-2.3 MB)
// are fetched by one worker (assets.worker.ts) and handed to both workers that count tokens (the
// token worker and the compression worker), over a MessageChannel each (messages.ts). Two workers
// fetching on their own download everything twice whenever the HTTP cache does not serve the
// second fetch (a cold cache with both starting at once, caching disabled), and a restarted
// compression worker would fetch again.
//
// Not the main thread: it is busiest exactly while the page loads, and a worker's ask would wait
// behind its long tasks (seconds, on a slow machine). Here the WASM is compiled once
// (compileStreaming) and each ranks file is parsed once; the workers only instantiate and build.

import type { EncodingName } from 'caveman-compress/tokens';
import type { AssetRequest, AssetResponse, RanksFile, TokenizerDownloads } from './messages';

/**
 * One load per key, shared by every ask while it runs and after it succeeded. A failed load is
 * forgotten, so the next ask tries again (a download that failed or was corrupt is fetched anew).
 */
export class SharedLoads<K, V> {
  private loads = new Map<K, Promise<V>>();

  constructor(private readonly load: (key: K) => Promise<V>) {}

  get(key: K): Promise<V> {
    let p = this.loads.get(key);
    if (!p) {
      const started = this.load(key);
      p = started;
      this.loads.set(key, started);
      started.catch(() => {
        if (this.loads.get(key) === started) this.loads.delete(key);
      });
    }
    return p;
  }
}

export interface AssetSources {
  wasm(): Promise<WebAssembly.Module>;
  ranks(encoding: EncodingName): Promise<RanksFile>;
}

export class TokenizerAssets {
  private readonly wasm: SharedLoads<'wasm', WebAssembly.Module>;
  private readonly ranks: SharedLoads<EncodingName, RanksFile>;

  constructor(sources: AssetSources = browserSources) {
    this.wasm = new SharedLoads(() => sources.wasm());
    this.ranks = new SharedLoads((encoding) => sources.ranks(encoding));
  }

  /** What a worker needs to build an encoder of `encoding`; only that encoding's ranks are fetched. */
  async get(encoding: EncodingName): Promise<TokenizerDownloads> {
    const [wasm, ranks] = await Promise.all([this.wasm.get('wasm'), this.ranks.get(encoding)]);
    return { wasm, ranks };
  }

  /** Answers every ask arriving on `port`, with the downloads or with why they failed. */
  serve(port: MessagePort): void {
    port.onmessage = (ev: MessageEvent<AssetRequest>) => {
      const { id, encoding } = ev.data;
      this.get(encoding).then(
        ({ wasm, ranks }) => port.postMessage({ id, ok: true, wasm, ranks } satisfies AssetResponse),
        (err: unknown) => port.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies AssetResponse),
      );
    };
  }
}

/** A ranks file's text, checked: a host's error page served with 200 fails here, and is fetched again on the next ask. */
export function parseRanks(encoding: EncodingName, text: string): RanksFile {
  let r: Partial<RanksFile> | null;
  try {
    r = JSON.parse(text) as Partial<RanksFile> | null;
  } catch (e) {
    throw new Error(`encoder ranks (${encoding}): unreadable (${e instanceof Error ? e.message : String(e)})`);
  }
  if (typeof r?.bpe_ranks !== 'string' || typeof r.pat_str !== 'string' || typeof r.special_tokens !== 'object' || r.special_tokens === null) {
    throw new Error(`encoder ranks (${encoding}): not a ranks file`);
  }
  return { bpe_ranks: r.bpe_ranks, special_tokens: r.special_tokens, pat_str: r.pat_str };
}

/** The encoding's ranks file, shipped as a static asset: data to parse, not a 2.3 MB script. */
function ranksUrl(encoding: EncodingName): URL {
  // one literal `new URL` per file, so the bundler ships each as its own content-hashed asset
  switch (encoding) {
    case 'o200k_base':
      return new URL('@dqbd/tiktoken/encoders/o200k_base.json', import.meta.url);
    case 'cl100k_base':
      return new URL('@dqbd/tiktoken/encoders/cl100k_base.json', import.meta.url);
  }
}

const browserSources: AssetSources = {
  async wasm() {
    const res = await fetch(new URL('@dqbd/tiktoken/lite/tiktoken_bg.wasm', import.meta.url));
    if (!res.ok) throw new Error(`tokenizer WASM: HTTP ${res.status}`);
    // streaming compilation wants application/wasm; a host that labels it otherwise still works
    if (res.headers.get('content-type')?.split(';')[0].trim() === 'application/wasm') return WebAssembly.compileStreaming(res);
    return WebAssembly.compile(await res.arrayBuffer());
  },
  async ranks(encoding) {
    const res = await fetch(ranksUrl(encoding));
    if (!res.ok) throw new Error(`encoder ranks (${encoding}): HTTP ${res.status}`);
    return parseRanks(encoding, await res.text());
  },
};
