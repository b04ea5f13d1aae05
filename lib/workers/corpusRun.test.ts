import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildReport, type ReportFile } from 'caveman-compress/internals/report';
import { getProfile, validateProfile } from 'caveman-compress/internals/profiles';
import { nodeCounter } from 'caveman-compress/node';
import type { CorpusReportMessage, CorpusRowsMessage, CorpusShardMessage, CorpusWorkerOut } from './corpusProtocol';
import { CorpusRunner } from './corpusRun';

const DIR = join(__dirname, '../../fixtures/artifacts');
const files = readdirSync(DIR)
  .filter((n) => /\.(md|txt)$/.test(n))
  .sort()
  .slice(0, 4) // each file is compressed and checked three times: a few keep the suite quick
  .map((name) => ({ name, text: readFileSync(join(DIR, name), 'utf8') }));
const counter = nodeCounter('o200k_base');
const forge = getProfile('forge');
const noArticles = (() => {
  const r = validateProfile({ base: 'forge', groups: { article: false } });
  if (!r.ok) throw new Error(r.error);
  return r.profile;
})();

function runner(sliceMs = 0) {
  const out: CorpusWorkerOut[] = [];
  const r = new CorpusRunner({
    counter: async () => counter,
    post: (m) => out.push(m),
    yieldNow: () => new Promise((res) => setTimeout(res, 0)),
    now: () => performance.now(),
    sliceMs,
  });
  r.setFiles(files);
  return { r, out };
}
const reports = (out: CorpusWorkerOut[]) => out.filter((m): m is CorpusReportMessage => m.type === 'report');
const shards = (out: CorpusWorkerOut[]) => out.filter((m): m is CorpusShardMessage => m.type === 'shard');
/** What the client does with a single shard: the runner puts it together. */
function finish(r: CorpusRunner, out: CorpusWorkerOut[], id: number, profile = forge, base: typeof forge | null = null) {
  const [sh] = shards(out);
  r.finish({ type: 'finish', id, rows: sh.rows, baseRows: sh.baseRows, profile, base, encoding: 'o200k_base' });
  return reports(out)[0];
}
const rowMsgs = (out: CorpusWorkerOut[]) => out.filter((m): m is CorpusRowsMessage => m.type === 'rows');

describe('CorpusRunner', () => {
  it('sends every row in file order, then the shard; put together it is the report the CLI builds for the same files', async () => {
    const { r, out } = runner();
    await r.start({ type: 'run', id: 1, profile: forge, base: null, encoding: 'o200k_base' });
    const slices = rowMsgs(out);
    expect(slices.length).toBe(files.length); // sliceMs 0: one file per slice
    expect(slices.map((s) => s.from)).toEqual(files.map((_, i) => i));
    expect(slices[slices.length - 1]).toMatchObject({ done: files.length, total: files.length });
    const done = finish(r, out, 1);
    expect(done.diff).toBeNull();
    expect(done.report).toEqual(buildReport(files, { profile: forge, countTokens: counter, encoding: 'o200k_base' }));
    expect(slices.flatMap((s) => s.rows)).toEqual(done.report.files);
  });

  it("an edited profile is compared with its defaults, which are reported once and kept", async () => {
    const { r, out } = runner(1000);
    await r.start({ type: 'run', id: 1, profile: noArticles, base: forge, encoding: 'o200k_base' });
    expect(rowMsgs(out).some((m) => m.phase === 'base')).toBe(true);
    expect(rowMsgs(out)[0].total).toBe(files.length * 2);
    const first = finish(r, out, 1, noArticles, forge);
    const diff = first.diff!;
    expect(diff.files).toHaveLength(first.report.files.filter((f) => (f as ReportFile).error === undefined).length);
    // with articles kept, full and ultra keep more tokens; lite has no article rule
    expect(diff.tokens.full).toBeGreaterThan(0);
    expect(diff.tokens.lite).toBe(0);
    out.length = 0;
    await r.start({ type: 'run', id: 2, profile: { ...noArticles }, base: forge, encoding: 'o200k_base' });
    expect(rowMsgs(out).every((m) => m.phase === 'profile' && m.total === files.length)).toBe(true);
    expect(finish(r, out, 2, noArticles, forge).diff).toEqual(diff);
  });

  it('a newer run cancels the one in progress at its next file', async () => {
    const { r, out } = runner(0);
    const first = r.start({ type: 'run', id: 1, profile: forge, base: null, encoding: 'o200k_base' });
    await new Promise((res) => setTimeout(res, 0));
    const second = r.start({ type: 'run', id: 2, profile: noArticles, base: null, encoding: 'o200k_base' });
    await Promise.all([first, second]);
    expect(shards(out).map((m) => m.id)).toEqual([2]);
    expect(rowMsgs(out).filter((m) => m.id === 1).length).toBeLessThan(files.length);
  });

  it('reports a failure of the counter as an error of the run', async () => {
    const out: CorpusWorkerOut[] = [];
    const r = new CorpusRunner({ counter: async () => Promise.reject(new Error('no ranks')), post: (m) => out.push(m), yieldNow: async () => {}, now: () => 0 });
    await r.start({ type: 'run', id: 3, profile: forge, base: null, encoding: 'o200k_base' });
    expect(out).toEqual([{ type: 'error', id: 3, message: 'no ranks' }]);
  });

  it('warms up on sample texts without posting, and stops at the first run, whose report is unchanged', async () => {
    const { r, out } = runner();
    const texts = files.map((f) => f.text);
    // a long budget: only the run that follows stops it
    const warming = r.warm('o200k_base', texts, 60_000);
    await new Promise((res) => setTimeout(res, 50));
    await r.start({ type: 'run', id: 1, profile: forge, base: null, encoding: 'o200k_base' });
    await warming;
    const warmed = r.warmed;
    expect(warmed).toBeGreaterThan(0);
    expect(out.every((m) => m.type !== 'error')).toBe(true);
    expect(rowMsgs(out).length).toBe(files.length); // the run's rows only
    const done = finish(r, out, 1);
    expect(done.report).toEqual(buildReport(files, { profile: forge, countTokens: counter, encoding: 'o200k_base' }));
    await new Promise((res) => setTimeout(res, 50));
    expect(r.warmed).toBe(warmed); // stopped
    // within its budget, a warm-up ends by itself (the bound detects a warm-up that never ends;
    // npm test runs the unit tests niced beside e2e, where it can wait seconds for a core)
    const t = performance.now();
    await r.warm('o200k_base', texts, 30);
    expect(performance.now() - t).toBeLessThan(30_000);
    expect(r.warmed).toBeGreaterThan(warmed);
  });
});
