// The page's side of the tokenizer's downloads: it starts the downloads worker
// (lib/tokens/assets.worker.ts) with the first worker that counts tokens, and gives each such
// worker a MessageChannel to it. Only ports cross the main thread, never the bytes.

import type { AssetPortMessage, AssetRequest, AssetResponse, AssetServeMessage } from './messages';

/** A worker that counts tokens, as far as the hub needs it. */
type Consumer = { postMessage(message: unknown, transfer: Transferable[]): void };

export class TokenizerAssetsHub {
  private server: Worker | null = null;
  private failure: string | null = null;
  /** The workers connected to the running downloads worker: if it fails, each is given a new port. */
  private readonly consumers = new Set<Consumer>();

  constructor(private readonly serverFactory: () => Worker = defaultServer) {}

  /**
   * Gives a new worker its channel to the downloads. Call it before the worker is sent any
   * request: the channel then arrives first, as a worker's messages arrive in order.
   */
  connect<W extends Consumer>(consumer: W): W {
    if (this.failure === null) this.consumers.add(consumer);
    this.handPort(consumer);
    return consumer;
  }

  private handPort(consumer: Consumer): void {
    const { port1, port2 } = new MessageChannel();
    if (this.failure !== null) refuse(port1, this.failure);
    else this.ensureServer().postMessage({ type: 'serve', port: port1 } satisfies AssetServeMessage, [port1]);
    consumer.postMessage({ type: 'tokenizerAssets', port: port2 } satisfies AssetPortMessage, [port2]);
  }

  private ensureServer(): Worker {
    if (!this.server) {
      const w = this.serverFactory();
      w.onerror = (ev: ErrorEvent) => {
        ev.preventDefault();
        this.fail(`tokenizer downloads: ${ev.message || 'worker failed to start'}`);
      };
      this.server = w;
    }
    return this.server;
  }

  /** The downloads worker failed: every ask, open or to come, is answered with the failure (a reload tries again). */
  private fail(message: string): void {
    this.server?.terminate();
    this.server = null;
    this.failure = message;
    for (const c of this.consumers) this.handPort(c);
    this.consumers.clear();
  }
}

/** A port that answers every ask with `message`. */
function refuse(port: MessagePort, message: string): void {
  port.onmessage = (ev: MessageEvent<AssetRequest>) => port.postMessage({ id: ev.data.id, ok: false, message } satisfies AssetResponse);
}

function defaultServer(): Worker {
  return new Worker(new URL('./assets.worker.ts', import.meta.url), { type: 'module', name: 'tokenizer-assets' });
}

let shared: TokenizerAssetsHub | null = null;

/** The page's hub (browser only). */
export function tokenizerAssets(): TokenizerAssetsHub {
  if (!shared) shared = new TokenizerAssetsHub();
  return shared;
}
