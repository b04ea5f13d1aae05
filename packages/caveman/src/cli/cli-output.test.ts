// What `caveman` prints, through run() with injected files, terminal and environment: colour,
// line:col, --strict, --stats, and the token counts' shape shared by compress and check.
import { describe, expect, it } from 'vitest';
import { compress } from 'caveman-compress';
import { nodeCounter } from 'caveman-compress/node';
import { run, type CliIO } from './cli';
import { stripAnsi } from './color';

const ESC = '\x1b[';

/** Files by name; a name not in the map is missing. Standard output is a pipe, the environment empty. */
function io(files: Record<string, string>, terminal: { isTTY?: boolean; env?: Record<string, string> } = {}): Partial<CliIO> {
  return {
    readFile: (path) => {
      if (!Object.hasOwn(files, path)) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      return [Buffer.from(files[path])];
    },
    isTTY: terminal.isTTY ?? false,
    env: terminal.env ?? {},
  };
}

const o200k = nodeCounter('o200k_base');
const pct = (input: number, output: number) => `${(((input - output) / input) * 100).toFixed(1)}%`;

// A compression that drops a negation and a hedge: check fails with offences to colour.
const BROKEN = {
  'v.md': 'The migration is not safe to run on production and might lose data.\n',
  'c.md': 'Migration safe to run on prod, lose data.\n',
};

describe('colour', () => {
  const check = (args: string[], terminal: { isTTY?: boolean; env?: Record<string, string> }) => run(['check', 'v.md', 'c.md', ...args], io(BROKEN, terminal));

  it('--color=always colours the report, --color=never does not, and only colour differs', async () => {
    const never = await check(['--color=never'], { isTTY: true, env: { FORCE_COLOR: '1' } });
    const always = await check(['--color=always'], { isTTY: false, env: { NO_COLOR: '1' } });
    const bare = await check(['--color'], { isTTY: false });
    expect(never.code).toBe(1);
    expect(always.code).toBe(1);
    expect(never.stdout).not.toContain(ESC);
    expect(always.stdout).toContain(`${ESC}1;31mFAIL`);
    expect(stripAnsi(always.stdout)).toBe(never.stdout);
    expect(bare).toEqual(always);
  });

  it('auto: on for a terminal, off for a pipe, off with NO_COLOR, on with FORCE_COLOR', async () => {
    const colored = (r: { stdout: string }) => r.stdout.includes(ESC);
    expect(colored(await check([], { isTTY: true }))).toBe(true);
    expect(colored(await check(['--color=auto'], { isTTY: true }))).toBe(true);
    expect(colored(await check([], { isTTY: false }))).toBe(false);
    expect(colored(await check([], { isTTY: true, env: { NO_COLOR: '1' } }))).toBe(false);
    expect(colored(await check([], { isTTY: true, env: { NO_COLOR: '' } }))).toBe(true);
    expect(colored(await check([], { isTTY: false, env: { FORCE_COLOR: '1' } }))).toBe(true);
    expect(colored(await check([], { isTTY: true, env: { FORCE_COLOR: '0' } }))).toBe(false);
  });

  it('never in JSON, in the compressed text or on stderr', async () => {
    const tty = { isTTY: true, env: { FORCE_COLOR: '1' } };
    const json = await check(['--json', '--color=always'], tty);
    expect(json.stdout).not.toContain(ESC);
    expect(JSON.parse(json.stdout).pass).toBe(false);
    const text = BROKEN['v.md'];
    const out = await run(['compress', 'v.md', '--color=always', '--stats'], io(BROKEN, tty));
    expect(out.stdout).toBe(compress(text, { intensity: 'full', countTokens: o200k }).output);
    expect(out.stderr).not.toContain(ESC);
    const cjson = await run(['compress', 'v.md', '--json', '--color=always'], io(BROKEN, tty));
    expect(cjson.stdout).not.toContain(ESC);
  });

  it('compress --diff: struck-through red removals and green additions on a terminal, markers in a pipe', async () => {
    const files = { 'in.md': 'I have implemented the registration endpoint.\n' };
    const tty = await run(['compress', 'in.md', '--diff'], io(files, { isTTY: true }));
    const piped = await run(['compress', 'in.md', '--diff'], io(files));
    expect(tty.code).toBe(0);
    expect(tty.stdout).toContain(`${ESC}31;9m`);
    expect(tty.stdout).toContain(`${ESC}32m`);
    expect(tty.stdout).not.toContain('[-');
    expect(piped.stdout).not.toContain(ESC);
    expect(piped.stdout).toMatch(/\[-[^\]]+-\]/);
    // both sides of the plain diff: the input and the output
    const output = compress(files['in.md'], { intensity: 'full', countTokens: o200k }).output;
    expect(piped.stdout.replace(/\{\+[\s\S]*?\+\}/g, '').replace(/\[-([\s\S]*?)-\]/g, '$1')).toBe(files['in.md']);
    expect(piped.stdout.replace(/\[-[\s\S]*?-\]/g, '').replace(/\{\+([\s\S]*?)\+\}/g, '$1')).toBe(output);
    expect((await run(['compress', 'in.md', '--diff', '--color=never'], io(files, { isTTY: true }))).stdout).toBe(piped.stdout);
  });
});

