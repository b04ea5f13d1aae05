import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { get_encoding } from '@dqbd/tiktoken';
import { ChunkedCounter, splitForCounting } from './chunks';
import { DEFAULT_EXAMPLE } from '../examples/default';

const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;

function corpus(): string[] {
  const texts = [DEFAULT_EXAMPLE];
  for (const dir of ['fixtures/artifacts', 'fixtures/rule-lists']) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) if (f.endsWith('.md')) texts.push(readFileSync(join(dir, f), 'utf8'));
  }
  return texts;
}

function randomText(seed: number, n: number): string {
  const parts = ['a', 'the', ' ', '\n', '\n\n', '\r\n', '\t', '  ', '.', "'s", '’', '😀', 'é', '123', '4567', '-', '/', '#', '```', '|', ' \n', 'Über', 'ДБ', '東京', '"', '\u00a0', '\n ', ' \n\n  x', '\n/', '/\n', "\n's", "\n'", '\r', '\u2028', '\n\u00a0', '...', '!?', '\n-', '\n#', '\n1', '\n😀'];
  let s = seed;
  let out = '';
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    out += parts[s % parts.length];
  }
  return out;
}

describe('splitForCounting', () => {
  it('splits only after a newline followed by non-whitespace, losslessly', () => {
    expect(splitForCounting('a\nb\n\n c\n\nd')).toEqual(['a\n', 'b\n\n c\n\n', 'd']);
    const t = DEFAULT_EXAMPLE;
    expect(splitForCounting(t).join('')).toBe(t);
  });
});

describe('chunked counts equal whole-text counts', () => {
  for (const name of ENCODINGS) {
    it(name, () => {
      const enc = get_encoding(name);
      try {
        const exact = (t: string) => enc.encode_ordinary(t).length;
        const counter = new ChunkedCounter(exact);
        const texts = [...corpus(), ...Array.from({ length: 300 }, (_, i) => randomText(i + 1, 300 + i * 7))];
        for (const t of texts) {
          const big = t.repeat(Math.ceil(2_500 / Math.max(1, t.length)));
          expect(counter.count(big)).toBe(exact(big));
          let sum = 0;
          for (const c of splitForCounting(t)) sum += exact(c);
          expect(sum).toBe(exact(t));
        }
      } finally {
        enc.free();
      }
    });
  }
});
