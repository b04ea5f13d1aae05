/// <reference lib="webworker" />
// Corpus worker: the corpus view's reports (corpusRun.ts) with the tiktoken counter, off the
// main thread. The tokenizer's downloads arrive over the channel the page gives it, as for the
// compression worker.

import { acceptAssetPort, counterOf, encoder } from '../tokens/encoder';
import { isAssetPortMessage, type AssetPortMessage } from '../tokens/messages';
import type { CorpusWorkerIn, CorpusWorkerOut } from './corpusProtocol';
import { CorpusRunner } from './corpusRun';

declare const self: DedicatedWorkerGlobalScope;

const runner = new CorpusRunner({
  counter: async (encoding) => counterOf(await encoder(encoding), encoding),
  post: (msg: CorpusWorkerOut) => self.postMessage(msg),
  yieldNow: () => new Promise<void>((r) => setTimeout(r, 0)),
  now: () => performance.now(),
});

self.onmessage = (ev: MessageEvent<CorpusWorkerIn | AssetPortMessage>) => {
  if (isAssetPortMessage(ev.data)) return acceptAssetPort(ev.data.port);
  const msg = ev.data;
  if (msg.type === 'files') runner.setFiles(msg.files);
  else void runner.start(msg);
};
