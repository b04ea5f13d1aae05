import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { get_encoding, type Tiktoken } from '@dqbd/tiktoken';
import { apply, CountMemo, countingParts, memoCounter, memoOf, splitForCounting, type Rep } from './count';
import { compress, compressAll, clearCaches, clearProfileCaches } from './compress';
import { resolveProfile } from './profiles';
import { DEFAULT_EXAMPLE } from '@/lib/examples/default';
import type { TokenCounter } from './types';
import { rng } from '../testing/seeded';

const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;

function corpus(): string[] {
  const texts = [DEFAULT_EXAMPLE];
  for (const dir of ['fixtures/artifacts', 'fixtures/rule-lists']) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) if (f.endsWith('.md')) texts.push(readFileSync(join(dir, f), 'utf8'));
  }
  return texts;
}

// Pieces chosen around the pre-tokenizer's edges: newlines before whitespace, '/', apostrophes,
// digits, CR, non-breaking and Unicode line separators.
const PARTS = ['a', 'the', ' ', '\n', '\n\n', '\r\n', '\t', '  ', '.', "'s", '’', '😀', 'é', '123', '4567', '-', '/', '#', '```', '|', ' \n', 'Über', 'ДБ', '東京', '"', '\u00a0', '\n ', ' \n\n  x', '\n/', '/\n', "\n's", "\n'", '\r', '\u2028', '\u0085', '\n\u00a0', '...', '!?', '\n-', '\n#', '\n1', '\n😀'];

function randomText(r: (n: number) => number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += PARTS[r(PARTS.length)];
  return out;
}

/** Sorted, disjoint replacements at random places (empty ranges and empty outputs included). */
function randomReps(r: (n: number) => number, text: string): Rep[] {
  const reps: Rep[] = [];
  let pos = 0;
  while (pos < text.length && reps.length < 6) {
    const s = pos + r(Math.max(1, Math.min(60, text.length - pos)));
    const e = Math.min(text.length, s + r(12));
    reps.push({ s, e, out: randomText(r, r(4)) });
    pos = e + 1 + r(20);
  }
  return reps;
}

function withEncoders(f: (exact: TokenCounter, name: string) => void) {
  for (const name of ENCODINGS) {
    let enc: Tiktoken | null = null;
    try {
      enc = get_encoding(name);
      const e = enc;
      const exact: TokenCounter = (t) => e.encode_ordinary(t).length;
      exact.lineAdditive = true;
      f(exact, name);
    } finally {
      enc?.free();
    }
  }
}

describe('splitForCounting', () => {
  it('cuts only after a newline followed by non-whitespace other than /, losslessly', () => {
    expect(splitForCounting('a\nb\n\n c\n\nd')).toEqual(['a\n', 'b\n\n c\n\n', 'd']);
    expect(splitForCounting('a\n/b\n\u00a0c\nd')).toEqual(['a\n/b\n\u00a0c\n', 'd']);
    expect(splitForCounting(DEFAULT_EXAMPLE).join('')).toBe(DEFAULT_EXAMPLE);
  });
});

describe('counts by piece equal whole-text counts', () => {
  it('on fixtures and on random texts, both encodings', () => {
    withEncoders((exact) => {
      const memo = new CountMemo(exact);
      const r = rng(7);
      const texts = [...corpus(), ...Array.from({ length: 300 }, (_, i) => randomText(r, 50 + i * 2))];
      for (const t of texts) {
        expect(memo.count(t)).toBe(exact(t));
        expect(memo.count(t + t)).toBe(exact(t + t));
      }
    });
  });
});

describe('countFrom: a text counted from the last one of its slot', () => {
  it('equals the whole-text count along random chains of edits, both encodings', () => {
    withEncoders((exact) => {
      const r = rng(23);
      const memo = new CountMemo(exact);
      const starts = [...corpus().slice(0, 4), ...Array.from({ length: 20 }, (_, i) => randomText(r, 80 + i * 7))];
      let calls = 0;
      for (const [k, start] of starts.entries()) {
        let text = start;
        const slot = `pane-${k % 3}`;
        // each step: a few replacements (typing, deleting, joining or splitting lines), at times a
        // new text outright or the same text again
        for (let step = 0; step < 12; step++) {
          const roll = r(10);
          text = roll === 0 ? randomText(r, 60) : roll === 1 ? text : apply(text, randomReps(r, text));
          expect(memo.countFrom(slot, text)).toBe(exact(text));
          calls++;
        }
      }
      expect(calls).toBe(starts.length * 12);
    });
  });

  it('keeps each slot apart, and counts a counter that does not add up by lines whole', () => {
    withEncoders((exact) => {
      const memo = new CountMemo(exact);
      const [a, b] = corpus();
      expect(memo.countFrom('x', a)).toBe(exact(a));
      expect(memo.countFrom('y', b)).toBe(exact(b));
      const a2 = a.replace('\n', '\nextra words here\n');
      expect(memo.countFrom('x', a2)).toBe(exact(a2));
      const whole: TokenCounter = (t) => exact(t);
      const plain = new CountMemo(whole);
      expect(plain.countFrom('x', a)).toBe(exact(a));
      expect(plain.countFrom('x', a2)).toBe(exact(a2));
    });
  });
});

