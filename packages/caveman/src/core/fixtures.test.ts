// Realistic agent artifacts (fixtures/artifacts) and a rules document (fixtures/rule-lists): zero invariant
// violations, edits that replay to the output, and reduction floors over the whole corpus.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, compressAll, INTENSITIES, type CompressResult } from './index';
import { nodeCounter } from '../tokens/node';

const o200k = nodeCounter('o200k_base');
const root = join(__dirname, '..', '..', '..', '..');
const FIXTURES = join(root, 'fixtures', 'artifacts');

const read = (dir: string, filter: (f: string) => boolean) =>
  readdirSync(dir).filter(filter).sort().map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8') }));

export function replay(input: string, r: CompressResult): string {
  let out = '';
  let pos = 0;
  for (const e of [...r.edits].sort((a, b) => a.input.start - b.input.start)) {
    expect(e.input.start).toBeGreaterThanOrEqual(pos);
    expect(input.slice(e.input.start, e.input.end)).toBe(e.before);
    out += input.slice(pos, e.input.start) + e.after;
    expect(r.output.slice(e.output.start, e.output.end)).toBe(e.after);
    pos = e.input.end;
  }
  return out + input.slice(pos);
}

const artifacts = read(FIXTURES, (f) => f !== 'README.md');

describe('realistic artifacts', () => {
  it('the corpus holds at least ten artifacts', () => expect(artifacts.length).toBeGreaterThanOrEqual(10));

  for (const { name, text } of artifacts) {
    it(`${name}: invariants hold, edits replay, compression is idempotent`, () => {
      const all = compressAll(text);
      for (const i of INTENSITIES) {
        const r = all[i];
        const rep = check(text, r.output, { intensity: i, counters: { o200k_base: o200k } });
        expect(rep.invariants.filter((x) => !x.pass), `${name} ${i}`).toEqual([]);
        expect(replay(text, r)).toBe(r.output);
        for (const p of r.protected) expect(r.output).toContain(text.slice(p.start, p.end));
      }
    });
  }

  it('reduction floors over the whole corpus (o200k_base): lite >= 0.35 %, full >= 4 %, ultra >= 5 %', () => {
    let input = 0;
    const out = { lite: 0, full: 0, ultra: 0 };
    for (const { text } of artifacts) {
      input += o200k(text);
      const all = compressAll(text);
      for (const i of INTENSITIES) out[i] += o200k(all[i].output);
    }
    const pct = (n: number) => ((input - n) / input) * 100;
    expect(pct(out.lite)).toBeGreaterThanOrEqual(0.35);
    expect(pct(out.full)).toBeGreaterThanOrEqual(4);
    expect(pct(out.ultra)).toBeGreaterThanOrEqual(5);
    expect(out.ultra).toBeLessThan(out.full);
    expect(out.full).toBeLessThan(out.lite);
  });

  it('out-of-scope blocks stay verbose and are reported', () => {
    const text = artifacts.find((a) => a.name === 'security-warning.md')!.text;
    const r = compressAll(text).ultra;
    expect(r.skipped.length).toBeGreaterThanOrEqual(3);
    const reasons = r.skipped.map((s) => s.reason).join(' ');
    expect(reasons).toMatch(/security/);
    expect(reasons).toMatch(/irreversible/);
    expect(reasons).toMatch(/deprecation/);
    for (const s of r.skipped) expect(r.output).toContain(text.slice(s.start, s.end));
  });

  it('savings are attributed per rule group and add up near the total', () => {
    const text = artifacts.find((a) => a.name === 'handoff-note.md')!.text;
    const r = compressAll(text, { countTokens: o200k }).full;
    expect(r.savings.article).toBeGreaterThan(0);
    const sum = Object.values(r.savings).reduce((a, b) => a + (b ?? 0), 0);
    const total = o200k(text) - o200k(r.output);
    expect(Math.abs(sum - total)).toBeLessThanOrEqual(Math.max(5, total * 0.2));
  });
});

describe('a document about the rules compresses without damage', () => {
  // Written for this repository after the seed documents' rule lists (tests read only the repository).
  const docs = read(join(root, 'fixtures', 'rule-lists'), (f) => f.endsWith('.md'));
  for (const { name, text } of docs) {
    it(name, () => {
      const all = compressAll(text);
      for (const i of INTENSITIES) {
        const rep = check(text, all[i].output, { intensity: i, counters: { o200k_base: o200k } });
        expect(rep.invariants.filter((x) => !x.pass), `${name} ${i}`).toEqual([]);
      }
    });
  }

  it('rule lists stay lists: mentioned words are not applied', () => {
    const text = docs.find((d) => d.name === 'compression-skill.md')!.text;
    for (const out of Object.values(compressAll(text, { countTokens: o200k })).map((r) => r.output)) {
      expect(out).toContain('Remove: just, really, basically, very, quite, simply, actually, essentially, indeed, clearly, obviously, sure, certainly, happy to help, of course, please note, it should be noted, as you can see, in order to (use "to").');
      expect(out).toContain('implement -> add, modify -> change, utilize -> use, demonstrate -> show, approximately -> about');
      expect(out).toContain('database -> DB, authentication -> auth, configuration -> config, function -> fn, repository -> repo');
      expect(out).toContain('(a, an, the)');
      expect(out).toContain('(might, may, could, should, probably, likely)');
      expect(out).toContain('(not, no, never, none, nothing, without, cannot)');
    }
  });
});
