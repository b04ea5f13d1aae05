// Node-side token counting (CLI, tests, benchmarks). The browser uses the worker in lib/tokens/worker.
import { get_encoding, type Tiktoken } from '@dqbd/tiktoken';
import type { TokenCounter } from '../caveman/types';
import { PAT_STR, type EncodingName } from './encodings';
import { pretokenCounter } from './pretokens';

const cache = new Map<EncodingName, Tiktoken>();

export function getEncoder(name: EncodingName): Tiktoken {
  let enc = cache.get(name);
  if (!enc) {
    enc = get_encoding(name);
    cache.set(name, enc);
  }
  return enc;
}

const counters = new Map<EncodingName, TokenCounter>();

/**
 * encode_ordinary: special-token text ("<|endoftext|>") is counted as plain text, never thrown on.
 * One counter per encoding, so its memo of pre-tokens is shared by every caller.
 */
export function nodeCounter(name: EncodingName = 'o200k_base'): TokenCounter {
  let c = counters.get(name);
  if (!c) {
    const enc = getEncoder(name);
    counters.set(name, (c = pretokenCounter((text) => enc.encode_ordinary(text).length, PAT_STR[name])));
  }
  return c;
}