describe('countingParts: a large text counted in parts', () => {
  it('cuts near the asked size, losslessly, and the parts\' counts add up to the whole, both encodings', () => {
    withEncoders((exact) => {
      const r = rng(11);
      const big = [...corpus(), ...Array.from({ length: 200 }, (_, i) => randomText(r, 40 + i))].join('\n');
      for (const size of [97, 1000, 20_000]) {
        const parts = countingParts(big, size);
        expect(parts.join('')).toBe(big);
        expect(parts.length).toBeGreaterThan(1);
        for (const p of parts.slice(0, -1)) expect(p.length).toBeGreaterThanOrEqual(size);
        expect(parts.reduce((n, p) => n + exact(p), 0)).toBe(exact(big));
      }
    });
  });
  it('leaves a text without a place to cut whole', () => {
    expect(countingParts('x'.repeat(50), 10)).toEqual(['x'.repeat(50)]);
    expect(countingParts('a\n/b\n c', 2)).toEqual(['a\n/b\n c']);
  });
});

describe('delta: count(after) - count(before) from the changed lines only', () => {
  it('equals a full recount on random texts and replacements, both encodings', () => {
    withEncoders((exact, name) => {
      const memo = new CountMemo(exact);
      const r = rng(11);
      for (let i = 0; i < 400; i++) {
        const text = randomText(r, 20 + r(200));
        const reps = randomReps(r, text);
        const after = apply(text, reps);
        expect(memo.delta(text, reps), `${name} case ${i}`).toBe(exact(after) - exact(text));
      }
    });
  });

  it('equals a full recount on real text with rewritten lines', () => {
    withEncoders((exact) => {
      const memo = new CountMemo(exact);
      const r = rng(3);
      for (const text of corpus()) {
        const reps: Rep[] = [];
        const re = /\b(the|a|is|basically|just)\b ?/g;
        let m: RegExpExecArray | null;
        while ((m = re.exec(text))) if (r(3) === 0) reps.push({ s: m.index, e: m.index + m[0].length, out: '' });
        expect(memo.delta(text, reps)).toBe(exact(apply(text, reps)) - exact(text));
      }
    });
  });

  it('a counter that does not say it is line-additive is asked about whole texts', () => {
    const words: TokenCounter = (t) => t.split(/\s+/).filter(Boolean).length + (t.match(/\n\n/g)?.length ?? 0) * 3;
    const memo = new CountMemo(words);
    const text = 'one two\n\nthree four\nfive';
    const reps = [{ s: 4, e: 9, out: '' }];
    expect(memo.delta(text, reps)).toBe(words(apply(text, reps)) - words(text));
  });
});

describe('the guard as compress runs it', () => {
  it('never re-counts the whole text, and output tokens never exceed input tokens (full recount)', () => {
    withEncoders((exact) => {
      const long = corpus().join('\n\n');
      const seen: number[] = [];
      const spy: TokenCounter = (t) => {
        seen.push(t.length);
        return exact(t);
      };
      spy.lineAdditive = true;
      clearCaches();
      const all = compressAll(long, { countTokens: spy });
      for (const level of ['lite', 'full', 'ultra'] as const) {
        expect(exact(all[level].output)).toBeLessThanOrEqual(exact(long));
      }
      expect(all.full.edits.length).toBeGreaterThan(0);
      expect(Math.max(...seen)).toBeLessThan(long.length / 10);
    });
  });

  it('a one-paragraph edit re-counts a few lines, not the text', () => {
    withEncoders((exact) => {
      const long = corpus().join('\n\n');
      let counted = 0;
      const spy: TokenCounter = (t) => {
        counted += t.length;
        return exact(t);
      };
      spy.lineAdditive = true;
      clearCaches();
      compressAll(long, { countTokens: spy });
      const at = long.indexOf('\n\n', long.length >> 1);
      const edited = long.slice(0, at) + ' It basically needs two more checks in order to be sure.' + long.slice(at);
      counted = 0;
      const all = compressAll(edited, { countTokens: spy });
      expect(all.full.output).toBe(compress(edited, { intensity: 'full', countTokens: exact }).output);
      expect(counted).toBeLessThan(2_000);
    });
  });

  it('savings per group are what undoing that group costs, and add up near the total', () => {
    withEncoders((exact) => {
      for (const text of corpus()) {
        const r = compress(text, { intensity: 'full', countTokens: exact });
        const sum = Object.values(r.savings).reduce((a, b) => a + (b ?? 0), 0);
        const total = exact(text) - exact(r.output);
        expect(Math.abs(sum - total)).toBeLessThanOrEqual(Math.max(3, total * 0.2));
      }
    });
  });
});

