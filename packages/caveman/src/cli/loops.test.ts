// Each seed system's loop, end to end (issue 37): the `caveman` command run as a process, the way
// an agent loop runs it, with the loop's own state files in a temporary directory. One test per
// seed system: Forge (budget falling, depth thorough, fallback logged), Cavekit (phase, security,
// fallbacks then the clamp, envelope, expand for the human), ai-dev-team (wire prefix, always on,
// payload exempt), godmode's terse (on at round 6, off after a human prompt, summary and TSV kept)
// and cavecrew (refusal lines byte-exact).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = join(__dirname, '..', '..', 'bin', 'caveman.mjs');
const FIXTURES = join(__dirname, '..', '..', '..', '..', 'fixtures');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'caveman-loops-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}
/** `caveman ARGS` as a process, with GODMODE_TERSE only when the loop sets it. */
function cave(args: string[], opts: { input?: string; env?: Record<string, string> } = {}): Run {
  const env = { ...process.env, ...opts.env };
  if (!opts.env?.GODMODE_TERSE) delete env.GODMODE_TERSE;
  const r = spawnSync(process.execPath, [CLI, ...args], { input: opts.input, env, encoding: 'utf8', cwd: dir, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
/** compress --json: the output, the intensity and the reasons. */
function compressJson(args: string[], opts: { input?: string; env?: Record<string, string> } = {}) {
  const r = cave(['compress', ...args, '--json'], opts);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { output: string; intensity: string; selection: { reason: string[] } | null; skipped: { reason: string }[] };
}
/** The contract holds between an input and what the loop wrote (caveman check, exit 0). */
function holds(verbose: string, compressed: string, extra: string[] = []) {
  const r = cave(['check', file('v.md', verbose), file('c.md', compressed), ...extra]);
  expect(r.code, r.stdout + r.stderr).toBe(0);
}

const HANDOFF = readFileSync(join(FIXTURES, 'artifacts', 'handoff-note.md'), 'utf8');
const SECURITY = readFileSync(join(FIXTURES, 'artifacts', 'security-warning.md'), 'utf8');

describe('the seed loops, as processes', () => {
  it('Forge: artifacts written as the budget falls, a thorough task kept lite, a fallback logged', () => {
    const written: Record<string, string> = {};
    for (const [used, want] of [
      [20, 'lite'],
      [62, 'full'],
      [90, 'ultra'],
    ] as const) {
      const budget = file('budget.json', JSON.stringify({ used: used * 1000, budget: 100_000, remaining: (100 - used) * 1000, percentage: used }));
      const r = compressJson([file('handoff.md', HANDOFF), '--budget-json', budget]);
      expect(r.intensity).toBe(want);
      expect(r.selection!.reason[0]).toBe(`budget from '${budget}': ${used}% used, ${100 - used}% remaining`);
      holds(HANDOFF, r.output, ['--intensity', want]);
      written[want] = r.output;
    }
    expect(written.ultra.length).toBeLessThan(written.full.length);
    expect(written.full.length).toBeLessThan(written.lite.length);
    // depth thorough clamps to lite whatever the budget
    const thorough = compressJson([file('handoff.md', HANDOFF), '--budget', '5', '--depth', 'thorough']);
    expect(thorough.intensity).toBe('lite');
    expect(thorough.output).toBe(written.lite);
    // the reader could not act on the ultra artifact: Forge logs the fallback and regenerates verbose
    const state = file('forge-state.md', '# Task T014\n\nStatus: in progress\n');
    expect(cave(['fallback', '--state', state, '--task', 'T014', '--mode', 'ultra', '--reason', 'reviewer lost the path']).code).toBe(0);
    expect(readFileSync(state, 'utf8')).toBe('# Task T014\n\nStatus: in progress\n\n## Caveman Fallbacks\n\n- T014 ultra -> verbose: reviewer lost the path\n');
  });

  it('Cavekit: inspecting and security clamp to lite, a warning stays verbatim, 3 fallbacks clamp their category, the envelope reads back', () => {
    const art = file('handoff.md', HANDOFF);
    expect(compressJson([art, '--profile', 'cavekit', '--budget', '10', '--phase', 'inspecting']).intensity).toBe('lite');
    expect(compressJson([art, '--profile', 'cavekit', '--budget', '10', '--security-sensitive']).intensity).toBe('lite');
    // the security warning inside a status report is kept as written at any intensity
    const sec = compressJson([file('security.md', SECURITY), '--profile', 'cavekit', '--intensity', 'ultra']);
    expect(sec.skipped.some((s) => /security/.test(s.reason))).toBe(true);
    const warning = SECURITY.split('\n\n').find((b) => b.startsWith('**Warning:**'))!;
    expect(sec.output).toContain(warning);

    // three verifier fallbacks this session: the verifier's next artifact is clamped to lite, a reviewer's is not
    const state = file('cavekit-state.md', '# Build loop\n');
    for (const task of ['T-1', 'T-2', 'T-3']) {
      const r = cave(['fallback', '--state', state, '--log', 'cavekit', '--task', task, '--category', 'verifier', '--reason', 'summary re-expanded']);
      expect(r.code, r.stderr).toBe(0);
      const n = Number(task.slice(2));
      const next = compressJson([art, '--profile', 'cavekit', '--budget', '10', '--state', state, '--category', 'verifier']);
      expect(next.intensity).toBe(n >= 3 ? 'lite' : 'ultra');
      expect(next.selection!.reason[0]).toBe(`${n} fallback${n === 1 ? '' : 's'} of 'verifier' in ${state}`);
    }
    expect(compressJson([art, '--profile', 'cavekit', '--budget', '10', '--state', state, '--category', 'reviewer']).intensity).toBe('ultra');

    // Cavekit writes the envelope; a human reader gets the words back
    const ultra = compressJson([art, '--profile', 'cavekit', '--intensity', 'ultra']).output;
    expect(ultra.startsWith('<!-- caveman: intensity=ultra version=1 -->\n')).toBe(true);
    const human = cave(['expand', '--profile', 'cavekit'], { input: ultra });
    expect(human.code, human.stderr).toBe(0);
    // what ultra symbolised comes back in words, and no symbol but the input's own stays
    const symbols = (t: string) => (t.match(/ → | -> |(?<=\w)\+(?=\w)|~(?=\d)/g) ?? []).length;
    expect(symbols(ultra)).toBeGreaterThan(symbols(HANDOFF));
    expect(symbols(human.stdout)).toBe(symbols(HANDOFF));
    for (const code of HANDOFF.match(/`[^`\n]+`/g)!) expect(human.stdout).toContain(code);
  });

  it("ai-dev-team: the sub-agent's task text carries the wire prefix, compression cannot be switched off, payloads stay", () => {
    const task = 'Please implement the retry logic for the upload client. The configuration is in the database, and the request payload is below.\n\n```json\n{"retries": 3, "backoff_ms": 250}\n```\n\nfeat(upload): add retry with backoff\n';
    const r = cave(['compress', '-', '--profile', 'ai-dev-team', '--wire-prefix', '--mode', 'off', '--json'], { input: task });
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { output: string; intensity: string; selection: { reason: string[] } };
    expect(j.output.startsWith('[COMPRESSION:terse]\nApply ai-dev-team caveman compression rules to your output.\nSee: skills/caveman/SKILL.md\n')).toBe(true);
    expect(j.intensity).toBe('full');
    expect(j.selection.reason[0]).toBe('mode off ignored: ai-dev-team is always on');
    expect(j.output).toContain('```json\n{"retries": 3, "backoff_ms": 250}\n```');
    expect(j.output).toContain('feat(upload):');
    expect(j.output.length).toBeLessThan(task.length + 120);
  });

  it("godmode: terse switches on at round 6 (5 rounds without a human), off after a human prompt; the summary and TSV rows stay", () => {
    const loop = readFileSync(join(FIXTURES, 'loops', 'godmode-loop.md'), 'utf8');
    const rounds = loop.split('\n').filter((l) => l.startsWith('Round '));
    const session = join(dir, 'session-state.json');
    let counter = 0; // godmode's consecutive_rounds_without_human, incremented after each round
    const emitted: string[] = [];
    for (const [i, line] of rounds.entries()) {
      const round = i + 1;
      if (round === 8) counter = 0; // a human prompt before round 8 resets the counter
      writeFileSync(session, JSON.stringify({ consecutive_rounds_without_human: counter, terse_user_opted_out: false }));
      const r = compressJson(['-', '--profile', 'terse', '--session-state', session], { input: line + '\n' });
      emitted.push(r.output);
      if (round >= 6 && round < 8) {
        expect(r.intensity, `round ${round}`).not.toBe('off');
        expect(r.output, `round ${round}`).toMatch(new RegExp(`^R${round} (?:keep|discard|revert): .+ → \\S+ \\([-+][\\d.]+%\\)\\n$`));
      } else {
        expect(r.intensity, `round ${round}`).toBe('off');
        expect(r.output).toBe(line + '\n');
      }
      counter++;
    }
    // the user ran /godmode:terse off: the opt-out sticks however long the loop runs unattended
    writeFileSync(session, JSON.stringify({ consecutive_rounds_without_human: 40, terse_user_opted_out: true }));
    expect(compressJson(['-', '--profile', 'terse', '--session-state', session], { input: rounds[0] + '\n' }).intensity).toBe('off');
    // GODMODE_TERSE set: the whole transcript, with its final summary and TSV rows byte-identical
    const all = compressJson([file('loop.md', loop), '--profile', 'terse', '--session-state', session], { env: { GODMODE_TERSE: '1' } });
    expect(all.intensity).toBe('full');
    expect(all.output.endsWith(loop.slice(loop.indexOf('## Final summary')))).toBe(true);
    for (const row of loop.split('\n').filter((l) => l.includes('\t'))) expect(all.output.split('\n')).toContain(row);
    holds(loop, all.output, ['--profile', 'terse']);
  });

  it('cavecrew: the builder’s refusal lines stay byte-exact at every intensity', () => {
    const log = readFileSync(join(FIXTURES, 'artifacts', 'cavecrew-refusals.md'), 'utf8');
    const refusals = log.split('\n').filter((l) => /^(?:too-big\. split: |ambiguous\. ask: |needs-confirm\.|regressed\.)/.test(l));
    expect(refusals).toHaveLength(4);
    for (const intensity of ['lite', 'full', 'ultra']) {
      const r = compressJson([file('crew.md', log), '--profile', 'cavecrew', '--intensity', intensity]);
      for (const line of refusals) expect(r.output.split('\n'), `${intensity}: ${line}`).toContain(line);
      expect(r.output.length).toBeLessThan(log.length);
      holds(log, r.output, ['--profile', 'cavecrew', '--intensity', intensity]);
    }
  });
});
