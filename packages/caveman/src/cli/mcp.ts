// `caveman mcp`: the core's tools over the Model Context Protocol (stdio), for agents that reach
// tools through MCP. buildServer() makes the server (tests connect the SDK's own client to it in
// memory); serveStdio() connects it to standard input and output. One process serves many calls,
// so each encoding's tokenizer loads once, on the first call that counts with it.
//
// Every tool has a title, annotations (each reads its arguments only: read-only, idempotent, closed
// world), a strict input schema (an unknown argument is an error that names the nearest known one)
// and an output schema; it answers its result as structuredContent, and the same JSON as text for
// clients that read only text. A bad call (an unknown profile, invalid rules, a text over the
// limit) is a tool error with one sentence, never a crash of the server.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { createCompressor, findProfile, INTENSITIES, PROFILE_IDS, PROFILES, repairSummary, selectIntensity, validateProfile } from 'caveman-compress';
import { DEPTHS, MODES, PHASES, type Intensity, type Profile, type SelectionResult, type TokenCounter } from 'caveman-compress/internals';
import { ENCODINGS, nodeCounter, type EncodingName } from 'caveman-compress/node';
import { LineIndex } from './positions';
import { selectionInputOf } from './selection';
import { version as VERSION } from '../../package.json';
import { didYouMean } from './nearest';
import { LineTransport } from './mcp-transport';

/** The longest text a call takes, as the CLI's 50 MB input limit (in UTF-16 units). */
export const MAX_TEXT_CHARS = 50 * 1024 * 1024;

/** A call the server refuses: its message is the tool error's one sentence. */
export class BadCall extends Error {}

const text = (what: string) => z.string().max(MAX_TEXT_CHARS, `${what} is longer than the 50 MB limit`);
const profileArgs = {
  profile: z.enum(PROFILE_IDS as [string, ...string[]]).optional().describe('A built-in profile (default forge).'),
  rules: z.record(z.string(), z.unknown()).optional().describe('A profile JSON as the rule editor exports it (partial: missing fields come from "base"). Regular expressions of its own are not taken over MCP (those of a built-in profile are).'),
};
const encodingArg = z.enum(ENCODINGS as unknown as [EncodingName, ...EncodingName[]]).optional().describe('Token encoding (default o200k_base).');
const selectionArgs = {
  remaining: z.number().min(0).max(100).optional().describe('Remaining context budget in percent (100 − percent used), as the library names it.'),
  budget: z.number().min(0).max(100).optional().describe('The same as "remaining" (the CLI\'s --budget); the reason says it was read so.'),
  depth: z.enum(DEPTHS).optional(),
  phase: z.enum(PHASES).optional(),
  mode: z.enum(MODES).optional(),
  explicit: z.enum(INTENSITIES).optional().describe("Cavekit's caveman_intensity: wins over the budget."),
  securitySensitive: z.boolean().optional(),
  fallbacks: z.number().int().min(0).max(99).optional().describe('Fallbacks to verbose this session in this category.'),
};
type SelectionCall = { remaining?: number; budget?: number; depth?: (typeof DEPTHS)[number]; phase?: (typeof PHASES)[number]; mode?: (typeof MODES)[number]; explicit?: Intensity; securitySensitive?: boolean; fallbacks?: number };

/** The remaining budget of a call, and a note when it came as "budget" (the CLI's name). */
function remainingOf(args: SelectionCall): { budget?: number; note: string[] } {
  if (args.remaining !== undefined && args.budget !== undefined && args.remaining !== args.budget) {
    throw new BadCall(`"remaining" (${args.remaining}) and "budget" (${args.budget}) are one setting and disagree: give one`);
  }
  if (args.remaining !== undefined) return { budget: args.remaining, note: [] };
  if (args.budget !== undefined) return { budget: args.budget, note: [`"budget" ${args.budget} read as "remaining" (the library's name for it)`] };
  return { note: [] };
}

/** Every tool reads its arguments and nothing else: no side effect, the same answer twice, no outside world. */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

const range = z.object({ start: z.number().int(), end: z.number().int() });
const located = range.extend({ line: z.number().int(), col: z.number().int(), endLine: z.number().int(), endCol: z.number().int() });

/** The patterns of a profile that no built-in profile has (a user's own, which could backtrack for hours). */
function ownPatterns(p: Profile): string[] {
  return patternsOf(p).filter((x) => !BUILT_IN_PATTERNS.has(x));
}
const patternsOf = (p: Profile) => [...p.lineAnchors, ...p.protectedPatterns.map((x) => `${x.pattern}/${x.flags ?? ''}`)];
const BUILT_IN_PATTERNS = new Set(Object.values(PROFILES).flatMap(patternsOf));

