// `caveman mcp`: the core's tools over the Model Context Protocol (stdio), for agents that reach
// tools through MCP. buildServer() makes the server (tests connect the SDK's own client to it in
// memory); serveStdio() connects it to standard input and output. One process serves many calls,
// so each encoding's tokenizer loads once, on the first call that counts with it.
//
// Every tool answers JSON as text. A bad call (an unknown profile, invalid rules, a text over the
// limit) is a tool error with one sentence, never a crash of the server.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { createCompressor, findProfile, INTENSITIES, PROFILE_IDS, repairSummary, selectIntensity, validateProfile } from 'caveman-compress';
import { DEPTHS, MODES, PHASES, type Intensity, type Profile, type SelectionResult, type TokenCounter } from 'caveman-compress/internals';
import { ENCODINGS, nodeCounter, type EncodingName } from 'caveman-compress/node';
import { LineIndex } from './positions';
import { selectionInputOf } from './selection';
import { version as VERSION } from '../../package.json';

/** The longest text a call takes, as the CLI's 50 MB input limit (in UTF-16 units). */
export const MAX_TEXT_CHARS = 50 * 1024 * 1024;

/** A call the server refuses: its message is the tool error's one sentence. */
class BadCall extends Error {}

const text = (what: string) => z.string().max(MAX_TEXT_CHARS, `${what} is longer than the 50 MB limit`);
const profileArgs = {
  profile: z.enum(PROFILE_IDS as [string, ...string[]]).optional().describe('A built-in profile (default forge).'),
  rules: z.record(z.string(), z.unknown()).optional().describe('A profile JSON as the rule editor exports it (partial: missing fields come from "base"). Regular expressions are not taken over MCP.'),
};
const encodingArg = z.enum(ENCODINGS as unknown as [EncodingName, ...EncodingName[]]).optional().describe('Token encoding (default o200k_base).');
const selectionArgs = {
  budget: z.number().min(0).max(100).optional().describe('Remaining context budget in percent (100 − percent used).'),
  depth: z.enum(DEPTHS).optional(),
  phase: z.enum(PHASES).optional(),
  mode: z.enum(MODES).optional(),
  explicit: z.enum(INTENSITIES).optional().describe("Cavekit's caveman_intensity: wins over the budget."),
  securitySensitive: z.boolean().optional(),
  fallbacks: z.number().int().min(0).max(99).optional().describe('Fallbacks to verbose this session in this category.'),
};

function profileOf(args: { profile?: string; rules?: Record<string, unknown> }): Profile {
  if (args.rules) {
    if (args.profile && !('base' in args.rules)) args = { rules: { ...args.rules, base: args.profile } };
    const r = validateProfile(args.rules);
    if (!r.ok) throw new BadCall(`invalid rules: ${r.error}`);
    if (r.profile.protectedPatterns.length || r.profile.lineAnchors.length) {
      throw new BadCall('rules with protectedPatterns or lineAnchors are not taken over MCP (a pattern could run for hours); use `caveman compress --rules`, which runs them under a deadline');
    }
    return r.profile;
  }
  const p = findProfile(args.profile ?? 'forge');
  if (!p) throw new BadCall(`unknown profile '${args.profile}'`);
  return p;
}

const json = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] });

/** A tool's handler, its failures as tool errors (one sentence) rather than protocol errors. */
function guarded<A>(fn: (args: A) => unknown) {
  return async (args: A) => {
    try {
      return json(await fn(args));
    } catch (err) {
      const message = err instanceof BadCall ? err.message : `internal error: ${err instanceof Error ? err.message : String(err)}`;
      return { isError: true, content: [{ type: 'text' as const, text: message }] };
    }
  };
}

export interface ServerDeps {
  /** The token counter of an encoding (default: tiktoken in Node, memoized per pre-token). */
  counter?: (encoding: EncodingName) => TokenCounter;
}

