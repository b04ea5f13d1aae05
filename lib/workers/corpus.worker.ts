/// <reference lib="webworker" />
// Corpus worker: the report rows of its shard of the corpus (corpusRun.ts) with the tiktoken
// counter, off the main thread; one of them also puts the shards together. The tokenizer's downloads arrive over the channel the page gives it, as for the
// compression worker.

import { acceptAssetPort, counterOf, encoder } from '../tokens/encoder';
import { isAssetPortMessage, type AssetPortMessage } from '../tokens/messages';
import type { CorpusWorkerIn, CorpusWorkerOut } from './corpusProtocol';
import { CorpusRunner } from './corpusRun';
import { ARTIFACTS } from '../examples/artifacts';
import { macrotaskYield } from './macrotask';

declare const self: DedicatedWorkerGlobalScope;

const runner = new CorpusRunner({
  counter: async (encoding) => counterOf(await encoder(encoding), encoding),
  post: (msg: CorpusWorkerOut) => self.postMessage(msg),
  yieldNow: macrotaskYield(),
  now: () => performance.now(),
});

self.onmessage = (ev: MessageEvent<CorpusWorkerIn | AssetPortMessage>) => {
  if (isAssetPortMessage(ev.data)) return acceptAssetPort(ev.data.port);
  const msg = ev.data;
  if (msg.type === 'files') runner.setFiles(msg.files);
  else if (msg.type === 'run') void runner.start(msg);
  else if (msg.type === 'warm') void runner.warm(msg.encoding, Object.values(ARTIFACTS));
  else runner.finish(msg);
};