/** Whether a call's rules bring patterns of their own: such a call runs in the pattern worker, under a deadline. */
function hasOwnPatterns(args: { rules?: Record<string, unknown> }): boolean {
  if (!args.rules) return false;
  const r = validateProfile(args.rules);
  return r.ok && ownPatterns(r.profile).length > 0;
}

function profileFor(args: { profile?: string; rules?: Record<string, unknown> }, allowPatterns = false): Profile {
  if (args.rules) {
    if (args.profile && !('base' in args.rules)) args = { rules: { ...args.rules, base: args.profile } };
    const r = validateProfile(args.rules);
    if (!r.ok) throw new BadCall(`invalid rules: ${r.error}`);
    // a pattern of a built-in profile (terse's final-summary line, cavecrew's refusal lines) is the
    // core's own; one a user wrote could backtrack for hours: it runs in the pattern worker only
    if (!allowPatterns && ownPatterns(r.profile).length) throw new BadCall('rules with patterns of their own run in the pattern worker only');
    return r.profile;
  }
  const p = findProfile(args.profile ?? 'forge');
  if (!p) throw new BadCall(`unknown profile '${args.profile}'`);
  return p;
}

type Shape = Record<string, z.ZodType>;

/**
 * A strict input schema: an argument the tool does not know is refused, naming the nearest one
 * it knows (`compress {tex: …}` -> unknown argument "tex" (did you mean "text"?)).
 */
function strictInput(shape: Shape) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      const keys = (issue as { keys: string[] }).keys;
      return `unknown argument${keys.length > 1 ? 's' : ''} ${keys.map((k) => `"${k}"${didYouMean(k, known)}`).join(', ')}; known: ${known.join(', ')}`;
    },
  });
}

interface ToolSpec<I extends Shape, O extends Shape> {
  title: string;
  description: string;
  input: I;
  output: O;
}

/**
 * Register a tool: title, annotations, strict input and output schemas; the handler's result goes
 * out as structuredContent and as JSON text; a failure as a tool error of one sentence.
 */
function registerTool<I extends Shape, O extends Shape>(server: McpServer, name: string, spec: ToolSpec<I, O>, fn: (args: z.infer<z.ZodObject<I>>) => z.infer<z.ZodObject<O>>) {
  server.registerTool(
    name,
    { title: spec.title, description: spec.description, inputSchema: strictInput(spec.input), outputSchema: z.object(spec.output), annotations: { title: spec.title, ...READ_ONLY } },
    (async (args: z.infer<z.ZodObject<I>>) => {
      try {
        // rules with patterns of their own, or texts over a megabyte: the call runs in a worker (ended
        // past its deadline), so a long check does not hold up the small calls behind it
        const offLoop = hasOwnPatterns(args as { rules?: Record<string, unknown> }) || textChars(args) > OFF_LOOP_CHARS;
        const value = (offLoop ? await inPatternWorker(name, args) : fn(args)) as Record<string, unknown>;
        return { content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }], structuredContent: value };
      } catch (err) {
        const message = err instanceof BadCall || (err instanceof Error && err.name === 'InputLimitError') ? (err as Error).message : `internal error: ${err instanceof Error ? err.message : String(err)}`;
        return { isError: true, content: [{ type: 'text' as const, text: message }] };
      }
    }) as never,
  );
}

export interface ServerDeps {
  /** The token counter of an encoding (default: tiktoken in Node, memoized per pre-token). */
  counter?: (encoding: EncodingName) => TokenCounter;
}

const findingOut = z.object({
  class: z.string(),
  severity: z.enum(['fail', 'review']),
  verbose: located,
  compressed: located,
  before: z.string(),
  after: z.string(),
  message: z.string(),
  restore: z.string(),
});

export function buildServer(deps: ServerDeps = {}): McpServer {
  const server = new McpServer({ name: 'caveman', title: 'Caveman', version: VERSION });
  defineTools(deps, (name, spec, fn) => registerTool(server, name, spec, fn));
  return server;
}

type Register = <I extends Shape, O extends Shape>(name: string, spec: ToolSpec<I, O>, fn: (args: z.infer<z.ZodObject<I>>) => z.infer<z.ZodObject<O>>) => void;

/** The tools' functions by name, for the pattern worker (mcp-worker.ts): the same functions the server registers, patterns allowed. */
export function toolFunctions(deps: ServerDeps = {}): Map<string, (args: never) => unknown> {
  const out = new Map<string, (args: never) => unknown>();
  defineTools({ ...deps, allowPatterns: true }, (name, _spec, fn) => void out.set(name, fn as (args: never) => unknown));
  return out;
}

