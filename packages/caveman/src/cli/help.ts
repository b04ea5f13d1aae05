// `caveman --help` and `caveman COMMAND --help`, written from the options table (packages/caveman/src/cli/options.ts),
// so the help lists exactly the flags the parser takes.
import { COMMAND_TEXT, COMMANDS, OPTIONS, rowsFor, type CommandName, type OptionRow } from './options';

const WIDTH = 80;
/** Where option descriptions start. */
const COLUMN = 20;

const GENERAL_NOTES = [
  'Input is FILE, or standard input when FILE is - or absent (report reads directories and files only); inputs over 50 MB are refused. The patterns of a rules file share a deadline of 2 s (CAVEMAN_PATTERN_TIMEOUT_MS overrides it, in milliseconds).',
  'Token counts read the encoding\'s ranks from a table kept in ~/.cache/caveman ($XDG_CACHE_HOME/caveman; CAVEMAN_CACHE_DIR names another folder, empty for none): the first run builds it.',
  'Exit codes: 0 ok, 1 check or report found a broken invariant (or, with --strict, a finding to review or a missed target), 2 bad input or usage, 70 internal error, 74 the output could not be written.',
  "Run 'caveman COMMAND --help' for the options of one command.",
];

export function helpText(topic?: CommandName, table: readonly OptionRow[] = OPTIONS): string {
  const lines = topic ? commandHelp(topic, table) : generalHelp(table);
  return lines.join('\n') + '\n';
}

function generalHelp(table: readonly OptionRow[]): string[] {
  const globals = table.filter((row) => row.commands === 'global');
  return [
    'caveman — deterministic compression of agent-to-agent artifacts',
    '',
    'Usage:',
    // the options a command's operands already name (fallback's --state FILE) are not listed again
    ...COMMANDS.map((c) => wrap(`  caveman ${c} `, [COMMAND_TEXT[c].operands, ...commandRows(c, table).filter((row) => !COMMAND_TEXT[c].operands.includes(`--${row.name} `)).map((row) => `[${flag(row)}]`)].filter(Boolean)).trimEnd()),
    `  caveman ${globals.map((row) => `--${row.name}`).join(' | ')}`,
    '',
    'Options:',
    ...globals.map(optionLine),
    '',
    ...GENERAL_NOTES.map(paragraph),
  ];
}

function commandHelp(command: CommandName, table: readonly OptionRow[]): string[] {
  const { operands, summary, notes } = COMMAND_TEXT[command];
  const rows = commandRows(command, table);
  return [
    `Usage: caveman ${[command, operands, rows.length ? '[options]' : ''].filter(Boolean).join(' ')}`,
    '',
    paragraph(summary),
    ...(rows.length ? ['', 'Options:', ...rows.map(optionLine)] : []),
    ...(notes ? ['', paragraph(notes)] : []),
  ];
}

/** The rows of one command without the global ones, which the general help lists. */
function commandRows(command: CommandName, table: readonly OptionRow[]): OptionRow[] {
  return rowsFor(command, table).filter((row) => row.commands !== 'global');
}

function flag(row: OptionRow): string {
  if (row.type === 'boolean') return `--${row.name}`;
  return row.bare !== undefined ? `--${row.name}[=${row.value ?? 'VALUE'}]` : `--${row.name} ${row.value ?? 'VALUE'}`;
}

/** `  -h, --help        description (choices; default: X)`, wrapped under the description. */
function optionLine(row: OptionRow): string {
  const flags = `  ${row.short ? `-${row.short}, ` : ''}${flag(row)}`;
  const notes = [row.choices?.join('|'), row.default !== undefined ? `default: ${row.default}` : undefined].filter(Boolean);
  const text = notes.length ? `${row.description} (${notes.join('; ')})` : row.description;
  return wrap(flags.padEnd(COLUMN - 1) + ' ', text.split(' '), COLUMN);
}

function paragraph(text: string): string {
  return wrap('', text.split(' '));
}

/** `atoms` after `lead`, space-separated, in lines of at most WIDTH columns indented by `indent`. */
function wrap(lead: string, atoms: readonly string[], indent = lead.length): string {
  const lines: string[] = [];
  let line = lead;
  let empty = true;
  for (const atom of atoms) {
    if (!empty && line.length + 1 + atom.length > WIDTH) {
      lines.push(line);
      line = ' '.repeat(indent) + atom;
    } else {
      line += (empty ? '' : ' ') + atom;
    }
    empty = false;
  }
  return [...lines, line].join('\n');
}
