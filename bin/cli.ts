// The `caveman` command (SPEC §7): a thin shell over lib/caveman.
//
// `run()` does everything but touch the process: it returns {code, stdout, stderr}, and `main()`
// writes each stream once, so nothing is ever half-written. Bad input -> one line on stderr
// ("caveman: <message>"), nothing on stdout, exit 2.
import { readFileSync } from 'node:fs';
import {
  check,
  compress,
  getProfile,
  PROFILE_IDS,
  selectIntensity,
  validateProfile,
  type CheckReport,
  type CompressResult,
  type Intensity,
  type Profile,
  type SelectionResult,
} from '../lib/caveman/index';
import { ENCODINGS, isEncoding, nodeCounter, type EncodingName } from '../lib/tokens/node';
import { COMMAND_HELP, parseArgs, USAGE, UsageError, type CheckArgs, type CompressArgs, type TokensArgs } from './args';
import { version as VERSION } from '../package.json';

export const EXIT_OK = 0;
export const EXIT_CHECK_FAILED = 1;
export const EXIT_BAD_INPUT = 2;
export const EXIT_INTERNAL = 70;

/** Bad input: reported as one line on stderr with exit code 2. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliIO {
  /** All of standard input. */
  readStdin: () => Promise<Buffer>;
  readFile: (path: string) => Buffer;
}

const defaultIO: CliIO = {
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return Buffer.concat(chunks);
  },
  readFile: (path) => readFileSync(path),
};

function oneLine(message: string): string {
  return message.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

function fail(code: number, message: string): CliResult {
  return { code, stdout: '', stderr: `caveman: ${oneLine(message)}\n` };
}

// ---------------------------------------------------------------------------------------------
// Input

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decode bytes as UTF-8 text; binary data (NUL, invalid UTF-8, mostly control chars) is refused. */
export function decodeText(bytes: Uint8Array, name: string): string {
  if (bytes.includes(0)) throw new InputError(`${name}: binary data (NUL byte), expected UTF-8 text`);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new InputError(`${name}: not valid UTF-8 text (binary data?)`);
  }
  if (text.length > 0) {
    // C0 controls other than tab, LF, VT, FF, CR; DEL; C1 controls.
    const controls = text.match(/[\x01-\x08\x0e-\x1f\x7f-\x9f]/g)?.length ?? 0;
    if (controls / text.length > 0.3) throw new InputError(`${name}: binary data (mostly control characters), expected text`);
  }
  return text;
}

function describeFsError(path: string, err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return `cannot read '${path}': no such file`;
    case 'EISDIR':
      return `cannot read '${path}': is a directory`;
    case 'EACCES':
    case 'EPERM':
      return `cannot read '${path}': permission denied`;
    default:
      return `cannot read '${path}': ${err instanceof Error ? err.message : String(err)}`;
  }
}

async function readInput(path: string, io: CliIO): Promise<string> {
  if (path === '-') {
    let bytes: Buffer;
    try {
      bytes = await io.readStdin();
    } catch (err) {
      throw new InputError(`cannot read standard input: ${err instanceof Error ? err.message : String(err)}`);
    }
    return decodeText(bytes, 'standard input');
  }
  let bytes: Buffer;
  try {
    bytes = io.readFile(path);
  } catch (err) {
    throw new InputError(describeFsError(path, err));
  }
  return decodeText(bytes, `'${path}'`);
}

/** The profile to use: a built-in id, a validated rules file, or undefined (the core's default). */
async function loadProfile(args: { profile?: string; rules?: string }, io: CliIO): Promise<Profile | undefined> {
  if (args.profile !== undefined) {
    try {
      return getProfile(args.profile);
    } catch {
      throw new InputError(`unknown profile '${args.profile}' (expected one of: ${PROFILE_IDS.join(', ')})`);
    }
  }
  if (args.rules !== undefined) {
    const text = await readInput(args.rules, io);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      throw new InputError(`invalid rules JSON in '${args.rules}': ${err instanceof Error ? err.message : String(err)}`);
    }
    const res = validateProfile(json);
    if (!res.ok) throw new InputError(`invalid rules in '${args.rules}': ${res.error}`);
    return res.profile;
  }
  return undefined;
}

function encodingArg(name: string | undefined): EncodingName | undefined {
  if (name === undefined) return undefined;
  if (!isEncoding(name)) throw new InputError(`unknown encoding '${name}' (expected ${ENCODINGS.join(' or ')})`);
  return name;
}