describe('line:col', () => {
  const lines = ['# Release notes', '', 'The migration is not safe to run, and it might lose data.', ''];
  const compressed = '# Release notes\n\nMigration safe to run, might lose data.\n';
  // Independent of the checker: where " not " is on line 3.
  const col = lines[2].indexOf(' not ') + 2;

  it('a problem on line 3: FILE:3:COL in the report, line/col beside the offsets in JSON', async () => {
    const verbose = lines.join('\n');
    const files = { 'v.md': verbose, 'c.md': compressed };
    const human = await run(['check', 'v.md', 'c.md'], io(files));
    expect(human.code).toBe(1);
    // where it was in the verbose text, and the sentence of the compressed one it is missing from
    // the finding: both places, the words before and after, and what restores it
    expect(human.stdout).toContain(`  negation (1)\n    fail    v.md:3:${col} -> c.md:3:1\n            "not" -> ""\n            negation "not" dropped; to restore: keep the negation\n`);
    const json = JSON.parse((await run(['check', 'v.md', 'c.md', '--json'], io(files))).stdout);
    const negation = json.invariants.find((i: { id: string }) => i.id === 'negation');
    const start = lines[0].length + 1 + lines[1].length + 1 + col - 1;
    expect(verbose.slice(start, start + 3)).toBe('not');
    expect(negation.offences[0].verbose).toEqual({ start, end: start + 3, line: 3, col, endLine: 3, endCol: col + 3 });
    // the findings array: class, severity, both places with line/col, before, after, restore
    expect(json.findings).toEqual([
      expect.objectContaining({ class: 'negation', severity: 'fail', verbose: { start, end: start + 3, line: 3, col, endLine: 3, endCol: col + 3 }, before: 'not', after: '', restore: 'keep the negation' }),
    ]);
    expect(json.findings[0].compressed).toMatchObject({ line: 3, col: 1 });
  });

  it('the same positions with CRLF line ends (the offsets move, lines and columns do not)', async () => {
    const verbose = lines.join('\r\n');
    const files = { 'v.md': verbose, 'c.md': compressed.replace(/\n/g, '\r\n') };
    const json = JSON.parse((await run(['check', 'v.md', 'c.md', '--json'], io(files))).stdout);
    const negation = json.invariants.find((i: { id: string }) => i.id === 'negation');
    const start = verbose.indexOf(' not ') + 1;
    expect(negation.offences[0].verbose).toEqual({ start, end: start + 3, line: 3, col, endLine: 3, endCol: col + 3 });
  });

  it('standard input is named stdin', async () => {
    const r = await run(['check', '-', 'c.md'], { ...io({ 'c.md': compressed }), readStdin: () => [lines.join('\n')] });
    expect(r.stdout).toContain(`stdin:3:${col} -> c.md:3:1`);
  });

  it('invalid rules JSON: where V8 gives a position, it is line:col', async () => {
    const rules = '{\n  "arrow": "->"\n  "envelope": true\n}\n';
    const r = await run(['compress', 'in.md', '--rules', 'rules.json'], io({ 'in.md': 'x\n', 'rules.json': rules }));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    // the property V8 stops at starts line 3, after two spaces
    expect(rules.split('\n')[2].indexOf('"envelope"')).toBe(2);
    expect(r.stderr).toMatch(/^caveman: invalid rules JSON in 'rules\.json' at 3:3: [^\n]+\n$/);
    expect(r.stderr).not.toMatch(/position/);
    // without a position, the message as V8 gives it
    const end = await run(['compress', 'in.md', '--rules', 'rules.json'], io({ 'in.md': 'x\n', 'rules.json': '{"arrow":' }));
    expect(end.stderr).toMatch(/^caveman: invalid rules JSON in 'rules\.json': [^\n]+\n$/);
  });
});

