// The JavaScript byte-pair count (bpe.ts, used by nodeCounter) against tiktoken's WASM encoder,
// which it replaces for text the JavaScript pattern can cut: equal on every text tried, in both
// encodings, and on texts built to stress the merge order (repeated bytes, long runs, multi-byte
// characters, contractions, digits, space runs).
import { get_encoding } from '@dqbd/tiktoken';
import fc from 'fast-check';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { bpeCount, byteString, ByteRanks, parseRanks, type Ranks } from './bpe';
import { ENCODINGS } from './encodings';
import { nodeCounter, rankCacheDir, ranksOf, readRanks } from './node';

const wasm = Object.fromEntries(ENCODINGS.map((e) => [e, get_encoding(e)]));
afterAll(() => {
  for (const e of ENCODINGS) wasm[e].free();
});
const exact = (e: (typeof ENCODINGS)[number], text: string) => wasm[e].encode_ordinary(text).length;

/** Every token of the encoding's JSON, looked up by its bytes in `table`, gives its rank; and no more tokens. */
function expectEveryRank(table: Ranks, name: (typeof ENCODINGS)[number]) {
  const json = parseRanks((JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`@dqbd/tiktoken/encoders/${name}.json`), 'utf8')) as { bpe_ranks: string }).bpe_ranks);
  let wrong = 0;
  for (const [k, r] of json) if (table.get(k) !== r) wrong++;
  expect(wrong).toBe(0);
  expect(table.size).toBe(json.size);
}

const FIXTURES = join(__dirname, '..', '..', '..', '..', 'fixtures', 'artifacts');

/** Characters of every kind SAFE holds, and the ones that fold or merge unusually. */
const ALPHABET = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...' \t\n\r  ',
  ...`!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`,
  ...'éèüßøåñçÉÜ', // Latin-1
  ...'ſK', // fold to s and k
  ...'αβγΔΩάϊ', // Greek
  ...'жщЖЩёЁ', // Cyrillic
  '\u0301', // combining acute
  ...'–—‘’“”…•→⇒∀∑≤█✓✗',
  '\u{1F600}', '\u{1F44D}', '\u{2764}\u{FE0F}', '\u{1F680}',
];

describe('the JavaScript byte-pair count', () => {
  it('parses the compact rank format, ranks consecutive from the first of each line', () => {
    const ranks = parseRanks(`! 0 ${btoa('a')} ${btoa('b')}\n! 7 ${btoa('ab')}\n`);
    expect([...ranks]).toEqual([['a', 0], ['b', 1], ['ab', 7]]);
    expect(() => parseRanks('! x YQ==')).toThrow(/first rank/);
  });

  it('reads the same format from its bytes into a table that answers as the map does', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    const src = `! 0 ${btoa('a')} ${btoa('b')}\n! 7 ${btoa('ab')} ${btoa('\xff\x00')}\n`;
    const table = new ByteRanks(bytes(src));
    const map = parseRanks(src);
    expect(table.size).toBe(4);
    for (const k of ['a', 'b', 'ab', '\xff\x00', 'ba', 'c', '', 'abc', '\xff']) expect(table.get(k)).toBe(map.get(k));
    expect(table.has('ab')).toBe(true);
    expect(table.has('ba')).toBe(false);
    expect(() => new ByteRanks(bytes('! x YQ=='))).toThrow(/first rank/);
    expect(() => new ByteRanks(bytes('! 0 Y*=='))).toThrow(/base64/);
    // every token of the real table, looked up by its bytes, gives its rank
    expectEveryRank(ranksOf('o200k_base')!, 'o200k_base');
  });

  it('merges the lowest-ranked pair first, the leftmost on a tie', () => {
    // a=0 b=1 c=2; ab ranks before bc, so "abc" is ab + c; "aaa" merges its first pair: aa + a
    const ranks = new Map([['a', 0], ['b', 1], ['c', 2], ['ab', 3], ['bc', 4], ['aa', 5], ['abc', 9]]);
    expect(bpeCount(ranks, 'abc')).toBe(1); // whole piece is a token
    const noWhole = new Map([...ranks].filter(([k]) => k !== 'abc'));
    expect(bpeCount(noWhole, 'abc')).toBe(2);
    expect(bpeCount(noWhole, 'aaa')).toBe(2);
    expect(bpeCount(noWhole, 'aaaa')).toBe(2);
    expect(bpeCount(noWhole, 'cab')).toBe(2);
    expect(bpeCount(noWhole, '')).toBe(0);
    expect(bpeCount(noWhole, 'z')).toBe(1);
  });

  it('turns text into its UTF-8 bytes, one character per byte', () => {
    expect(byteString('plain')).toBe('plain');
    expect(byteString('é→\u{1F600}')).toBe(String.fromCharCode(0xc3, 0xa9, 0xe2, 0x86, 0x92, 0xf0, 0x9f, 0x98, 0x80));
  });

  it("reads each encoding's ranks from @dqbd/tiktoken in Node, every token once", () => {
    expect(ranksOf('o200k_base')?.size).toBe(199_998);
    expect(ranksOf('cl100k_base')?.size).toBe(100_256);
    expect(ranksOf('o200k_base')?.get(' the')).toBe(290);
  });

  for (const e of ENCODINGS) {
    describe(e, () => {
      const count = nodeCounter(e);

      it('counts every fixture artifact as the WASM encoder does', () => {
        for (const f of readdirSync(FIXTURES)) {
          const text = readFileSync(join(FIXTURES, f), 'utf8');
          expect(count(text), f).toBe(exact(e, text));
          // line by line too: every pre-token meets the memo cold and warm
          for (const line of text.split('\n')) expect(count(line), line).toBe(exact(e, line));
        }
      });

      it('counts texts built to stress the merge order as the WASM encoder does', () => {
        const cases = [
          'a'.repeat(1000),
          'ab'.repeat(500),
          ' '.repeat(300) + 'x',
          '\n'.repeat(50) + '  \n \n',
          '1234567890'.repeat(30),
          '!!!???...---'.repeat(40),
          "DON'T we'll I'M THEY'RE it'S ſ'S",
          'é'.repeat(200),
          '\u{1F600}'.repeat(100),
          '→'.repeat(150) + '⇒⇒',
          'ααααβββγγγ',
          'https://example.com/a/b/c?x=1&y=2#frag',
          'src/net/retry.ts:42:17',
          'x'.repeat(4096),
          'aAbBcC'.repeat(700),
        ];
        for (const text of cases) expect(count(text), text.slice(0, 40)).toBe(exact(e, text));
      });

      it('counts random text of every kind of character as the WASM encoder does', () => {
        fc.assert(
          fc.property(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 300 }), (chars) => {
            const text = chars.join('');
            expect(count(text)).toBe(exact(e, text));
          }),
          { numRuns: 400, seed: 20261206 },
        );
      });

      it('counts text outside the pattern’s safe ranges with the WASM encoder, equal by construction', () => {
        for (const text of ['日本語のテキスト', 'नमस्ते दुनिया', 'mixed 中文 and English', '\ud800 lone surrogate']) {
          expect(count(text)).toBe(exact(e, text));
        }
      });
    });
  }
});

