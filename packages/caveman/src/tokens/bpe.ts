// tiktoken's byte-pair encoding, in JavaScript, for counting one pre-token: what the WASM encoder
// computes for it, without the ~0.25 s its constructor spends on the ranks (o200k) in every
// process that counts. Building the rank map here costs 70-120 ms, and a command that only ever
// sees text its JavaScript pattern can cut (pretokens.ts, SAFE) never loads the WASM.
//
// The algorithm is tiktoken's `_byte_pair_merge` (src/lib.rs): start from single bytes, and merge
// the adjacent pair whose concatenation has the lowest rank, the leftmost one on a tie, until no
// adjacent pair is a token. The count is the number of parts left. bpe.test.ts compares it with
// the WASM encoder on every text it tries, in both encodings.

/** Token bytes (one character per byte, code points 0-255) → rank. */
export type Ranks = ReadonlyMap<string, number>;

/**
 * The ranks of tiktoken's compact format (the `bpe_ranks` of @dqbd/tiktoken's encoder JSON): lines
 * of `! <first rank> <base64 token> <base64 token> …`, ranks consecutive from the first.
 */
export function parseRanks(bpeRanks: string): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const line of bpeRanks.split('\n')) {
    if (!line) continue;
    const fields = line.split(' ');
    const first = Number(fields[1]);
    if (!Number.isInteger(first)) throw new Error('bpe ranks: a line without its first rank');
    // atob gives a byte string (one character per byte): the key this file looks tokens up by
    for (let i = 2; i < fields.length; i++) ranks.set(atob(fields[i]), first + i - 2);
  }
  return ranks;
}

const encoder = new TextEncoder();

/** The UTF-8 bytes of `text` as a byte string. */
export function byteString(text: string): string {
  // ASCII is its own byte string (the common case: no copy)
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) return text;
  const bytes = encoder.encode(text);
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return s;
}

const NONE = Number.MAX_SAFE_INTEGER;

/** How many tokens tiktoken encodes one pre-token into (`piece`: its UTF-8 bytes as a byte string). */
export function bpeCount(ranks: Ranks, piece: string): number {
  const n = piece.length;
  if (n <= 1 || ranks.has(piece)) return n === 0 ? 0 : 1;
  // starts[k]: where part k begins; pair[k]: the rank of part k joined with part k + 1 (NONE if
  // that is no token). Two sentinels at the end, as tiktoken has.
  const starts: number[] = [];
  const pair: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    starts.push(i);
    pair.push(ranks.get(piece.slice(i, i + 2)) ?? NONE);
  }
  starts.push(n - 1, n);
  pair.push(NONE, NONE);
  // the rank of parts k and k + 1 joined with part k + 2 (k + 1 is about to be merged into k)
  const joined = (k: number) => (k + 3 < starts.length ? (ranks.get(piece.slice(starts[k], starts[k + 3])) ?? NONE) : NONE);
  for (;;) {
    let min = NONE;
    let at = -1;
    for (let k = 0; k < pair.length - 1; k++) {
      if (pair[k] < min) {
        min = pair[k];
        at = k;
      }
    }
    if (at < 0) break;
    if (at > 0) pair[at - 1] = joined(at - 1);
    pair[at] = joined(at);
    starts.splice(at + 1, 1);
    pair.splice(at + 1, 1);
  }
  return starts.length - 1;
}
