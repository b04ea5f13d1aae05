import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { get_encoding } from '@dqbd/tiktoken';
import { ENCODINGS, PAT_STR } from './encodings';
import { hasLongWord, LONG_PIECE, SAFE, pretokenCounter, pretokenPath, pretokenRegExp } from './pretokens';
import { DEFAULT_EXAMPLE } from '@/lib/examples/default';
import { rng } from '../testing/seeded';

const require = createRequire(import.meta.url);

// Contexts that tell every alternative of both patterns apart: a letter's case, digits, an
// apostrophe before it (contractions), spaces and newlines around it, '/' after it.
const probes = (c: string) => [
  c, 'a' + c, c + 'a', 'A' + c + 'b', ' ' + c, c + c, '1' + c, c + '1', "'" + c, "x'" + c, '\n' + c,
  c + '\n', ' ' + c + ' ', c + '/', 'ab' + c + 'Cd', c + '\n\n', '  ' + c, c + "'S", '123' + c + '4',
];

describe.each(ENCODINGS)('pre-token counts, %s', (name) => {
  const enc = get_encoding(name);
  const exact = (t: string) => enc.encode_ordinary(t).length;
  const count = pretokenCounter(exact, PAT_STR[name]);

  it("uses the ranks file's own pattern", () => {
    expect(PAT_STR[name]).toBe(require(`@dqbd/tiktoken/encoders/${name}.json`).pat_str);
  });

  it('cuts every character of SAFE the way tiktoken does, in every context (both patterns)', () => {
    // the regexes alone (no fallback): summing their pieces' encodings must give the whole count
    const unicode = pretokenRegExp(PAT_STR[name]);
    const ascii = pretokenRegExp(PAT_STR[name], true);
    const split = (re: RegExp, t: string) => {
      const out: string[] = [];
      re.lastIndex = 0;
      for (let m = re.exec(t); m; m = re.exec(t)) out.push(m[0]);
      return out;
    };
    const wrong: string[] = [];
    for (const [lo, hi] of SAFE)
      for (let cp = lo; cp <= hi; cp++) {
        if (cp >= 0xd800 && cp <= 0xdfff) continue;
        const patterns = cp < 0x80 ? [unicode, ascii] : [unicode];
        for (const p of probes(String.fromCodePoint(cp)))
          for (const re of patterns) {
            const pieces = split(re, p);
            if (pieces.join('') !== p || pieces.reduce((a, q) => a + exact(q), 0) !== exact(p)) wrong.push(`U+${cp.toString(16)} in ${JSON.stringify(p)}`);
          }
      }
    expect(wrong).toEqual([]);
  });

  it('equals encode_ordinary on random text, inside SAFE and out of it', () => {
    const r = rng(name.length * 7919);
    const alphabet = [
      'a', 'e', 'T', 'x', 'Q', 'é', 'Ä', 'ß', 'ſ', 'K', 'ω', 'Ж', '0', '7', ' ', ' ', '  ', '\n', '\n\n', '\r\n', '\t',
      "'", "'s", "'LL", "'re", '/', '//', '-', '.', ',', '—', '→', '✓', '…', '“', '`', '#', '*', '\u0085', '\u00a0',
      '\u2028', '\ufeff', '\u0301', '😀', '🧪', '漢', 'カ', 'ᫀ', '\u1ad5', '¹', '½', 'Ⅻ', '<|endoftext|>',
    ];
    for (let i = 0; i < 3000; i++) {
      let t = '';
      const n = 1 + r(30);
      for (let k = 0; k < n; k++) t += alphabet[r(alphabet.length)];
      expect([i, count(t)]).toEqual([i, exact(t)]);
    }
  });

  it('equals encode_ordinary on the fixtures, and again from its memo', () => {
    const texts = [DEFAULT_EXAMPLE];
    for (const f of readdirSync('fixtures/artifacts')) texts.push(readFileSync(join('fixtures/artifacts', f), 'utf8'));
    for (const t of texts) {
      expect(count(t)).toBe(exact(t));
      expect(count(t)).toBe(exact(t));
    }
  });
});

describe.each(ENCODINGS)('long texts and long words, %s', (name) => {
  const enc = get_encoding(name);
  const calls: number[] = [];
  const exact = (t: string) => {
    calls.push(t.length);
    return enc.encode_ordinary(t).length;
  };
  const count = pretokenCounter(exact, PAT_STR[name]);

  it('counts text outside SAFE in groups of whole words, exactly, never handing tiktoken one huge string', () => {
    const words = ['数据库', 'миграция', 'завершена', '已完成', 'ok', '(検証)', '—', 'ありがとう'];
    const r = rng(7);
    const text = Array.from({ length: 12_000 }, () => words[r(words.length)]).join(' ');
    expect(pretokenPath(text)).toBe(0);
    calls.length = 0;
    expect(count(text)).toBe(enc.encode_ordinary(text).length);
    expect(Math.max(...calls)).toBeLessThan(20_000);
    expect(calls.length).toBeGreaterThan(2);
  });

  it('counts a word of 1 MB in slices, close to the exact count, and says so', () => {
    const word = 'ab'.repeat(500_000);
    calls.length = 0;
    const n = count(word);
    expect(Math.max(...calls)).toBeLessThanOrEqual(LONG_PIECE);
    // the exact count of a shorter run of the same word, scaled: slicing costs at most a token per slice
    const per = enc.encode_ordinary('ab'.repeat(4_096)).length / 8_192;
    expect(Math.abs(n - per * word.length)).toBeLessThanOrEqual(word.length / LONG_PIECE + 1);
    expect(hasLongWord(word)).toBe(true);
    expect(hasLongWord(('ab'.repeat(100) + ' ').repeat(5_000))).toBe(false);
  });
});

describe('pretokenPath', () => {
  it('takes ASCII to the fast pattern, Latin, punctuation, arrows and emoji to the Unicode one, other scripts to the whole-text count', () => {
    expect(pretokenPath("Fix the login's retry: 3/4 done.\n")).toBe(1);
    expect(pretokenPath('Fix the café’s login → retry ✓ 🧪')).toBe(2);
    expect(pretokenPath('漢字')).toBe(0);
    // a character newer than one engine's tables: here Node's V8 and tiktoken cut it differently
    expect(pretokenPath('a\u1ad5b')).toBe(0);
    expect(pretokenPath('\ud83e')).toBe(0); // a lone surrogate
  });
});
