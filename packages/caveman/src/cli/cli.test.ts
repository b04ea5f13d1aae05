// Tests of the `caveman` command on temp files and stdin, in two ways. What only a process shows
// (the bin's wiring, its real stdin and stdout, colour by environment, exit codes through main(),
// input limits, the pattern worker's deadline) spawns `node packages/caveman/bin/caveman.mjs`
// exactly as a user or an agent loop would, after building dist/ (esbuild, ~1 s). The rest of the
// command's logic runs through run() in this process (`cave`): the code, stdout and stderr that
// main() writes and exits with, without the ~0.35 s of CPU a process start costs.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, compress, getProfile, protectInputs, validateProfile, type Profile } from 'caveman-compress';
import { ENCODINGS, nodeCounter } from 'caveman-compress/node';
import { LARGE_JOB_HEAP_CAP_MB, LARGE_JOB_HEAP_MB, largeJobHeapMb, MAX_INPUT_BYTES, run } from './cli';
import { stripAnsi } from './color';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const BIN = join(ROOT, 'packages', 'caveman', 'bin', 'caveman.mjs');
let dir: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The caller's environment without the variables that decide colour, so no test depends on them. */
function plainEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  return env;
}

/** `caveman ARGS` as a process, `input` on its stdin, the colour variables unset. */
function caveman(args: string[], input = ''): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, input, env: plainEnv(), encoding: 'utf8', timeout: 60_000, maxBuffer: 256 * 1024 * 1024 });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * run() in this process, as `caveman ARGS` with `input` on stdin, into a pipe (no terminal), with
 * the colour variables unset: what main() would print and exit with.
 */
async function cave(args: string[], input = ''): Promise<Run> {
  return run(args, { readStdin: () => [Buffer.from(input)], isTTY: false, stderrIsTTY: false, env: plainEnv() });
}

interface TimedRun extends Run {
  /** stdout as bytes. */
  bytes: Buffer;
  ms: number;
}

/** Spawn `caveman` with extra environment variables and/or another stdin (a file descriptor), timed. */
function cavemanTimed(args: string[], opts: { env?: Record<string, string>; stdin?: number; input?: string } = {}): TimedRun {
  const started = performance.now();
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: dir,
    input: opts.input,
    stdio: [opts.stdin ?? 'pipe', 'pipe', 'pipe'],
    env: { ...plainEnv(), ...opts.env },
    timeout: 60_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8'), bytes: r.stdout, ms };
}

/**
 * How long a command that must end soon may take here before it counts as hung: a hang detector,
 * not a speed check (those are `npm run bench`). `npm test` runs the unit tests niced beside the
 * builds and e2e, where a process can wait seconds for a core; alone, each of these
 * ends in well under a second. (A command that never ended would reach spawnSync's 60 s timeout.)
 */
const HUNG_MS = 30_000;

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

  it('prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'packages', 'caveman', 'package.json'), 'utf8')) as { version: string };
    const r = await cave(['--version']);
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });
});

