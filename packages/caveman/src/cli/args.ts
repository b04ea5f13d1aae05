// Command-line parsing for `caveman` (packages/caveman/src/cli/cli.ts). Pure: no I/O (the option table reads only the
// core's name lists), so it is unit-tested on its own (bin/args.test.ts). Every problem is a
// UsageError with a one-line message.
//
// Node's util.parseArgs splits the arguments, configured from the options table (packages/caveman/src/cli/options.ts);
// the table then says which flags the command takes and which values they accept.
import { parseArgs as splitArgs, type ParseArgsConfig } from 'node:util';
import type { ColorMode } from './color';
import { COMMANDS, DEFAULT_INTENSITY, OPTIONS, rowsFor, type CommandName, type Depth, type IntensityArg, type OptionRow } from './options';
import type { TerseState } from 'caveman-compress/internals';
import { nearest } from './nearest';

/** "compress, check, tokens or report" */
const COMMAND_LIST = `${COMMANDS.slice(0, -1).join(', ')} or ${COMMANDS[COMMANDS.length - 1]}`;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

interface ProfileArgs {
  profile?: string;
  rules?: string;
}

interface ColorArgs {
  /** --color / --color=WHEN; 'auto' without the flag. */
  color: ColorMode;
}

export interface CompressArgs extends ProfileArgs, ColorArgs {
  command: 'compress';
  input: string; // a path or '-' for stdin
  /** 'auto' = selectIntensity; set to 'auto' when --budget/--depth/--phase is given without --intensity. */
  intensity: IntensityArg | 'auto';
  budget?: number;
  /** --budget-json: Forge's budget object (a path or '-'); read by the command, not the parser. */
  budgetJson?: string;
  /** What the command read of --budget-json, first in the reason chain (set by the command). */
  budgetNote?: string;
  mode?: 'on' | 'off';
  explicit?: IntensityArg;
  securitySensitive?: boolean;
  fallbacks?: number;
  /** Cavekit's state.md and the category whose fallback lines it counts (read by the command). */
  state?: string;
  category?: string;
  /** godmode's .godmode/session-state.json, for the terse switch (read by the command). */
  sessionState?: string;
  /** What the command read of --session-state and $GODMODE_TERSE (set by the command). */
  terse?: TerseState;
  /** Put ai-dev-team's wire prefix before the output. */
  wirePrefix: boolean;
  depth?: Depth;
  phase?: string;
  /** true: --envelope, false: --no-envelope, undefined: the profile's default. */
  envelope?: boolean;
  json: boolean;
  /** Print the input with the changes marked instead of the output. */
  diff: boolean;
  /** A one-line summary on stderr. */
  stats: boolean;
  encoding?: string;
}

export interface FallbackArgs {
  command: 'fallback';
  state: string;
  task: string;
  reason: string;
  log: 'forge' | 'cavekit';
  /** Forge's {mode}: the intensity the artifact had. */
  mode?: IntensityArg;
  category?: string;
}

export interface CheckArgs extends ProfileArgs, ColorArgs {
  command: 'check';
  verbose: string;
  compressed: string;
  json: boolean;
  /** Missing the profile's token-reduction target fails the check too. */
  strict: boolean;
  encoding?: string;
  intensity?: IntensityArg;
}

export interface RepairArgs extends ProfileArgs {
  command: 'repair';
  verbose: string;
  compressed: string;
  json: boolean;
  encoding?: string;
  intensity?: IntensityArg;
  /** The loop's state.md: a fallback line is appended when a sentence was replaced. */
  state?: string;
  task?: string;
  log: 'forge' | 'cavekit';
  category?: string;
}

export interface TokensArgs {
  command: 'tokens';
  input: string;
  encoding?: string;
  json: boolean;
}

export interface ReportArgs extends ProfileArgs, ColorArgs {
  command: 'report';
  /** Directories (walked for .md and .txt files) and files, as given. */
  inputs: string[];
  encoding?: string;
  json: boolean;
}

