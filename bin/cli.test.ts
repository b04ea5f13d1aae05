// Integration test of the `caveman` command: builds dist/ (esbuild, ~1 s), then spawns
// `node bin/caveman.mjs` exactly as a user or an agent loop would, on temp files and stdin.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile } from '../lib/caveman/index';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin', 'caveman.mjs');
let dir: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function caveman(args: string[], input = ''): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, input, encoding: 'utf8', timeout: 60_000, maxBuffer: 256 * 1024 * 1024 });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function file(name: string, content: string | Buffer): string {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
}

/** Bad input: exit 2, nothing on stdout, exactly one `caveman: ...` line on stderr. */
function expectBadInput(r: Run, pattern: RegExp): void {
  expect(r.stdout).toBe('');
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/^caveman: [^\n]+\n$/);
  expect(r.stderr).toMatch(pattern);
}

const FULL_IN =
  'I have implemented the registration endpoint. It accepts an email and a password, validates them against the schema, and then hashes the password using bcrypt with twelve rounds before storing the user record in the database.\n';

const MARKDOWN = `---
title: Handoff
---

# Status

The build is complete and I have basically verified \`src/auth.ts:12\` on branch feat/login.

- [ ] Step 1: run \`npm test\`
- The server might fail under heavy load; it is not ready for production.

\`\`\`ts
const answer = 42; // the very important code
\`\`\`
`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'caveman-cli-'));
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-lib.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build-lib failed:\n${build.stderr}`);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('caveman --help / --version', () => {
  it('prints usage and exits 0', () => {
    const r = caveman(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('caveman compress');
    expect(r.stdout).toContain('caveman check');
    expect(r.stdout).toContain('caveman tokens');
    expect(r.stderr).toBe('');
    expect(caveman(['compress', '-h']).stdout).toContain('--intensity');
  });

  it('prints the package version', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const r = caveman(['--version']);
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });
});

describe('caveman compress', () => {
  it('compresses a file at full by default', () => {
    const r = caveman(['compress', file('in.txt', FULL_IN)]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.length).toBeGreaterThan(0);
    expect(r.stdout.length).toBeLessThan(FULL_IN.length);
    expect(r.stdout).toContain('bcrypt');
    expect(r.stdout).toContain('12');
  });

  it('reads standard input with - and with no file', () => {
    const fromFile = caveman(['compress', file('in2.txt', FULL_IN), '--intensity', 'lite']).stdout;
    const dash = caveman(['compress', '-', '--intensity', 'lite'], FULL_IN);
    const none = caveman(['compress', '--intensity', 'lite'], FULL_IN);
    expect(dash.code).toBe(0);
    expect(dash.stdout).toBe(fromFile);
    expect(none.stdout).toBe(fromFile);
  });

  it('keeps protected spans of markdown byte-exact', () => {
    const r = caveman(['compress', file('notes.md', MARKDOWN), '--intensity', 'ultra']);
    expect(r.code).toBe(0);
    for (const span of ['---\ntitle: Handoff\n---', '# Status', '`src/auth.ts:12`', 'feat/login', '- [ ] Step 1:', '`npm test`', 'might', 'not', 'const answer = 42; // the very important code']) {
      expect(r.stdout).toContain(span);
    }
  });

  it('--json prints the whole result', () => {
    const plain = caveman(['compress', file('j.txt', FULL_IN)]);
    const r = caveman(['compress', join(dir, 'j.txt'), '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const j = JSON.parse(r.stdout);
    expect(Object.keys(j)).toEqual(
      expect.arrayContaining(['output', 'intensity', 'selection', 'edits', 'protected', 'skipped', 'savings', 'tokens']),
    );
    expect(j.output).toBe(plain.stdout);
    expect(j.intensity).toBe('full');
    expect(j.selection).toBeNull();
    expect(Array.isArray(j.edits)).toBe(true);
    expect(j.edits.length).toBeGreaterThan(0);
    expect(j.edits[0]).toEqual(expect.objectContaining({ input: expect.any(Object), output: expect.any(Object), rule: expect.any(String) }));
    expect(Array.isArray(j.protected)).toBe(true);
    expect(Array.isArray(j.skipped)).toBe(true);
    for (const enc of ['o200k_base', 'cl100k_base']) {
      expect(j.tokens[enc].input).toBeGreaterThan(0);
      expect(j.tokens[enc].output).toBeGreaterThan(0);
      expect(j.tokens[enc].output).toBeLessThanOrEqual(j.tokens[enc].input);
    }
  });

  it('--budget selects the intensity and reports why', () => {
    const f = file('b.txt', FULL_IN);
    const high = JSON.parse(caveman(['compress', f, '--budget', '80', '--json']).stdout);
    expect(high.intensity).toBe('lite');
    expect(high.selection.intensity).toBe('lite');
    expect(high.selection.reason.length).toBeGreaterThan(0);
    const mid = JSON.parse(caveman(['compress', f, '--budget', '35', '--json']).stdout);
    expect(mid.intensity).toBe('full');
    const low = JSON.parse(caveman(['compress', f, '--budget', '5', '--json']).stdout);
    expect(low.intensity).toBe('ultra');
    const thorough = JSON.parse(caveman(['compress', f, '--budget', '5', '--depth', 'thorough', '--json']).stdout);
    expect(thorough.intensity).toBe('lite');
  });

  it('out-of-scope content selected as verbose is printed unchanged', () => {
    const warning = 'WARNING: this will permanently delete the production database. Run `rm -rf /var/lib/db` only after a backup.\n';
    const r = caveman(['compress', file('warn.txt', warning), '--intensity', 'auto', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    if (j.intensity === 'verbose' || j.intensity === 'off') {
      expect(j.output).toBe(warning);
      expect(j.compressed).toBe(false);
      expect(j.edits).toEqual([]);
    } else {
      // selection did not flag the text; the security warning must still survive as a skipped block
      expect(j.output).toContain('rm -rf /var/lib/db');
    }
  });

  it('--envelope prepends the envelope header', () => {
    const r = caveman(['compress', file('e.txt', FULL_IN), '--intensity', 'ultra', '--envelope']);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith('<!-- caveman: intensity=ultra version=1 -->')).toBe(true);
  });

  it('--rules takes an exported profile JSON, same as --profile', () => {
    const rules = file('cavekit.json', JSON.stringify(getProfile('cavekit'), null, 2));
    const f = file('r.txt', FULL_IN);
    const viaRules = caveman(['compress', f, '--rules', rules, '--intensity', 'ultra']);
    const viaId = caveman(['compress', f, '--profile', 'cavekit', '--intensity', 'ultra']);
    expect(viaRules.code).toBe(0);
    expect(viaRules.stderr).toBe('');
    expect(viaRules.stdout).toBe(viaId.stdout);
  });

  it('writes a large result in one piece', () => {
    const big = (FULL_IN + '\n').repeat(400); // ~90 KB
    const r = caveman(['compress', file('big.txt', big), '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.output.length).toBeGreaterThan(10_000);
  });
});

describe('caveman check', () => {
  it('passes an honest compression and exits 0', () => {
    const v = file('v.txt', FULL_IN);
    const out = caveman(['compress', v, '--intensity', 'full']).stdout;
    const c = file('c.txt', out);
    const r = caveman(['check', v, c, '--intensity', 'full']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/PASS/);
    expect(r.stdout).toMatch(/o200k_base/);
    expect(r.stdout).toMatch(/target/);
  });

  it('fails a compression that drops a negation, exits 1, lists the offence', () => {
    const v = file('neg-v.txt', 'The migration is not safe to run on production and might lose data.\n');
    const c = file('neg-c.txt', 'Migration safe to run on prod, lose data.\n');
    const r = caveman(['check', v, c]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/FAIL/);
    const j = JSON.parse(caveman(['check', v, c, '--json']).stdout);
    expect(j.pass).toBe(false);
    const negation = j.invariants.find((i: { id: string }) => i.id === 'negation');
    expect(negation.pass).toBe(false);
    expect(negation.offences.length).toBeGreaterThan(0);
  });

  it('--encoding limits the counts to one encoding; stdin works for one side', () => {
    const v = file('v2.txt', FULL_IN);
    const r = caveman(['check', v, '-', '--json', '--encoding', 'cl100k_base'], FULL_IN);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(Object.keys(j.tokens)).toEqual(['cl100k_base']);
  });
});

describe('caveman tokens', () => {
  it('prints the count for a file, stdin and an encoding', () => {
    const f = file('t.txt', 'hello world');
    expect(caveman(['tokens', f])).toEqual({ code: 0, stdout: '2\n', stderr: '' });
    expect(caveman(['tokens', '-'], 'hello world').stdout).toBe('2\n');
    expect(caveman(['tokens', f, '--encoding', 'cl100k_base']).stdout).toBe('2\n');
    expect(JSON.parse(caveman(['tokens', f, '--json']).stdout)).toEqual({ o200k_base: 2, cl100k_base: 2 });
    expect(caveman(['tokens', file('empty.txt', '')]).stdout).toBe('0\n');
  });

  it('counts special-token text as plain text', () => {
    const r = caveman(['tokens', '-'], '<|endoftext|>');
    expect(r.code).toBe(0);
    expect(Number(r.stdout)).toBeGreaterThan(1);
  });
});

describe('bad input: one line on stderr, exit 2, nothing on stdout', () => {
  it('missing file, directory', () => {
    expectBadInput(caveman(['compress', 'nope.md']), /cannot read 'nope\.md': no such file/);
    mkdirSync(join(dir, 'adir'), { recursive: true });
    expectBadInput(caveman(['tokens', join(dir, 'adir')]), /is a directory/);
    expectBadInput(caveman(['check', 'a.md', 'b.md']), /cannot read/);
  });

  it('binary data: NUL byte, invalid UTF-8, control characters', () => {
    expectBadInput(caveman(['compress', file('nul.bin', Buffer.from([0x68, 0x69, 0x00, 0x21]))]), /binary data/);
    expectBadInput(caveman(['compress', file('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]))]), /not valid UTF-8/);
    expectBadInput(caveman(['tokens', file('ctl.bin', Buffer.from([1, 2, 3, 4, 5, 6, 0x41, 7, 8]))]), /binary data/);
    expectBadInput(caveman(['compress', '-'], '\u0000\u0001binary'), /standard input: binary data/);
  });

  it('invalid rules JSON, invalid profile, unknown profile', () => {
    expectBadInput(caveman(['compress', file('x.txt', FULL_IN), '--rules', file('bad.json', '{"id": "x",')]), /invalid rules JSON/);
    expectBadInput(caveman(['compress', join(dir, 'x.txt'), '--rules', file('wrong.json', '{"arrow": 42}')]), /invalid rules/);
    expectBadInput(caveman(['compress', join(dir, 'x.txt'), '--rules', 'missing.json']), /cannot read 'missing\.json'/);
    expectBadInput(caveman(['compress', join(dir, 'x.txt'), '--profile', 'caveperson']), /unknown profile 'caveperson'.*forge/);
  });

  it('usage errors', () => {
    expectBadInput(caveman([]), /missing command/);
    expectBadInput(caveman(['squash']), /unknown command/);
    expectBadInput(caveman(['compress', '--frobnicate']), /unknown option '--frobnicate'/);
    expectBadInput(caveman(['compress', '--intensity', 'max'], FULL_IN), /invalid value 'max'/);
    expectBadInput(caveman(['tokens', '--encoding', 'p50k_base'], 'x'), /unknown encoding 'p50k_base'/);
    expectBadInput(caveman(['compress', '--budget', '150'], FULL_IN), /--budget/);
  });
});
