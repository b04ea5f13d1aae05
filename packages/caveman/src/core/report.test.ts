import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeCounter } from '../tokens/node';
import { check, compress, getProfile, INTENSITIES, proseText, validateProfile, type Profile } from './index';
import { binaryReason, buildReport, checkStatus, diffReports, finishReport, REPORT_VERSION, reportFile, sumReport, type ReportFile, type ReportRow } from './report';

const count = nodeCounter('o200k_base');
const OPTIONS = { countTokens: count, encoding: 'o200k_base' };
const ARTIFACTS = fileURLToPath(new URL('../../../../fixtures/artifacts/', import.meta.url));
// Four fixtures of different kinds keep the suite quick (every file is compressed and checked 3 times).
const FILES = ['handoff-note.md', 'plain-text-note.txt', 'security-warning.md', 'table-heavy-report.md'].map((name) => ({
  name,
  text: readFileSync(join(ARTIFACTS, name), 'utf8'),
}));

const HEDGED = 'The migration might lose data, so we will run it on twelve servers today. I have implemented the change.\n';

/** forge, plus a synonym that drops a hedge: the contract guard holds its edits back. */
function hedgeDropping(): Profile {
  const forge = getProfile('forge');
  const v = validateProfile({ ...forge, id: 'hedge-dropping', synonyms: [...forge.synonyms, { from: 'might', to: 'will' }] });
  if (!v.ok) throw new Error(v.error);
  return v.profile;
}

/**
 * The rows as if the engine had broken an invariant in x.md at full and ultra: since the contract
 * guard holds back every edit that would, no profile makes it do so, and the totals and diffs
 * are tested on rows that say it did.
 */
function withBroken(rows: ReportRow[]): ReportRow[] {
  return rows.map((r) => {
    if (r.error !== undefined || r.name !== 'x.md') return r;
    const broken = { pass: false, code: 'uncertainty' as const, message: 'hedge "might" (modal) dropped' };
    return { ...r, intensities: { ...r.intensities, full: { ...r.intensities.full, check: broken }, ultra: { ...r.intensities.ultra, check: broken } } };
  });
}

const ok = (row: ReportRow): ReportFile => {
  if (row.error !== undefined) throw new Error(`unexpected error row: ${row.error}`);
  return row;
};