/** What check and repair share: VERBOSE and COMPRESSED (at most one of them standard input), and their options. */
function pairArgs(command: string, operands: readonly string[], str: (k: string) => string | undefined, bool: (k: string) => boolean) {
  if (operands.length !== 2) throw new UsageError(`${command} takes two files, VERBOSE and COMPRESSED, got ${operands.length}`);
  if (operands[0] === '-' && operands[1] === '-') throw new UsageError('only one of VERBOSE and COMPRESSED can be - (stdin)');
  return {
    verbose: operands[0],
    compressed: operands[1],
    json: bool('json'),
    encoding: str('encoding'),
    intensity: str('intensity') as IntensityArg | undefined,
    profile: str('profile'),
    rules: str('rules'),
  };
}

/** repair's fallback line: --state needs --task, and both are one word or line. */
function repairState(str: (k: string) => string | undefined): Pick<RepairArgs, 'state' | 'task' | 'log' | 'category'> {
  const state = str('state');
  const task = str('task');
  if (state !== undefined && !task?.trim()) throw new UsageError('repair --state needs --task (the task id of the fallback line)');
  if (task !== undefined && state === undefined) throw new UsageError('repair --task needs --state (the state.md to log the fallback in)');
  if (task !== undefined && /\s/.test(task)) throw new UsageError('--task is one word (the task id)');
  const category = str('category');
  if (category !== undefined && /\s/.test(category)) throw new UsageError('--category is one word');
  return { state, task, log: (str('log') as 'forge' | 'cavekit' | undefined) ?? 'forge', category };
}

export type ParsedArgs =
  | { command: 'help'; topic?: CommandName }
  | { command: 'version' }
  | { command: 'mcp' }
  | { command: 'expand'; input: string; profile?: string }
  | FallbackArgs
  | CompressArgs
  | CheckArgs
  | RepairArgs
  | TokensArgs
  | ReportArgs;

/** A command line checked against an options table: each given flag's value by name, untyped. */
export type CommandLine =
  | { command: 'help'; topic?: CommandName }
  | { command: 'version' }
  | { command: CommandName; values: Record<string, string | true>; operands: string[] };

type NodeOptions = NonNullable<ParseArgsConfig['options']>;
type Token = NonNullable<ReturnType<typeof splitArgs>['tokens']>[number];

/**
 * util.parseArgs's options: each flag of the table once, so its rows must agree on type and alias.
 * A string option with a `bare` value is a boolean to util.parseArgs, so that `--color file.md`
 * never takes the file as its value; its value can only come inline (`--color=never`).
 */
export function nodeOptions(table: readonly OptionRow[]): NodeOptions {
  const options: NodeOptions = {};
  for (const row of table) {
    const { name, short } = row;
    const type = row.bare !== undefined ? 'boolean' : row.type;
    const seen = Object.hasOwn(options, name) ? options[name] : undefined;
    if (seen && (seen.type !== type || seen.short !== short)) throw new Error(`the rows of --${name} disagree on its type or alias`);
    options[name] = short ? { type, short } : { type };
  }
  return options;
}

/**
 * util.parseArgs's tokens, but a string option never takes a following `--...` argument as its
 * value: `--budget --json` is a missing value and --json (Node alone would read budget='--json').
 */
function tokenize(argv: readonly string[], options: NodeOptions, from = 0): Token[] {
  const parsed = splitArgs({ args: argv.slice(from), options, strict: false, allowPositionals: true, tokens: true });
  const tokens = (parsed.tokens ?? []).map((t) => ({ ...t, index: t.index + from }));
  const cut = tokens.findIndex((t) => t.kind === 'option' && t.inlineValue === false && t.value.startsWith('--'));
  if (cut === -1) return tokens;
  const { name, rawName, index } = tokens[cut] as Extract<Token, { kind: 'option' }>;
  const bare: Token = { kind: 'option', name, rawName, index, value: undefined, inlineValue: undefined };
  return [...tokens.slice(0, cut), bare, ...tokenize(argv, options, index + 1)];
}

/** Whose fallback line: --log, or --profile as every other command names the seed system (the two must agree). */
function fallbackLog(log: string | undefined, profile: string | undefined): 'forge' | 'cavekit' {
  if (profile !== undefined && profile !== 'forge' && profile !== 'cavekit') throw new UsageError(`fallback writes Forge's or Cavekit's line: --profile forge or cavekit, not '${profile}'`);
  if (log !== undefined && profile !== undefined && log !== profile) throw new UsageError(`--log ${log} and --profile ${profile} name whose line it is and disagree: give one`);
  return (log ?? profile ?? 'forge') as 'forge' | 'cavekit';
}

