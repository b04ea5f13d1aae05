// The JavaScript byte-pair count (bpe.ts, used by nodeCounter) against tiktoken's WASM encoder,
// which it replaces for text the JavaScript pattern can cut: equal on every text tried, in both
// encodings, and on texts built to stress the merge order (repeated bytes, long runs, multi-byte
// characters, contractions, digits, space runs).
import { get_encoding } from '@dqbd/tiktoken';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { bpeCount, byteString, ByteRanks, parseRanks } from './bpe';
import { ENCODINGS } from './encodings';
import { nodeCounter, ranksOf } from './node';

const wasm = Object.fromEntries(ENCODINGS.map((e) => [e, get_encoding(e)]));
afterAll(() => {
  for (const e of ENCODINGS) wasm[e].free();
});
const exact = (e: (typeof ENCODINGS)[number], text: string) => wasm[e].encode_ordinary(text).length;

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
    const o200k = ranksOf('o200k_base')!;
    const json = parseRanks((JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@dqbd/tiktoken/encoders/o200k_base.json'), 'utf8')) as { bpe_ranks: string }).bpe_ranks);
    let wrong = 0;
    for (const [k, r] of json) if (o200k.get(k) !== r) wrong++;
    expect(wrong).toBe(0);
    expect(o200k.size).toBe(json.size);
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
