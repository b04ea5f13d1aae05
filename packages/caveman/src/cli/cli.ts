// The `caveman` command (SPEC §7): a thin shell over packages/caveman/src/core.
//
// `run()` does everything but touch the process: it returns {code, stdout, stderr}, and `main()`
// writes each stream once, so nothing is ever half-written. Bad input -> one line on stderr
// ("caveman: <message>"), nothing on stdout, exit 2. Whether stdout is a terminal and the
// environment come in through CliIO too: they decide colour (packages/caveman/src/cli/color.ts).
//
// The work is bounded: every input is read as a stream and refused past MAX_INPUT_BYTES, and the
// regular expressions of a rules file (protectedPatterns, lineAnchors) run in a worker thread
// (packages/caveman/src/cli/cli-worker.ts, bundled as dist/cli-worker.mjs) that the main thread terminates when one
// pattern takes over the pattern deadline (catastrophic backtracking) or the command over its own.
import { chmodSync, closeSync, constants as fsConstants, existsSync, openSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  check,
  compressVerified,
  repair,
  repairSummary,
  replacedClasses,
  expand,
  finishReport,
  getProfile,
  PROFILE_IDS,
  reportFile,
  resolveProfile,
  selectIntensity,
  validateProfile,
  withWirePrefix,
  type CompressResult,
  type Intensity,
  type Profile,
  type ReportInput,
  type ReportRow,
  type SelectionResult,
  type TerseState,
} from 'caveman-compress';
import { isOneShot, pushAll } from 'caveman-compress/internals';
import { ENCODINGS, hasLongWord, isEncodingName, lazyNodeCounter, LONG_PIECE, nodeCounter, type EncodingName } from 'caveman-compress/node';
import { parseArgs, UsageError, type CheckArgs, type CompressArgs, type FallbackArgs, type RepairArgs, type ReportArgs, type TokensArgs } from './args';
import { appendFallback, countFallbacks } from './fallback';
import { selectionInputOf } from './selection';
import { helpText } from './help';
import { COMMAND_TEXT } from './options';
import { styleFor, wantsColor } from './color';
import { checkFailed, checkJson, displayName, formatDiff, formatReport, formatStats, oneLine, tokenCount, type TokenCount } from './format';
import { formatCorpusReport } from './format-report';
import { LineIndex } from './positions';
import { version as VERSION } from '../../package.json';

export const EXIT_OK = 0;
export const EXIT_CHECK_FAILED = 1;
export const EXIT_BAD_INPUT = 2;
export const EXIT_INTERNAL = 70;
/** The output could not be written (a full disk, a closed or broken stream): sysexits' EX_IOERR. */
export const EXIT_WRITE_FAILED = 74;

/** The largest input (file, standard input or rules file) the CLI reads: 50 MB. */
export const MAX_INPUT_BYTES = 50 * 1024 * 1024;
/** Default time the user patterns of a rules file (protectedPatterns, lineAnchors), together, may take on the input. */
export const PATTERN_TIMEOUT_MS = 2000;
/** Environment variable overriding PATTERN_TIMEOUT_MS (milliseconds, a positive number). */
export const PATTERN_TIMEOUT_ENV = 'CAVEMAN_PATTERN_TIMEOUT_MS';
/**
 * Deadline of a compress or check run in the pattern worker once its patterns passed their probes
 * (and of the worker's start-up): 120 s plus 20 s per MB of input, several times what compressing
 * takes, so it only ends runs that a pattern stalls on text the probes did not see.
 */
export const COMMAND_TIMEOUT_BASE_MS = 120_000;
export const COMMAND_TIMEOUT_PER_MB_MS = 20_000;

/**
 * A job whose texts the core compresses once (isOneShot: over 4 MB) runs in a worker whose heap is
 * bounded: V8 lets a heap grow to up to four times what was live at its last full collection
 * before it collects again, and the bound makes it collect sooner. The bound grows with the input,
 * as what is live does: compress and the check of its own output read both whole texts (measured:
 * 10 MB in a 512 MB heap; 50 MB needs over 1 GB: 201 s and 3.4 GB of RSS at its peak under this
 * bound, in one run). LARGE_JOB_HEAP_MB is the floor; past LARGE_JOB_HEAP_CAP_MB the job is not bounded lower
 * than what it needs: a bound that runs out makes the job run a second time, unbounded.
 */
export const LARGE_JOB_HEAP_MB = 1024;
export const LARGE_JOB_HEAP_PER_MB = 64;
export const LARGE_JOB_HEAP_CAP_MB = 4096;

/** The worker's heap bound for a job of `chars` characters (its texts together). */
export function largeJobHeapMb(chars: number): number {
  return Math.min(LARGE_JOB_HEAP_CAP_MB, Math.max(LARGE_JOB_HEAP_MB, Math.ceil(512 + (chars / 1_000_000) * LARGE_JOB_HEAP_PER_MB)));
}

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
  /** A command that serves rather than answers (`mcp`): main() runs it. */
  serve?: 'mcp';
}

/** `caveman report` shows a progress line (on a terminal) for more files than this. */
export const PROGRESS_MIN_FILES = 20;

/** Bytes in chunks, pulled one at a time: the CLI stops pulling (and closes) past MAX_INPUT_BYTES. */
export type Chunks = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