describe('buildReport', () => {
  const report = buildReport(FILES, OPTIONS);

  it('is versioned JSON data naming its profile and encoding, one row per file in order', () => {
    expect(report.version).toBe(REPORT_VERSION);
    expect(report.version).toBe(1);
    expect(report.profile).toBe('forge');
    expect(report.encoding).toBe('o200k_base');
    expect(report.files.map((f) => f.name)).toEqual(FILES.map((f) => f.name));
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it("counts each file's input and outputs as compress and check give them", () => {
    for (const [k, f] of FILES.entries()) {
      const row = ok(report.files[k]);
      expect(row.bytes).toBe(Buffer.byteLength(f.text));
      expect(row.chars).toBe(f.text.length);
      expect(row.tokens).toBe(count(f.text));
      for (const intensity of INTENSITIES) {
        const result = compress(f.text, { intensity, countTokens: count });
        const r = row.intensities[intensity];
        expect(r.tokens).toBe(count(result.output));
        expect(r.saved).toBe(row.tokens - r.tokens);
        expect(r.reduction).toBeCloseTo(r.saved / row.tokens, 12);
        expect(r.savings).toEqual(result.savings);
        expect(r.check.pass).toBe(check(f.text, result.output, { intensity, counters: { o200k_base: count } }).pass);
      }
      const full = compress(f.text, { intensity: 'full' });
      expect(row.protected.count).toBe(full.protected.length);
      expect(Object.values(row.protected.kinds).reduce((a, b) => a + b, 0)).toBe(row.protected.count);
      expect(row.verbose).toBe(full.skipped.length);
      expect(row.proseChars).toBe(proseText(f.text, full).length);
      expect(row.prose).toBeCloseTo(row.proseChars / row.chars, 12);
      expect(row.proseTokens).toBe(count(proseText(f.text, full)));
    }
  });

  it('gives code a small prose share and plain prose a whole one', () => {
    const [code, prose] = buildReport(
      [
        { name: 'code.md', text: 'See:\n\n```ts\nconst answer = computeTheAnswer(42);\nexport default answer;\n```\n' },
        { name: 'prose.md', text: 'I have implemented the endpoint and then I tested it.\n' },
      ],
      OPTIONS,
    ).files.map(ok);
    expect(code.prose).toBeLessThan(0.2);
    expect(code.protected.kinds.code).toBe(1);
    expect(prose.prose).toBeGreaterThan(0.9);
    expect(prose.protected.count).toBe(0);
  });

  it('a profile whose rule would drop a hedge still passes: the contract guard held the edit back', () => {
    const row = ok(buildReport([{ name: 'x.md', text: HEDGED }], { ...OPTIONS, profile: hedgeDropping() }).files[0]);
    for (const i of INTENSITIES) expect(row.intensities[i].check).toEqual({ pass: true });
    const r = compress(HEDGED, { intensity: 'full', profile: hedgeDropping(), countTokens: count });
    expect(r.output).toContain('might');
    expect(r.held.find((h) => h.scope === 'contract')).toMatchObject({ before: 'might', after: 'will', reason: 'drops a hedge (modal)' });
  });

  it('records every broken invariant, the first with its code and first offence', () => {
    const bad = check(HEDGED, HEDGED.replace('might', 'will'), { intensity: 'full' });
    expect(checkStatus(bad)).toEqual({
      pass: false,
      code: 'uncertainty',
      message: expect.stringContaining('"might"'),
      failing: [{ code: 'uncertainty', message: expect.stringContaining('"might"') }],
    });
    // a hedge and a negation gone: both are listed, not the first alone
    const worse = checkStatus(check('The cache might be stale. It is not warm.', 'The cache is stale. It is warm.', { intensity: 'full' }));
    expect(worse.failing?.map((f) => f.code)).toEqual(['uncertainty', 'negation']);
    expect(checkStatus(check(HEDGED, HEDGED, { intensity: 'lite' }))).toEqual({ pass: true });
  });

  it('takes a profile by id and names it', () => {
    const r = buildReport(FILES.slice(0, 1), { ...OPTIONS, profile: 'cavekit' });
    expect(r.profile).toBe('cavekit');
    expect(ok(r.files[0]).intensities.full.tokens).toBe(count(compress(FILES[0].text, { intensity: 'full', profile: 'cavekit', countTokens: count }).output));
  });

  it('reports an empty file without dividing by zero', () => {
    const row = ok(buildReport([{ name: 'empty.md', text: '' }], OPTIONS).files[0]);
    expect(row).toMatchObject({ bytes: 0, chars: 0, tokens: 0, prose: 0 });
    for (const i of INTENSITIES) expect(row.intensities[i]).toMatchObject({ tokens: 0, reduction: 0, check: { pass: true } });
  });
});

describe('totals', () => {
  it('are the sums of the rows, and the fractions of the sums', () => {
    const rows = withBroken(buildReport([...FILES, { name: 'x.md', text: HEDGED }], OPTIONS).files).map(ok);
    const t = sumReport(rows);
    const sum = (f: (r: ReportFile) => number) => rows.reduce((a, r) => a + f(r), 0);
    expect(t.files).toBe(rows.length);
    expect(t.errors).toBe(0);
    expect(t.bytes).toBe(sum((r) => r.bytes));
    expect(t.chars).toBe(sum((r) => r.chars));
    expect(t.tokens).toBe(sum((r) => r.tokens));
    expect(t.proseChars).toBe(sum((r) => r.proseChars));
    expect(t.proseTokens).toBe(sum((r) => r.proseTokens));
    expect(t.prose).toBeCloseTo(t.proseChars / t.chars, 12);
    expect(t.protected.count).toBe(sum((r) => r.protected.count));
    for (const kind of Object.keys(t.protected.kinds) as (keyof typeof t.protected.kinds)[]) {
      expect(t.protected.kinds[kind]).toBe(sum((r) => r.protected.kinds[kind] ?? 0));
    }
    expect(t.verbose).toBe(sum((r) => r.verbose));
    for (const i of INTENSITIES) {
      const ti = t.intensities[i];
      expect(ti.tokens).toBe(sum((r) => r.intensities[i].tokens));
      expect(ti.saved).toBe(sum((r) => r.intensities[i].saved));
      expect(ti.reduction).toBeCloseTo(ti.saved / t.tokens, 12);
      expect(ti.failing).toBe(rows.filter((r) => !r.intensities[i].check.pass).length);
      const groups = new Set(rows.flatMap((r) => Object.keys(r.intensities[i].savings)));
      expect(new Set(Object.keys(ti.savings))).toEqual(groups);
      for (const g of groups) expect(ti.savings[g as keyof typeof ti.savings]).toBe(sum((r) => r.intensities[i].savings[g as keyof typeof ti.savings] ?? 0));
    }
    expect(t.intensities.full.failing).toBeGreaterThan(0);
    expect(t.failing).toBe(t.intensities.lite.failing + t.intensities.full.failing + t.intensities.ultra.failing);
  });

  it('reportFile row by row, then finishReport, is buildReport', () => {
    const options = { ...OPTIONS, profile: 'terse' };
    expect(finishReport(FILES.map((f) => reportFile(f, options)), options)).toEqual(buildReport(FILES, options));
  });
});

describe('files that are not text', () => {
  it('get an error row instead of aborting the report', () => {
    const report = buildReport(
      [
        FILES[1],
        { name: 'image.png', text: '\x89PNG\r\n\x1a\n\0\0\0\rIHDR', bytes: 4096 },
        { name: 'latin1.txt', text: 'caf\uFFFD \uFFFD\uFFFD\uFFFD\uFFFD\uFFFD', bytes: 12 },
      ],
      OPTIONS,
    );
    expect(report.files[1]).toEqual({ name: 'image.png', bytes: 4096, error: expect.stringMatching(/binary data \(NUL byte\)/) });
    expect(report.files[2]).toEqual({ name: 'latin1.txt', bytes: 12, error: expect.stringMatching(/binary data/) });
    expect(report.totals.errors).toBe(2);
    expect(report.totals.files).toBe(3);
    expect(report.totals.bytes).toBe(ok(report.files[0]).bytes + 4096 + 12);
    expect(report.totals.tokens).toBe(ok(report.files[0]).tokens);
  });

  it('a stray replacement character or control character is still text', () => {
    expect(binaryReason('A note with one \uFFFD in it, and a form feed \f and a tab\t.\n')).toBeNull();
    expect(binaryReason('')).toBeNull();
    expect(binaryReason('\x01\x02\x03abc')).toMatch(/binary/);
  });
});

describe('diffReports', () => {
  const base = buildReport([{ name: 'x.md', text: HEDGED }, ...FILES.slice(0, 2)], OPTIONS);

  it('gives per-file output token deltas and the checks that flipped from pass to fail', () => {
    const edited = buildReport([{ name: 'x.md', text: HEDGED }, ...FILES.slice(0, 2)], { ...OPTIONS, profile: hedgeDropping() });
    const next = { ...edited, files: withBroken(edited.files) };
    const d = diffReports(base, next);
    expect(d.added).toEqual([]);
    expect(d.removed).toEqual([]);
    expect(d.files.map((f) => f.name)).toEqual(['x.md', ...FILES.slice(0, 2).map((f) => f.name)]);
    for (const [k, f] of d.files.entries()) {
      const [b, n] = [ok(base.files[k]), ok(next.files[k])];
      expect(f.input).toBe(0);
      for (const i of INTENSITIES) expect(f.tokens[i]).toBe(n.intensities[i].tokens - b.intensities[i].tokens);
    }
    expect(d.files[0].broken).toEqual(['full', 'ultra']);
    expect(d.files[0].fixed).toEqual([]);
    const expected = next.files.map(ok).flatMap((n, k) =>
      INTENSITIES.filter((i) => ok(base.files[k]).intensities[i].check.pass && !n.intensities[i].check.pass).map((i) => ({ name: n.name, intensity: i, check: n.intensities[i].check })),
    );
    expect(d.broken).toEqual(expected);
    expect(d.broken.filter((b) => b.name === 'x.md').map((b) => b.check.code)).toEqual(['uncertainty', 'uncertainty']);
    for (const i of INTENSITIES) expect(d.tokens[i]).toBe(next.totals.intensities[i].tokens - base.totals.intensities[i].tokens);
    // The other way round, the same checks are fixed.
    const back = diffReports(next, base);
    expect(back.broken).toEqual([]);
    expect(back.files[0].fixed).toEqual(['full', 'ultra']);
  });

  it('switching a rule group off costs tokens where it saved some', () => {
    const forge = getProfile('forge');
    const noArticles = validateProfile({ ...forge, groups: { ...forge.groups, article: false } });
    if (!noArticles.ok) throw new Error(noArticles.error);
    const next = buildReport([{ name: 'x.md', text: HEDGED }, ...FILES.slice(0, 2)], { ...OPTIONS, profile: noArticles.profile });
    const d = diffReports(base, next);
    expect(d.tokens.lite).toBe(0);
    expect(d.tokens.full).toBeGreaterThan(0);
  });

  it('lists files only one report has, and leaves error rows out of the deltas', () => {
    const next = buildReport([FILES[1], { name: 'new.md', text: HEDGED }, { name: 'x.md', text: 'bin\0ary' }], OPTIONS);
    const d = diffReports(base, next);
    expect(d.files.map((f) => f.name)).toEqual([FILES[1].name]);
    expect(d.added).toEqual(['new.md']);
    expect(d.removed).toEqual(['x.md', FILES[0].name]);
    expect(d.files[0].tokens).toEqual({ lite: 0, full: 0, ultra: 0 });
  });
});