function defineTools(deps: ServerDeps & { allowPatterns?: boolean }, register: Register): void {
  // its own caches: a server's sessions neither evict nor clear another caller's in this process
  const { compressVerified, check, expand, repair } = createCompressor();
  const counter = deps.counter ?? nodeCounter;
  const profileOf = (args: { profile?: string; rules?: Record<string, unknown> }) => profileFor(args, !!deps.allowPatterns);

  register(
    'compress',
    {
      title: 'Compress an artifact',
      description:
        'Compress an agent-to-agent artifact (markdown or plain text) at lite, full or ultra, or let the budget and the loop state pick ("auto"). Protected spans (code, paths, URLs, numbers, quotes…) stay byte-exact; hedges, negations and actors never go; the output passes the core\'s own check.',
      input: {
        text: text('the text'),
        intensity: z.enum(['lite', 'full', 'ultra', 'auto']).optional().describe('Default full; auto selects from the budget and the loop state.'),
        ...selectionArgs,
        ...profileArgs,
        encoding: encodingArg,
        envelope: z.boolean().optional().describe('Mark the output with the envelope line (default: the profile decides).'),
      },
      output: {
        output: z.string(),
        intensity: z.string().describe('lite, full or ultra; off or verbose where the selection kept the text as it is.'),
        reason: z.array(z.string()),
        profile: z.string(),
        tokens: z.object({ encoding: z.string(), before: z.number().int(), after: z.number().int() }),
        savings: z.record(z.string(), z.number()).describe('Tokens each rule group saved.'),
        protected: z.number().int(),
        keptVerbose: z.number().int(),
        heldBack: z.number().int(),
        edits: z.number().int(),
      },
    },
    (args) => {
      const profile = profileOf(args);
      const encoding = args.encoding ?? 'o200k_base';
      const count = counter(encoding);
      let selection: SelectionResult | null = null;
      let intensity: Intensity | 'off' | 'verbose' = 'full';
      const { budget, note } = remainingOf(args);
      if (args.intensity === 'auto') {
        selection = selectIntensity(selectionInputOf({ ...args, budget }, args.text), profile);
        intensity = selection.intensity;
      } else if (args.intensity) intensity = args.intensity;
      const r = intensity === 'off' || intensity === 'verbose' ? null : compressVerified(args.text, { intensity, profile, countTokens: count, envelope: args.envelope });
      const output = r ? r.output : args.text;
      return {
        output,
        intensity,
        reason: [...note, ...(selection?.reason ?? [`intensity ${intensity} as asked`])],
        profile: profile.id,
        tokens: { encoding, before: count(args.text), after: count(output) },
        savings: (r?.savings ?? {}) as Record<string, number>,
        protected: r?.protected.length ?? 0,
        keptVerbose: r?.skipped.length ?? 0,
        heldBack: r?.held.length ?? 0,
        edits: r?.edits.length ?? 0,
      };
    },
  );

  register(
    'check',
    {
      title: 'Check a compression against its original',
      description:
        "Check a compressed text (the core's or a language model's) against its verbose original: each invariant (protected spans byte-exact, hedges, negations, actors, numbers, structure, tokens, idempotence, every difference licensed) pass or fail, with each offence at line:col in both texts; the ledger's findings (each change no rule makes: class, severity fail or review, both places with line and column, the words before and after, what restores it); and the token reduction against the target and the engine's own.",
      input: {
        verbose: text('the verbose text'),
        compressed: text('the compressed text'),
        intensity: z.enum(INTENSITIES).optional().describe('The intensity the compression claims (else read from its envelope line).'),
        ...profileArgs,
        encoding: encodingArg,
      },
      output: {
        pass: z.boolean(),
        findings: z.array(findingOut),
        invariants: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            pass: z.boolean(),
            skipped: z.boolean().optional(),
            note: z.string().optional(),
            offences: z.array(z.object({ message: z.string(), verbose: z.string().optional(), compressed: z.string().optional() })),
          }),
        ),
        tokens: z.record(z.string(), z.object({ verbose: z.number(), compressed: z.number(), saved: z.number(), percent: z.number() })),
        target: z.object({ intensity: z.string(), percent: z.number(), met: z.boolean().nullable(), encoding: z.string().nullable(), engine: z.number().optional() }),
      },
    },
    (args) => {
      const profile = profileOf(args);
      const encoding = args.encoding ?? 'o200k_base';
      const report = check(args.verbose, args.compressed, { profile, intensity: args.intensity, counters: { [encoding]: counter(encoding) } });
      const inV = new LineIndex(args.verbose);
      const inC = new LineIndex(args.compressed);
      const at = (index: LineIndex, r?: { start: number }) => {
        if (!r) return undefined;
        const p = index.at(r.start);
        return `${p.line}:${p.col}`;
      };
      const place = (index: LineIndex, r: { start: number; end: number }) => {
        const a = index.at(r.start);
        const b = index.at(r.end);
        return { start: r.start, end: r.end, line: a.line, col: a.col, endLine: b.line, endCol: b.col };
      };
      return {
        pass: report.pass,
        findings: report.findings.map((f) => ({
          class: f.class, severity: f.severity, verbose: place(inV, f.verbose), compressed: place(inC, f.compressed),
          before: f.before, after: f.after, message: f.message, restore: f.restore,
        })),
        invariants: report.invariants.map((x) => ({
          id: x.id,
          name: x.name,
          pass: x.pass,
          ...(x.skipped ? { skipped: true, note: x.note } : {}),
          offences: x.offences.map((o) => ({ message: o.message, verbose: at(inV, o.verbose), compressed: at(inC, o.compressed) })),
        })),
        tokens: report.tokens,
        target: report.target,
      };
    },
  );

  const sentenceOut = z.object({
    status: z.enum(['kept', 'replaced']),
    verbose: range,
    compressed: range,
    repaired: range,
    classes: z.array(z.string()),
    model: z.string(),
    text: z.string(),
    original: z.string(),
    tokens: z.object({ model: z.number().int(), repaired: z.number().int(), original: z.number().int() }).optional(),
  });
  register(
    'repair',
    {
      title: "Repair a model's compression",
      description:
        "Repair a compression written elsewhere (a language model's) sentence by sentence: each group of sentences with a finding of the checker (fail or review) is replaced by the core's own compression of the verbose sentences; every other sentence stays as written. Returns the repaired text (it passes check), the summary line `caveman repair` prints, each sentence kept or replaced with the classes that replaced it, its places and tokens, and the token totals of the verbose text, the model's compression, the repaired text and the core's own.",
      input: {
        verbose: text('the verbose text'),
        compressed: text('the compressed text to repair'),
        intensity: z.enum(INTENSITIES).optional().describe("The intensity a replaced sentence is compressed at (else the envelope line's, else full)."),
        ...profileArgs,
        encoding: encodingArg,
      },
      output: {
        output: z.string(),
        summary: z.string(),
        intensity: z.enum(INTENSITIES),
        pass: z.boolean(),
        encoding: z.string(),
        tokens: z.object({ verbose: z.number().int(), model: z.number().int(), repaired: z.number().int(), core: z.number().int() }).optional(),
        kept: z.number().int(),
        replaced: z.number().int(),
        sentences: z.array(sentenceOut),
      },
    },
    (args) => {
      const profile = profileOf(args);
      const encoding = args.encoding ?? 'o200k_base';
      const r = repair(args.verbose, args.compressed, { profile, intensity: args.intensity, countTokens: counter(encoding) });
      return {
        output: r.output,
        summary: repairSummary(r, encoding),
        intensity: r.intensity,
        pass: r.pass,
        encoding,
        tokens: r.tokens,
        kept: r.sentences.filter((s) => s.status === 'kept').length,
        replaced: r.sentences.filter((s) => s.status === 'replaced').length,
        sentences: r.sentences,
      };
    },
  );

  register(
    'select_intensity',
    {
      title: 'Select an intensity',
      description:
        "Pick the intensity for an artifact from the remaining budget and the loop's state (SPEC §2's precedence: mode, out-of-scope content, security, explicit intensity, depth, phase, fallbacks, then the thresholds), with the reason chain.",
      input: { ...selectionArgs, text: text('the text').optional().describe('The artifact, to detect out-of-scope or security-sensitive content.'), ...profileArgs },
      output: {
        intensity: z.string().describe('lite, full, ultra, or verbose / off where the text stays as it is.'),
        reason: z.array(z.string()),
        skipped: z.array(z.object({ step: z.string(), input: z.string(), profile: z.string() })),
        profile: z.string(),
      },
    },
    (args) => {
      const profile = profileOf(args);
      const { budget, note } = remainingOf(args);
      const s = selectIntensity(selectionInputOf({ ...args, budget }, args.text), profile);
      return { intensity: s.intensity, reason: [...note, ...s.reason], skipped: s.skipped, profile: profile.id };
    },
  );

  register(
    'expand',
    {
      title: 'Expand for a human reader',
      description:
        "Expand a compressed artifact for a human reader: what the profile abbreviated or symbolised comes back as words (DB -> database, '->' -> ', so' or 'leads to', '+' -> 'and', '~' -> 'about'); protected spans stay byte-exact and no article is invented.",
      input: { text: text('the text'), ...profileArgs },
      output: { output: z.string(), edits: z.number().int() },
    },
    (args) => {
      const r = expand(args.text, { profile: profileOf(args) });
      return { output: r.output, edits: r.edits.length };
    },
  );

  register(
    'count_tokens',
    {
      title: 'Count tokens',
      description: 'Count the tokens of a text in an encoding (o200k_base, cl100k_base), as tiktoken does.',
      input: { text: text('the text'), encoding: encodingArg },
      output: { encoding: z.string(), tokens: z.number().int() },
    },
    (args) => {
      const encoding = args.encoding ?? 'o200k_base';
      return { encoding, tokens: counter(encoding)(args.text) };
    },
  );
}

