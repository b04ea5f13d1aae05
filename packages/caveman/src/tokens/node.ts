// Node-side token counting (CLI, tests, benchmarks). The browser uses the worker in lib/tokens/worker.
import type { Tiktoken } from '@dqbd/tiktoken';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
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
 * The folder where the ranks are kept as a ready table: $CAVEMAN_CACHE_DIR (empty: none), else
 * $XDG_CACHE_HOME/caveman, else ~/.cache/caveman.
 */
export function rankCacheDir(env: Record<string, string | undefined> = process.env): string | null {
  const own = env.CAVEMAN_CACHE_DIR;
  if (own !== undefined) return own === '' ? null : own;
  const base = env.XDG_CACHE_HOME || (homedir() ? join(homedir(), '.cache') : '');
  return base ? join(base, 'caveman') : null;
}

/**
 * The encoding's ranks, read from the encoder JSON @dqbd/tiktoken ships, its bytes as they are
 * (bpe.ts, ByteRanks: 60-80 ms for o200k), or null where that file cannot be found: a bundler that
 * rewrote the module's resolution (Next's server build of app/page.tsx does) gets the WASM
 * encoder's count instead, equal but slower. The table built from them is kept in the cache folder
 * (rankCacheDir), named by the JSON's size and time, and the next process reads it back in a few
 * ms (ByteRanks.fromTable); a folder that cannot be written, or a table that does not read back,
 * only costs the build again. The file is written whole under another name, then renamed.
 */
export function ranksOf(name: EncodingName): Ranks | null {
  let ranks = rankMaps.get(name);
  if (ranks === undefined) {
    try {
      ranks = readRanks(name, rankCacheDir());
    } catch {
      ranks = null;
    }
    rankMaps.set(name, ranks);
  }
  return ranks;
}

/** ranksOf's reading, with no memo: from the table in `dir` when it reads back, else from the JSON (then kept in `dir`). */
export function readRanks(name: EncodingName, dir: string | null): ByteRanks {
  const file = require.resolve(`@dqbd/tiktoken/encoders/${name}.json`);
  let cached: string | null = null;
  if (dir) {
    const st = statSync(file);
    cached = join(dir, `${name}-${st.size}-${Math.floor(st.mtimeMs)}.ranks`);
    try {
      const table = ByteRanks.fromTable(readFileSync(cached));
      if (table) return table;
    } catch {
      // no table yet
    }
  }
  const ranks = ranksFromJson(readFileSync(file));
  if (dir && cached) keepTable(dir, cached, ranks.toTable());
  return ranks;
}

function ranksFromJson(bytes: Buffer): ByteRanks {
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
  return new ByteRanks(text);
}

/** Writes the table under a name of its own, then renames it into place; any failure leaves nothing behind. */
function keepTable(dir: string, path: string, table: Uint8Array): void {
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(tmp, table, { mode: 0o600 });
    renameSync(tmp, path);
  } catch {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // nothing to remove
    }
  }
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