describe('warm caches', () => {
  it('a run of edits gives, at every step, what a cold run gives (outputs, edits, spans)', () => {
    withEncoders((exact) => {
      const texts = corpus();
      // one section repeated more often than a chunk keeps placements, then real texts
      const repeated = Array.from({ length: 7 }, () => texts[0]).join('\n\n');
      let text = repeated + '\n\n' + texts.slice(1, 4).join('\n\n');
      clearCaches();
      compressAll(text, { countTokens: exact });
      const steps: Array<(t: string) => string> = [
        (t) => t.slice(0, t.length >> 1) + ' It basically works now.' + t.slice(t.length >> 1),
        (t) => 'Intro: we really think so.\n\n' + t,
        (t) => t.slice(0, 40) + t.slice(400),
        (t) => t + '\n\nI have basically finished the remaining work.',
        (t) => t.replace('\n\n', '\n\nA new paragraph that is quite simply here.\n\n'),
      ];
      for (const step of steps) {
        text = step(text);
        const warm = compressAll(text, { countTokens: exact });
        clearCaches();
        const cold = compressAll(text, { countTokens: exact });
        for (const level of ['lite', 'full', 'ultra'] as const) {
          expect(warm[level].output).toBe(cold[level].output);
          expect(warm[level].edits).toEqual(cold[level].edits);
          expect(warm[level].protected).toEqual(cold[level].protected);
          expect(warm[level].skipped).toEqual(cold[level].skipped);
        }
      }
    });
  });
});

describe('memoCounter (a counter through its memo)', () => {
  it('is one function per counter, counts what the counter counts, shares its memo, and compresses as it does whichever ran first', () => {
    withEncoders((exact) => {
      const through = memoCounter(exact);
      expect(memoCounter(exact)).toBe(through);
      expect(memoOf(through)).toBe(memoOf(exact));
      const texts = corpus();
      for (const t of texts) expect(through(t)).toBe(exact(t));
      for (const t of texts.slice(0, 4)) {
        clearCaches();
        const bare = compress(t, { intensity: 'full', countTokens: exact });
        expect(compress(t, { intensity: 'full', countTokens: through })).toEqual(bare);
        clearCaches();
        expect(compress(t, { intensity: 'full', countTokens: through })).toEqual(bare);
        expect(compress(t, { intensity: 'full', countTokens: exact })).toEqual(bare);
      }
    });
  });

  it('counts exactly with a counter that says it does not add up by lines', () => {
    const odd: TokenCounter = (t) => Math.ceil(t.length / 3) + (t.match(/\n/g)?.length ?? 0) * 2;
    odd.lineAdditive = false;
    const through = memoCounter(odd);
    for (const t of corpus()) {
      expect(through(t)).toBe(odd(t));
      expect(through(t.slice(0, 101))).toBe(odd(t.slice(0, 101)));
    }
  });
});

describe('clearProfileCaches (a rule edit)', () => {
  it('keeps the segmentation and the counts, and another profile then compresses as from cold caches', () => {
    withEncoders((exact) => {
      const forge = resolveProfile('forge');
      const edited = { ...forge, groups: { ...forge.groups, article: false }, fillerWords: [...forge.fillerWords, 'currently'], anchors: ['session'] };
      for (const t of corpus().slice(0, 5)) {
        clearCaches();
        compressAll(t, { profile: forge, countTokens: exact });
        clearProfileCaches();
        const warm = compressAll(t, { profile: edited, countTokens: exact });
        clearCaches();
        const cold = compressAll(t, { profile: edited, countTokens: exact });
        expect(warm).toEqual(cold);
        expect(warm.full.output).not.toBe(compressAll(t, { profile: forge, countTokens: exact }).full.output);
      }
    });
  });
});

describe('a plain counter, as a library user writes it', () => {
  it('is counted by piece, each piece once, and its counts equal a full recount', () => {
    withEncoders((exact) => {
      const long = corpus().join('\n\n');
      const seen: number[] = [];
      const pieces = new Map<string, number>();
      const plain: TokenCounter = (t) => {
        seen.push(t.length);
        pieces.set(t, (pieces.get(t) ?? 0) + 1);
        return exact(t);
      };
      clearCaches();
      const all = compressAll(long, { countTokens: plain });
      expect(Math.max(...seen)).toBeLessThan(long.length / 10); // never the whole text
      expect(Math.max(...pieces.values())).toBe(1); // memoized: no piece counted twice
      for (const level of ['lite', 'full', 'ultra'] as const) {
        expect(all[level].output).toBe(compress(long, { intensity: level, countTokens: exact }).output);
        expect(exact(all[level].output)).toBeLessThanOrEqual(exact(long));
      }
    });
  });

  it('a counter that says its counts do not add up is called on whole texts', () => {
    const seen: string[] = [];
    const whole: TokenCounter = (t) => {
      seen.push(t);
      return Math.ceil(t.length / 4); // not additive over pieces
    };
    whole.lineAdditive = false;
    const text = 'The build is basically complete.\nThe database is really ready.\n';
    clearCaches();
    compress(text, { intensity: 'full', countTokens: whole });
    expect(seen.some((t) => t.includes('\n') && splitForCounting(t).length > 1)).toBe(true);
  });
});