describe('caveman compress', () => {
  it('compresses a file at full by default', async () => {
    const r = await cave(['compress', file('in.txt', FULL_IN)]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.length).toBeGreaterThan(0);
    expect(r.stdout.length).toBeLessThan(FULL_IN.length);
    expect(r.stdout).toContain('bcrypt');
    // full is the default, counted in o200k_base as the CLI ships
    const full = compress(FULL_IN, { intensity: 'full', countTokens: nodeCounter('o200k_base') }).output;
    const lite = compress(FULL_IN, { intensity: 'lite', countTokens: nodeCounter('o200k_base') }).output;
    expect(full).not.toBe(lite);
    expect(r.stdout).toBe(full);
  });

  it('reads standard input with - and with no file', () => {
    const fromFile = caveman(['compress', file('in2.txt', FULL_IN), '--intensity', 'lite']).stdout;
    const dash = caveman(['compress', '-', '--intensity', 'lite'], FULL_IN);
    const none = caveman(['compress', '--intensity', 'lite'], FULL_IN);
    expect(dash.code).toBe(0);
    expect(dash.stdout).toBe(fromFile);
    expect(none.stdout).toBe(fromFile);
  });

  it('keeps protected spans of markdown byte-exact', async () => {
    const r = await cave(['compress', file('notes.md', MARKDOWN), '--intensity', 'ultra']);
    expect(r.code).toBe(0);
    for (const span of ['---\ntitle: Handoff\n---', '# Status', '`src/auth.ts:12`', 'feat/login', '- [ ] Step 1:', '`npm test`', 'might', 'const answer = 42; // the very important code']) {
      expect(r.stdout).toContain(span);
    }
    expect(r.stdout).toMatch(/\bnot\b|n't\b/); // the negation, whole or contracted
  });

  it('--json prints the whole result', async () => {
    const plain = await cave(['compress', file('j.txt', FULL_IN)]);
    const r = await cave(['compress', join(dir, 'j.txt'), '--json']);
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

  it('--json lists what the token guard held back, in the --encoding asked for', async () => {
    const f = file('held.txt', 'We ran twelve tests and two of them failed.\n');
    for (const enc of ENCODINGS) {
      const j = JSON.parse((await cave(['compress', f, '--json', '--encoding', enc])).stdout);
      expect(j.output).toContain('twelve');
      const h = j.held.find((x: { rule: string }) => x.rule === 'full.number');
      expect(h).toMatchObject({ before: 'twelve', after: '12', scope: 'word', tokens: { kept: 1, rewritten: 2 } });
      expect(j.output.slice(h.output.start, h.output.end)).toBe('twelve');
      expect(j.savingsEncoding).toBe(enc);
    }
    const lite = JSON.parse((await cave(['compress', f, '--json', '--intensity', 'lite'])).stdout);
    expect(lite.held).toEqual([]);
  });

  it('--budget selects the intensity and reports why', async () => {
    const f = file('b.txt', FULL_IN);
    const high = JSON.parse((await cave(['compress', f, '--budget', '80', '--json'])).stdout);
    expect(high.intensity).toBe('lite');
    expect(high.selection.intensity).toBe('lite');
    expect(high.selection.reason.length).toBeGreaterThan(0);
    const mid = JSON.parse((await cave(['compress', f, '--budget', '35', '--json'])).stdout);
    expect(mid.intensity).toBe('full');
    const low = JSON.parse((await cave(['compress', f, '--budget', '5', '--json'])).stdout);
    expect(low.intensity).toBe('ultra');
    const thorough = JSON.parse((await cave(['compress', f, '--budget', '5', '--depth', 'thorough', '--json'])).stdout);
    expect(thorough.intensity).toBe('lite');
  });

  it('out-of-scope content selected as verbose is printed unchanged', async () => {
    const warning = 'WARNING: this will permanently delete the production database. Run `rm -rf /var/lib/db` only after a backup.\n';
    const r = await cave(['compress', file('warn.txt', warning), '--intensity', 'auto', '--json']);
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

  it('--envelope prepends the envelope header when it pays for itself, and omits it when it would cost tokens', async () => {
    const long = Array.from({ length: 12 }, () => FULL_IN).join('\n');
    const r = await cave(['compress', file('e.txt', long), '--intensity', 'ultra', '--envelope']);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith('<!-- caveman: intensity=ultra version=1 -->')).toBe(true);
    const short = await cave(['compress', file('e2.txt', 'The build is done.\n'), '--intensity', 'ultra', '--envelope']);
    expect(short.code).toBe(0);
    expect(short.stdout).not.toContain('<!-- caveman:');
  });

  it('--rules takes an exported profile JSON, same as --profile', async () => {
    const rules = file('cavekit.json', JSON.stringify(getProfile('cavekit'), null, 2));
    const f = file('r.txt', FULL_IN);
    const viaRules = await cave(['compress', f, '--rules', rules, '--intensity', 'ultra']);
    const viaId = await cave(['compress', f, '--profile', 'cavekit', '--intensity', 'ultra']);
    expect(viaRules.code).toBe(0);
    expect(viaRules.stderr).toBe('');
    expect(viaRules.stdout).toBe(viaId.stdout);
  });

  it('--stats: one line on stderr, stdout unchanged', async () => {
    const f = file('stats.txt', FULL_IN);
    const plain = await cave(['compress', f]);
    const r = await cave(['compress', f, '--stats']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(plain.stdout);
    expect(r.stderr).toMatch(/^caveman compress: intensity full, profile forge, o200k_base, tokens \d+ -> \d+ \(reduction [\d.]+%\), \d+ ms\n$/);
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
  it('passes an honest compression and exits 0', async () => {
    const v = file('v.txt', FULL_IN);
    const out = (await cave(['compress', v, '--intensity', 'full'])).stdout;
    const c = file('c.txt', out);
    const r = await cave(['check', v, c, '--intensity', 'full']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/PASS/);
    expect(r.stdout).toMatch(/o200k_base/);
    expect(r.stdout).toMatch(/target/);
  });

  it('fails a compression that drops a negation, exits 1, lists the offence', async () => {
    const v = file('neg-v.txt', 'The migration is not safe to run on production and might lose data.\n');
    const c = file('neg-c.txt', 'Migration safe to run on prod, lose data.\n');
    const r = await cave(['check', v, c]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/FAIL/);
    const j = JSON.parse((await cave(['check', v, c, '--json'])).stdout);
    expect(j.pass).toBe(false);
    const negation = j.invariants.find((i: { id: string }) => i.id === 'negation');
    expect(negation.pass).toBe(false);
    expect(negation.offences.length).toBeGreaterThan(0);
  });

  it('into a pipe: no colour, unless FORCE_COLOR or --color asks; NO_COLOR is obeyed', () => {
    const v = file('col-v.txt', 'The migration is not safe to run on production.\n');
    const c = file('col-c.txt', 'Migration safe to run on prod.\n');
    const plain = cavemanTimed(['check', v, c]);
    expect(plain.code).toBe(1);
    expect(plain.stdout).not.toContain('\x1b[');
    const forced = cavemanTimed(['check', v, c], { env: { FORCE_COLOR: '1' } });
    expect(forced.stdout).toContain('\x1b[');
    expect(stripAnsi(forced.stdout)).toBe(plain.stdout);
    expect(cavemanTimed(['check', v, c, '--color'], { env: { NO_COLOR: '1' } }).stdout).toBe(forced.stdout);
    expect(cavemanTimed(['check', v, c, '--color=auto'], { env: { NO_COLOR: '1' } }).stdout).toBe(plain.stdout);
  });

  it('--encoding limits the counts to one encoding; stdin works for one side', async () => {
    const v = file('v2.txt', FULL_IN);
    const r = await cave(['check', v, '-', '--json', '--encoding', 'cl100k_base'], FULL_IN);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(Object.keys(j.tokens)).toEqual(['cl100k_base']);
  });
});

describe('caveman tokens', () => {
  it('prints the count for a file, stdin and an encoding', async () => {
    const f = file('t.txt', 'hello world');
    expect(await cave(['tokens', f])).toEqual({ code: 0, stdout: '2\n', stderr: '' });
    expect((await cave(['tokens', '-'], 'hello world')).stdout).toBe('2\n');
    expect((await cave(['tokens', f, '--encoding', 'cl100k_base'])).stdout).toBe('2\n');
    expect(JSON.parse((await cave(['tokens', f, '--json'])).stdout)).toEqual({ o200k_base: 2, cl100k_base: 2 });
    expect((await cave(['tokens', file('empty.txt', '')])).stdout).toBe('0\n');
  });

  it('counts special-token text as plain text', async () => {
    const r = await cave(['tokens', '-'], '<|endoftext|>');
    expect(r.code).toBe(0);
    expect(Number(r.stdout)).toBeGreaterThan(1);
  });
});

describe('bad input: one line on stderr, exit 2, nothing on stdout', () => {
  it('missing file, directory', async () => {
    expectBadInput(await cave(['compress', 'nope.md']), /cannot read 'nope\.md': no such file/);
    // a name whose byte was not UTF-8 reaches Node as U+FFFD: the message says why the file is not found
    expectBadInput(await cave(['compress', 'n\uFFFDm.md']), /no such file \(the name holds a byte that is not UTF-8/);
    mkdirSync(join(dir, 'adir'), { recursive: true });
    expectBadInput(await cave(['tokens', join(dir, 'adir')]), /is a directory/);
    expectBadInput(await cave(['check', 'a.md', 'b.md']), /cannot read/);
  });

  it('binary data: NUL byte, invalid UTF-8, control characters', async () => {
    expectBadInput(await cave(['compress', file('nul.bin', Buffer.from([0x68, 0x69, 0x00, 0x21]))]), /binary data/);
    expectBadInput(await cave(['compress', file('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]))]), /not valid UTF-8/);
    expectBadInput(await cave(['tokens', file('ctl.bin', Buffer.from([1, 2, 3, 4, 5, 6, 0x41, 7, 8]))]), /binary data/);
    expectBadInput(await cave(['compress', '-'], '\u0000\u0001binary'), /standard input: binary data/);
  });

  it('invalid rules JSON, invalid profile, unknown profile', async () => {
    expectBadInput(await cave(['compress', file('x.txt', FULL_IN), '--rules', file('bad.json', '{"id": "x",')]), /invalid rules JSON/);
    expectBadInput(await cave(['compress', join(dir, 'x.txt'), '--rules', file('wrong.json', '{"arrow": 42}')]), /invalid rules/);
    expectBadInput(await cave(['compress', join(dir, 'x.txt'), '--rules', 'missing.json']), /cannot read 'missing\.json'/);
    expectBadInput(await cave(['compress', join(dir, 'x.txt'), '--profile', 'caveperson']), /unknown profile 'caveperson'.*forge/);
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

describe('bounded work: input size limit', () => {
  it('refuses /dev/zero (NUL bytes) on its first chunk, as a file and as stdin', () => {
    const asFile = cavemanTimed(['compress', '/dev/zero']);
    expectBadInput(asFile, /^caveman: '\/dev\/zero': binary data \(NUL byte\)/);
    expect(asFile.ms).toBeLessThan(HUNG_MS);
    const fd = openSync('/dev/zero', 'r');
    try {
      const asStdin = cavemanTimed(['tokens', '-'], { stdin: fd });
      expectBadInput(asStdin, /^caveman: standard input: binary data \(NUL byte\)/);
      expect(asStdin.ms).toBeLessThan(HUNG_MS);
    } finally {
      closeSync(fd);
    }
  });

  it('refuses a file over 50 MB without reading the rest', () => {
    expect(MAX_INPUT_BYTES).toBe(50 * 1024 * 1024);
    const big = join(dir, 'big51.md');
    try {
      writeFileSync(big, Buffer.alloc(51 * 1024 * 1024, 'word '));
      const r = cavemanTimed(['compress', big]);
      expectBadInput(r, /^caveman: '[^']*big51\.md' is larger than the 50 MB limit\n$/);
      expect(r.ms).toBeLessThan(HUNG_MS);
      // the same cap for a rules file
      expectBadInput(cavemanTimed(['compress', file('small.txt', FULL_IN), '--rules', big]), /big51\.md' is larger than the 50 MB limit/);
    } finally {
      rmSync(big, { force: true });
    }
  });

  it('refuses an endless standard input at the limit (`yes | caveman compress`)', () => {
    const started = performance.now();
    const r = spawnSync('bash', ['-c', 'yes | "$NODE" "$BIN" compress -'], {
      cwd: dir,
      env: { ...process.env, NODE: process.execPath, BIN },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const ms = performance.now() - started;
    if (r.error) throw r.error;
    expectBadInput({ code: r.status, stdout: r.stdout, stderr: r.stderr }, /^caveman: standard input is larger than the 50 MB limit\n$/);
    expect(ms).toBeLessThan(HUNG_MS);
  });

  it('run(): injected readers are pulled only up to the limit', async () => {
    let pulled = 0;
    function* endless() {
      for (;;) {
        pulled++;
        yield Buffer.alloc(1024 * 1024, 'a');
      }
    }
    const r = await run(['tokens', '-'], { readStdin: endless });
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'caveman: standard input is larger than the 50 MB limit\n' });
    expect(pulled).toBe(51);
    const f = await run(['tokens', 'huge.md'], { readFile: () => endless() });
    expect(f.stderr).toBe("caveman: 'huge.md' is larger than the 50 MB limit\n");
  });
});

describe('byte order mark', () => {
  const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

  it('compress keeps a leading BOM, with and without front matter', () => {
    for (const [name, text] of [
      ['bom.txt', FULL_IN],
      ['bom-fm.md', '---\ntitle: Handoff\n---\n\n' + FULL_IN],
    ]) {
      const f = file(name, Buffer.concat([BOM, Buffer.from(text)]));
      const r = cavemanTimed(['compress', f]);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.bytes.subarray(0, 3)).toEqual(BOM);
      expect(r.bytes.subarray(3, 6)).not.toEqual(BOM);
      expect(r.stdout.length).toBeLessThan(text.length + 1);
      // the same from standard input
      const fromStdin = cavemanTimed(['compress', '-'], { input: '\uFEFF' + text });
      expect(fromStdin.bytes).toEqual(r.bytes);
    }
  });

  it('a rules file with a BOM is still valid JSON', async () => {
    const rules = file('bom-rules.json', Buffer.concat([BOM, Buffer.from(JSON.stringify(getProfile('cavekit')))]));
    const f = file('bom-r.txt', FULL_IN);
    const r = await cave(['compress', f, '--rules', rules]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe((await cave(['compress', f, '--profile', 'cavekit'])).stdout);
  });
});

describe('bounded work: user patterns under a deadline', () => {
  const FAST = { CAVEMAN_PATTERN_TIMEOUT_MS: '500' };
  const rules = (name: string, json: object) => file(name, JSON.stringify(json));
  const A40B = 'a'.repeat(40) + 'b';
  const X40 = 'x'.repeat(40);
  const INPUT_A = `The build is done.\n\n${A40B}\n`;
  const INPUT_X = `The build is done.\n\n${X40}\n`;

  function expectNamed(r: TimedRun, pattern: RegExp): void {
    expectBadInput(r, pattern);
    expect(r.stderr).toMatch(/takes over 0\.5 s on this input \(catastrophic backtracking\?\); fix or remove it\n$/);
    expect(r.ms).toBeLessThan(HUNG_MS);
  }

  it('the probed strings really contain the catastrophic inputs', () => {
    expect(protectInputs(INPUT_A).some((s) => s.includes(A40B) && !/a{41}/.test(s))).toBe(true);
    expect(protectInputs(INPUT_X).some((s) => s.includes(X40) && !s.includes('y'))).toBe(true);
  });

  it('(a+)+$ as a protected pattern: exit 2, the pattern named', () => {
    const r = cavemanTimed(
      ['compress', file('cat-a.txt', INPUT_A), '--rules', rules('cat-a.json', { protectedPatterns: [{ pattern: 'bcrypt' }, { pattern: '(a+)+$', label: 'trailing a' }] })],
      { env: FAST },
    );
    expectNamed(r, /^caveman: pattern \/\(a\+\)\+\$\/ \("trailing a"\) in '[^']*cat-a\.json' takes over/);
  });

  it('(a+)+$ as a line anchor: exit 2, the anchor named', () => {
    const r = cavemanTimed(['compress', file('cat-l.txt', INPUT_A), '--rules', rules('cat-l.json', { lineAnchors: ['(a+)+$'] })], { env: FAST });
    expectNamed(r, /^caveman: line anchor \/\(a\+\)\+\$\/ in '[^']*cat-l\.json' takes over/);
  });

  it('(x+x+)+y: exit 2, also for check (either text)', () => {
    const r1 = rules('cat-x.json', { protectedPatterns: [{ pattern: '(x+x+)+y', flags: 'i' }] });
    const x = file('cat-x.txt', INPUT_X);
    expectNamed(cavemanTimed(['compress', x, '--rules', r1], { env: FAST }), /^caveman: pattern \/\(x\+x\+\)\+y\/i in '[^']*cat-x\.json' takes over/);
    const plain = file('plain.txt', FULL_IN);
    expectNamed(cavemanTimed(['check', x, plain, '--rules', r1], { env: FAST }), /pattern \/\(x\+x\+\)\+y\/i/);
    expectNamed(cavemanTimed(['check', plain, x, '--rules', r1], { env: FAST }), /pattern \/\(x\+x\+\)\+y\/i/);
  });

  it('the patterns of a file share one deadline: many slow ones end the run together', () => {
    // each (a+)+$ takes some tens of ms on 22 a's and a b: under the deadline alone, over it as 40
    const slow = Array.from({ length: 40 }, (_, i) => ({ pattern: '(a+)+$', label: `slow ${i}` }));
    const r = cavemanTimed(['compress', file('cat-many.txt', `The build is done.\n\n${'a'.repeat(22)}b\n`), '--rules', rules('cat-many.json', { protectedPatterns: slow })], { env: FAST });
    expectBadInput(r, /^caveman: the 40 patterns of '[^']*cat-many\.json' take over 0\.5 s together on this input/);
    expect(r.ms).toBeLessThan(HUNG_MS);
  });

  it('the default deadline is 2 s; a bad CAVEMAN_PATTERN_TIMEOUT_MS is refused', () => {
    const r = cavemanTimed(['compress', file('cat-d.txt', INPUT_A), '--rules', rules('cat-d.json', { lineAnchors: ['(a+)+$'] })]);
    expectBadInput(r, /line anchor \/\(a\+\)\+\$\/ .* takes over 2 s on this input/);
    expect(r.ms).toBeGreaterThan(2000);
    expect(r.ms).toBeLessThan(HUNG_MS);
    const bad = cavemanTimed(['compress', join(dir, 'cat-d.txt'), '--rules', join(dir, 'cat-d.json')], { env: { CAVEMAN_PATTERN_TIMEOUT_MS: 'soon' } });
    expectBadInput(bad, /CAVEMAN_PATTERN_TIMEOUT_MS must be a positive number of milliseconds, got 'soon'/);
  });

  it('counts only the time a pattern could run: on a starved machine a slow one is not cut short', async () => {
    // (a+)+$ takes ~0.8 s on 26 a's and a b here: far over a deadline of 0.1 s
    const f = file('starved.txt', `The build is done.\n\n${'a'.repeat(26)}b\n`);
    const r = rules('starved.json', { protectedPatterns: [{ pattern: '(a+)+$' }] });
    const env = { ...plainEnv(), CAVEMAN_PATTERN_TIMEOUT_MS: '100' };
    const cut = await run(['compress', f, '--rules', r], { env });
    expect(cut.code).toBe(2);
    expect(cut.stderr).toMatch(/takes over 0\.1 s on this input/);
    // the same with this process given a hundredth of a core (its CPU time at a hundredth of the
    // wall clock's pace): the pattern has used under 0.1 s of CPU when it ends, and is kept
    const t0 = performance.now();
    const starved = await run(['compress', f, '--rules', r], { env, cpuNow: () => (performance.now() - t0) / 100 });
    expect(starved.stderr).toBe('');
    expect(starved.code).toBe(0);
    expect(starved.stdout).toContain(`${'a'.repeat(26)}b`);
  });

  it("run() reads the deadline from its own env, not the process's", async () => {
    expect(process.env.CAVEMAN_PATTERN_TIMEOUT_MS).toBeUndefined();
    const files: Record<string, string> = { 'in.md': INPUT_A, 'rules.json': JSON.stringify({ lineAnchors: ['(a+)+$'] }) };
    const r = await run(['compress', 'in.md', '--rules', 'rules.json'], {
      readFile: (p) => [Buffer.from(files[p])],
      env: { CAVEMAN_PATTERN_TIMEOUT_MS: 'soon' },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/CAVEMAN_PATTERN_TIMEOUT_MS must be a positive number of milliseconds, got 'soon'/);
  });

  describe('benign patterns run in the worker with the in-process result', () => {
    const json = { ...getProfile('forge'), protectedPatterns: [{ pattern: 'hashes the password', label: 'verb' }], lineAnchors: ['^I have .*$'] };
    const res = validateProfile(JSON.parse(JSON.stringify(json)));
    if (!res.ok) throw new Error(res.error);
    const profile: Profile = res.profile;
    const text = `${FULL_IN}\nI have basically verified it.\n`;

    it('compress, plain and --json', () => {
      const f = file('benign.txt', text);
      const r = rules('benign.json', json);
      const viaWorker = cavemanTimed(['compress', f, '--rules', r]);
      expect(viaWorker.stderr).toBe('');
      expect(viaWorker.code).toBe(0);
      const inProcess = compress(text, { intensity: 'full', profile, countTokens: nodeCounter('o200k_base') });
      expect(viaWorker.stdout).toBe(inProcess.output);
      expect(viaWorker.stdout).toContain('hashes the password'); // kept by the pattern
      expect(viaWorker.stdout).toContain('I have basically verified it.'); // kept by the line anchor
      const j = JSON.parse(cavemanTimed(['compress', f, '--rules', r, '--json']).stdout);
      expect(j.output).toBe(inProcess.output);
      expect(j.edits).toEqual(JSON.parse(JSON.stringify(inProcess.edits)));
    });

    it('check', () => {
      const v = file('benign-v.txt', text);
      const out = compress(text, { intensity: 'full', profile }).output;
      const c = file('benign-c.txt', out);
      const r = cavemanTimed(['check', v, c, '--rules', rules('benign-check.json', json), '--json']);
      expect(r.stderr).toBe('');
      const counters = Object.fromEntries(ENCODINGS.map((e) => [e, nodeCounter(e)]));
      const report = check(text, out, { profile, counters });
      expect(r.code).toBe(report.invariants.some((i) => !i.pass && !i.skipped) ? 1 : 0);
      // the core's report, with the CLI's token shape and located offences
      const j = JSON.parse(r.stdout);
      const summary = (invs: { id: string; pass: boolean; offences: { message: string }[] }[]) => invs.map((i) => [i.id, i.pass, i.offences.map((o) => o.message)]);
      expect(summary(j.invariants)).toEqual(summary(report.invariants));
      for (const [enc, t] of Object.entries(report.tokens)) {
        expect(j.tokens[enc]).toEqual({ input: t.verbose, output: t.compressed, saved: t.saved, reduction: t.percent });
      }
      expect(j.target).toMatchObject(report.target);
    });

    it('run() imported from source starts the built worker', async () => {
      const files: Record<string, string> = { 'in.md': text, 'rules.json': JSON.stringify(json) };
      const r = await run(['compress', 'in.md', '--rules', 'rules.json'], { readFile: (p) => [Buffer.from(files[p])] });
      expect(r).toEqual({ code: 0, stdout: compress(text, { intensity: 'full', profile, countTokens: nodeCounter('o200k_base') }).output, stderr: '' });
    });
  });
});

describe('a named pipe', () => {
  it('is read as a writer writes to it, and one no one writes to ends in one line, not a wait for ever', async () => {
    const fifo = join(dir, 'pipe.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // a writer that comes a little later
    const writer = spawnSync('sh', ['-c', `(sleep 0.3; printf 'The build is basically done.\\n' > '${fifo}') >/dev/null 2>&1 &`]);
    expect(writer.status).toBe(0);
    const r = await cave(['compress', fifo]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Build basically done.\n');
    // no writer: after FIFO_WAIT_MS, exit 2 and one line that says so
    const t = performance.now();
    expectBadInput(await cave(['compress', fifo]), /a named pipe no one wrote to within 10 s/);
    expect(performance.now() - t).toBeLessThan(20_000);
  }, 30_000);
});

describe('the heap bound of a large job', () => {
  it('grows with the input from its floor to its cap, so a 50 MB job (measured: over 1 GB live) runs once', () => {
    expect(largeJobHeapMb(5_000_000)).toBe(LARGE_JOB_HEAP_MB);
    expect(largeJobHeapMb(50 * 1024 * 1024)).toBeGreaterThanOrEqual(3072);
    expect(largeJobHeapMb(50 * 1024 * 1024)).toBeLessThanOrEqual(LARGE_JOB_HEAP_CAP_MB);
    expect(largeJobHeapMb(20_000_000)).toBeGreaterThan(largeJobHeapMb(10_000_000));
    expect(largeJobHeapMb(1e9)).toBe(LARGE_JOB_HEAP_CAP_MB);
  });
});
