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
export interface Ranks {
  get(piece: string): number | undefined;
  has(piece: string): boolean;
  readonly size: number;
}

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

const B64 = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) B64['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(i)] = i;

const TABLE_MAGIC = 0x31525643; // "CVR1" read as a little-endian word
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** FNV-1a over the bytes of a byte string (one character per byte). */
function hashPiece(piece: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < piece.length; i++) h = Math.imul(h ^ piece.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The ranks of tiktoken's compact format, read straight from its bytes into typed arrays: every
 * token's bytes in one buffer and an open-addressing table of ranks. Building it costs ~15 ms for
 * o200k where a Map of 200k strings (parseRanks) costs 70-200 ms and its garbage; a lookup hashes
 * the piece and compares bytes. `source` holds the `bpe_ranks` text anywhere in it (the encoder
 * JSON file as it is): lines of `! <first rank> <base64 token> …`, ranks consecutive from the
 * first; a rank the lines skip is no token.
 */
export class ByteRanks implements Ranks {
  readonly size: number;
  private readonly data: Uint8Array;
  private readonly start: Int32Array;
  private readonly ends: Int32Array;
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly dataLength: number;

  /**
   * The table as one block of bytes (little-endian): a header of eight 32-bit words ("CVR1",
   * size, ranks, slots, data length, 0, 0, 0), then start, ends and slots, then the token bytes.
   * fromTable reads it back with no parsing and no hashing: a process that counts one line pays
   * a file read instead of decoding 200k tokens (node.ts keeps it in a cache folder).
   */
  toTable(): Uint8Array {
    const words = 8 + this.start.length * 2 + this.slots.length;
    const out = new Uint8Array(words * 4 + this.dataLength);
    const head = new Int32Array(out.buffer, 0, words);
    head.set([TABLE_MAGIC, this.size, this.start.length, this.slots.length, this.dataLength, 0, 0, 0]);
    head.set(this.start, 8);
    head.set(this.ends, 8 + this.start.length);
    head.set(this.slots, 8 + this.start.length * 2);
    out.set(this.data.subarray(0, this.dataLength), words * 4);
    return out;
  }

  /**
   * The ranks toTable wrote, or null when the bytes are not such a table (wrong length, magic or
   * order). The slots are not read through: a damaged one answers a wrong rank or none, and a
   * lookup ends after one probe per slot.
   */
  static fromTable(bytes: Uint8Array): ByteRanks | null {
    if (!LITTLE_ENDIAN || bytes.length < 32) return null;
    // typed views need 4-byte alignment: copy the rare buffer that does not have it
    const b = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
    const head = new Int32Array(b.buffer, b.byteOffset, 8);
    const [magic, size, ranks, cap, dataLength] = head;
    if (magic !== TABLE_MAGIC || size <= 0 || ranks <= 0 || cap <= 0 || (cap & (cap - 1)) !== 0 || dataLength < 0) return null;
    const words = 8 + ranks * 2 + cap;
    if (b.length !== words * 4 + dataLength) return null;
    const slots = new Int32Array(b.buffer, b.byteOffset + 32 + ranks * 8, cap);
    const r = Object.create(ByteRanks.prototype) as ByteRanks;
    const w = r as unknown as { -readonly [K in keyof ByteRanks]: unknown } & Record<string, unknown>;
    w.size = size;
    w.start = new Int32Array(b.buffer, b.byteOffset + 32, ranks);
    w.ends = new Int32Array(b.buffer, b.byteOffset + 32 + ranks * 4, ranks);
    w.slots = slots;
    w.mask = cap - 1;
    w.data = new Uint8Array(b.buffer, b.byteOffset + words * 4, dataLength);
    w.dataLength = dataLength;
    return r;
  }

  constructor(source: Uint8Array, from = 0, to = source.length) {
    // first pass: how many tokens, and the highest rank
    let count = 0;
    let maxRank = -1;
    let rank = 0;
    let i = from;
    const firstRank = (): number => {
      i++;
      while (i < to && source[i] === 32) i++;
      let n = 0;
      const s = i;
      while (i < to && source[i] >= 48 && source[i] <= 57) n = n * 10 + source[i++] - 48;
      if (i === s) throw new Error('bpe ranks: a line without its first rank');
      return n;
    };
    while (i < to) {
      const c = source[i];
      if (c === 32 || c === 10 || c === 13) {
        i++;
        continue;
      }
      if (c === 33 /* ! */) {
        rank = firstRank();
        continue;
      }
      while (i < to && source[i] > 32) i++;
      count++;
      if (rank > maxRank) maxRank = rank;
      rank++;
    }
    this.size = count;
    const data = (this.data = new Uint8Array(Math.ceil(((to - from) * 3) / 4)));
    const start = (this.start = new Int32Array(maxRank + 2).fill(-1));
    const ends = (this.ends = new Int32Array(maxRank + 2));
    let cap = 1;
    while (cap < count * 2) cap <<= 1;
    const mask = (this.mask = cap - 1);
    const slots = (this.slots = new Int32Array(cap));
    // second pass: decode each token into the buffer and put its rank in the table
    let w = 0;
    i = from;
    while (i < to) {
      const c0 = source[i];
      if (c0 === 32 || c0 === 10 || c0 === 13) {
        i++;
        continue;
      }
      if (c0 === 33) {
        rank = firstRank();
        continue;
      }
      const s = w;
      let acc = 0;
      let bits = 0;
      let h = 0x811c9dc5;
      for (; i < to; i++) {
        const c = source[i];
        if (c <= 32) break;
        if (c === 61 /* = */) continue;
        const v = c < 128 ? B64[c] : -1;
        if (v < 0) throw new Error('bpe ranks: a token that is not base64');
        acc = ((acc << 6) | v) & 0xffffff;
        bits += 6;
        if (bits >= 8) {
          bits -= 8;
          const b = (acc >> bits) & 0xff;
          data[w++] = b;
          h = Math.imul(h ^ b, 0x01000193);
        }
      }
      start[rank] = s;
      ends[rank] = w;
      let slot = (h >>> 0) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = rank + 1;
      rank++;
    }
    this.dataLength = w;
  }

  get(piece: string): number | undefined {
    const len = piece.length;
    let slot = hashPiece(piece) & this.mask;
    // at most one probe per slot: a damaged table (fromTable) with no empty slot cannot hang it
    for (let probes = 0; probes <= this.mask; probes++) {
      const r = this.slots[slot];
      if (!r) return undefined;
      const rank = r - 1;
      const s = this.start[rank];
      if (this.ends[rank] - s === len) {
        let k = 0;
        while (k < len && this.data[s + k] === piece.charCodeAt(k)) k++;
        if (k === len) return rank;
      }
      slot = (slot + 1) & this.mask;
    }
    return undefined;
  }

  has(piece: string): boolean {
    return this.get(piece) !== undefined;
  }
}