export interface CliIO {
  /** Standard input, as chunks. */
  readStdin: () => Chunks;
  /** A file, as chunks; an fs error (ENOENT, EISDIR ...) is thrown when it is iterated. */
  readFile: (path: string) => Chunks;
  /** Whether standard output is a terminal (colour in auto mode). */
  isTTY: boolean;
  /** Whether standard input is a terminal: a command that would read it says how to give input instead of waiting. */
  stdinIsTTY: boolean;
  /** The working directory: `report` names files relative to it. */
  cwd: string;
  /** The environment: NO_COLOR, FORCE_COLOR, TERM. */
  env: Readonly<Record<string, string | undefined>>;
  /** A directory's entries; ENOTDIR is thrown for a file, and any other fs error as is. */
  readDir: (path: string) => Promise<DirEntry[]>;
  /** Whether standard error is a terminal (the progress line of `report`). */
  stderrIsTTY: boolean;
  /** Write to standard error at once: only the progress line, which is cleared before run() returns. */
  writeProgress: (text: string) => void;
  /** Replace a file whole or not at all (a temporary file beside it, then a rename). */
  writeFileAtomic: (path: string, text: string) => void;
  /** Lock a file for a read-modify-write (the fallback log); returns the release. */
  lockFile: (path: string) => () => void;
  /** The clock (ms since the epoch): the time of a fallback line. */
  now: () => number;
  /**
   * The CPU time this process has used (ms; every thread: the pattern worker's, while the main
   * thread waits). A pattern's deadline counts only time it could run (see inWorker).
   */
  cpuNow: () => number;
}

