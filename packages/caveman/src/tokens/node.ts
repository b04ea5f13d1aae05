// Node-side token counting (CLI, tests, benchmarks). The browser uses the worker in lib/tokens/worker.
import type { Tiktoken } from '@dqbd/tiktoken';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TokenCounter } from '../core/types';
import { bpeCount, byteString, ByteRanks, type Ranks } from './bpe';
import { PAT_STR, type EncodingName } from './encodings';
import { pretokenCounter, pretokenPath, pretokenRegExp } from './pretokens';

const cache = new Map<EncodingName, Tiktoken>();
const require = createRequire(import.meta.url);

/**
 * tiktoken's WASM encoder, loaded on its first use: instantiating the module costs ~45 ms and its
 * ranks ~0.25-0.45 s, which a command whose text the JavaScript path cuts never pays.
 */
export function getEncoder(name: EncodingName): Tiktoken {
  let enc = cache.get(name);
  if (!enc) {
    const { get_encoding } = require('@dqbd/tiktoken') as typeof import('@dqbd/tiktoken');
    enc = get_encoding(name);
    cache.set(name, enc);
  }
  return enc;
}

const rankMaps = new Map<EncodingName, Ranks | null>();

/**
 * The encoding's ranks, read from the encoder JSON @dqbd/tiktoken ships, its bytes as they are
 * (bpe.ts, ByteRanks: ~15 ms for o200k), or null where that file cannot be found: a bundler that
 * rewrote the module's resolution (Next's server build of app/page.tsx does) gets the WASM
 * encoder's count instead, equal but slower.
 */
export function ranksOf(name: EncodingName): Ranks | null {
  let ranks = rankMaps.get(name);
  if (ranks === undefined) {
    try {
      const bytes = readFileSync(require.resolve(`@dqbd/tiktoken/encoders/${name}.json`));
      // the value of "bpe_ranks": base64, digits, "!" and white space, so no escape to read
      const key = Buffer.from('"bpe_ranks":');
      let from = bytes.indexOf(key);
      if (from < 0) throw new Error('no bpe_ranks');
      from = bytes.indexOf(0x22, from + key.length) + 1;
      const to = bytes.indexOf(0x22, from);
      if (from <= 0 || to < 0) throw new Error('no bpe_ranks');
      // a "\n" escape between lines reads as white space: make it one
      const text = bytes.subarray(from, to);
      for (let i = 0; i + 1 < text.length; i++) if (text[i] === 0x5c && text[i + 1] === 0x6e) text[i] = text[i + 1] = 0x20;
      ranks = new ByteRanks(text);
    } catch {
      ranks = null;
    }
    rankMaps.set(name, ranks);
  }
  return ranks;
}

/**
 * encode_ordinary(text).length: in JavaScript where the encoding's pattern can cut the text
 * (pretokens.ts), each pre-token then counted by bpe.ts; any other text by the WASM encoder,
 * loaded only then. Special-token text ("<|endoftext|>") is counted as plain text on both paths.
 */
function exactCounter(name: EncodingName): (text: string) => number {
  const cut = [null, pretokenRegExp(PAT_STR[name], true), pretokenRegExp(PAT_STR[name])];
  const wasm = (text: string) => getEncoder(name).encode_ordinary(text).length;
  return (text) => {
    const re = cut[pretokenPath(text)];
    const ranks = re && ranksOf(name);
    if (!re || !ranks) return wasm(text);
    let n = 0;
    let end = 0;
    re.lastIndex = 0;
    while (end < text.length) {
      // (the pattern matches every character; if it ever did not, tiktoken's own cut decides)
      if (!re.test(text) || re.lastIndex === end) return wasm(text);
      n += bpeCount(ranks, byteString(text.slice(end, re.lastIndex)));
      end = re.lastIndex;
    }
    return n;
  };
}

const counters = new Map<EncodingName, TokenCounter>();

/**
 * tiktoken's count of a text, in its encode_ordinary: special-token text ("<|endoftext|>") is
 * counted as plain text, never thrown on. One counter per encoding, so its memo of pre-tokens is
 * shared by every caller.
 */
export function nodeCounter(name: EncodingName = 'o200k_base'): TokenCounter {
  let c = counters.get(name);
  if (!c) counters.set(name, (c = pretokenCounter(exactCounter(name), PAT_STR[name])));
  return c;
}

const lazy = new Map<EncodingName, TokenCounter>();

/**
 * nodeCounter(name), loaded on its first count: the encoder's ranks cost 70-120 ms to read (o200k),
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
