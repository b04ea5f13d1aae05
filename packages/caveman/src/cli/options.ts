// The options of `caveman`, one row per flag: packages/caveman/src/cli/args.ts derives its parser from this table and
// packages/caveman/src/cli/help.ts the help, so adding a flag is adding a row (and reading it in args.ts).

import { DEPTHS, INTENSITIES, MODES, PROFILE_IDS, type Depth, type Intensity } from 'caveman-compress/internals';
import { DEFAULT_ENCODING, ENCODINGS } from 'caveman-compress/node';
import { COLOR_MODES } from './color';

/** "a, b or c" */
const either = (xs: readonly string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);
const ENCODING_NAMES = either(ENCODINGS);

export type CommandName = 'compress' | 'check' | 'repair' | 'tokens' | 'expand' | 'report' | 'fallback' | 'mcp';
export const COMMANDS: readonly CommandName[] = ['compress', 'check', 'repair', 'tokens', 'expand', 'report', 'fallback', 'mcp'];

export type IntensityArg = Intensity;
export type { Depth };
export const DEFAULT_INTENSITY: IntensityArg = 'full';

export interface OptionRow {
  /** The long flag, without its dashes. */
  name: string;
  /** A one-letter alias (-X). */
  short?: string;
  type: 'string' | 'boolean';
  /** The value's name in help, e.g. 'N' (string options). */
  value?: string;
  /** The only values a string option accepts. */
  choices?: readonly string[];
  /**
   * A string option that may also stand alone: the value it then means (`--color` = always). Its
   * value can only be given inline (`--color=never`), so it never takes the next argument.
   */
  bare?: string;
  /** What applies without the flag, as help says it (absent flags still parse as undefined). */
  default?: string;
  /** One line; help wraps it. */
  description: string;
  /** The commands that take it; 'global' flags are taken everywhere, even with no command. */
  commands: readonly CommandName[] | 'global';
}