describe('the ranks kept as a ready table', () => {
  const sample = `! 0 ${btoa('a')} ${btoa('b')}\n! 7 ${btoa('ab')} ${btoa('\xff\x00')}\n`;
  const small = new ByteRanks(new TextEncoder().encode(sample));

  it('reads back from its bytes answering every lookup as the table it was written from', () => {
    const back = ByteRanks.fromTable(small.toTable())!;
    expect(back.size).toBe(4);
    for (const k of ['a', 'b', 'ab', '\xff\x00', 'ba', 'c', '', 'abc', '\xff']) expect(back.get(k)).toBe(small.get(k));
    // the real encoding, through a copy at an odd offset (a view typed arrays cannot take as it is)
    const real = readRanks('cl100k_base', null);
    const bytes = real.toTable();
    const odd = new Uint8Array(bytes.length + 1).subarray(1);
    odd.set(bytes);
    expectEveryRank(ByteRanks.fromTable(odd)!, 'cl100k_base');
  });

  it('refuses bytes that are not a whole table, and never hangs or throws on a damaged one', () => {
    const good = small.toTable();
    expect(ByteRanks.fromTable(good.subarray(0, good.length - 1))).toBeNull(); // cut short
    expect(ByteRanks.fromTable(new Uint8Array(16))).toBeNull();
    const magic = good.slice();
    magic[0] ^= 1;
    expect(ByteRanks.fromTable(magic)).toBeNull();
    const head = new Int32Array(good.buffer.slice(0), 0, 8);
    const slotsAt = 32 + head[2] * 8;
    const full = good.slice();
    new Int32Array(full.buffer, slotsAt, head[3]).fill(1); // no empty slot: a lookup that probed on would never end
    expect(ByteRanks.fromTable(full)!.get('zz')).toBeUndefined();
    const beyond = good.slice();
    new Int32Array(beyond.buffer, slotsAt, head[3]).fill(head[2] + 5); // slots naming no rank
    expect(ByteRanks.fromTable(beyond)!.get('a')).toBeUndefined();
  });

  it('is written to the cache folder once, read from it after, and rebuilt when damaged or unwritable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'caveman-ranks-'));
    try {
      const first = readRanks('cl100k_base', dir);
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^cl100k_base-\d+-\d+\.ranks$/);
      const path = join(dir, files[0]);
      expect(statSync(path).size).toBe(first.toTable().length);
      // read back: the same answers; the file is not written again
      const stamp = statSync(path).mtimeMs;
      const second = readRanks('cl100k_base', dir);
      expect(second.get(' the')).toBe(first.get(' the'));
      expect(statSync(path).mtimeMs).toBe(stamp);
      // damaged: the JSON is read again, and the table written whole again
      writeFileSync(path, 'not a table');
      expect(readRanks('cl100k_base', dir).get(' the')).toBe(first.get(' the'));
      expect(statSync(path).size).toBe(first.toTable().length);
      expect(readdirSync(dir)).toHaveLength(1); // no temporary file left
      // a folder that cannot be made (a file in its place): the ranks all the same
      const blocked = join(dir, 'blocked');
      writeFileSync(blocked, '');
      expect(readRanks('cl100k_base', join(blocked, 'sub')).get(' the')).toBe(first.get(' the'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps its folder where the environment says, and none when told so', () => {
    expect(rankCacheDir({ CAVEMAN_CACHE_DIR: '/x/y' })).toBe('/x/y');
    expect(rankCacheDir({ CAVEMAN_CACHE_DIR: '' })).toBeNull();
    expect(rankCacheDir({ XDG_CACHE_HOME: '/c' })).toBe(join('/c', 'caveman'));
  });
});
