// Node-side token counting (CLI, tests, benchmarks). The browser uses the worker in lib/tokens/worker.
import { get_encoding, type Tiktoken } from '@dqbd/tiktoken';
import type { TokenCounter } from '../caveman/types';

export const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;
export type EncodingName = (typeof ENCODINGS)[number];

const cache = new Map<EncodingName, Tiktoken>();

export function isEncoding(name: string): name is EncodingName {
  return (ENCODINGS as readonly string[]).includes(name);
}

export function getEncoder(name: EncodingName): Tiktoken {
  let enc = cache.get(name);
  if (!enc) {
    enc = get_encoding(name);
    cache.set(name, enc);
  }
  return enc;
}

/** encode_ordinary: special-token text ("<|endoftext|>") is counted as plain text, never thrown on. */
export function nodeCounter(name: EncodingName = 'o200k_base'): TokenCounter {
  const enc = getEncoder(name);
  const count: TokenCounter = (text: string) => (text.length === 0 ? 0 : enc.encode_ordinary(text).length);
  count.lineAdditive = true;
  return count;
}