const isCommand = (word: string): word is CommandName => (COMMANDS as readonly string[]).includes(word);

/**
 * Split and check `argv` against `table`. The command's flags are checked once the command is
 * known (flags may come before it), so --help wins over a mistake in them: `caveman compress
 * --bogus -h` still helps. An unknown short flag (all short flags are global) and an unknown
 * command word are errors even with --help, unless --help came before that word.
 */
export function parseCommandLine(argv: readonly string[], table: readonly OptionRow[] = OPTIONS): CommandLine {
  const options = nodeOptions(table);
  const tokens = tokenize(argv, options);
  let command: CommandName | undefined;
  let help = false;
  let version = false;
  let ended = false; // past `--`
  const operands: string[] = [];

  for (const t of tokens) {
    if (t.kind === 'option-terminator') {
      ended = true;
    } else if (t.kind === 'option') {
      if (t.value === undefined && t.name === 'help') help = true;
      else if (t.value === undefined && t.name === 'version') version = true;
      else if (!t.rawName.startsWith('--') && options[t.name]?.short !== t.rawName.slice(1)) {
        throw new UsageError(`unknown option '${argv[t.index]}' (see caveman --help)`);
      }
    } else if (ended || command !== undefined) {
      operands.push(t.value);
    } else if (isCommand(t.value)) {
      command = t.value;
    } else if (help) {
      operands.push(t.value);
    } else {
      const near = nearest(t.value, COMMANDS);
      throw new UsageError(near ? `unknown command '${t.value}': did you mean '${near}'? (see caveman --help)` : `unknown command '${t.value}' (expected ${COMMAND_LIST}; see caveman --help)`);
    }
  }

  if (help) return { command: 'help', topic: command };
  if (version) return { command: 'version' };
  if (command === undefined) throw new UsageError(`missing command: ${COMMAND_LIST} (see caveman --help)`);

  const rows = new Map(rowsFor(command, table).map((row) => [row.name, row]));
  const values: Record<string, string | true> = {};
  for (const t of tokens) {
    if (t.kind !== 'option') continue;
    const row = rows.get(t.name);
    if (!row) {
      const flag = argv[t.index].split('=')[0];
      const near = flag.startsWith('--') ? nearest(flag.slice(2), [...rows.keys()]) : undefined;
      throw new UsageError(`unknown option '${flag}' for '${command}'${near ? `: did you mean '--${near}'?` : ''} (see caveman ${command} --help)`);
    }
    if (row.type === 'boolean') {
      if (t.value !== undefined) throw new UsageError(`option --${row.name} takes no value`);
      values[row.name] = true;
      continue;
    }
    if (t.value === undefined && row.bare !== undefined) {
      values[row.name] = row.bare;
      continue;
    }
    if (t.value === undefined) throw new UsageError(`option --${row.name} needs a value (${row.choices?.join('|') ?? row.value ?? 'VALUE'})`);
    if (row.choices && !row.choices.includes(t.value)) {
      throw new UsageError(`invalid value '${t.value}' for --${row.name} (expected ${row.choices.join(', ')})`);
    }
    values[row.name] = t.value;
  }
  return { command, values, operands };
}

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
  const line = parseCommandLine(argv);
  if (line.command === 'help' || line.command === 'version') return line;
  const { command, values, operands } = line;
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  const bool = (k: string) => values[k] === true;
  const color = (str('color') as ColorMode | undefined) ?? 'auto';

  if (str('profile') !== undefined && str('rules') !== undefined) {
    throw new UsageError('--profile and --rules cannot be combined (a rules file is a whole profile)');
  }

  switch (command) {
    case 'compress': {
      if (operands.length > 1) throw new UsageError(`compress takes one input (FILE or -), got ${operands.length}`);
      if (bool('envelope') && bool('no-envelope')) throw new UsageError('--envelope and --no-envelope cannot be combined');
      if (bool('diff') && bool('json')) throw new UsageError('--diff and --json cannot be combined (the JSON has the edits)');
      const budget = str('budget') !== undefined ? parseBudget(str('budget') as string) : undefined;
      const depth = str('depth') as Depth | undefined;
      const phase = str('phase');
      if (phase !== undefined && phase.trim() === '') throw new UsageError('--phase needs a non-empty value');
      if (budget !== undefined && str('budget-json') !== undefined) throw new UsageError('--budget and --budget-json cannot be combined');
      let fallbacks: number | undefined;
      if (str('fallbacks') !== undefined) {
        fallbacks = Number(str('fallbacks'));
        if (!/^\d{1,2}$/.test(str('fallbacks') as string)) throw new UsageError(`--fallbacks must be a whole number from 0 to 99, got '${str('fallbacks')}'`);
      }
      if ((str('state') === undefined) !== (str('category') === undefined)) throw new UsageError('--state and --category go together (the fallback lines of that category in the state file)');
      const mode = str('mode') as 'on' | 'off' | undefined;
      const explicit = str('explicit') as IntensityArg | undefined;
      const selecting =
        budget !== undefined || depth !== undefined || phase !== undefined || str('budget-json') !== undefined || mode !== undefined || explicit !== undefined || bool('security-sensitive') || fallbacks !== undefined || str('state') !== undefined || str('session-state') !== undefined;
      const intensity = (str('intensity') as IntensityArg | 'auto' | undefined) ?? (selecting ? 'auto' : DEFAULT_INTENSITY);
      if (str('budget-json') === '-' && (operands[0] ?? '-') === '-') throw new UsageError('only one of the input and --budget-json can be - (stdin)');
      return {
        command,
        input: operands[0] ?? '-',
        intensity,
        budget,
        budgetJson: str('budget-json'),
        mode,
        explicit,
        securitySensitive: bool('security-sensitive') || undefined,
        fallbacks,
        state: str('state'),
        category: str('category'),
        sessionState: str('session-state'),
        wirePrefix: bool('wire-prefix'),
        depth,
        phase,
        profile: str('profile'),
        rules: str('rules'),
        envelope: bool('envelope') ? true : bool('no-envelope') ? false : undefined,
        json: bool('json'),
        diff: bool('diff'),
        stats: bool('stats'),
        encoding: str('encoding'),
        color,
      };
    }
    case 'check':
      return { command, ...pairArgs(command, operands, str, bool), strict: bool('strict'), color };
    case 'repair':
      return { command, ...pairArgs(command, operands, str, bool), ...repairState(str) };
    case 'tokens': {
      if (operands.length > 1) throw new UsageError(`tokens takes one input (FILE or -), got ${operands.length}`);
      return { command, input: operands[0] ?? '-', encoding: str('encoding'), json: bool('json') };
    }
    case 'expand': {
      if (operands.length > 1) throw new UsageError(`expand takes one input (FILE or -), got ${operands.length}`);
      return { command, input: operands[0] ?? '-', profile: str('profile') };
    }
    case 'fallback': {
      if (operands.length > 0) throw new UsageError(`fallback takes no operands (--state FILE --task ID --reason TEXT), got ${operands.length}`);
      for (const k of ['state', 'task', 'reason']) if (!str(k)?.trim()) throw new UsageError(`fallback needs --${k}`);
      for (const k of ['task', 'reason', 'category']) if (/[\r\n]/.test(str(k) ?? '')) throw new UsageError(`--${k} must be one line`);
      if (/\s/.test(str('task') as string)) throw new UsageError('--task is one word (the task id)');
      if (str('category') !== undefined && /\s/.test(str('category') as string)) throw new UsageError('--category is one word');
      return {
        command,
        state: str('state') as string,
        task: str('task') as string,
        reason: (str('reason') as string).trim(),
        log: fallbackLog(str('log'), str('profile')),
        mode: str('mode') as IntensityArg | undefined,
        category: str('category'),
      };
    }
    case 'mcp': {
      if (operands.length > 0) throw new UsageError(`mcp takes no operands, got ${operands.length}`);
      return { command };
    }
    case 'report': {
      if (operands.length === 0) throw new UsageError('report needs a directory or files (DIR|FILE...)');
      if (operands.includes('-')) throw new UsageError('report reads directories and files, not standard input (-)');
      return { command, inputs: operands, encoding: str('encoding'), json: bool('json'), profile: str('profile'), rules: str('rules'), color };
    }
  }
}
