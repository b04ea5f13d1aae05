// Node-side token counting (CLI, tests, benchmarks). The browser uses the worker in lib/tokens/worker.
import { get_encoding, type Tiktoken } from '@dqbd/tiktoken';
import type { TokenCounter } from '../core/types';
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

const lazy = new Map<EncodingName, TokenCounter>();

/**
 * nodeCounter(name), loaded on its first count: the encoder's ranks cost ~0.25 s to load (o200k),
 * which a command whose selection decides not to compress (mode off, terse off, out of scope)
 * never needs to pay. One per encoding, so its memo is shared like nodeCounter's.
 */
export function lazyNodeCounter(name: EncodingName = 'o200k_base'): TokenCounter {
  let c = lazy.get(name);
  if (!c) {
    let real: TokenCounter | null = null;
    c = (text: string) => (real ??= nodeCounter(name))(text);
    c.lineAdditive = true; // as pretokenCounter's counters are
    lazy.set(name, c);
  }
  return c;
}