/** Calls whose texts are longer than this run in a worker, off the request loop. */
const OFF_LOOP_CHARS = 1024 * 1024;

/** The characters of a call's texts. */
function textChars(args: unknown): number {
  const a = args as { text?: unknown; verbose?: unknown; compressed?: unknown };
  return [a.text, a.verbose, a.compressed].reduce<number>((n, t) => n + (typeof t === 'string' ? t.length : 0), 0);
}

/** The patterns of a rules file share this deadline on one call's texts (as `caveman compress --rules`): CAVEMAN_PATTERN_TIMEOUT_MS overrides it. */
const PATTERN_MS = () => Number(process.env.CAVEMAN_PATTERN_TIMEOUT_MS) || 2_000;
/** A call's own deadline once its patterns passed: 120 s, and 20 s per MB of its texts. */
const CALL_MS = (chars: number) => 120_000 + 20_000 * Math.ceil(chars / (1024 * 1024));

/** The bundled pattern worker: beside dist/mcp.mjs; from the sources (vitest, tsx), the built one. */
function mcpWorkerURL(): URL {
  for (const rel of ['./mcp-worker.mjs', '../../dist/mcp-worker.mjs']) {
    const url = new URL(rel, import.meta.url);
    if (existsSync(url)) return url;
  }
  throw new Error('dist/mcp-worker.mjs is missing; run `npm run build:lib` first');
}