describe('check --strict', () => {
  // Hand-written lite compressions: only filler words go and none is left, so every invariant
  // holds, idempotence included; one saves a lot, the other one word of many.
  const verbose = 'I just really basically finished the registration endpoint, and it is very clearly quite good.\n';
  const good = 'I finished the registration endpoint, and it is good.\n';
  const long = 'I just finished the registration endpoint and the password reset flow, wrote tests for both, and updated the deployment notes.\n';
  const weak = long.replace('just ', '');

  it('passes when the target is met', async () => {
    const v = o200k(verbose);
    const c = o200k(good);
    expect((v - c) / v).toBeGreaterThanOrEqual(0.2); // the fixture meets lite's 20 %
    const r = await run(['check', 'v.md', 'c.md', '--intensity', 'lite', '--strict'], io({ 'v.md': verbose, 'c.md': good }));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('caveman check: PASS');
    expect(r.stdout).toContain(`target: lite >= 20% (o200k_base), achieved ${pct(v, c)}: met; the engine's own lite compression saves `);
  });

  it('fails with exit 1 when the target is missed, which without --strict is only reported', async () => {
    const v = o200k(long);
    const c = o200k(weak);
    expect((v - c) / v).toBeLessThan(0.2);
    const files = { 'v.md': long, 'c.md': weak };
    const lenient = await run(['check', 'v.md', 'c.md', '--intensity', 'lite'], io(files));
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toContain(`target: lite >= 20% (o200k_base), achieved ${pct(v, c)}: NOT met; the engine's own lite`);
    const strict = await run(['check', 'v.md', 'c.md', '--intensity', 'lite', '--strict'], io(files));
    expect(strict.code).toBe(1);
    expect(strict.stderr).toBe('');
    expect(strict.stdout.split('\n')[0]).toBe('caveman check: FAIL (token-reduction target missed)');
    expect(strict.stdout).toContain(`target: lite >= 20% (o200k_base), achieved ${pct(v, c)}: NOT met (--strict); the engine's own`);
    const json = await run(['check', 'v.md', 'c.md', '--intensity', 'lite', '--strict', '--json'], io(files));
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ pass: false, strict: true, target: { intensity: 'lite', percent: 20, met: false } });
  });

  it('fails on a finding to review, which without --strict is only listed', async () => {
    // (a noun said with another, "header" -> "banner": a reader decides; a verb for a verb is no finding at all)
    const files = { 'v.md': 'The parser reads the header.\n', 'c.md': 'The parser reads the banner.\n' };
    const lenient = await run(['check', 'v.md', 'c.md'], io(files));
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toContain('findings: 0 fail, 1 to review (--strict fails on these too)');
    const strict = await run(['check', 'v.md', 'c.md', '--strict'], io(files));
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('caveman check: FAIL (findings to review, --strict)');
  });

  it('the target follows the intensity: full wants 40 %', async () => {
    const r = await run(['check', 'v.md', 'c.md', '--intensity', 'full', '--strict'], io({ 'v.md': verbose, 'c.md': good }));
    const v = o200k(verbose);
    const c = o200k(good);
    expect((v - c) / v).toBeLessThan(0.4);
    expect(r.stdout).toContain(`target: full >= 40% (o200k_base), achieved ${pct(v, c)}: NOT met (--strict); the engine's own`);
  });
});

