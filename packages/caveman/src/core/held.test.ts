// What the token guard held back (CompressResult.held): each entry is a rewrite a rule matched
// and the output does not have, its text kept as it was, and it would indeed have cost tokens.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compress, compressAll, INTENSITIES, type CompressResult, type HeldBack, type TokenCounter } from './index';
import { clearCaches } from './compress';
import { nodeCounter } from '../tokens/node';
import { ENCODINGS } from '../tokens/encodings';

const DIR = join(__dirname, '..', '..', '..', '..', 'fixtures', 'artifacts');
const FIXTURES = readdirSync(DIR).map((f) => [f, readFileSync(join(DIR, f), 'utf8')] as const);

const o200k = nodeCounter('o200k_base');

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }) {
  return a.start < b.end && b.start < a.end;
}

/** The output with one held entry's rewrite applied after all. */
function applyHeld(output: string, h: HeldBack): string {
  return output.slice(0, h.output.start) + h.after + output.slice(h.output.end);
}

describe('held-back rewrites', () => {
  it('keeps "twelve" and says why: full.number would write "12", one token more in both encodings', () => {
    for (const enc of ENCODINGS) {
      const count = nodeCounter(enc);
      const input = 'We ran twelve tests.';
      const r = compress(input, { intensity: 'full', countTokens: count });
      expect(r.output).toContain('twelve');
      const h = r.held.find((x) => x.rule === 'full.number');
      expect(h).toMatchObject({ before: 'twelve', after: '12', group: 'number', scope: 'word' });
      expect(input.slice(h!.input.start, h!.input.end)).toBe('twelve');
      expect(r.output.slice(h!.output.start, h!.output.end)).toBe('twelve');
      expect(h!.tokens).toEqual({ kept: count(' twelve'), rewritten: count(' 12') });
      expect(h!.tokens.rewritten - h!.tokens.kept).toBe(1);
    }
  });

  it('holds nothing back without a token counter (every rewrite is taken then)', () => {
    const r = compress('We ran twelve tests and two of them failed.', { intensity: 'full' });
    expect(r.held).toEqual([]);
    expect(r.output).toContain('12');
    for (const [, text] of FIXTURES) for (const level of INTENSITIES) expect(compress(text, { intensity: level }).held).toEqual([]);
  });

  it('on every fixture: a held entry stands on text the output kept verbatim, where no edit is, and the same rule rewrites it unguarded', () => {
    let words = 0;
    for (const [name, text] of FIXTURES) {
      const all = compressAll(text, { countTokens: o200k });
      const free = compressAll(text, {});
      for (const level of INTENSITIES) {
        const r = all[level];
        for (const h of r.held) {
          const at = `${name} ${level} ${h.rule} “${h.before}”`;
          expect(text.slice(h.input.start, h.input.end), at).toBe(h.before);
          expect(r.output.slice(h.output.start, h.output.end), at).toBe(h.before);
          expect(h.after, at).not.toBe(h.before);
          expect(r.edits.some((e) => overlaps(e.input, h.input)), at).toBe(false);
          if (h.scope !== 'word') continue;
          words++;
          // Unguarded, the rule matched here and wrote what the entry says it would have.
          const e = free[level].edits.filter((x) => x.rule === h.rule && overlaps(x.input, h.input));
          expect(e.length, at).toBeGreaterThan(0);
          expect(e.map((x) => x.after).join(' ').replace(/\s+/g, ' ').trim(), at).toContain(h.after.split(' ')[0]);
        }
      }
    }
    expect(words).toBeGreaterThan(50);
  });

  it('lists every number word the guard kept: an unguarded full.number edit is made, held, or its word otherwise rewritten', () => {
    let held = 0;
    for (const [name, text] of FIXTURES) {
      const r = compress(text, { intensity: 'full', countTokens: o200k });
      const free = compress(text, { intensity: 'full' });
      for (const e of free.edits.filter((x) => x.rule === 'full.number')) {
        const made = r.edits.some((x) => x.rule === 'full.number' && x.input.start === e.input.start);
        const kept = r.held.some((x) => x.rule === 'full.number' && x.input.start === e.input.start && x.after === e.after);
        // "The four files" -> "Four files": the word is not the input's any more (repair.capital)
        const other = r.edits.some((x) => overlaps(x.input, e.input));
        expect(made || kept || other, `${name} “${e.before}” at ${e.input.start}`).toBe(true);
        if (kept) held++;
        if (!made && !other) expect(r.output).toContain(e.before);
      }
    }
    expect(held).toBeGreaterThan(20);
  });

  it('a held word costs what the entry says, counted again with the real counter, and more in place', () => {
    let costlier = 0;
    for (const enc of ENCODINGS) {
      const count = nodeCounter(enc);
      for (const [name, text] of FIXTURES) {
        const r = compress(text, { intensity: 'ultra', countTokens: count });
        for (const h of r.held.filter((x) => x.scope === 'word')) {
          expect(h.tokens.rewritten, `${name} ${h.rule} “${h.before}”`).toBeGreaterThanOrEqual(h.tokens.kept);
          if (h.rule !== 'full.number') continue;
          // a number word alone: the guard weighed the word after a space
          expect(h.tokens).toEqual({ kept: count(' ' + h.before), rewritten: count(' ' + h.after) });
          if (h.tokens.rewritten > h.tokens.kept) {
            expect(count(applyHeld(r.output, h)), `${name} ${enc} “${h.before}”`).toBeGreaterThan(count(r.output));
            costlier++;
          }
        }
      }
    }
    expect(costlier).toBeGreaterThan(10);
  });

  it('a unit the guard kept whole is reported with its would-be edits, and applying them costs tokens', () => {
    const input = '# Report\n\n- Latency and throughput\n\nOverall, the release is faster.\n';
    const r = compress(input, { intensity: 'ultra', countTokens: o200k });
    expect(r.output).toContain('- Latency and throughput');
    const unit = r.held.filter((h) => h.scope === 'unit');
    expect(unit.map((h) => [h.rule, h.before, h.after])).toEqual([['ultra.plus', ' and ', '+']]);
    const [h] = unit;
    expect(h.tokens.rewritten).toBeGreaterThan(h.tokens.kept);
    expect(o200k(applyHeld(r.output, h)) - o200k(r.output)).toBe(h.tokens.rewritten - h.tokens.kept);
  });

  it('when the whole text stays verbatim (the guard’s last line), every would-be edit is held at its input range', () => {
    // A counter that charges for two rewritten sentences together, and not for either alone.
    const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
    const count: TokenCounter = (s) => words(s) + (s.includes('Ran ') && s.includes('Fixed ') ? 5 : 0);
    count.lineAdditive = false; // it charges for the two lines together: no sum of pieces
    const input = 'I ran the tests.\n\nI fixed the logs.\n';
    const r = compress(input, { intensity: 'full', countTokens: count });
    expect(r.output).toBe(input);
    expect(r.edits).toEqual([]);
    const text = r.held.filter((h) => h.scope === 'text');
    expect(text.length).toBeGreaterThanOrEqual(2);
    for (const h of r.held) {
      expect(h.output).toEqual(h.input);
      expect(input.slice(h.input.start, h.input.end)).toBe(h.before);
    }
    for (const h of text) expect(h.tokens.rewritten).toBeGreaterThan(h.tokens.kept);
  });

  it('shifts held entries past the envelope header with the output', () => {
    // long enough for the header to pay for itself (else the guard leaves it out)
    const input = 'I think that we basically ran the twelve tests in order to make sure that the build is complete and that the database is really fast. The reviewer has approved the change, and the migration is now complete.\n';
    const r = compress(input, { intensity: 'full', countTokens: o200k, envelope: true });
    expect(r.output.startsWith('<!-- caveman:')).toBe(true);
    const h = r.held.find((x) => x.rule === 'full.number')!;
    expect(r.output.slice(h.output.start, h.output.end)).toBe('twelve');
  });

  it('is deterministic: the same list from a warm cache, a cold one, and a unit moved by an edit before it', () => {
    const text = FIXTURES.map(([, t]) => t).join('\n\n');
    const strip = (r: CompressResult) => JSON.parse(JSON.stringify(r.held)) as HeldBack[];
    const warm = strip(compress(text, { intensity: 'full', countTokens: o200k }));
    clearCaches();
    const cold = strip(compress(text, { intensity: 'full', countTokens: o200k }));
    expect(cold).toEqual(warm);
    const intro = 'Intro line.\n\n';
    const moved = compress(intro + text, { intensity: 'full', countTokens: o200k });
    const back = moved.held.map((h) => ({ ...h, input: { start: h.input.start - intro.length, end: h.input.end - intro.length }, output: warm[0].output }));
    expect(back).toEqual(warm.map((h) => ({ ...h, output: warm[0].output })));
    for (const h of moved.held) expect(moved.output.slice(h.output.start, h.output.end)).toBe(h.before);
  });
});
