// `caveman report` through run(): the table, exit codes, --json against the core's buildReport,
// the progress line and colour. Files are generated in a temp directory (readDir and readFile are
// the real ones); the terminal, the environment and stderr's live writes are injected.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport, getProfile, validateProfile, type Profile, type Report } from 'caveman-compress';
import { finishReport } from 'caveman-compress/internals';
import { formatCorpusReport } from './format-report';
import { nodeCounter } from 'caveman-compress/node';
import { PROGRESS_MIN_FILES, run, type CliIO } from './cli';
import { PLAIN, stripAnsi, styleFor } from './color';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const ESC = '\x1b[';
let dir: string;

const HANDOFF = 'I have implemented the registration endpoint. It accepts an email and a password, and then it hashes the password using bcrypt before storing the user record in the database.\n';
const HEDGED = 'The migration might lose data, so we will run it on twelve servers today. I have implemented the change.\n';
const CODE = '# Notes\n\nRun this:\n\n```sh\nnpm run build && npm test\n```\n\nThe build is complete and the tests are green.\n';

function write(rel: string, content: string | Buffer): string {
  const p = join(dir, rel);
  mkdirSync(join(p, '..'), { recursive: true });
  writeFileSync(p, content);
  return p;
}

/** Standard output and error are pipes, the environment is empty; progress writes are kept. */
function terminal(opts: { isTTY?: boolean; stderrIsTTY?: boolean; env?: Record<string, string> } = {}) {
  const progress: string[] = [];
  const io: Partial<CliIO> = {
    isTTY: opts.isTTY ?? false,
    stderrIsTTY: opts.stderrIsTTY ?? false,
    env: opts.env ?? {},
    writeProgress: (text) => void progress.push(text),
  };
  return { io, progress };
}

const report = (args: string[], opts?: Parameters<typeof terminal>[0]) => run(['report', ...args], terminal(opts).io);

/** forge, plus a synonym that drops a hedge ("might" -> "will"): full and ultra break the uncertainty invariant. */
function hedgeDropping(extra: Partial<Profile> = {}): Profile {
  const forge = getProfile('forge');
  const v = validateProfile({ ...forge, id: 'hedge-dropping', synonyms: [...forge.synonyms, { from: 'might', to: 'will' }], ...extra });
  if (!v.ok) throw new Error(v.error);
  return v.profile;
}

/** Bad input: exit 2, nothing on stdout, exactly one `caveman: ...` line on stderr. */
function expectBadInput(r: { code: number; stdout: string; stderr: string }, pattern: RegExp): void {
  expect(r.stdout).toBe('');
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/^caveman: [^\n]+\n$/);
  expect(r.stderr).toMatch(pattern);
}

const o200k = nodeCounter('o200k_base');

/**
 * A report as if the engine had broken an invariant in one file at full and ultra: the contract
 * guard holds back every edit that would, so the listing of failing checks is tested on a report
 * that says so.
 */
function withBroken(r: Report, name: string): Report {
  const broken = { pass: false, code: 'uncertainty' as const, message: 'hedge "might" (modal) dropped: 1 in verbose, 0 in compressed' };
  const files = r.files.map((f) => (f.error !== undefined || f.name !== name ? f : { ...f, intensities: { ...f.intensities, full: { ...f.intensities.full, check: broken }, ultra: { ...f.intensities.ultra, check: broken } } }));
  return finishReport(files, { profile: r.profile, encoding: r.encoding });
}
const inputs = (paths: string[]) => paths.map((p) => ({ name: p, text: readFileSync(p, 'utf8') }));

