// Command-line parsing for `caveman` (bin/cli.ts). Pure: no I/O, no core imports, so it is
// unit-tested on its own (bin/args.test.ts). Every problem is a UsageError with a one-line message.

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export type CommandName = 'compress' | 'check' | 'tokens';
export const COMMANDS: readonly CommandName[] = ['compress', 'check', 'tokens'];

export type IntensityArg = 'lite' | 'full' | 'ultra';
export type Depth = 'quick' | 'standard' | 'thorough';
export const DEPTHS: readonly Depth[] = ['quick', 'standard', 'thorough'];

interface OptionSpec {
  type: 'string' | 'boolean';
  /** Allowed values of a string option (checked here, with a one-line message). */
  values?: readonly string[];
  /** Shown in the message of a missing value, e.g. "N". */
  meta?: string;
}

const INTENSITY_VALUES = ['lite', 'full', 'ultra'] as const;

const SPECS: Record<CommandName, Record<string, OptionSpec>> = {
  compress: {
    intensity: { type: 'string', values: [...INTENSITY_VALUES, 'auto'], meta: 'lite|full|ultra|auto' },
    budget: { type: 'string', meta: 'N' },
    depth: { type: 'string', values: DEPTHS, meta: 'quick|standard|thorough' },
    phase: { type: 'string', meta: 'P' },
    profile: { type: 'string', meta: 'ID' },
    rules: { type: 'string', meta: 'FILE' },
    envelope: { type: 'boolean' },
    'no-envelope': { type: 'boolean' },
    json: { type: 'boolean' },
    encoding: { type: 'string', meta: 'E' },
  },
  check: {
    json: { type: 'boolean' },
    encoding: { type: 'string', meta: 'E' },
    intensity: { type: 'string', values: INTENSITY_VALUES, meta: 'lite|full|ultra' },
    profile: { type: 'string', meta: 'ID' },
    rules: { type: 'string', meta: 'FILE' },
  },
  tokens: {
    encoding: { type: 'string', meta: 'E' },
    json: { type: 'boolean' },
  },
};

interface ProfileArgs {
  profile?: string;
  rules?: string;
}

export interface CompressArgs extends ProfileArgs {
  command: 'compress';
  input: string; // a path or '-' for stdin
  /** 'auto' = selectIntensity; set to 'auto' when --budget/--depth/--phase is given without --intensity. */
  intensity: IntensityArg | 'auto';
  budget?: number;
  depth?: Depth;
  phase?: string;
  /** true: --envelope, false: --no-envelope, undefined: the profile's default. */
  envelope?: boolean;
  json: boolean;
  encoding?: string;
}

export interface CheckArgs extends ProfileArgs {
  command: 'check';
  verbose: string;
  compressed: string;
  json: boolean;
  encoding?: string;
  intensity?: IntensityArg;
}

export interface TokensArgs {
  command: 'tokens';
  input: string;
  encoding?: string;
  json: boolean;
}

export type ParsedArgs =
  | { command: 'help'; topic?: CommandName }
  | { command: 'version' }
  | CompressArgs
  | CheckArgs
  | TokensArgs;

/** Parse a remaining-budget percentage: "35", "35.5", "35%"; 0-100. */
export function parseBudget(raw: string): number {
  const m = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*%?\s*$/.exec(raw);
  const n = m ? Number(m[1]) : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100) {
    throw new UsageError(`--budget must be a number from 0 to 100 (remaining budget in percent), got '${raw}'`);
  }
  return n;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  let command: CommandName | undefined;
  let help = false;
  let version = false;
  const positionals: string[] = [];
  const raw: Record<string, string | boolean> = {};
  const pendingOptions: Array<{ name: string; value?: string; token: string }> = [];

  // First pass: split tokens; options are validated once the command is known (they may come first).
  for (let i = 0; i < argv.length; i++) {
    const tok = argv[i];
    if (tok === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (tok === '-h' || tok === '--help') {
      help = true;
      continue;
    }
    if (tok === '--version' || tok === '-V') {
      version = true;
      continue;
    }
    if (tok.startsWith('--')) {
      const eq = tok.indexOf('=');
      const name = eq === -1 ? tok.slice(2) : tok.slice(2, eq);
      const value = eq === -1 ? undefined : tok.slice(eq + 1);
      pendingOptions.push({ name, value, token: tok });
      // A string option takes the next token as its value (unless that is another --option).
      if (value === undefined && takesValue(name) && i + 1 < argv.length && !argv[i + 1].startsWith('--')) {
        pendingOptions[pendingOptions.length - 1].value = argv[++i];
      }
      continue;
    }
    if (tok.startsWith('-') && tok !== '-') {
      throw new UsageError(`unknown option '${tok}' (see caveman --help)`);
    }
    if (command === undefined && positionals.length === 0 && !help) {
      if ((COMMANDS as readonly string[]).includes(tok)) {
        command = tok as CommandName;
        continue;
      }
      throw new UsageError(`unknown command '${tok}' (expected compress, check or tokens; see caveman --help)`);
    }
    if (command === undefined && help && (COMMANDS as readonly string[]).includes(tok)) {
      command = tok as CommandName;
      continue;
    }
    positionals.push(tok);
  }

  if (help) return { command: 'help', topic: command };
  if (version) return { command: 'version' };
  if (command === undefined) throw new UsageError('missing command: compress, check or tokens (see caveman --help)');

  const specs = SPECS[command];
  for (const { name, value, token } of pendingOptions) {
    const spec = specs[name];
    if (!spec) throw new UsageError(`unknown option '${token.split('=')[0]}' for '${command}' (see caveman ${command} --help)`);
    if (spec.type === 'boolean') {
      if (value !== undefined && token.includes('=')) {
        throw new UsageError(`option --${name} takes no value`);
      }
      raw[name] = true;
      continue;
    }
    if (value === undefined) throw new UsageError(`option --${name} needs a value (${spec.meta ?? 'VALUE'})`);
    if (spec.values && !spec.values.includes(value)) {
      throw new UsageError(`invalid value '${value}' for --${name} (expected ${spec.values.join(', ')})`);
    }
    raw[name] = value;
  }

  const str = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : undefined);
  const bool = (k: string) => raw[k] === true;

  if (str('profile') !== undefined && str('rules') !== undefined) {
    throw new UsageError('--profile and --rules cannot be combined (a rules file is a whole profile)');
  }

  switch (command) {
    case 'compress': {
      if (positionals.length > 1) throw new UsageError(`compress takes one input (FILE or -), got ${positionals.length}`);
      if (bool('envelope') && bool('no-envelope')) throw new UsageError('--envelope and --no-envelope cannot be combined');
      const budget = str('budget') !== undefined ? parseBudget(str('budget') as string) : undefined;
      const depth = str('depth') as Depth | undefined;
      const phase = str('phase');
      if (phase !== undefined && phase.trim() === '') throw new UsageError('--phase needs a non-empty value');
      const selecting = budget !== undefined || depth !== undefined || phase !== undefined;
      const intensity = (str('intensity') as IntensityArg | 'auto' | undefined) ?? (selecting ? 'auto' : 'full');
      return {
        command,
        input: positionals[0] ?? '-',
        intensity,
        budget,
        depth,
        phase,
        profile: str('profile'),
        rules: str('rules'),
        envelope: bool('envelope') ? true : bool('no-envelope') ? false : undefined,
        json: bool('json'),
        encoding: str('encoding'),
      };
    }
    case 'check': {
      if (positionals.length !== 2) {
        throw new UsageError(`check takes two files, VERBOSE and COMPRESSED, got ${positionals.length}`);
      }
      if (positionals[0] === '-' && positionals[1] === '-') throw new UsageError('only one of VERBOSE and COMPRESSED can be - (stdin)');
      return {
        command,
        verbose: positionals[0],
        compressed: positionals[1],
        json: bool('json'),
        encoding: str('encoding'),
        intensity: str('intensity') as IntensityArg | undefined,
        profile: str('profile'),
        rules: str('rules'),
      };
    }
    case 'tokens': {
      if (positionals.length > 1) throw new UsageError(`tokens takes one input (FILE or -), got ${positionals.length}`);
      return { command, input: positionals[0] ?? '-', encoding: str('encoding'), json: bool('json') };
    }
  }
}