describe('compress --stats', () => {
  const text =
    'I have implemented the registration endpoint. It accepts an email and a password, validates them against the schema, and then hashes the password using bcrypt with twelve rounds.\n';
  const files = { 'in.md': text };

  it('one line on stderr; stdout as without it', async () => {
    const plain = await run(['compress', 'in.md'], io(files));
    const stats = await run(['compress', 'in.md', '--stats'], io(files));
    expect(stats.code).toBe(0);
    expect(stats.stdout).toBe(plain.stdout);
    const a = o200k(text);
    const b = o200k(compress(text, { intensity: 'full', countTokens: o200k }).output);
    expect(b).toBeLessThan(a);
    expect(stats.stderr).toMatch(new RegExp(`^caveman compress: intensity full, profile forge, o200k_base, tokens ${a} -> ${b} \\(reduction ${pct(a, b).replace('.', '\\.')}\\), \\d+ ms\\n$`));
  });

  it('with --json, --diff, auto selection, another profile and encoding', async () => {
    const json = await run(['compress', 'in.md', '--json'], io(files));
    const withStats = await run(['compress', 'in.md', '--json', '--stats'], io(files));
    expect(withStats.stdout).toBe(json.stdout);
    expect(withStats.stderr).toMatch(/^caveman compress: [^\n]+\n$/);
    const diff = await run(['compress', 'in.md', '--diff', '--stats'], io(files));
    expect(diff.stderr).toBe(withStats.stderr.replace(/\d+ ms/, diff.stderr.match(/\d+ ms/)?.[0] ?? ''));
    const cl = nodeCounter('cl100k_base');
    const auto = await run(['compress', 'in.md', '--budget', '80', '--profile', 'cavekit', '--encoding', 'cl100k_base', '--stats'], io(files));
    const lite = compress(text, { intensity: 'lite', profile: 'cavekit', countTokens: cl }).output;
    expect(auto.stdout).toBe(lite);
    expect(auto.stderr).toMatch(new RegExp(`^caveman compress: intensity auto -> lite, profile cavekit, cl100k_base, tokens ${cl(text)} -> ${cl(lite)} `));
  });
});

describe('one shape for token counts', () => {
  const text =
    'I have implemented the registration endpoint. It accepts an email and a password, validates them against the schema, and then hashes the password using bcrypt with twelve rounds before storing the user record in the database.\n';

  it('compress --json and check --json on the same pair give the same tokens object', async () => {
    const c = JSON.parse((await run(['compress', 'in.md', '--json'], io({ 'in.md': text }))).stdout);
    const k = JSON.parse((await run(['check', 'in.md', 'out.md', '--json'], io({ 'in.md': text, 'out.md': c.output }))).stdout);
    expect(k.tokens).toEqual(c.tokens);
    // and the counts are the tokenizer's, the rest arithmetic on them
    for (const enc of ['o200k_base', 'cl100k_base'] as const) {
      const count = nodeCounter(enc);
      const input = count(text);
      const output = count(c.output);
      expect(c.tokens[enc]).toMatchObject({ input, output, saved: input - output });
      expect(c.tokens[enc].reduction).toBeCloseTo((100 * (input - output)) / input, 10);
    }
  });

  it('the same with an envelope line, which both count', async () => {
    const long = Array.from({ length: 6 }, () => text).join('\n');
    const c = JSON.parse((await run(['compress', 'in.md', '--json', '--profile', 'cavekit'], io({ 'in.md': long }))).stdout);
    expect(c.output.startsWith('<!-- caveman: intensity=full version=1 -->')).toBe(true);
    const k = JSON.parse((await run(['check', 'in.md', 'out.md', '--json', '--profile', 'cavekit'], io({ 'in.md': long, 'out.md': c.output }))).stdout);
    expect(k.tokens).toEqual(c.tokens);
  });
});

describe('exit codes stay', () => {
  it('2 with one line for --diff with --json', async () => {
    expect(await run(['compress', '--diff', '--json'], io({}))).toEqual({
      code: 2,
      stdout: '',
      stderr: 'caveman: --diff and --json cannot be combined (the JSON has the edits)\n',
    });
  });
});