// A flag whose meaning differs between commands has one row per meaning (same name and type).
export const OPTIONS: readonly OptionRow[] = [
  {
    name: 'intensity',
    type: 'string',
    value: 'I',
    choices: [...INTENSITIES, 'auto'],
    default: DEFAULT_INTENSITY,
    description: 'how hard to compress; auto, the default when a selection input (--budget, --budget-json, --depth, --phase, --mode, --explicit, --security-sensitive, --fallbacks, --state, --session-state) is given, picks one from them',
    commands: ['compress'],
  },
  {
    name: 'intensity',
    type: 'string',
    value: 'I',
    choices: INTENSITIES,
    description: 'the intensity the text claims, which sets the target (repair: the intensity the core compresses a replaced sentence at)',
    commands: ['check', 'repair'],
  },
  {
    name: 'budget',
    type: 'string',
    value: 'N',
    description: 'remaining context budget in percent (0-100), for auto',
    commands: ['compress'],
  },
  {
    name: 'budget-json',
    type: 'string',
    value: 'FILE',
    description:
      "the budget as Forge's checkTaskBudget returns it, {used, budget, remaining, percentage} with percentage = percent used (- for standard input); unreadable or missing: the profile's unknown-budget rule, and the reason says why",
    commands: ['compress'],
  },
  { name: 'depth', type: 'string', value: 'D', choices: DEPTHS, description: 'task depth, for auto; thorough -> lite', commands: ['compress'] },
  { name: 'phase', type: 'string', value: 'P', description: 'workflow phase, for auto, e.g. inspecting (-> lite)', commands: ['compress'] },
  { name: 'mode', type: 'string', value: 'M', choices: MODES, description: 'caveman mode, for auto; off -> no compression', commands: ['compress'] },
  { name: 'explicit', type: 'string', value: 'I', choices: INTENSITIES, description: "an intensity the caller asks for (Cavekit's caveman_intensity), for auto", commands: ['compress'] },
  { name: 'security-sensitive', type: 'boolean', description: 'security-sensitive work, for auto; -> lite (Cavekit)', commands: ['compress'] },
  { name: 'fallbacks', type: 'string', value: 'N', description: 'fallbacks to verbose this session in this category, for auto; 3 or more -> lite (Cavekit)', commands: ['compress'] },
  {
    name: 'state',
    type: 'string',
    value: 'FILE',
    description: "the loop's state.md: compress counts this --category's fallback lines in it (Cavekit's 3-fallback clamp); fallback appends its line to it, and so does repair when it replaced a sentence",
    commands: ['compress', 'fallback', 'repair'],
  },
  {
    name: 'session-state',
    type: 'string',
    value: 'FILE',
    description:
      "godmode's session-state.json, for the terse profile's switch: off until consecutive_rounds_without_human reaches 5, on regardless with GODMODE_TERSE set, off for the session once terse_user_opted_out; a missing file is a new session (0 rounds)",
    commands: ['compress'],
  },
  { name: 'category', type: 'string', value: 'C', description: 'the artifact category of the fallback lines (Cavekit: verifier, reviewer, summary …)', commands: ['compress', 'fallback', 'repair'] },
  { name: 'task', type: 'string', value: 'ID', description: 'the task id of the fallback line (T014, T-017)', commands: ['fallback', 'repair'] },
  { name: 'reason', type: 'string', value: 'TEXT', description: 'why the artifact went back to verbose, short', commands: ['fallback'] },
  { name: 'mode', type: 'string', value: 'I', choices: INTENSITIES, description: "the intensity the artifact had (Forge's line)", commands: ['fallback'] },
  { name: 'log', type: 'string', value: 'L', choices: ['forge', 'cavekit'], default: 'forge', description: "whose line: Forge's '- {task} {mode} -> verbose: {reason}' or Cavekit's '- {time} {task} {category} fallback: {reason}'", commands: ['fallback', 'repair'] },
  {
    name: 'wire-prefix',
    type: 'boolean',
    description: "put ai-dev-team's three-line [COMPRESSION:terse] prefix before the output (a sub-agent's task text)",
    commands: ['compress'],
  },
  {
    name: 'profile',
    type: 'string',
    value: 'ID',
    default: 'forge',
    description: `built-in profile: ${either(PROFILE_IDS)} (fallback: whose line, forge or cavekit, as --log)`,
    commands: ['compress', 'check', 'repair', 'report', 'expand', 'fallback'],
  },
  {
    name: 'rules',
    type: 'string',
    value: 'FILE',
    description:
      'a profile JSON, as exported by the playground, instead of --profile; its protectedPatterns and lineAnchors run in a worker, 2 s each at most (CAVEMAN_PATTERN_TIMEOUT_MS)',
    commands: ['compress', 'check', 'report'],
  },
  { name: 'envelope', type: 'boolean', description: 'prepend <!-- caveman: intensity=X version=1 --> unless the output would then cost more tokens than the input', commands: ['compress'] },
  { name: 'no-envelope', type: 'boolean', description: "never prepend it (without either flag, the profile's setting applies)", commands: ['compress'] },
  {
    name: 'json',
    type: 'boolean',
    description: 'print the full result as JSON (output, intensity, selection, edits, protected, skipped, savings, tokens)',
    commands: ['compress'],
  },
  {
    name: 'diff',
    type: 'boolean',
    description: 'print the input with each change marked, [-removed-]{+added+} (with colour: struck-through red, green), instead of the output',
    commands: ['compress'],
  },
  {
    name: 'stats',
    type: 'boolean',
    description: 'also print one line on stderr: intensity, profile, encoding, tokens in -> out, reduction, time',
    commands: ['compress'],
  },
  { name: 'json', type: 'boolean', description: 'print the report as JSON', commands: ['check'] },
  { name: 'json', type: 'boolean', description: 'print the result as JSON: output, sentences (kept or replaced, classes, places, tokens), tokens', commands: ['repair'] },
  { name: 'strict', type: 'boolean', description: "also exit 1 on a finding to review (a word no rule lists) or when the token reduction misses the profile's target", commands: ['check'] },
  { name: 'json', type: 'boolean', description: 'print {"<encoding>": count} for every encoding (or E)', commands: ['tokens'] },
  {
    name: 'json',
    type: 'boolean',
    description: "print the whole report as JSON (version 1; the playground's \"export report\" writes the same shape)",
    commands: ['report'],
  },
  {
    name: 'encoding',
    type: 'string',
    value: 'E',
    default: DEFAULT_ENCODING,
    description: `tokenizer for savings: ${ENCODING_NAMES}`,
    commands: ['compress'],
  },
  {
    name: 'encoding',
    type: 'string',
    value: 'E',
    default: 'both',
    description: `count with this encoding only: ${ENCODING_NAMES}`,
    commands: ['check'],
  },
  { name: 'encoding', type: 'string', value: 'E', default: DEFAULT_ENCODING, description: `count with ${ENCODING_NAMES}`, commands: ['tokens', 'report', 'repair'] },
  {
    name: 'color',
    type: 'string',
    value: 'WHEN',
    choices: COLOR_MODES,
    bare: 'always',
    default: 'auto',
    description:
      'colour the report or the diff; auto: when stdout is a terminal, unless NO_COLOR is set (FORCE_COLOR forces it); --color alone: always; never in JSON',
    commands: ['compress', 'check', 'report'],
  },
  { name: 'help', short: 'h', type: 'boolean', description: "print this help, or a command's (caveman COMMAND --help)", commands: 'global' },
  { name: 'version', short: 'V', type: 'boolean', description: 'print the version', commands: 'global' },
];