function tokenCounts(input: string, output: string): Record<EncodingName, { input: number; output: number }> {
  const out = {} as Record<EncodingName, { input: number; output: number }>;
  for (const enc of ENCODINGS) {
    const count = nodeCounter(enc);
    out[enc] = { input: count(input), output: count(output) };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Commands

async function runCompress(args: CompressArgs, io: CliIO): Promise<CliResult> {
  const encoding = encodingArg(args.encoding) ?? 'o200k_base';
  const profile = await loadProfile(args, io);
  const text = await readInput(args.input, io);

  let selection: SelectionResult | null = null;
  let intensity: Intensity | 'off' | 'verbose';
  if (args.intensity === 'auto') {
    selection = selectIntensity(
      { remaining: args.budget ?? null, depth: args.depth ?? null, phase: args.phase ?? null, text },
      profile,
    );
    intensity = selection.intensity;
  } else {
    intensity = args.intensity;
  }

  let result: CompressResult | null = null;
  let output = text;
  if (intensity !== 'off' && intensity !== 'verbose') {
    result = compress(text, { intensity, profile, countTokens: nodeCounter(encoding), envelope: args.envelope });
    output = result.output;
  }

  if (!args.json) return { code: EXIT_OK, stdout: output, stderr: '' };

  const json = {
    output,
    intensity,
    compressed: result !== null,
    selection,
    profile: profile?.id ?? 'forge',
    edits: result?.edits ?? [],
    protected: result?.protected ?? [],
    skipped: result?.skipped ?? [],
    savings: result?.savings ?? {},
    savingsEncoding: encoding,
    tokens: tokenCounts(text, output),
  };
  return { code: EXIT_OK, stdout: JSON.stringify(json, null, 2) + '\n', stderr: '' };
}

function formatRange(r: { start: number; end: number } | undefined): string {
  return r ? `${r.start}-${r.end}` : '';
}

export function formatReport(report: CheckReport): string {
  const lines: string[] = [];
  const invariantsPass = report.invariants.every((i) => i.pass || i.skipped);
  lines.push(`caveman check: ${invariantsPass ? 'PASS' : 'FAIL'}`);
  lines.push('');
  for (const inv of report.invariants) {
    const status = inv.skipped ? 'skip' : inv.pass ? 'pass' : 'FAIL';
    lines.push(`  ${status.padEnd(4)}  ${inv.name}`);
    for (const off of inv.offences) {
      const where = [
        off.verbose ? `verbose ${formatRange(off.verbose)}` : '',
        off.compressed ? `compressed ${formatRange(off.compressed)}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(`          - ${oneLine(off.message)}${where ? ` (${where})` : ''}`);
    }
  }
  lines.push('');
  lines.push('tokens:');
  for (const [enc, t] of Object.entries(report.tokens)) {
    lines.push(`  ${enc.padEnd(12)} ${t.verbose} -> ${t.compressed} (saved ${t.saved}, ${t.percent.toFixed(1)}%)`);
  }
  const tg = report.target;
  const met = tg.met === null ? 'not measured' : tg.met ? 'met' : 'NOT met';
  lines.push('');
  lines.push(`target: ${tg.intensity} >= ${tg.percent}%${tg.encoding ? ` (${tg.encoding})` : ''}: ${met}`);
  return lines.join('\n') + '\n';
}

async function runCheck(args: CheckArgs, io: CliIO): Promise<CliResult> {
  const encoding = encodingArg(args.encoding);
  const profile = await loadProfile(args, io);
  const verbose = await readInput(args.verbose, io);
  const compressed = await readInput(args.compressed, io);
  const encodings = encoding ? [encoding] : [...ENCODINGS];
  const counters = Object.fromEntries(encodings.map((e) => [e, nodeCounter(e)]));
  const report = check(verbose, compressed, { profile, intensity: args.intensity, counters });
  const failed = report.invariants.some((i) => !i.pass && !i.skipped);
  const stdout = args.json ? JSON.stringify(report, null, 2) + '\n' : formatReport(report);
  return { code: failed ? EXIT_CHECK_FAILED : EXIT_OK, stdout, stderr: '' };
}

async function runTokens(args: TokensArgs, io: CliIO): Promise<CliResult> {
  const encoding = encodingArg(args.encoding);
  const text = await readInput(args.input, io);
  if (args.json) {
    const encodings = encoding ? [encoding] : [...ENCODINGS];
    const counts = Object.fromEntries(encodings.map((e) => [e, nodeCounter(e)(text)]));
    return { code: EXIT_OK, stdout: JSON.stringify(counts) + '\n', stderr: '' };
  }
  return { code: EXIT_OK, stdout: `${nodeCounter(encoding ?? 'o200k_base')(text)}\n`, stderr: '' };
}

export async function run(argv: readonly string[], io: Partial<CliIO> = {}): Promise<CliResult> {
  const fullIO: CliIO = { ...defaultIO, ...io };
  try {
    const args = parseArgs(argv);
    switch (args.command) {
      case 'help':
        return { code: EXIT_OK, stdout: args.topic ? COMMAND_HELP[args.topic] : USAGE, stderr: '' };
      case 'version':
        return { code: EXIT_OK, stdout: `${VERSION}\n`, stderr: '' };
      case 'compress':
        return await runCompress(args, fullIO);
      case 'check':
        return await runCheck(args, fullIO);
      case 'tokens':
        return await runTokens(args, fullIO);
    }
  } catch (err) {
    if (err instanceof UsageError || err instanceof InputError) return fail(EXIT_BAD_INPUT, err.message);
    return fail(EXIT_INTERNAL, `internal error: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Entry point used by bin/caveman.mjs: run, then write each stream exactly once. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  // A closed pipe (`caveman ... | head`) is not an error worth a stack trace.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
  });
  const res = await run(argv);
  if (res.stdout) process.stdout.write(res.stdout);
  if (res.stderr) process.stderr.write(res.stderr);
  process.exitCode = res.code;
}