/**
 * A call whose rules bring patterns of their own, in a worker: the patterns are probed first under
 * their shared deadline, then the call under its own; past either the worker is ended and the call
 * gets one sentence naming the pattern that was running. The server goes on serving meanwhile.
 */
function inPatternWorker(name: string, args: unknown): Promise<unknown> {
  const a = args as { text?: string; verbose?: string; compressed?: string };
  const chars = (a.text?.length ?? 0) + (a.verbose?.length ?? 0) + (a.compressed?.length ?? 0);
  return new Promise((resolve, reject) => {
    const worker = new Worker(mcpWorkerURL(), { workerData: { name, args }, stdout: true, stderr: true });
    worker.stdout.resume();
    worker.stderr.resume();
    let pattern = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const finish = (f: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      f();
    };
    const arm = (ms: number, why: () => string) => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(() => reject(new BadCall(why()))), ms);
    };
    const patternMs = PATTERN_MS();
    // the clock of the patterns starts when the worker is up (loading it is no pattern's time)
    arm(30_000, () => 'the worker did not start within 30 s');
    worker.on('message', (m: { type: string; source?: string; value?: unknown; message?: string; bad?: boolean }) => {
      if (m.type === 'ready') arm(patternMs, () => `pattern /${pattern}/ of the rules takes over ${patternMs / 1000} s on this input (catastrophic backtracking?); fix or remove it`);
      else if (m.type === 'probe') pattern = m.source ?? '';
      else if (m.type === 'probes-done') arm(CALL_MS(chars), () => `the call took over ${CALL_MS(chars) / 1000} s`);
      else if (m.type === 'result') finish(() => resolve(m.value));
      else if (m.type === 'error') finish(() => reject(m.bad ? new BadCall(m.message ?? '') : new Error(m.message)));
    });
    worker.on('error', (err) => finish(() => reject(err)));
    worker.on('exit', (code) => finish(() => reject(new Error(`the pattern worker stopped (exit code ${code}) without a result`))));
  });
}

/** `caveman mcp`: serve over stdio until the client closes the stream. */
export async function serveStdio(): Promise<void> {
  const server = buildServer();
  // the SDK's stdio transport stops reading past 10 MiB and the server ends with it: a transport
  // that answers an oversized or malformed line with one JSON-RPC error and goes on
  await server.connect(new LineTransport());
}
