// A worker's end of its channel to the tokenizer's downloads (lib/tokens/assets.ts): a promise per
// ask, keyed by id. Every ask is answered, with the downloads or with why they failed.

import type { EncodingName } from 'caveman-compress/tokens';
import type { AssetRequest, AssetResponse, TokenizerDownloads } from './messages';

interface Pending {
  encoding: EncodingName;
  resolve: (d: TokenizerDownloads) => void;
  reject: (e: Error) => void;
}

export class AssetChannel {
  private port: MessagePort | null = null;
  private nextId = 1;
  private pending = new Map<number, Pending>();

  /**
   * Ask over `port` from now on. The page sends a new port when the downloads worker failed (one
   * that answers with the failure): the asks still open are asked again there, so they end.
   */
  attach(port: MessagePort): void {
    this.port?.close();
    this.port = port;
    port.onmessage = (ev: MessageEvent<AssetResponse>) => {
      const msg = ev.data;
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.ok) p.resolve({ wasm: msg.wasm, ranks: msg.ranks });
      else p.reject(new Error(msg.message));
    };
    for (const [id, p] of this.pending) port.postMessage({ id, encoding: p.encoding } satisfies AssetRequest);
  }

  request(encoding: EncodingName): Promise<TokenizerDownloads> {
    const port = this.port;
    if (!port) return Promise.reject(new Error("tokenizer: this worker has no channel to the page's downloads"));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { encoding, resolve, reject });
      port.postMessage({ id, encoding } satisfies AssetRequest);
    });
  }
}