/** `text` into `path` via a temporary file in the same directory and a rename: a crash leaves the old file. */
export function writeFileAtomic(path: string, text: string): void {
  // a symlinked file stays a symlink: its target is replaced; the file's mode stays as it was
  let target = path;
  try {
    target = realpathSync(path);
  } catch {
    /* a new file */
  }
  let mode: number | undefined;
  try {
    mode = statSync(target).mode & 0o7777;
  } catch {
    /* a new file: the default mode */
  }
  const tmp = join(dirname(target), `.${basename(target)}.${process.pid}.${Date.now()}.tmp`);
  // a signal while the temporary file is there removes it, then ends as the signal would
  const onSignal = (signal: NodeJS.Signals) => {
    rmSync(tmp, { force: true });
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    writeFileSync(tmp, text, mode === undefined ? {} : { mode });
    if (mode !== undefined) chmodSync(tmp, mode);
    renameSync(tmp, target);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

/** How long a writer waits for another's lock on a state file, and the age past which a lock is stale (a writer that died). */
const LOCK_WAIT_MS = 10_000;
const LOCK_STALE_MS = 30_000;

/**
 * An exclusive lock on `path` (a `path.lock` file made with O_EXCL) for the read, append and write
 * of one fallback line: concurrent writers take turns, so none loses another's line. Returns the
 * release; throws after LOCK_WAIT_MS.
 */
export function lockFile(path: string): () => void {
  let target = path;
  try {
    target = realpathSync(path);
  } catch {
    /* a new file */
  }
  const lock = `${target}.lock`;
  const start = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      const release = () => rmSync(lock, { force: true });
      const onSignal = (signal: NodeJS.Signals) => {
        release();
        process.kill(process.pid, signal);
      };
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      return () => {
        process.removeListener('SIGINT', onSignal);
        process.removeListener('SIGTERM', onSignal);
        release();
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
      } catch {
        /* released meanwhile */
      }
      if (Date.now() - start > LOCK_WAIT_MS) throw new InputError(`'${path}' is locked by another writer (${lock}); try again, or remove the lock if no caveman is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5 + Math.random() * 20);
    }
  }
}

export interface DirEntry {
  name: string;
  isDirectory(): boolean;
  isFile(): boolean;
}

const CHUNK_BYTES = 64 * 1024;

/** A file read chunk by chunk (so /dev/zero, a FIFO or a growing file is never read whole). */
/** How long a named pipe may stay without a writer before the command says so, in ms. */
export const FIFO_WAIT_MS = 10_000;

/**
 * A named pipe, read without blocking: opened at once (a blocking open would wait for a writer
 * for ever), read as data comes; nothing written to it for FIFO_WAIT_MS is an error that says so.
 */
async function* fifoChunks(path: string): AsyncGenerator<Uint8Array> {
  const fh = await open(path, fsConstants.O_RDONLY | fsConstants.O_NONBLOCK);
  const start = Date.now();
  let any = false;
  try {
    for (;;) {
      const buf = Buffer.allocUnsafe(CHUNK_BYTES);
      let n: number;
      try {
        n = (await fh.read(buf, 0, CHUNK_BYTES, null)).bytesRead;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
        n = -1; // a writer, no data yet
      }
      if (n > 0) {
        any = true;
        yield buf.subarray(0, n);
        continue;
      }
      // end of the data: a writer came and closed; else wait for one, for a while
      if (n === 0 && any) return;
      if (!any && Date.now() - start > FIFO_WAIT_MS) {
        throw Object.assign(new Error(`a named pipe no one wrote to within ${FIFO_WAIT_MS / 1000} s`), { code: 'EFIFOWAIT' });
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await fh.close();
  }
}

async function* fileChunks(path: string): AsyncGenerator<Uint8Array> {
  if ((await stat(path)).isFIFO()) {
    yield* fifoChunks(path);
    return;
  }
  const fh = await open(path, 'r');
  try {
    for (;;) {
      const buf = Buffer.allocUnsafe(CHUNK_BYTES);
      const { bytesRead } = await fh.read(buf, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) return;
      yield buf.subarray(0, bytesRead);
    }
  } finally {
    await fh.close();
  }
}

// Read when run() starts, not at import: a test or an embedder may change them in between.
const defaultIO = (): CliIO => ({
  readStdin: () => process.stdin,
  readFile: fileChunks,
  isTTY: process.stdout.isTTY === true,
  stdinIsTTY: process.stdin.isTTY === true,
  cwd: process.cwd(),
  env: process.env,
  readDir: (path) => readdir(path, { withFileTypes: true }),
  stderrIsTTY: process.stderr.isTTY === true,
  writeProgress: (text) => void process.stderr.write(text),
  writeFileAtomic,
  lockFile,
  now: () => Date.now(),
  cpuNow: () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  },
});

function fail(code: number, message: string): CliResult {
  return { code, stdout: '', stderr: `caveman: ${oneLine(message)}\n` };
}

// ---------------------------------------------------------------------------------------------
// Input

// ignoreBOM: a leading U+FEFF stays in the text (the core keeps it byte-exact in the output).
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const nulMessage = (name: string) => `${name}: binary data (NUL byte), expected UTF-8 text`;

/** Decode bytes as UTF-8 text; binary data (NUL, invalid UTF-8, mostly control chars) is refused. */
export function decodeText(bytes: Uint8Array, name: string): string {
  if (bytes.includes(0)) throw new InputError(nulMessage(name));
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
      // a name with a byte that is not UTF-8 reaches Node as U+FFFD: the file may well be there
      return path.includes('\uFFFD')
        ? `cannot read '${path}': no such file (the name holds a byte that is not UTF-8, which Node cannot pass on; rename the file or pipe it in)`
        : `cannot read '${path}': no such file`;
    case 'EISDIR':
      return `cannot read '${path}': is a directory`;
    case 'EACCES':
    case 'EPERM':
      return `cannot read '${path}': permission denied`;
    default:
      return `cannot read '${path}': ${err instanceof Error ? err.message : String(err)}`;
  }
}

/**
 * All bytes of `chunks`, at most MAX_INPUT_BYTES: reading stops (and the source is closed) at the
 * first chunk with a NUL byte (binary data: /dev/zero is refused on its first chunk) or the first
 * chunk past the limit. `describe` turns a read error into a message. With `keepBinary`, binary
 * data is not refused: the bytes up to that chunk's end are returned, for the caller to report.
 */
async function readCapped(chunks: () => Chunks, name: string, describe: (err: unknown) => string, keepBinary = false): Promise<Buffer> {
  const parts: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of chunks()) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (buf.includes(0)) {
        if (!keepBinary) throw new InputError(nulMessage(name));
        parts.push(buf);
        total += buf.length;
        break;
      }
      total += buf.length;
      if (total > MAX_INPUT_BYTES) {
        throw new InputError(`${name} is larger than the ${MAX_INPUT_BYTES / (1024 * 1024)} MB limit`);
      }
      parts.push(buf);
    }
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError(describe(err));
  }
  return Buffer.concat(parts, total);
}

async function readInput(path: string, io: CliIO): Promise<string> {
  if (path === '-') {
    const bytes = await readCapped(io.readStdin, 'standard input', (err) => `cannot read standard input: ${err instanceof Error ? err.message : String(err)}`);
    return decodeText(bytes, 'standard input');
  }
  const bytes = await readCapped(() => io.readFile(path), `'${path}'`, (err) => describeFsError(path, err));
  return decodeText(bytes, `'${path}'`);
}

/** The profile to use: a built-in id, a validated rules file, or undefined (the core's default). */
interface LoadedProfile {
  profile: Profile | undefined;
  /** The rules file it came from (--rules), if any: its patterns run under deadlines. */
  rules?: string;
}

async function loadProfile(args: { profile?: string; rules?: string }, io: CliIO): Promise<LoadedProfile> {
  if (args.profile !== undefined) {
    try {
      return { profile: getProfile(args.profile) };
    } catch {
      throw new InputError(`unknown profile '${args.profile}' (expected one of: ${PROFILE_IDS.join(', ')})`);
    }
  }
  if (args.rules !== undefined) {
    // A BOM is kept in texts to compress; JSON.parse does not take one.
    const text = (await readInput(args.rules, io)).replace(/^\uFEFF/, '');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      throw new InputError(`invalid rules JSON in ${jsonErrorPlace(args.rules, text, err)}`);
    }
    const res = validateProfile(json);
    if (!res.ok) throw new InputError(`invalid rules in '${args.rules}': ${res.error}`);
    return { profile: res.profile, rules: args.rules };
  }
  return { profile: undefined };
}

/**
 * `'rules.json' at 3:5: <what is wrong>` when V8's message gives the position (Node 20 says "at
 * position N", later versions add "(line L column C)"), else `'rules.json': <message>`.
 */
function jsonErrorPlace(path: string, text: string, err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const m = / (?:in JSON )?at position (\d+)(?: \(line \d+ column \d+\))?/.exec(message);
  if (!m) return `'${path}': ${message}`;
  const at = new LineIndex(text).at(Number(m[1]));
  return `'${path}' at ${at.line}:${at.col}: ${message.replace(m[0], '')}`;
}

function encodingArg(name: string | undefined): EncodingName | undefined {
  if (name === undefined) return undefined;
  if (!isEncodingName(name)) throw new InputError(`unknown encoding '${name}' (expected ${ENCODINGS.join(' or ')})`);
  return name;
}

function tokenCounts(input: string, output: string): Record<EncodingName, TokenCount> {
  const out = {} as Record<EncodingName, TokenCount>;
  for (const enc of ENCODINGS) {
    const count = nodeCounter(enc);
    out[enc] = tokenCount(count(input), count(output));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Commands

/**
 * A compress or check with its inputs read, its profile loaded and colour decided: everything
 * that runs the profile's patterns. Plain data, so it can be posted to the pattern worker
 * (packages/caveman/src/cli/cli-worker.ts), which sees neither our terminal nor an injected environment.
 */
export type Job =
  | { command: 'compress'; args: CompressArgs; profile?: Profile; text: string; color: boolean }
  | { command: 'check'; args: CheckArgs; profile?: Profile; verbose: string; compressed: string; color: boolean }
  | { command: 'report'; args: ReportArgs; profile?: Profile; files: ReportInput[]; color: boolean };

/** The texts a job runs the profile's patterns over. */
export function jobTexts(job: Job): string[] {
  switch (job.command) {
    case 'compress':
      return [job.text];
    case 'check':
      return [job.verbose, job.compressed];
    case 'report':
      return job.files.map((f) => f.text);
  }
}

/** Told after each file of a report: how many are done, of how many. */
export type OnProgress = (done: number, total: number) => void;

/** Run a job (synchronously): in this thread, or in the pattern worker. */
export function runJob(job: Job, onProgress?: OnProgress): CliResult {
  switch (job.command) {
    case 'compress':
      return compressJob(job);
    case 'check':
      return checkJob(job);
    case 'report':
      return reportJob(job, onProgress);
  }
}

function compressJob(job: Extract<Job, { command: 'compress' }>): CliResult {
  const { args, profile, text } = job;
  const encoding = encodingArg(args.encoding) ?? 'o200k_base';
  // The tokenizer's ranks load on the first count, so a selection that compresses nothing (mode or
  // terse off, out of scope) never loads them; with --stats they load before the clock starts, so
  // the figure times the compression.
  const countTokens = args.stats ? nodeCounter(encoding) : lazyNodeCounter(encoding);
  const started = performance.now();
  let selection: SelectionResult | null = null;
  let intensity: Intensity | 'off' | 'verbose';
  if (args.intensity === 'auto') {
    selection = selectIntensity(selectionInputOf(args, text), profile);
    // what was read for the selection comes first in its reasons
    if (args.budgetNote) selection = { ...selection, reason: [args.budgetNote, ...selection.reason] };
    intensity = selection.intensity;
  } else {
    intensity = args.intensity;
  }

  let result: CompressResult | null = null;
  let output = text;
  if (intensity !== 'off' && intensity !== 'verbose') {
    // checked by its own checker before it is printed: a block the check fails goes out as written
    result = compressVerified(text, { intensity, profile, countTokens, envelope: args.envelope });
    output = result.output;
  }
  // ai-dev-team's sub-agent task text: the three prefix lines, then the (compressed) text
  if (args.wirePrefix) output = withWirePrefix(output);
  const ms = performance.now() - started;
  const profileId = profile?.id ?? 'forge';

  let stderr = '';
  if (args.stats) {
    const tokens = tokenCount(countTokens(text), countTokens(output));
    stderr = formatStats({ intensity, auto: selection !== null, profile: profileId, encoding, tokens, ms });
  }
  if (args.diff) return { code: EXIT_OK, stdout: formatDiff(text, output, result?.edits ?? [], styleFor(job.color)), stderr };
  if (!args.json) return { code: EXIT_OK, stdout: output, stderr };

  const json = {
    output,
    intensity,
    compressed: result !== null,
    selection,
    profile: profileId,
    edits: result?.edits ?? [],
    protected: result?.protected ?? [],
    skipped: result?.skipped ?? [],
    savings: result?.savings ?? {},
    savingsEncoding: encoding,
    held: result?.held ?? [],
    tokens: tokenCounts(text, output),
  };
  return { code: EXIT_OK, stdout: JSON.stringify(json, null, 2) + '\n', stderr };
}

function checkJob(job: Extract<Job, { command: 'check' }>): CliResult {
  const { args, profile, verbose, compressed } = job;
  const encoding = encodingArg(args.encoding);
  const encodings = encoding ? [encoding] : [...ENCODINGS];
  const counters = Object.fromEntries(encodings.map((e) => [e, nodeCounter(e)]));
  const report = check(verbose, compressed, { profile, intensity: args.intensity, counters });
  const view = {
    verbose: { name: displayName(args.verbose), text: verbose },
    compressed: { name: displayName(args.compressed), text: compressed },
    strict: args.strict,
  };
  const failed = checkFailed(report, args.strict);
  const stdout = args.json ? JSON.stringify(checkJson(report, view), null, 2) + '\n' : formatReport(report, view, styleFor(job.color));
  return { code: failed.invariants || failed.target || failed.reviews ? EXIT_CHECK_FAILED : EXIT_OK, stdout, stderr: '' };
}

function reportJob(job: Extract<Job, { command: 'report' }>, onProgress?: OnProgress): CliResult {
  const { args, profile, files } = job;
  const encoding = encodingArg(args.encoding) ?? 'o200k_base';
  const options = { profile, countTokens: nodeCounter(encoding), encoding };
  const rows: ReportRow[] = [];
  for (const file of files) {
    rows.push(reportFile(file, options));
    onProgress?.(rows.length, files.length);
  }
  const report = finishReport(rows, options);
  const stdout = args.json ? JSON.stringify(report, null, 2) + '\n' : formatCorpusReport(report, styleFor(job.color));
  return { code: report.totals.failing > 0 ? EXIT_CHECK_FAILED : EXIT_OK, stdout, stderr: '' };
}

async function runCompress(argsIn: CompressArgs, io: CliIO): Promise<CliResult> {
  encodingArg(argsIn.encoding);
  const { profile, rules } = await loadProfile(argsIn, io);
  const text = await readInput(argsIn.input, io);
  let args = argsIn.budgetJson !== undefined ? { ...argsIn, ...(await readBudgetJson(argsIn.budgetJson, io)) } : argsIn;
  if (args.state !== undefined && args.category !== undefined && args.fallbacks === undefined) {
    // Cavekit's 3-fallback clamp, from the loop's own log: this category's lines in state.md
    const state = await readInput(args.state, io);
    const n = countFallbacks(state, args.category);
    args = { ...args, fallbacks: n, budgetNote: [args.budgetNote, `${n} fallback${n === 1 ? '' : 's'} of '${args.category}' in ${displayName(args.state)}`].filter(Boolean).join('; ') };
  }
  if (args.sessionState !== undefined || (resolveProfile(profile).precedence.terseSwitch && godmodeTerse(io.env))) {
    const { terse, note } = await readSessionState(args.sessionState, io);
    args = { ...args, terse, budgetNote: [args.budgetNote, note].filter(Boolean).join('; ') };
  }
  return runPatternJob({ command: 'compress', args, profile, text, color: wantsColor(args.color, io) }, rules, io);
}

/** $GODMODE_TERSE as godmode reads it: set and not 0/false/off means on. */
function godmodeTerse(env: CliIO['env']): boolean {
  const v = env.GODMODE_TERSE;
  return v !== undefined && !/^(?:|0|false|off|no)$/i.test(v.trim());
}

/**
 * godmode's .godmode/session-state.json for the terse switch, with $GODMODE_TERSE. A file that does
 * not exist is a session that has not counted a round yet (0 rounds); one that is not that JSON
 * is an error: the loop that wrote it is broken, and guessing would switch terse on or off for it.
 */
async function readSessionState(path: string | undefined, io: CliIO): Promise<{ terse: TerseState; note: string }> {
  const env = godmodeTerse(io.env);
  if (path === undefined) return { terse: { env }, note: 'GODMODE_TERSE set' };
  const name = path === '-' ? 'standard input' : `'${path}'`;
  let raw: string;
  try {
    raw = await readInput(path, io);
  } catch (err) {
    if (err instanceof InputError && /no such file/.test(err.message)) return { terse: { env, rounds: 0 }, note: `no session state at ${name}: a new session, 0 rounds` };
    throw err;
  }
  let v: unknown;
  try {
    v = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch {
    throw new InputError(`--session-state ${name} is not JSON`);
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new InputError(`--session-state ${name} is not a JSON object`);
  const o = v as Record<string, unknown>;
  const rounds = o.consecutive_rounds_without_human;
  const out = o.terse_user_opted_out;
  if (rounds !== undefined && !(typeof rounds === 'number' && Number.isInteger(rounds) && rounds >= 0)) {
    throw new InputError(`--session-state ${name}: consecutive_rounds_without_human must be a whole number >= 0`);
  }
  if (out !== undefined && typeof out !== 'boolean') throw new InputError(`--session-state ${name}: terse_user_opted_out must be true or false`);
  const r = (rounds as number | undefined) ?? 0;
  return {
    terse: { env, rounds: r, optedOut: out === true },
    note: `session state from ${name}: ${r} round${r === 1 ? '' : 's'} without a human${out === true ? ', terse opted out' : ''}${env ? ', GODMODE_TERSE set' : ''}`,
  };
}

/**
 * `caveman fallback`: the profile's line appended to its section of state.md. The file is written
 * whole or not at all: a temporary file beside it, then a rename (a crash leaves the old file).
 */
async function runFallback(args: FallbackArgs, io: CliIO): Promise<CliResult> {
  // read, append and write under a lock: twelve loops logging at once keep twelve lines
  let release: () => void;
  try {
    release = io.lockFile(args.state);
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError(`cannot lock '${args.state}': ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  try {
    let text = '';
    try {
      text = await readInput(args.state, io);
    } catch (err) {
      // a state.md that does not exist yet is made; any other read error stands
      if (!(err instanceof InputError) || !/no such file/.test(err.message)) throw err;
    }
    const next = appendFallback(text, args.log, { task: args.task, reason: args.reason, intensity: args.mode, category: args.category, at: new Date(io.now()) });
    try {
      io.writeFileAtomic(args.state, next);
    } catch (err) {
      throw new InputError(`cannot write '${args.state}': ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
  } finally {
    release();
  }
  return { code: EXIT_OK, stdout: '', stderr: '' };
}

/**
 * Forge's budget as checkTaskBudget returns it, `{ used, budget, remaining, percentage }`, where
 * percentage is the percent *used*: the remaining budget is 100 − percentage (or remaining /
 * budget when only those are there). A file that cannot be read or holds no budget is no error:
 * the budget is unknown (the profile's unknown-budget rule decides), and the reason says why.
 */
async function readBudgetJson(path: string, io: CliIO): Promise<{ budget?: number; budgetNote: string }> {
  const name = path === '-' ? 'standard input' : `'${path}'`;
  let raw: string;
  try {
    raw = await readInput(path, io);
  } catch (err) {
    return { budgetNote: `budget unknown: ${err instanceof Error ? err.message.replace(/^cannot read /, 'cannot read ') : String(err)}` };
  }
  let v: unknown;
  try {
    v = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch {
    return { budgetNote: `budget unknown: ${name} is not JSON` };
  }
  const o = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  const num = (k: string) => (typeof o[k] === 'number' && Number.isFinite(o[k]) ? (o[k] as number) : undefined);
  const pct = num('percentage');
  if (pct !== undefined && pct >= 0 && pct <= 100) {
    const remaining = Math.round((100 - pct) * 10) / 10;
    return { budget: remaining, budgetNote: `budget from ${name}: ${pct}% used, ${remaining}% remaining` };
  }
  const rem = num('remaining');
  const total = num('budget');
  if (rem !== undefined && total !== undefined && total > 0 && rem >= 0 && rem <= total) {
    const remaining = Math.round((rem / total) * 1000) / 10;
    return { budget: remaining, budgetNote: `budget from ${name}: ${rem} of ${total} remaining, ${remaining}%` };
  }
  return { budgetNote: `budget unknown: ${name} has no percentage (0-100) nor remaining and budget` };
}

async function runCheck(args: CheckArgs, io: CliIO): Promise<CliResult> {
  encodingArg(args.encoding);
  const { profile, rules } = await loadProfile(args, io);
  const verbose = await readInput(args.verbose, io);
  const compressed = await readInput(args.compressed, io);
  return runPatternJob({ command: 'check', args, profile, verbose, compressed, color: wantsColor(args.color, io) }, rules, io);
}

const TEXT_FILE = /\.(?:md|txt)$/i;
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A directory's entries, or null when `path` is a file. */
async function dirEntries(path: string, io: CliIO): Promise<DirEntry[] | null> {
  try {
    return await io.readDir(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException | undefined)?.code === 'ENOTDIR') return null;
    throw new InputError(describeFsError(path, err));
  }
}

/** The .md and .txt files under a directory (given its entries), at any depth, without node_modules and .git. */
async function textFilesUnder(dir: string, entries: readonly DirEntry[], io: CliIO): Promise<string[]> {
  const found: string[] = [];
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIPPED_DIRS.has(e.name)) pushAll(found, await textFilesUnder(path, (await dirEntries(path, io)) ?? [], io));
    } else if (e.isFile() && TEXT_FILE.test(e.name)) {
      found.push(path);
    }
  }
  return found;
}

/** The files of a report: each directory's text files, sorted, and each file as given; once each. */
async function corpusPaths(inputs: readonly string[], io: CliIO): Promise<string[]> {
  const paths = new Set<string>();
  for (const input of inputs) {
    const entries = await dirEntries(input, io);
    if (entries === null) paths.add(input);
    else for (const p of (await textFilesUnder(input, entries, io)).sort(byCodePoint)) paths.add(p);
  }
  if (paths.size === 0) {
    const where = inputs.length === 1 ? `'${inputs[0]}'` : 'the directories given';
    throw new InputError(`no .md or .txt files in ${where}`);
  }
  return [...paths];
}


/** A progress line on stderr, `\r`-updated and cleared at the end: for many files, on a terminal. */
function progressLine(total: number, io: CliIO): { update: OnProgress; clear: () => void } | undefined {
  if (total <= PROGRESS_MIN_FILES || !io.stderrIsTTY) return undefined;
  let width = 0;
  const update: OnProgress = (done, of) => {
    const line = `caveman report: ${done}/${of} files`;
    io.writeProgress(`\r${line.padEnd(width)}`);
    width = Math.max(width, line.length);
  };
  update(0, total);
  return { update, clear: () => io.writeProgress(`\r${' '.repeat(width)}\r`) };
}

/** A file as a report row names it: relative to the working directory when that is shorter than the path as given. */
export function shownPath(path: string, cwd: string): string {
  if (!isAbsolute(path)) return path;
  const rel = relative(cwd, path);
  return rel && rel.length < path.length ? rel : path;
}

async function runReport(args: ReportArgs, io: CliIO): Promise<CliResult> {
  encodingArg(args.encoding);
  const { profile, rules } = await loadProfile(args, io);
  const files: ReportInput[] = [];
  for (const path of await corpusPaths(args.inputs, io)) {
    const bytes = await readCapped(() => io.readFile(path), `'${path}'`, (err) => describeFsError(path, err), true);
    // Decoded as compress decodes it: a file that is not UTF-8 text (latin-1, cp1252, binary)
    // is an error row, and the other files are still reported.
    try {
      files.push({ name: shownPath(path, io.cwd), text: decodeText(bytes, `'${path}'`), bytes: bytes.length });
    } catch (err) {
      files.push({ name: shownPath(path, io.cwd), text: '', bytes: bytes.length, error: (err as Error).message.replace(`'${path}': `, '') });
    }
  }
  const progress = progressLine(files.length, io);
  try {
    return await runPatternJob({ command: 'report', args, profile, files, color: wantsColor(args.color, io) }, rules, io, progress?.update);
  } finally {
    progress?.clear();
  }
}

// ---------------------------------------------------------------------------------------------
// User patterns under a deadline

/** A regular expression of a rules file, in the order the pattern worker probes them. */
export interface UserPatternRef {
  kind: 'pattern' | 'line anchor';
  source: string;
  flags: string;
  label?: string;
}

export function userPatterns(profile: Profile | undefined): UserPatternRef[] {
  if (!profile) return [];
  return [
    ...profile.protectedPatterns.map((p) => ({ kind: 'pattern' as const, source: p.pattern, flags: p.flags ?? '', label: p.label })),
    ...profile.lineAnchors.map((l) => ({ kind: 'line anchor' as const, source: l, flags: '' })),
  ];
}

/** What the pattern worker posts: "starting pattern i", "probes done", the command's result. */
export type WorkerMessage =
  | { type: 'probe'; index: number }
  | { type: 'probes-done' }
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; result: CliResult };

/** The bundled worker: next to dist/cli.mjs; from packages/caveman/src/cli/cli.ts (vitest, tsx), the built dist/ one. */
const WORKER_FILE = 'cli-worker.mjs';

function workerURL(): URL {
  return siblingURL(WORKER_FILE);
}

/** A bundle beside dist/cli.mjs (from packages/caveman/src/cli/cli.ts under vitest or tsx: the built dist/ one). */
function siblingURL(file: string): URL {
  for (const rel of [`./${file}`, `../../dist/${file}`]) {
    const url = new URL(rel, import.meta.url);
    if (existsSync(url)) return url;
  }
  throw new Error(`dist/${file} is missing; run \`npm run build:lib\` first`);
}

function patternTimeout(env: CliIO['env']): number {
  const raw = env[PATTERN_TIMEOUT_ENV];
  if (raw === undefined || raw.trim() === '') return PATTERN_TIMEOUT_MS;
  const ms = Number(raw);
  if (!Number.isFinite(ms) || ms <= 0) {
    throw new InputError(`${PATTERN_TIMEOUT_ENV} must be a positive number of milliseconds, got '${raw}'`);
  }
  return ms;
}

const seconds = (ms: number) => `${Math.round(ms) / 1000} s`;

function describePattern(p: UserPatternRef, rules: string): string {
  const label = p.label ? ` (${JSON.stringify(p.label)})` : '';
  return `${p.kind} /${p.source}/${p.flags}${label} in '${rules}'`;
}

/**
 * Run a compress or check. Without user patterns (built-in profiles, rules files without
 * protectedPatterns or lineAnchors) it runs right here, unless a text is over 4 MB: then it runs
 * in the worker with a heap bounded by its size (largeJobHeapMb), and again unbounded if that runs out.
 * With patterns it runs in a worker thread, which first probes each pattern on the texts the core
 * runs it over; the worker is terminated (exit 2, the pattern named) when one probe takes over the
 * pattern deadline, or when the command takes over its own, generous, deadline.
 */
async function runPatternJob(job: Job, rules: string | undefined, io: CliIO, onProgress?: OnProgress): Promise<CliResult> {
  const patterns = rules === undefined ? [] : userPatterns(job.profile);
  const texts = jobTexts(job);
  const chars = texts.reduce((n, t) => n + t.length, 0);
  const large = texts.some(isOneShot);
  if (patterns.length === 0 && !large) return runJob(job, onProgress);
  const first = await inWorker(job, patterns, rules ?? '', chars, io, onProgress, large ? largeJobHeapMb(chars) : undefined);
  if (first !== OUT_OF_MEMORY) return first;
  // The bound is a preference, not a limit of the command: past it the job runs unbounded (its
  // patterns, if any, probed again in a worker of their own).
  if (patterns.length === 0) return runJob(job, onProgress);
  const again = await inWorker(job, patterns, rules ?? '', chars, io, onProgress, undefined);
  return again === OUT_OF_MEMORY ? fail(EXIT_INTERNAL, 'internal error: out of memory') : again;
}

const OUT_OF_MEMORY = Symbol('out of memory');

/** The job in the pattern worker (packages/caveman/src/cli/cli-worker.ts), its heap bounded to `heapMb` when given. */
function inWorker(
  job: Job,
  patterns: UserPatternRef[],
  rules: string,
  chars: number,
  io: CliIO,
  onProgress: OnProgress | undefined,
  heapMb: number | undefined,
): Promise<CliResult | typeof OUT_OF_MEMORY> {
  const patternMs = patterns.length ? patternTimeout(io.env) : 0;
  const url = workerURL();
  const commandMs = COMMAND_TIMEOUT_BASE_MS + COMMAND_TIMEOUT_PER_MB_MS * Math.ceil(chars / (1024 * 1024));

  return new Promise<CliResult | typeof OUT_OF_MEMORY>((resolve) => {
    // stdout/stderr: true keeps anything the worker might print off ours (one line on stderr).
    const worker = new Worker(url, {
      workerData: job,
      stdout: true,
      stderr: true,
      ...(heapMb ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {}),
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const finish = (res: CliResult | typeof OUT_OF_MEMORY) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(res);
    };
    // Time since `from` that the job could have run: the lesser of the wall clock's and this
    // process's CPU time. On a machine whose cores are busy with other work, a pattern of tens of
    // ms waits seconds for a core; by the wall clock alone it would be called catastrophic.
    const mark = () => ({ wall: performance.now(), cpu: io.cpuNow() });
    const ran = (from: { wall: number; cpu: number }) => Math.min(performance.now() - from.wall, io.cpuNow() - from.cpu);
    const deadline = (ms: number, message: () => string, from = mark()) => {
      clearTimeout(timer);
      const check = () => {
        const left = ms - ran(from);
        if (left <= 0) finish(fail(EXIT_BAD_INPUT, message()));
        else timer = setTimeout(check, Math.max(left, 10));
      };
      timer = setTimeout(check, Math.max(ms - ran(from), 0));
    };
    // (only user patterns can make a command run away: without them a large job has no deadline)
    const commandDeadline = () =>
      patterns.length > 0 &&
      deadline(
        commandMs,
        () => `${job.command} with the patterns of '${rules}' takes over ${seconds(commandMs)} on this input (catastrophic backtracking?); fix or remove them`,
      );

    commandDeadline(); // start-up
    // The patterns of the file share one deadline: 400 patterns each just under it would
    // otherwise run for minutes before the text is compressed.
    let probesStart: { wall: number; cpu: number } | null = null;
    worker.on('message', (msg: WorkerMessage) => {
      if (msg.type === 'probe') {
        const p = patterns[msg.index];
        probesStart ??= mark();
        const before = ran(probesStart); // what the patterns before this one took
        deadline(
          patternMs,
          () =>
            msg.index === 0 || before < patternMs / 10
              ? `${describePattern(p, rules)} takes over ${seconds(patternMs)} on this input (catastrophic backtracking?); fix or remove it`
              : `the ${patterns.length} patterns of '${rules}' take over ${seconds(patternMs)} together on this input (the last one started: ${describePattern(p, rules)}); fix or remove the slow ones`,
          probesStart,
        );
      } else if (msg.type === 'probes-done') {
        commandDeadline();
      } else if (msg.type === 'progress') {
        onProgress?.(msg.done, msg.total);
      } else {
        finish(msg.result);
      }
    });
    worker.on('error', (err) =>
      finish(
        (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? OUT_OF_MEMORY
          : fail(EXIT_INTERNAL, `internal error: ${err instanceof Error ? err.message : String(err)}`),
      ),
    );
    worker.on('exit', (code) => finish(fail(EXIT_INTERNAL, `internal error: the pattern worker stopped (exit code ${code}) without a result`)));
  });
}

/**
 * `caveman repair`: the compression with each sentence the checker finds fault with replaced by the
 * core's own compression of the verbose words; the text on stdout, one summary line on stderr.
 */
async function runRepair(args: RepairArgs, io: CliIO): Promise<CliResult> {
  const encoding = encodingArg(args.encoding) ?? 'o200k_base';
  const { profile } = await loadProfile(args, io);
  const verbose = await readInput(args.verbose, io);
  const compressed = await readInput(args.compressed, io);
  const r = repair(verbose, compressed, { intensity: args.intensity, profile, countTokens: nodeCounter(encoding) });
  const replaced = r.sentences.filter((s) => s.status === 'replaced');
  const classes = replacedClasses(r);
  const summary = `caveman repair: ${repairSummary(r, encoding)}\n`;
  if (args.state !== undefined && replaced.length) {
    // the loop's quality fallback, at the grain of a sentence: one line in its state.md (Forge's or Cavekit's)
    const reason = `repair: ${replaced.length} of ${r.sentences.length} sentences replaced (${classes.map(([c, n]) => `${n} ${c}`).join(', ')})`;
    await runFallback({ command: 'fallback', state: args.state, task: args.task!, reason, log: args.log, mode: r.intensity, category: args.category }, io);
  }
  if (args.json) {
    const json = { output: r.output, intensity: r.intensity, pass: r.pass, encoding, tokens: r.tokens, sentences: r.sentences };
    return { code: EXIT_OK, stdout: JSON.stringify(json, null, 2) + '\n', stderr: summary };
  }
  return { code: EXIT_OK, stdout: r.output, stderr: summary };
}

async function runTokens(args: TokensArgs, io: CliIO): Promise<CliResult> {
  const encoding = encodingArg(args.encoding);
  const text = await readInput(args.input, io);
  // A word of thousands of characters is counted in slices (tiktoken is quadratic in one, and
  // traps on one of a few MB): the count is then close, not exact, and stderr says so.
  const note = hasLongWord(text) ? `caveman: note: a word longer than ${LONG_PIECE} characters was counted in slices; the count may be off by a few tokens\n` : '';
  if (args.json) {
    const encodings = encoding ? [encoding] : [...ENCODINGS];
    const counts = Object.fromEntries(encodings.map((e) => [e, nodeCounter(e)(text)]));
    return { code: EXIT_OK, stdout: JSON.stringify(counts) + '\n', stderr: note };
  }
  return { code: EXIT_OK, stdout: `${nodeCounter(encoding ?? 'o200k_base')(text)}\n`, stderr: note };
}

export async function run(argv: readonly string[], io: Partial<CliIO> = {}): Promise<CliResult> {
  // a caller that hands its own standard input in is not a terminal unless it says so
  // and one that writes files its own way locks them its own way (no lock file beside its paths)
  const fullIO: CliIO = {
    ...defaultIO(),
    ...(io.readStdin && io.stdinIsTTY === undefined ? { stdinIsTTY: false } : {}),
    ...(io.writeFileAtomic && !io.lockFile ? { lockFile: () => () => undefined } : {}),
    ...io,
  };
  try {
    const args = parseArgs(argv);
    stdinFromTerminal(args, fullIO);
    switch (args.command) {
      case 'help':
        return { code: EXIT_OK, stdout: helpText(args.topic), stderr: '' };
      case 'version':
        return { code: EXIT_OK, stdout: `${VERSION}\n`, stderr: '' };
      case 'fallback':
        return await runFallback(args, fullIO);
      case 'expand': {
        const { profile } = await loadProfile(args, fullIO);
        return { code: EXIT_OK, stdout: expand(await readInput(args.input, fullIO), { profile }).output, stderr: '' };
      }
      case 'mcp':
        // served by main() (it holds the process's stdin and stdout until the client closes them)
        return { code: EXIT_OK, stdout: '', stderr: '', serve: 'mcp' };
      case 'compress':
        return await runCompress(args, fullIO);
      case 'check':
        return await runCheck(args, fullIO);
      case 'repair':
        return await runRepair(args, fullIO);
      case 'tokens':
        return await runTokens(args, fullIO);
      case 'report':
        return await runReport(args, fullIO);
    }
  } catch (err) {
    return errorResult(err);
  }
}

/**
 * A command that would read standard input while it is a terminal: nobody is piping text in, so
 * the usage line instead of a silent wait (`cat notes.md | caveman compress` still reads it).
 */
function stdinFromTerminal(args: ReturnType<typeof parseArgs>, io: CliIO): void {
  if (!io.stdinIsTTY || args.command === 'help' || args.command === 'version' || args.command === 'mcp') return;
  const a = args as { input?: string; verbose?: string; compressed?: string; budgetJson?: string };
  if (![a.input, a.verbose, a.compressed, a.budgetJson].includes('-')) return;
  const { operands } = COMMAND_TEXT[args.command];
  throw new UsageError(`no input: standard input is a terminal; give a file or pipe text in (usage: caveman ${args.command} ${operands} [options])`);
}

/** The result of a command that threw: bad input (exit 2) or an internal error (exit 70). */
export function errorResult(err: unknown): CliResult {
  if (err instanceof UsageError || err instanceof InputError || (err instanceof Error && err.name === 'InputLimitError')) return fail(EXIT_BAD_INPUT, err.message);
  return fail(EXIT_INTERNAL, `internal error: ${err instanceof Error ? err.message : String(err)}`);
}

/** Entry point used by packages/caveman/bin/caveman.mjs: run, then write each stream exactly once. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  // A failed write (a full disk, a broken pipe) is one line and EXIT_WRITE_FAILED, never a stack
  // trace. A file or a TTY fails inside write() itself; a pipe later, through 'error'. A closed
  // pipe (`caveman ... | head`) is the reader's choice: no message, the command's own code.
  let writeFailed = false;
  const failed = (err: NodeJS.ErrnoException) => {
    if (writeFailed) return;
    writeFailed = true;
    if (err.code === 'EPIPE') return;
    process.exitCode = EXIT_WRITE_FAILED;
    try {
      process.stderr.write(`caveman: cannot write the output: ${writeError(err)}\n`);
    } catch {
      // stderr is gone too: the exit code is all that is left
    }
  };
  process.stdout.on('error', failed);
  // stderr that cannot be written (a full disk, a closed descriptor): the message is lost, the exit
  // code is what the command decided, never an uncaught error's 1
  process.stderr.on('error', () => {});
  const res = await run(argv);
  if (res.serve === 'mcp') {
    // its own bundle (dist/mcp.mjs): the MCP SDK is parsed only by the process that serves
    const { serveStdio } = (await import(siblingURL('mcp.mjs').href)) as { serveStdio: () => Promise<void> };
    await serveStdio();
    return;
  }
  process.exitCode = res.code;
  try {
    if (res.stdout) process.stdout.write(res.stdout);
  } catch (err) {
    failed(err as NodeJS.ErrnoException);
  }
  if (res.stderr) {
    try {
      process.stderr.write(res.stderr);
    } catch {
      // a file or a terminal fails inside write(): the exit code stays the command's
    }
  }
}

function writeError(err: NodeJS.ErrnoException): string {
  if (err.code === 'ENOSPC') return 'no space left on the device (ENOSPC)';
  if (err.code === 'EBADF') return 'standard output is closed (EBADF)';
  return err.code ? `${err.code}` : err.message;
}