describe('repair', () => {
  const verbose = 'The upload does not retry on HTTP 429.\n\nI have implemented the retry, and the build is complete.\n';
  const model = 'Upload retries on HTTP 429.\n\nAdded retry, build complete.\n';

  it("prints the repaired text, which passes check, and one summary line on stderr", async () => {
    const r = await run(['repair', 'v.md', 'c.md'], io({ 'v.md': verbose, 'c.md': model }));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Added retry, build complete.');
    expect(r.stdout).not.toContain('Upload retries on HTTP 429.');
    expect(r.stderr).toMatch(/^caveman repair: kept 1 of 2 sentences; 1 replaced: 1 negation; saves [\d.]+% where the model saved [\d.]+% and the core [\d.]+% \(o200k_base\)\n$/);
    const checked = await run(['check', 'v.md', 'r.md'], io({ 'v.md': verbose, 'r.md': r.stdout }));
    expect(checked.code).toBe(0);
  });

  it('--json: the text, each sentence kept or replaced with its classes and tokens, the totals', async () => {
    const r = await run(['repair', 'v.md', 'c.md', '--json'], io({ 'v.md': verbose, 'c.md': model }));
    const json = JSON.parse(r.stdout);
    expect(json.pass).toBe(true);
    expect(json.sentences.map((s: { status: string }) => s.status)).toEqual(['replaced', 'kept']);
    expect(json.sentences[0]).toMatchObject({ classes: ['negation'], model: 'Upload retries on HTTP 429', tokens: { model: expect.any(Number), repaired: expect.any(Number), original: expect.any(Number) } });
    expect(json.tokens).toMatchObject({ verbose: expect.any(Number), model: expect.any(Number), repaired: expect.any(Number), core: expect.any(Number) });
  });

  it("--state --task: logs the loop's fallback line when a sentence was replaced, and only then", async () => {
    const written: Record<string, string> = {};
    const files = { 'v.md': verbose, 'c.md': model, 'state.md': '# State\n' };
    const withWrites = { ...io(files), now: () => Date.UTC(2026, 11, 7, 9, 30), writeFileAtomic: (path: string, text: string) => void (written[path] = text) };
    const r = await run(['repair', 'v.md', 'c.md', '--state', 'state.md', '--task', 'T014'], withWrites);
    expect(r.code).toBe(0);
    expect(written['state.md']).toContain('- T014 full -> verbose: repair: 1 of 2 sentences replaced (1 negation)');
    const clean: Record<string, string> = {};
    await run(['repair', 'v.md', 'v.md', '--state', 'state.md', '--task', 'T014'], { ...io(files), writeFileAtomic: (p: string, t: string) => void (clean[p] = t) });
    expect(clean).toEqual({});
    expect((await run(['repair', 'v.md', 'c.md', '--state', 'state.md'], io(files))).stderr).toBe('caveman: repair --state needs --task (the task id of the fallback line)\n');
  });

  it('takes two files', async () => {
    const r = await run(['repair', 'v.md'], io({ 'v.md': verbose }));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('caveman: repair takes two files, VERBOSE and COMPRESSED, got 1\n');
  });
});

describe('a terminal on standard input, and the help', () => {
  it('a command that would read standard input from a terminal prints the usage line and exits 2, not a silent wait', async () => {
    const r = await run(['compress'], { ...io({}), readStdin: () => [Buffer.from('never read')], stdinIsTTY: true });
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'caveman: no input: standard input is a terminal; give a file or pipe text in (usage: caveman compress [FILE|-] [options])\n' });
    expect((await run(['check', 'v.md', '-'], { ...io({ 'v.md': 'x' }), stdinIsTTY: true })).stderr).toMatch(/usage: caveman check VERBOSE COMPRESSED/);
    // a file given: standard input is not read, the terminal does not matter
    expect((await run(['tokens', 'v.md'], { ...io({ 'v.md': 'one two' }), stdinIsTTY: true })).code).toBe(0);
    // piped text is read
    expect((await run(['tokens'], { ...io({}), readStdin: () => [Buffer.from('one two')] })).code).toBe(0);
  });

  it("the general help's usage line names each option once (fallback's required ones are its operands)", async () => {
    const help = (await run(['--help'], io({}))).stdout;
    const line = help.slice(help.indexOf('  caveman fallback'), help.indexOf('  caveman mcp'));
    for (const opt of ['--state', '--task', '--reason', '--log', '--profile']) expect(line.split(opt).length - 1, opt).toBe(1);
  });
});


describe('text of the input in the human report', () => {
  it('shows a control or bidi character as its escape, never as itself (an escape sequence would clear or recolour the terminal)', async () => {
    const files = { 'v.md': 'It \x1b[31mmight\x1b[0m fail, see `a\x1b[2Jb` and \u202eevil.\n', 'c.md': 'It fails, see `a\x1b[2Jc` and \u202eevil.\n' };
    const r = await run(['check', 'v.md', 'c.md'], io(files));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('\\u001b');
    expect(r.stdout).not.toContain('\x1b');
    expect(r.stdout).not.toContain('\u202e');
    // JSON keeps the text exactly (JSON.stringify escapes it)
    const j = await run(['check', 'v.md', 'c.md', '--json'], io(files));
    expect(JSON.parse(j.stdout).findings.some((f: { before: string }) => f.before.includes('\x1b'))).toBe(true);
  });
});
