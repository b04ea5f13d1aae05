// The loop's state as CLI options (issue 37): every precedence input of SPEC §2 is an option of
// `caveman compress`, Forge's budget object can be read as it is, and ai-dev-team's wire prefix
// can be put before the output. The reason chain names what was read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIRE_PREFIX } from 'caveman-compress';
import { run } from './cli';

let dir: string;
const TEXT = 'The build is complete and the database is ready.\n';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'caveman-select-'));
  writeFileSync(join(dir, 'in.md'), TEXT);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function selection(...flags: string[]) {
  const r = await run(['compress', join(dir, 'in.md'), '--json', ...flags]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { intensity: string; output: string; selection: { intensity: string; reason: string[] } | null };
}

describe('selection from the loop state', () => {
  it("reads Forge's budget object: percentage is the percent used", async () => {
    const file = join(dir, 'budget.json');
    writeFileSync(file, JSON.stringify({ used: 88_000, budget: 100_000, remaining: 12_000, percentage: 88 }));
    const s = await selection('--budget-json', file);
    expect(s.intensity).toBe('ultra');
    expect(s.selection!.reason[0]).toBe(`budget from '${file}': 88% used, 12% remaining`);
    writeFileSync(file, JSON.stringify({ used: 20, budget: 100, remaining: 80 }));
    expect((await selection('--budget-json', file)).intensity).toBe('lite');
  });

  it('an unreadable or empty budget is no failure: the unknown-budget rule decides, and the reason says why', async () => {
    const missing = await selection('--budget-json', join(dir, 'nope.json'));
    expect(missing.intensity).toBe('full');
    expect(missing.selection!.reason[0]).toMatch(/^budget unknown: cannot read .*no such file/);
    writeFileSync(join(dir, 'bad.json'), '{ "percentage": "lots" }');
    expect((await selection('--budget-json', join(dir, 'bad.json'))).selection!.reason[0]).toMatch(/has no percentage/);
    writeFileSync(join(dir, 'notjson.json'), 'used: 10');
    expect((await selection('--budget-json', join(dir, 'notjson.json'))).selection!.reason[0]).toMatch(/is not JSON/);
  });

  it('takes every precedence input as an option', async () => {
    expect((await selection('--mode', 'off')).intensity).toBe('off');
    expect((await selection('--budget', '80', '--explicit', 'ultra', '--profile', 'cavekit')).intensity).toBe('ultra');
    expect((await selection('--budget', '10', '--security-sensitive', '--profile', 'cavekit')).intensity).toBe('lite');
    expect((await selection('--budget', '10', '--fallbacks', '3', '--profile', 'cavekit')).intensity).toBe('lite');
    expect((await selection('--budget', '10', '--fallbacks', '2', '--profile', 'cavekit')).intensity).toBe('ultra');
  });

  it('refuses a bad value with one line and exit 2', async () => {
    for (const [flags, message] of [
      [['--fallbacks', '2.5'], /--fallbacks must be a whole number from 0 to 99/],
      [['--fallbacks', '1000'], /--fallbacks must be a whole number/],
      [['--mode', 'maybe'], /invalid value 'maybe' for --mode/],
      [['--explicit', 'max'], /invalid value 'max' for --explicit/],
      [['--budget', '10', '--budget-json', 'x.json'], /cannot be combined/],
    ] as const) {
      const r = await run(['compress', join(dir, 'in.md'), ...flags]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it("puts ai-dev-team's wire prefix before the output", async () => {
    const r = await run(['compress', join(dir, 'in.md'), '--wire-prefix']);
    expect(r.stdout.startsWith(WIRE_PREFIX)).toBe(true);
    expect(r.stdout).toContain('Build complete');
  });
});

describe("godmode's terse switch (--session-state, GODMODE_TERSE)", () => {
  const ROUND = 'Round 6: Raised the connection pool size. Kept. Metric: 320ms (-0.6%).\n';
  const state = (o: unknown) => {
    const f = join(dir, `state-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(f, typeof o === 'string' ? o : JSON.stringify(o));
    return f;
  };
  async function terse(flags: string[], env: Record<string, string> = {}) {
    writeFileSync(join(dir, 'round.md'), ROUND);
    const r = await run(['compress', join(dir, 'round.md'), '--json', '--profile', 'terse', ...flags], { env });
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as { intensity: string; output: string; selection: { reason: string[] } | null };
  }

  it('no compression until 5 rounds ran without a human; from the 5th on, terse; the reasons say what was read', async () => {
    const off = await terse(['--session-state', state({ consecutive_rounds_without_human: 4, terse_user_opted_out: false })]);
    expect(off.intensity).toBe('off');
    expect(off.output).toBe(ROUND);
    expect(off.selection!.reason[0]).toMatch(/^session state from '.*\.json': 4 rounds without a human$/);
    expect(off.selection!.reason[1]).toBe('4 rounds without a human (< 5): terse off, no compression');
    const on = await terse(['--session-state', state({ consecutive_rounds_without_human: 5 })]);
    expect(on.intensity).toBe('full');
    expect(on.output).toBe('R6 keep: Raised conn pool size → 320ms (-0.6%)\n');
    expect(on.selection!.reason[1]).toBe('5 rounds without a human (>= 5): terse auto on');
  });

  it("a user's opt-out sticks whatever the counter says; GODMODE_TERSE turns it on regardless", async () => {
    const out = await terse(['--session-state', state({ consecutive_rounds_without_human: 12, terse_user_opted_out: true })]);
    expect(out.intensity).toBe('off');
    expect(out.selection!.reason.at(-1)).toMatch(/opted out this session \(sticky\)/);
    const env = await terse(['--session-state', state({ consecutive_rounds_without_human: 0 })], { GODMODE_TERSE: '1' });
    expect(env.intensity).toBe('full');
    expect(env.selection!.reason).toContain('GODMODE_TERSE set: terse on');
    // "0" is the baseline run's setting, not a switch on
    expect((await terse(['--session-state', state({ consecutive_rounds_without_human: 0 })], { GODMODE_TERSE: '0' })).intensity).toBe('off');
  });

  it('a missing file is a new session (0 rounds); a file that is not the state is one line and exit 2', async () => {
    const fresh = await terse(['--session-state', join(dir, 'none.json')]);
    expect(fresh.intensity).toBe('off');
    expect(fresh.selection!.reason[0]).toMatch(/no session state at .*: a new session, 0 rounds/);
    for (const [content, message] of [
      ['rounds: 6', /is not JSON/],
      ['[6]', /is not a JSON object/],
      [{ consecutive_rounds_without_human: '6' }, /consecutive_rounds_without_human must be a whole number >= 0/],
      [{ consecutive_rounds_without_human: -1 }, /must be a whole number/],
      [{ terse_user_opted_out: 'yes' }, /terse_user_opted_out must be true or false/],
    ] as const) {
      const r = await run(['compress', join(dir, 'in.md'), '--profile', 'terse', '--session-state', state(content)]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('another profile passes the switch by and says so', async () => {
    const r = await run(['compress', join(dir, 'in.md'), '--json', '--profile', 'forge', '--session-state', state({ consecutive_rounds_without_human: 1 })]);
    const s = JSON.parse(r.stdout) as { intensity: string; selection: { reason: string[] } };
    expect(s.intensity).toBe('full');
    expect(s.selection.reason).toContain('terse session state: skipped (off in forge)');
  });
});