/** The text of each command's help around its options. */
export const COMMAND_TEXT: Record<CommandName, { operands: string; summary: string; notes?: string }> = {
  compress: {
    operands: '[FILE|-]',
    summary: 'Compress FILE (or standard input) and print the output.',
    notes: "When auto selects 'off' or 'verbose', the input is printed unchanged.",
  },
  check: {
    operands: 'VERBOSE COMPRESSED',
    summary:
      "Check a compressed text against its verbose original (the invariants of the contract: protected spans, uncertainty, negation, actors, numbers, structure, tokens, idempotence, and every difference licensed: the ledger reads both texts word by word and lists each change no rule makes as a finding with its class, both places and what restores it) and report the token reduction against the profile's target and the engine's own. Exits 1 when an invariant fails (or, with --strict, on a finding to review or a missed target), 0 otherwise. Problems are located as FILE:LINE:COL (1-based; columns count UTF-16 code units).",
  },
  repair: {
    operands: 'VERBOSE COMPRESSED',
    summary:
      "Repair a compression written elsewhere (a language model's) sentence by sentence: every group of sentences with a finding of the checker (fail or review) is replaced by the core's own compression of the verbose sentences it came from; every other sentence stays as written. Prints the repaired text, which passes the check, and one summary line on stderr (kept and replaced sentences, the classes, the savings of the model, the repaired text and the core). Exits 0 when it wrote a text.",
  },
  tokens: {
    operands: '[FILE|-]',
    summary: 'Print the token count of FILE (or standard input).',
  },
  expand: {
    operands: '[FILE|-]',
    summary:
      "Print FILE (or standard input) with what the profile abbreviated or symbolised back in words, for a human reader: abbreviations (DB -> database), an arrow (-> ', so' before a clause, 'leads to' before a noun phrase), '+' between words ('and'), '~' before a number ('about'). Protected spans stay byte-exact; no article is invented. An envelope line that says lite or full leaves the text as it is.",
  },
  report: {
    operands: 'DIR|FILE...',
    summary:
      'Compress every .md and .txt file of DIR (recursively, sorted, without node_modules and .git) and every FILE given at lite, full and ultra, check each output, and print one row per file: tokens, reduction per intensity, prose share, protected spans, kept-verbose regions and the checks; then the totals. Exits 1 when any check fails, 0 otherwise.',
    notes: 'A progress line is shown on stderr for more than 20 files when stderr is a terminal. A file that is not text gets an error in its row.',
  },
  fallback: {
    operands: '--state FILE --task ID --reason TEXT',
    summary:
      "Log a fallback to verbose in the loop's state.md: one line, Forge's or Cavekit's, appended to its section (made when missing); every other byte of the file stays, and the file is written whole or not at all (a temporary file, then a rename).",
  },
  mcp: {
    operands: '',
    summary:
      'Serve the core over the Model Context Protocol on standard input and output, for agents that reach tools through MCP: the tools compress, check, repair, select_intensity, expand and count_tokens, each answering JSON. One process serves many calls (each tokenizer loads once). A bad call is a tool error with one sentence, never a crash.',
    notes: 'An MCP client starts it with the command `caveman` and the argument `mcp` (see the README for a client configuration).',
  },
};

/** The rows `command` takes (its own and the global ones), in table order. */
export function rowsFor(command: CommandName, table: readonly OptionRow[] = OPTIONS): OptionRow[] {
  return table.filter((row) => row.commands === 'global' || row.commands.includes(command));
}