export function buildServer(deps: ServerDeps = {}): McpServer {
  // its own caches: a server's sessions neither evict nor clear another caller's in this process
  const { compressVerified, check, expand, repair } = createCompressor();
  const counter = deps.counter ?? nodeCounter;
  const server = new McpServer({ name: 'caveman', version: VERSION });

  server.registerTool(
    'compress',
    {
      description:
        'Compress an agent-to-agent artifact (markdown or plain text) at lite, full or ultra, or let the budget and the loop state pick ("auto"). Protected spans (code, paths, URLs, numbers, quotes…) stay byte-exact; hedges, negations and actors never go.',
      inputSchema: {
        text: text('the text'),
        intensity: z.enum(['lite', 'full', 'ultra', 'auto']).optional().describe('Default full; auto selects from the budget and the loop state.'),
        ...selectionArgs,
        ...profileArgs,
        encoding: encodingArg,
        envelope: z.boolean().optional().describe('Mark the output with the envelope line (default: the profile decides).'),
      },
    },
    guarded((args: {
      text: string;
      intensity?: Intensity | 'auto';
      budget?: number;
      depth?: (typeof DEPTHS)[number];
      phase?: (typeof PHASES)[number];
      mode?: (typeof MODES)[number];
      explicit?: Intensity;
      securitySensitive?: boolean;
      fallbacks?: number;
      profile?: string;
      rules?: Record<string, unknown>;
      encoding?: EncodingName;
      envelope?: boolean;
    }) => {
      const profile = profileOf(args);
      const encoding = args.encoding ?? 'o200k_base';
      const count = counter(encoding);
      let selection: SelectionResult | null = null;
      let intensity: Intensity | 'off' | 'verbose' = 'full';
      if (args.intensity === 'auto') {
        selection = selectIntensity(selectionInputOf(args, args.text), profile);
        intensity = selection.intensity;
      } else if (args.intensity) intensity = args.intensity;
      const r = intensity === 'off' || intensity === 'verbose' ? null : compressVerified(args.text, { intensity, profile, countTokens: count, envelope: args.envelope });
      const output = r ? r.output : args.text;
      return {
        output,
        intensity,
        reason: selection?.reason ?? [`intensity ${intensity} as asked`],
        profile: profile.id,
        tokens: { encoding, before: count(args.text), after: count(output) },
        savings: r?.savings ?? {},
        protected: r?.protected.length ?? 0,
        keptVerbose: r?.skipped.length ?? 0,
        heldBack: r?.held.length ?? 0,
        edits: r?.edits.length ?? 0,
      };
    }),
  );

  server.registerTool(
    'check',
    {
      description:
        "Check a compressed text (the core's or a language model's) against its verbose original: each invariant (protected spans byte-exact, hedges, negations, actors, numbers, structure, tokens, idempotence, every difference licensed) pass or fail, with each offence at line:col in both texts; the ledger's findings (each change no rule makes: class, severity fail or review, both places with line and column, the words before and after, what restores it); and the token reduction against the target and the engine's own.",
      inputSchema: {
        verbose: text('the verbose text'),
        compressed: text('the compressed text'),
        intensity: z.enum(INTENSITIES).optional().describe('The intensity the compression claims (else read from its envelope line).'),
        ...profileArgs,
        encoding: encodingArg,
      },
    },
    guarded((args: { verbose: string; compressed: string; intensity?: Intensity; profile?: string; rules?: Record<string, unknown>; encoding?: EncodingName }) => {
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
      const located = (index: LineIndex, r: { start: number; end: number }) => {
        const a = index.at(r.start);
        const b = index.at(r.end);
        return { start: r.start, end: r.end, line: a.line, col: a.col, endLine: b.line, endCol: b.col };
      };
      return {
        pass: report.pass,
        findings: report.findings.map((f) => ({
          class: f.class, severity: f.severity, verbose: located(inV, f.verbose), compressed: located(inC, f.compressed),
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
    }),
  );

  server.registerTool(
    'repair',
    {
      description:
        "Repair a compression written elsewhere (a language model's) sentence by sentence: each group of sentences with a finding of the checker (fail or review) is replaced by the core's own compression of the verbose sentences; every other sentence stays as written. Returns the repaired text (it passes check), each sentence kept or replaced with the classes that replaced it, its places and tokens, and the token totals of the verbose text, the model's compression, the repaired text and the core's own.",
      inputSchema: {
        verbose: text('the verbose text'),
        compressed: text('the compressed text to repair'),
        intensity: z.enum(INTENSITIES).optional().describe('The intensity a replaced sentence is compressed at (else the envelope line\'s, else full).'),
        ...profileArgs,
        encoding: encodingArg,
      },
    },
    guarded((args: { verbose: string; compressed: string; intensity?: Intensity; profile?: string; rules?: Record<string, unknown>; encoding?: EncodingName }) => {
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
    }),
  );

  server.registerTool(
    'select_intensity',
    {
      description:
        "Pick the intensity for an artifact from the remaining budget and the loop's state (SPEC §2's precedence: mode, out-of-scope content, security, explicit intensity, depth, phase, fallbacks, then the thresholds), with the reason chain.",
      inputSchema: { ...selectionArgs, text: text('the text').optional().describe('The artifact, to detect out-of-scope or security-sensitive content.'), ...profileArgs },
    },
    guarded((args: { budget?: number; depth?: (typeof DEPTHS)[number]; phase?: (typeof PHASES)[number]; mode?: (typeof MODES)[number]; explicit?: Intensity; securitySensitive?: boolean; fallbacks?: number; text?: string; profile?: string; rules?: Record<string, unknown> }) => {
      const profile = profileOf(args);
      const s = selectIntensity(selectionInputOf(args, args.text), profile);
      return { intensity: s.intensity, reason: s.reason, skipped: s.skipped, profile: profile.id };
    }),
  );

  server.registerTool(
    'expand',
    {
      description:
        "Expand a compressed artifact for a human reader: what the profile abbreviated or symbolised comes back as words (DB -> database, '->' -> ', so' or 'leads to', '+' -> 'and', '~' -> 'about'); protected spans stay byte-exact and no article is invented.",
      inputSchema: { text: text('the text'), ...profileArgs },
    },
    guarded((args: { text: string; profile?: string; rules?: Record<string, unknown> }) => {
      const r = expand(args.text, { profile: profileOf(args) });
      return { output: r.output, edits: r.edits.length };
    }),
  );

  server.registerTool(
    'count_tokens',
    {
      description: 'Count the tokens of a text in an encoding (o200k_base, cl100k_base), as tiktoken does.',
      inputSchema: { text: text('the text'), encoding: encodingArg },
    },
    guarded((args: { text: string; encoding?: EncodingName }) => {
      const encoding = args.encoding ?? 'o200k_base';
      return { encoding, tokens: counter(encoding)(args.text) };
    }),
  );

  return server;
}

/** `caveman mcp`: serve over stdio until the client closes the stream. */
export async function serveStdio(): Promise<void> {
  const server = buildServer();
  await server.connect(new StdioServerTransport());
}
