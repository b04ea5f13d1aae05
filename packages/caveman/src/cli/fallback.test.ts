// The fallback log of Forge and Cavekit (issue 37): `caveman fallback` appends the seed's exact line
// under its heading in state.md, leaving every other byte, written whole or not at all; Cavekit's
// 3-fallback clamp reads the lines back (`compress --state --category`).
import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFallback, countFallbacks } from './fallback';
import { run } from './cli';

const AT = new Date('2026-04-17T12:34:56Z');
let dir: string;
const ROOT = join(__dirname, '..', '..', '..', '..');
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'caveman-fallback-'));
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-lib.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build-lib failed:\n${build.stderr}`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the fallback line', () => {
  it("is Forge's and Cavekit's own, under its heading, made when missing", () => {
    expect(appendFallback('', 'forge', { task: 'T014', intensity: 'ultra', reason: 'reviewer lost the path', at: AT })).toBe('## Caveman Fallbacks\n\n- T014 ultra -> verbose: reviewer lost the path\n');
    expect(appendFallback('# State\n', 'cavekit', { task: 'T-017', category: 'verifier', reason: 'artifact summary re-expanded', at: AT })).toBe(
      '# State\n\n## Caveman fallbacks\n\n- 2026-04-17T12:34Z T-017 verifier fallback: artifact summary re-expanded\n',
    );
  });

  it('goes after the last line of an existing section; every other byte stays', () => {
    const before = '# State\r\n\r\n## Caveman Fallbacks\r\n\r\n- T1 full -> verbose: x\r\n\r\n## Next\r\n\r\nmore  \r\n';
    const after = appendFallback(before, 'forge', { task: 'T2', intensity: 'lite', reason: 'y', at: AT });
    expect(after).toBe('# State\r\n\r\n## Caveman Fallbacks\r\n\r\n- T1 full -> verbose: x\r\n- T2 lite -> verbose: y\r\n\r\n## Next\r\n\r\nmore  \r\n');
    expect(after.replace('- T2 lite -> verbose: y\r\n', '')).toBe(before);
  });

  it('is counted back per category for the clamp', () => {
    let text = '# S\n\n## Caveman fallbacks\n\n- 2026-04-17T12:00Z T-1 verifier fallback: a\n\n## Other\n\n- 2026-04-17T12:00Z T-9 verifier fallback: not in the section\n';
    text = appendFallback(text, 'cavekit', { task: 'T-2', category: 'verifier', reason: 'b', at: AT });
    text = appendFallback(text, 'cavekit', { task: 'T-3', category: 'reviewer', reason: 'c', at: AT });
    expect([countFallbacks(text, 'verifier'), countFallbacks(text, 'reviewer'), countFallbacks(text, 'summary')]).toEqual([2, 1, 0]);
  });
});

describe('caveman fallback', () => {
  it('appends to state.md atomically (no temporary file left), and the clamp follows', async () => {
    const state = join(dir, 'state.md');
    writeFileSync(state, '# Loop\n\nPhase: build\n');
    for (const t of ['T-1', 'T-2', 'T-3']) {
      const r = await run(['fallback', '--state', state, '--log', 'cavekit', '--task', t, '--category', 'verifier', '--reason', 'summary re-expanded']);
      expect(r).toMatchObject({ code: 0, stderr: '' });
    }
    const text = readFileSync(state, 'utf8');
    expect(text.startsWith('# Loop\n\nPhase: build\n\n## Caveman fallbacks\n\n- ')).toBe(true);
    expect(text.match(/ verifier fallback: summary re-expanded\n/g)).toHaveLength(3);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const input = join(dir, 'in.md');
    writeFileSync(input, 'The build is complete and the database is ready.\n');
    const r = await run(['compress', input, '--profile', 'cavekit', '--budget', '10', '--state', state, '--category', 'verifier', '--json']);
    const json = JSON.parse(r.stdout) as { intensity: string; selection: { reason: string[] } };
    expect(json.intensity).toBe('lite');
    expect(json.selection.reason[0]).toBe(`3 fallbacks of 'verifier' in ${state}`);
  });

  it('bad input: one line and exit 2, and the file untouched', async () => {
    const state = join(dir, 'keep.md');
    writeFileSync(state, 'unchanged\n');
    for (const argv of [
      ['fallback', '--state', state, '--task', 'two words', '--reason', 'x'],
      ['fallback', '--state', state, '--task', 'T1'],
      ['fallback', '--state', state, '--task', 'T1', '--reason', 'a\nb'],
      ['fallback', '--state', state, '--task', 'T1', '--reason', 'x', '--log', 'terse'],
      ['fallback', '--state', join(dir, 'no', 'dir', 'state.md'), '--task', 'T1', '--reason', 'x'],
    ]) {
      const r = await run(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
    expect(readFileSync(state, 'utf8')).toBe('unchanged\n');
  });

  it('twelve loops logging at once keep twelve lines (a lock around the read, the append and the write)', async () => {
    const state = join(dir, 'busy.md');
    writeFileSync(state, '# Loop\n');
    const one = (k: number) =>
      new Promise<number>((done) => {
        const p = spawn(process.execPath, [join(ROOT, 'packages', 'caveman', 'bin', 'caveman.mjs'), 'fallback', '--state', state, '--profile', 'cavekit', '--task', `T-${k}`, '--category', 'verifier', '--reason', `writer ${k}`], { stdio: 'ignore' });
        p.on('exit', (code) => done(code ?? -1));
      });
    const codes = await Promise.all(Array.from({ length: 12 }, (_, k) => one(k)));
    expect(codes).toEqual(new Array(12).fill(0));
    const text = readFileSync(state, 'utf8');
    for (let k = 0; k < 12; k++) expect(text).toContain(`T-${k} verifier fallback: writer ${k}\n`);
    expect(countFallbacks(text, 'verifier')).toBe(12);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
  }, 60_000);

  it("keeps the state file's mode, and a symlinked state file stays a symlink to the file it names", async () => {
    const priv = join(dir, 'private.md');
    writeFileSync(priv, '# Loop\n');
    chmodSync(priv, 0o600);
    expect((await run(['fallback', '--state', priv, '--task', 'T1', '--reason', 'x'])).code).toBe(0);
    expect(statSync(priv).mode & 0o777).toBe(0o600);
    const real = join(dir, 'real-state.md');
    const link = join(dir, 'linked-state.md');
    writeFileSync(real, '# Loop\n');
    symlinkSync(real, link);
    expect((await run(['fallback', '--state', link, '--task', 'T2', '--reason', 'y'])).code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toContain('- T2 full -> verbose: y\n');
  });
});
