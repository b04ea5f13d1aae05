/// <reference lib="webworker" />
// Corpus worker: the report rows of its shard of the corpus (corpusRun.ts) with the tiktoken
// counter, off the main thread; one of them also puts the shards together. The tokenizer's downloads arrive over the channel the page gives it, as for the
// compression worker.

import { acceptAssetPort, counterOf, encoder } from '../tokens/encoder';
import { isAssetPortMessage, type AssetPortMessage } from '../tokens/messages';
import type { CorpusWorkerIn, CorpusWorkerOut } from './corpusProtocol';
import { CorpusRunner } from './corpusRun';
import { ARTIFACTS } from '../examples/artifacts';
import { RULES } from 'caveman-compress/internals/rules/table';
import { macrotaskYield } from './macrotask';

declare const self: DedicatedWorkerGlobalScope;

const runner = new CorpusRunner({
  counter: async (encoding) => counterOf(await encoder(encoding), encoding),
  post: (msg: CorpusWorkerOut) => self.postMessage(msg),
  yieldNow: macrotaskYield(),
  now: () => performance.now(),
});

// The warm-up reads the example artifacts and one text of every rule's example (as prose, a list and
// a table), so each rule's matching path is compiled before the first file, not only the ones the
// artifacts happen to exercise.
const withExample = RULES.filter((r) => r.example);
const examples = withExample.map((r) => r.example);
const WARM_TEXTS = [
  ...Object.values(ARTIFACTS),
  `# Rule examples\n\n${examples.join(' ')}\n\n${examples.map((e) => `- ${e}`).join('\n')}\n\n| Rule | Example |\n| --- | --- |\n${withExample.map((r) => `| ${r.id} | ${r.example} |`).join('\n')}\n`,
];

self.onmessage = (ev: MessageEvent<CorpusWorkerIn | AssetPortMessage>) => {
  if (isAssetPortMessage(ev.data)) return acceptAssetPort(ev.data.port);
  const msg = ev.data;
  if (msg.type === 'files') runner.setFiles(msg.files);
  else if (msg.type === 'run') void runner.start(msg);
  else if (msg.type === 'warm') void runner.warm(msg.encoding, WARM_TEXTS);
  else runner.finish(msg);
};
