/// <reference lib="webworker" />
// The tokenizer's downloads worker: fetches the WASM and the encoder ranks once for the whole page
// and answers the token worker and the compression worker over the ports the page hands it
// (lib/tokens/assets.ts, lib/tokens/assetsHub.ts).

import { TokenizerAssets } from './assets';
import type { AssetServeMessage } from './messages';

declare const self: DedicatedWorkerGlobalScope;

const assets = new TokenizerAssets();

self.onmessage = (ev: MessageEvent<AssetServeMessage>) => {
  if (ev.data?.type === 'serve') assets.serve(ev.data.port);
};