/** Whether `--name` (of any command) is a string option, so `--name VALUE` consumes VALUE. */
function takesValue(name: string): boolean {
  return COMMANDS.some((c) => SPECS[c][name]?.type === 'string');
}

export const USAGE = `caveman — deterministic compression of agent-to-agent artifacts

Usage:
  caveman compress [FILE|-] [--intensity lite|full|ultra|auto] [--budget N]
                   [--depth D] [--phase P] [--profile ID] [--rules FILE]
                   [--envelope|--no-envelope] [--json] [--encoding E]
  caveman check VERBOSE COMPRESSED [--json] [--encoding E]
                   [--intensity lite|full|ultra] [--profile ID] [--rules FILE]
  caveman tokens [FILE|-] [--encoding E] [--json]
  caveman --help | --version

Input is FILE, or standard input when FILE is - or absent; inputs over 50 MB
are refused. The patterns of a rules file run under a deadline of 2 s each
(CAVEMAN_PATTERN_TIMEOUT_MS overrides it, in milliseconds).
Exit codes: 0 ok, 1 check found a broken invariant, 2 bad input or usage, 70 internal error.
Run 'caveman COMMAND --help' for the options of one command.
`;

export const COMMAND_HELP: Record<CommandName, string> = {
  compress: `Usage: caveman compress [FILE|-] [options]

Compress FILE (or standard input) and print the output.

  --intensity I     lite, full, ultra or auto (default: full; auto when
                    --budget, --depth or --phase is given)
  --budget N        remaining context budget in percent (0-100), for auto
  --depth D         quick, standard or thorough (thorough -> lite), for auto
  --phase P         workflow phase, e.g. inspecting (-> lite), for auto
  --profile ID      built-in profile: forge (default), cavekit, ai-dev-team,
                    terse, cavecrew
  --rules FILE      a profile JSON (as exported by the playground); its
                    protectedPatterns and lineAnchors run in a worker, each
                    under a 2 s deadline (CAVEMAN_PATTERN_TIMEOUT_MS)
  --envelope        prepend <!-- caveman: intensity=X version=1 -->
  --no-envelope     never prepend it (default: the profile's setting)
  --json            print the full result as JSON (output, intensity,
                    selection, edits, protected, skipped, savings, tokens)
  --encoding E      tokenizer for savings: o200k_base (default), cl100k_base

When auto selects 'off' or 'verbose', the input is printed unchanged.
`,
  check: `Usage: caveman check VERBOSE COMPRESSED [options]

Check a compressed text against its verbose original (the invariants of the
contract: protected spans, uncertainty, negation, numbers, structure, tokens,
idempotence) and report the token reduction against the profile's target.
Exits 1 when an invariant fails, 0 when all pass.

  --json            print the report as JSON
  --encoding E      count with one encoding only (o200k_base, cl100k_base)
  --intensity I     the intensity the text claims (lite, full, ultra)
  --profile ID      built-in profile (targets, anchors)
  --rules FILE      a profile JSON
`,
  tokens: `Usage: caveman tokens [FILE|-] [options]

Print the token count of FILE (or standard input).

  --encoding E      o200k_base (default) or cl100k_base
  --json            print {"<encoding>": count} for every encoding (or E)
`,
};
