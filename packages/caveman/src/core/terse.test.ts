// Terse as godmode runs it (seed 003): round lines in the terse template with the same fields,
// the final summary and TSV rows byte-identical, every number kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, compress, INTENSITIES, type Intensity } from './index';
import { nodeCounter } from '../tokens/node';

const o200k = nodeCounter('o200k_base');
const LOOP = readFileSync(join(__dirname, '../../../../fixtures/loops/godmode-loop.md'), 'utf8');
const run = (text: string, intensity: Intensity = 'full') => compress(text, { intensity, profile: 'terse', countTokens: o200k }).output;

interface RoundFields {
  round: string;
  change: string;
  status: string;
  metric: string;
  delta: string;
}
// The seed's two templates, as a consumer parses them. The status word is read as its stem
// ("Kept" and "keep" are one status), the change as its content words (articles go at full).
const VERBOSE = /^Round (\d+): (.+)\. (\w+)\. Metric: (\S+) \(([-+]?[\d.]+)%\)\.$/;
const TERSE = /^R(\d+) (\w+): (.+) → (\S+) \(([-+]?[\d.]+)%\)$/;
const STEM: Record<string, string> = { kept: 'keep', discarded: 'discard', reverted: 'revert', crashed: 'crash', skipped: 'skip' };
const stem = (s: string) => STEM[s.toLowerCase()] ?? s.toLowerCase();
function parseVerbose(line: string): RoundFields | null {
  const m = VERBOSE.exec(line);
  return m ? { round: m[1], change: m[2], status: stem(m[3]), metric: m[4], delta: m[5] } : null;
}
function parseTerse(line: string): RoundFields | null {
  const m = TERSE.exec(line);
  return m ? { round: m[1], status: stem(m[2]), change: m[3], metric: m[4], delta: m[5] } : null;
}
const contentWords = (s: string) => s.split(/\s+/).filter((w) => !/^(?:a|an|the)$/i.test(w));
const numbers = (s: string) => s.match(/[-+]?\d+(?:\.\d+)?/g) ?? [];

describe('terse round lines', () => {
  it('every round line of the loop parses in the terse template to the same fields, numbers in the same order', () => {
    const rounds = LOOP.split('\n').filter((l) => l.startsWith('Round '));
    expect(rounds.length).toBe(10);
    for (const intensity of INTENSITIES) {
      for (const line of rounds) {
        const out = run(line, intensity);
        const v = parseVerbose(line)!;
        const t = parseTerse(out);
        expect(v, line).not.toBeNull();
        expect(t, `${intensity}: ${out}`).not.toBeNull();
        expect({ ...t!, change: '' }).toEqual({ ...v, change: '' });
        // the change is still the change: its numbers, and most of its words (articles, "from … to" and
        // what the profile shortens go)
        expect(numbers(t!.change)).toEqual(numbers(v.change));
        expect(contentWords(t!.change).length).toBeGreaterThanOrEqual(Math.ceil(contentWords(v.change).length * 0.6));
        expect(numbers(out)).toEqual(numbers(line));
      }
    }
  });

  it('a line that does not fit the template whole is left to the other rules', () => {
    for (const line of [
      'Round 3: Cached the plan. Kept for now. Metric: 344ms (-7.3%).', // "Kept for now" is no status word
      'Round 3: Cached the plan. Promising. Metric: 344ms (-7.3%).', // not a status
      'Round 3: Cached the plan. Kept. Metric: 344ms (-7.3%). Next we try the facets.', // more after the delta
      'In round 3 we cached the plan. Kept. Metric: 344ms (-7.3%).', // not a line that opens with the round
    ]) {
      const out = run(line);
      expect(out, line).not.toContain('→ 344ms');
      expect(numbers(out)).toEqual(numbers(line));
    }
  });

  it('only the terse profile has the template: forge keeps the line shape', () => {
    const line = 'Round 3: Cached the parsed query plan. Kept. Metric: 344ms (-7.3%).';
    const out = compress(line, { intensity: 'full', profile: 'forge' }).output;
    expect(out).toContain('Kept. Metric: 344ms');
  });
});

describe('the loop transcript', () => {
  it('keeps the final summary and the TSV rows byte-identical, every number, and passes its own check', () => {
    const summary = LOOP.slice(LOOP.indexOf('## Final summary'));
    const tsv = LOOP.split('\n').filter((l) => l.includes('\t'));
    expect(tsv.length).toBeGreaterThan(5);
    for (const intensity of INTENSITIES) {
      const r = compress(LOOP, { intensity, profile: 'terse', countTokens: o200k });
      expect(r.output.endsWith(summary)).toBe(true);
      for (const row of tsv) expect(r.output.split('\n')).toContain(row);
      expect(r.skipped.some((s) => /final summary/.test(s.reason))).toBe(true);
      const report = check(LOOP, r.output, { intensity, profile: 'terse', counters: { o200k_base: o200k } });
      expect(report.invariants.filter((i) => !i.pass).map((i) => i.id)).toEqual([]);
      expect(o200k(r.output)).toBeLessThan(o200k(LOOP) * 0.9);
    }
  });

  it('a summary opened by its label is kept too, and a section ends at the next heading of its level', () => {
    const text = [
      'Round 2: Swapped the parser. Kept. Metric: 120ms (-4.0%).',
      'Session summary: The loop ran two rounds and the parser swap was really the only win.',
      '## Final summary',
      'The loop basically ran two rounds.',
      '### Numbers',
      'The latency went from 125ms to 120ms.',
      '## Next steps',
      'The team will basically rerun the benchmark tomorrow.',
    ].join('\n\n');
    const out = run(text);
    expect(out).toContain('Session summary: The loop ran two rounds and the parser swap was really the only win.');
    expect(out).toContain('The loop basically ran two rounds.\n\n### Numbers\n\nThe latency went from 125ms to 120ms.');
    expect(out).toContain('\n\nTeam will'); // after the section, the rules run again
  });
});