let corpus: string;
let files: string[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'caveman-report-'));
  // The pattern worker (--rules with patterns) runs the built dist/cli-worker.mjs.
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-lib.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build-lib failed:\n${build.stderr}`);
  corpus = join(dir, 'corpus');
  // Sorted by path: b/ before handoff.md ('b' < 'h'), node_modules and .git skipped, .json ignored.
  files = [write('corpus/b/code.md', CODE), write('corpus/b/notes.TXT', HEDGED), write('corpus/handoff.md', HANDOFF)];
  write('corpus/node_modules/pkg/README.md', HANDOFF);
  write('corpus/.git/description.md', HANDOFF);
  write('corpus/data.json', '{"a": 1}\n');
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('caveman report', () => {
  it('prints one aligned row per text file of a directory, sorted, and the totals; exit 0', async () => {
    const r = await report([corpus]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^file +tokens +lite % +full % +ultra % +prose % +protected +verbose +check l\/f\/u$/);
    expect(lines.slice(1, 4).map((l) => l.split(/ {2,}/)[0])).toEqual(files);
    expect(r.stdout).not.toContain('node_modules');
    expect(r.stdout).not.toContain('.git');
    expect(r.stdout).not.toContain('data.json');
    // Aligned: every number column ends where its header does.
    const end = (line: string, col: string) => lines[0].indexOf(col) + col.length;
    for (const line of lines.slice(1, 4)) {
      for (const col of ['tokens', 'lite %', 'full %', 'ultra %', 'prose %', 'protected', 'verbose']) expect(line[end(line, col) - 1]).toMatch(/\d/);
      expect(line.endsWith('ok/ok/ok')).toBe(true);
    }
    const expected = buildReport(inputs(files), { countTokens: o200k, encoding: 'o200k_base' });
    const handoff = lines[3].trim().split(/ +/);
    const row = expected.files[2];
    if (row.error !== undefined) throw new Error(row.error);
    expect(handoff.slice(1, 5)).toEqual([String(row.tokens), ...(['lite', 'full', 'ultra'] as const).map((i) => (row.intensities[i].reduction * 100).toFixed(1))]);
    const total = lines.find((l) => l.startsWith('total (3 files)'));
    expect(total?.split(/ +/)[3]).toBe(String(expected.totals.tokens));
    expect(total).toMatch(/all ok$/);
    expect(r.stdout).toContain('Profile forge, o200k_base');
  });

  it('takes files as given, whatever their extension, and each path once', async () => {
    const other = write('other.markdown', HANDOFF);
    const r = await report([other, files[2], corpus]);
    expect(r.code).toBe(0);
    const names = r.stdout.split('\n').slice(1, 5).map((l) => l.split(/ {2,}/)[0]);
    expect(names).toEqual([other, files[2], files[0], files[1]]);
  });

  it('names a file given by an absolute path relative to the working directory, where that is shorter', async () => {
    const other = write('sub/named.md', HANDOFF);
    const r = await run(['report', other], { ...terminal().io, cwd: dir });
    expect(r.stdout.split('\n')[1].split(/ {2,}/)[0]).toBe(join('sub', 'named.md'));
    const far = await run(['report', other], { ...terminal().io, cwd: '/' });
    expect(far.stdout.split('\n')[1].split(/ {2,}/)[0]).toBe(other.slice(1));
  });

  it('holds a rules file to the contract: a rule that would drop a hedge is held back, every check passes, exit 0', async () => {
    const rules = write('hedge.json', JSON.stringify(hedgeDropping()));
    const r = await report([corpus, '--rules', rules]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/total \(3 files\).* all ok\n/);
    expect(r.stdout).toContain('Profile hedge-dropping');
  });

  it('lists the failing checks of a report that has some', () => {
    const base = buildReport(inputs(files), { countTokens: o200k, encoding: 'o200k_base' });
    const broken = withBroken(base, files[1]);
    const out = formatCorpusReport(broken, PLAIN);
    expect(out).toMatch(new RegExp(`${files[1].replace(/[.\\]/g, '\\$&')} .*ok/FAIL/FAIL\n`));
    expect(out).toMatch(/total \(3 files\).* 2 failing\n/);
    expect(out).toContain(`FAIL  ${files[1]} (full)  uncertainty: hedge "might"`);
  });

  it('gives a binary file an error row and goes on', async () => {
    const bin = write('bin/image.md', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const text = write('bin/note.md', HANDOFF);
    const r = await report([join(dir, 'bin')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`${bin.replace(/[.\\]/g, '\\$&')} +error: binary data \\(NUL byte\\)`));
    expect(r.stdout).toContain(text);
    expect(r.stdout).toContain('1 file not read (see its row)');
    const json = JSON.parse((await report([join(dir, 'bin'), '--json'])).stdout) as Report;
    expect(json.files[0]).toEqual({ name: bin, bytes: 12, error: expect.stringMatching(/binary/) });
  });

  it('refuses a latin-1 or cp1252 file as compress does: an error row, the other files reported', async () => {
    const latin1 = write('enc/latin1.md', Buffer.from('Caf\xe9 is open, the build is done.\n', 'latin1'));
    const cp1252 = write('enc/cp1252.md', Buffer.from([0x93, 0x71, 0x75, 0x6f, 0x74, 0x65, 0x94, 0x20, 0x69, 0x73, 0x20, 0x64, 0x6f, 0x6e, 0x65, 0x2e, 0x0a]));
    const text = write('enc/note.md', HANDOFF);
    const r = await report([join(dir, 'enc')]);
    expect(r.code).toBe(0);
    for (const f of [latin1, cp1252]) expect(r.stdout).toMatch(new RegExp(`${f.replace(/[.\\]/g, '\\$&')} +error: not valid UTF-8`));
    expect(r.stdout).toContain(text);
    expect(r.stdout).toContain('2 files not read (see its row)');
  });

  it('bad input: one line on stderr, exit 2', async () => {
    write('empty/sub/data.json', '{}');
    expectBadInput(await report([join(dir, 'empty')]), /^caveman: no \.md or \.txt files in '.*empty'\n$/);
    expectBadInput(await report([join(dir, 'missing')]), /cannot read '.*missing': no such file/);
    expectBadInput(await report([corpus, '--profile', 'nope']), /unknown profile 'nope'/);
    expectBadInput(await report([corpus, '--rules', write('bad.json', '{"id": "x",\n  oops}')]), /invalid rules JSON in '.*bad\.json' at 2:3/);
    expectBadInput(await report([corpus, '--rules', write('wrong.json', '{"groups": 3}')]), /invalid rules in '.*wrong\.json'/);
    expectBadInput(await report([corpus, '--encoding', 'p50k']), /unknown encoding 'p50k'/);
    expectBadInput(await report([]), /report needs a directory or files/);
    expectBadInput(await report(['-']), /not standard input/);
  });
});

describe('caveman report --json', () => {
  it('is buildReport on the same files and profile', async () => {
    for (const args of [[], ['--profile', 'cavekit'], ['--encoding', 'cl100k_base', '--profile', 'terse']]) {
      const r = await report([corpus, '--json', ...args]);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      const profile = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;
      const encoding = args.includes('--encoding') ? 'cl100k_base' : 'o200k_base';
      const expected = buildReport(inputs(files), { profile, countTokens: nodeCounter(encoding), encoding });
      expect(JSON.parse(r.stdout)).toEqual(expected);
      expect(expected.version).toBe(1);
    }
  });

  it('is buildReport with a rules file, run in the pattern worker when it has patterns', async () => {
    const profile = hedgeDropping({ protectedPatterns: [{ pattern: 'registration endpoint', label: 'feature' }] });
    const r = await report([corpus, '--json', '--rules', write('patterns.json', JSON.stringify(profile))]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as Report;
    expect(json).toEqual(buildReport(inputs(files), { profile, countTokens: o200k, encoding: 'o200k_base' }));
    expect(json.totals.failing).toBe(0);
    const handoff = json.files[2];
    expect(handoff.error === undefined && handoff.protected.kinds.user).toBe(1);
  });
});

describe('progress line', () => {
  const many = (n: number, name: string) => {
    const d = join(dir, name);
    for (let k = 0; k < n; k++) write(`${name}/${String(k).padStart(2, '0')}.md`, `Note ${k}: the build is complete.\n`);
    return d;
  };
  let big: string;
  let small: string;
  beforeAll(() => {
    big = many(PROGRESS_MIN_FILES + 1, 'many');
    small = many(PROGRESS_MIN_FILES, 'some');
  });

  it('counts the files on stderr, \\r-updated, and is cleared at the end, for more than 20 files on a terminal', async () => {
    const { io, progress } = terminal({ stderrIsTTY: true });
    const r = await run(['report', big], io);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(progress.length).toBe(PROGRESS_MIN_FILES + 3); // 0/21 ... 21/21, then cleared
    expect(progress[0]).toBe('\rcaveman report: 0/21 files');
    expect(progress[21]).toBe('\rcaveman report: 21/21 files');
    expect(progress.every((p) => p.startsWith('\r'))).toBe(true);
    expect(progress[22]).toMatch(/^\r {26,}\r$/);
    // The same through the pattern worker.
    const rules = write('p.json', JSON.stringify({ ...getProfile('forge'), id: 'p', protectedPatterns: [{ pattern: 'Note \\d+' }] }));
    const viaWorker = terminal({ stderrIsTTY: true });
    expect((await run(['report', big, '--rules', rules], viaWorker.io)).code).toBe(0);
    expect(viaWorker.progress.slice(0, 2)).toEqual(['\rcaveman report: 0/21 files', '\rcaveman report: 1/21 files']);
    expect(viaWorker.progress.at(-2)).toBe('\rcaveman report: 21/21 files');
  });

  it('is not shown for 20 files, nor when stderr is not a terminal', async () => {
    const twenty = terminal({ stderrIsTTY: true });
    expect((await run(['report', small], twenty.io)).code).toBe(0);
    expect(twenty.progress).toEqual([]);
    const piped = terminal({ stderrIsTTY: false });
    expect((await run(['report', big], piped.io)).code).toBe(0);
    expect(piped.progress).toEqual([]);
  });
});

describe('colour', () => {
  it('on a terminal, unless NO_COLOR or --color=never; --color forces it; never in JSON', async () => {
    const args = [corpus];
    const tty = await report(args, { isTTY: true });
    const noColor = await report(args, { isTTY: true, env: { NO_COLOR: '1' } });
    const never = await report([...args, '--color=never'], { isTTY: true });
    const forced = await report([...args, '--color'], { isTTY: false, env: { NO_COLOR: '1' } });
    const pipe = await report(args, { isTTY: false });
    expect(tty.stdout).toContain(`${ESC}32mok`);
    expect(tty.stdout).toContain(`${ESC}32mall ok`);
    expect(forced.stdout).toBe(tty.stdout);
    for (const plain of [noColor, never, pipe]) expect(plain.stdout).not.toContain(ESC);
    expect(stripAnsi(tty.stdout)).toBe(pipe.stdout);
    expect([tty.code, noColor.code, pipe.code]).toEqual([0, 0, 0]);
    const json = await report([...args, '--json', '--color=always'], { isTTY: true });
    expect(json.stdout).not.toContain(ESC);
    // a failing check is red
    const failing = formatCorpusReport(withBroken(buildReport(inputs(files), { countTokens: o200k, encoding: 'o200k_base' }), files[1]), styleFor(true));
    expect(failing).toContain(`${ESC}1;31mFAIL`);
  });
});
