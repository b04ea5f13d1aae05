// Terse as godmode runs it (seed 003): round lines in the terse template with the same fields,
// the final summary and TSV rows byte-identical, every number kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, compress, expand, INTENSITIES, type Intensity } from './index';
import { nodeCounter } from '../tokens/node';

const o200k = nodeCounter('o200k_base');
const LOOP = readFileSync(join(__dirname, '../../../../fixtures/loops/godmode-loop.md'), 'utf8');
const LINES = readFileSync(join(__dirname, '../../../../fixtures/loops/godmode-loop-20.md'), 'utf8');
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

  it('a final summary that is a line after the TSV rows, as godmode prints it, is kept byte-identical with the rows', () => {
    const summary = LINES.slice(LINES.indexOf('Final summary:'));
    const tsv = LINES.split('\n').filter((l) => l.includes('\t'));
    expect(tsv.length).toBe(21);
    for (const intensity of INTENSITIES) {
      const r = compress(LINES, { intensity, profile: 'terse', countTokens: o200k });
      expect(r.output.endsWith(summary)).toBe(true);
      for (const row of tsv) expect(r.output.split('\n')).toContain(row);
      expect(check(LINES, r.output, { intensity, profile: 'terse', counters: { o200k_base: o200k } }).pass).toBe(true);
    }
  });
});

describe("godmode's dispatch line (SPEC §4: both templates parse to the same fields)", () => {
  const LINE = 'Godmode: stack=TypeScript, skill=optimize, phase=OPTIMIZE. Dispatching.';
  const fields = (line: string) => {
    const v = /^Godmode: stack=(\w+), skill=(\w+), phase=(\w+)\./.exec(line);
    if (v) return [v[1], v[2], v[3]];
    const t = /^GM: (\w+)\/(\w+)\/(\w+)/.exec(line);
    const back: Record<string, string> = { ts: 'TypeScript', opt: 'optimize', OPT: 'OPTIMIZE' };
    return t ? [t[1], t[2], t[3]].map((x) => back[x] ?? x) : null;
  };

  it('takes the terse template, the same fields through the table, and expand restores the verbose line', () => {
    const out = run(LINE + '\n');
    expect(out).toBe('GM: ts/opt/OPT Dispatching.\n');
    expect(fields(out)).toEqual(fields(LINE));
    expect(expand(out, { profile: 'terse' }).output).toBe(LINE + '\n');
    expect(check(LINE + '\n', out, { profile: 'terse' }).findings).toEqual([]);
    // a value the table does not list is written as it is
    expect(run('Godmode: stack=Go, skill=build, phase=PLAN. Reading the state.\n')).toMatch(/^GM: Go\/build\/PLAN /);
  });

  it('the checker parses both forms: a changed or missing field fails, whoever wrote it', () => {
    for (const bad of ['GM: py/opt/OPT Dispatching.\n', 'GM: ts/opt/VRFY Dispatching.\n', 'GM: ts/opt Dispatching.\n']) {
      const r = check(LINE + '\n', bad, { profile: 'terse' });
      expect(r.pass, bad).toBe(false);
      expect(r.findings.some((f) => f.severity === 'fail'), bad).toBe(true);
    }
  });

  it('only the terse profile has it: elsewhere the key=value pairs are protected and the line keeps its shape', () => {
    const out = compress(LINE + '\n', { intensity: 'ultra', profile: 'forge' });
    expect(out.output).toContain('stack=TypeScript, skill=optimize, phase=OPTIMIZE.');
    expect(out.protected.filter((p) => p.kind === 'keyvalue')).toHaveLength(3);
    expect(check(LINE + '\n', 'GM: ts/opt/OPT Dispatching.\n', { profile: 'forge' }).pass).toBe(false);
  });

  it('over the 10-round loop and the 20-round one, terse saves at least 20 % and passes its own check', () => {
    for (const text of [LOOP, LINES]) {
      const out = run(text);
      expect(out).toContain('GM: ts/opt/OPT');
      expect(o200k(out)).toBeLessThanOrEqual(o200k(text) * 0.8);
      expect(check(text, out, { profile: 'terse', counters: { o200k_base: o200k } }).pass).toBe(true);
    }
  });
});
