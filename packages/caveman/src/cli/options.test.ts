// The options table drives both the parser (packages/caveman/src/cli/args.ts) and the help (packages/caveman/src/cli/help.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeOptions, parseArgs, parseCommandLine, UsageError } from './args';
import { run } from './cli';
import { helpText } from './help';
import { COMMAND_TEXT, COMMANDS, OPTIONS, rowsFor, type CommandName, type OptionRow } from './options';

/** The flags of the option lines of a help text ("  -h, --help  ..." -> "--help"). */
function listedFlags(help: string): string[] {
  return [...help.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map((m) => m[1]);
}

/** The line of the general help that starts `caveman COMMAND`, with its continuation lines. */
function usageOf(help: string, command: CommandName): string {
  const m = new RegExp(`^ {2}caveman ${command}(?: .*)?$(?:\\n {4,}\\S.*)*`, 'm').exec(help);
  if (!m) throw new Error(`no usage line for ${command}`);
  return m[0];
}

function usageError(argv: string[], table?: readonly OptionRow[]): string {
  try {
    parseCommandLine(argv, table);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error(`expected a UsageError for ${JSON.stringify(argv)}`);
}

describe('help is generated from the options table', () => {
  it('each command help lists exactly the rows of that command, in table order', () => {
    for (const command of COMMANDS) {
      const rows = rowsFor(command).filter((row) => row.commands !== 'global');
      expect(listedFlags(helpText(command))).toEqual(rows.map((row) => `--${row.name}`));
      for (const row of rows) expect(helpText(command)).toContain(row.description.split(' ').slice(0, 3).join(' '));
    }
  });

  it('the general help shows every command row in its usage line and lists the global rows', () => {
    const help = helpText();
    for (const command of COMMANDS) {
      const usage = usageOf(help, command);
      for (const row of rowsFor(command).filter((r) => r.commands !== 'global')) {
        const shown = row.type === 'boolean' ? `--${row.name}` : row.bare !== undefined ? `--${row.name}[=${row.value}]` : `--${row.name} ${row.value}`;
        // a required option is one of the command's operands (fallback's --state FILE), shown there once
        if (COMMAND_TEXT[command].operands.includes(`${shown} `) || COMMAND_TEXT[command].operands.endsWith(shown)) expect(usage.split(`--${row.name} `).length - 1).toBe(1);
        else expect(usage).toContain(`[${shown}]`);
      }
    }
    const globals = OPTIONS.filter((row) => row.commands === 'global');
    expect(listedFlags(help)).toEqual(globals.map((row) => `--${row.name}`));
    expect(help).toContain('-h, --help');
    expect(help).toContain('-V, --version');
  });

  it('shows choices and defaults', () => {
    expect(helpText('compress')).toMatch(/--intensity I {5}.*\n(?: {20}.*\n)*.*\(lite\|full\|ultra\|auto; default: full\)/);
    expect(helpText('check')).toMatch(/\(lite\|full\|ultra\)/);
    expect(helpText('tokens')).toContain('(default: o200k_base)');
  });

  it('shows a flag that may stand alone as --flag[=VALUE], with what it means alone', () => {
    for (const command of ['compress', 'check'] as const) {
      const block = /\n {2}--color\[=WHEN\] +(.*\n(?: {20}.*\n)*)/.exec(helpText(command))?.[1].replace(/\s+/g, ' ');
      expect(block).toMatch(/^colour .*--color alone: always.*\(auto\|always\|never; default: auto\) $/);
    }
    expect(helpText('tokens')).not.toContain('--color');
  });

  it('fits 80 columns', () => {
    for (const topic of [undefined, ...COMMANDS]) {
      for (const line of helpText(topic).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    }
  });

  it('is quoted by docs/cli.md, which the README links to', () => {
    const usage = /\nUsage:\n((?: {2}.*\n)+)/.exec(helpText())?.[1];
    expect(usage).toBeDefined();
    const cliDoc = readFileSync(new URL('../../../../docs/cli.md', import.meta.url), 'utf8');
    expect(cliDoc).toContain('```\n' + usage?.replace(/^ {2}/gm, '') + '```\n');
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toMatch(/\]\((?:\.\/)?docs\/cli\.md(?:#[\w-]*)?\)/);
  });

  it('is what caveman --help and caveman COMMAND --help print, with exit 0', async () => {
    expect(await run(['--help'])).toEqual({ code: 0, stdout: helpText(), stderr: '' });
    expect(await run(['-h'])).toEqual({ code: 0, stdout: helpText(), stderr: '' });
    for (const command of COMMANDS) {
      expect(await run([command, '--help'])).toEqual({ code: 0, stdout: helpText(command), stderr: '' });
    }
  });
});

describe('a row added to the table is parsed and shown without any other change', () => {
  const width: OptionRow = {
    name: 'width',
    short: 'w',
    type: 'string',
    value: 'N',
    choices: ['40', '80'],
    default: '80',
    description: 'wrap the output at N columns',
    commands: ['compress', 'tokens'],
  };
  const dryRun: OptionRow = { name: 'dry-run', type: 'boolean', description: 'print nothing', commands: ['check'] };
  const quiet: OptionRow = { name: 'quiet', short: 'q', type: 'boolean', description: 'say less', commands: 'global' };
  const table = [...OPTIONS, width, dryRun, quiet];

  it('parses the new flags for the commands that take them', () => {
    expect(parseCommandLine(['compress', 'a.md', '--width', '40', '--json'], table)).toEqual({
      command: 'compress',
      values: { width: '40', json: true },
      operands: ['a.md'],
    });
    expect(parseCommandLine(['tokens', '-w', '80'], table)).toMatchObject({ values: { width: '80' } });
    expect(parseCommandLine(['tokens', '--width=80'], table)).toMatchObject({ values: { width: '80' } });
    expect(parseCommandLine(['check', 'v.md', 'c.md', '--dry-run'], table)).toMatchObject({ values: { 'dry-run': true } });
    expect(parseCommandLine(['-q', 'check', 'v.md', 'c.md'], table)).toMatchObject({ values: { quiet: true } });
  });

  it('checks them like any other row', () => {
    expect(usageError(['compress', '--width', '99'], table)).toBe("invalid value '99' for --width (expected 40, 80)");
    expect(usageError(['compress', '--width'], table)).toBe('option --width needs a value (40|80)');
    expect(usageError(['check', 'v.md', 'c.md', '--width', '40'], table)).toMatch(/^unknown option '--width' for 'check'/);
    expect(usageError(['compress', '--dry-run=yes'], table)).toBe("unknown option '--dry-run' for 'compress' (see caveman compress --help)");
    expect(usageError(['check', 'v.md', 'c.md', '--dry-run=yes'], table)).toBe('option --dry-run takes no value');
    // without the rows, the same flags are unknown
    expect(usageError(['compress', '--width', '40'])).toMatch(/^unknown option '--width' for 'compress'/);
    expect(usageError(['-q', 'check', 'v.md', 'c.md'])).toBe("unknown option '-q' (see caveman --help)");
  });

  it('shows them in the help of the commands that take them, and only there', () => {
    for (const command of ['compress', 'tokens'] as const) {
      expect(helpText(command, table)).toContain('  -w, --width N     wrap the output at N columns (40|80; default: 80)\n');
      expect(usageOf(helpText(undefined, table), command)).toContain('[--width N]');
    }
    expect(helpText('check', table)).not.toContain('--width');
    expect(helpText('check', table)).toContain('  --dry-run         print nothing\n');
    expect(usageOf(helpText(undefined, table), 'check')).toContain('[--dry-run]');
    expect(helpText(undefined, table)).toContain('  -q, --quiet       say less\n');
    expect(helpText(undefined, table)).toContain('caveman --help | --version | --quiet');
    expect(helpText()).not.toContain('--width');
  });

  it('a string row with a bare value may stand alone, and takes a value only after =', () => {
    const wrap: OptionRow = { name: 'wrap', type: 'string', value: 'WHEN', choices: ['auto', 'always', 'never'], bare: 'always', default: 'auto', description: 'wrap lines', commands: ['tokens'] };
    const t = [...OPTIONS, wrap];
    expect(parseCommandLine(['tokens', '--wrap'], t)).toMatchObject({ values: { wrap: 'always' }, operands: [] });
    // the next word stays an operand
    expect(parseCommandLine(['tokens', '--wrap', 'a.md'], t)).toMatchObject({ values: { wrap: 'always' }, operands: ['a.md'] });
    expect(parseCommandLine(['tokens', '--wrap=never', 'a.md'], t)).toMatchObject({ values: { wrap: 'never' }, operands: ['a.md'] });
    expect(usageError(['tokens', '--wrap=sometimes'], t)).toBe("invalid value 'sometimes' for --wrap (expected auto, always, never)");
    expect(helpText('tokens', t)).toContain('  --wrap[=WHEN]     wrap lines (auto|always|never; default: auto)\n');
    expect(usageOf(helpText(undefined, t), 'tokens')).toContain('[--wrap[=WHEN]]');
  });

  it('rows of one flag must agree on its type and alias', () => {
    expect(() => nodeOptions(OPTIONS)).not.toThrow();
    expect(() => nodeOptions([...OPTIONS, { ...dryRun, name: 'json', type: 'string', commands: ['check'] }])).toThrow(/--json/);
    expect(() => nodeOptions([...OPTIONS, width, { ...width, commands: ['check'], short: undefined }])).toThrow(/--width/);
  });

  it('the shipped table has one row per flag and command', () => {
    for (const command of COMMANDS) {
      const names = rowsFor(command).map((row) => row.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('bad usage: one line on stderr, exit 2, nothing on stdout', () => {
  it.each([
    [['compress', '--frobnicate'], "unknown option '--frobnicate' for 'compress' (see caveman compress --help)"],
    [['tokens', '--budget', '3'], "unknown option '--budget' for 'tokens' (see caveman tokens --help)"],
    [['check', 'a', 'b', '--envelope=1'], "unknown option '--envelope' for 'check' (see caveman check --help)"],
    [['compress', '-x'], "unknown option '-x' (see caveman --help)"],
    [['-q', '--help'], "unknown option '-q' (see caveman --help)"],
    [['compress', '--intensity'], 'option --intensity needs a value (lite|full|ultra|auto)'],
    [['compress', '--budget', '--json'], 'option --budget needs a value (N)'],
    [['compress', '--depth=deep'], "invalid value 'deep' for --depth (expected quick, standard, thorough)"],
    [['tokens', '--json=yes'], 'option --json takes no value'],
    [['squash'], "unknown command 'squash' (expected compress, check, repair, tokens, expand, report, fallback or mcp; see caveman --help)"],
    [['squash', '--help'], "unknown command 'squash' (expected compress, check, repair, tokens, expand, report, fallback or mcp; see caveman --help)"],
    [[], 'missing command: compress, check, repair, tokens, expand, report, fallback or mcp (see caveman --help)'],
  ])('%j', async (argv, message) => {
    expect(await run(argv)).toEqual({ code: 2, stdout: '', stderr: `caveman: ${message}\n` });
  });
});

describe('argument splitting kept from the hand-written parser', () => {
  it('a string option does not take a following --flag as its value', () => {
    expect(parseArgs(['compress', '--budget', '--help'])).toEqual({ command: 'help', topic: 'compress' });
    expect(usageError(['compress', '--phase', '--', '-x.md'])).toBe('option --phase needs a value (P)');
    // other values may start with a dash
    expect(() => parseArgs(['compress', '--budget', '-5'])).toThrow(/--budget must be a number from 0 to 100/);
    expect(parseArgs(['compress', '--phase', '-'])).toMatchObject({ phase: '-', input: '-' });
  });

  it('--help before an unknown word still helps; the first command word is the topic', () => {
    expect(parseArgs(['--help', 'squash'])).toEqual({ command: 'help', topic: undefined });
    expect(parseArgs(['--help', 'squash', 'check'])).toEqual({ command: 'help', topic: 'check' });
    expect(parseArgs(['--version', 'tokens', '--bogus'])).toEqual({ command: 'version' });
    expect(parseArgs(['--help', '--version'])).toEqual({ command: 'help', topic: undefined });
  });

  it('after --, everything is an input, and a command after -- is not a command', () => {
    expect(parseArgs(['tokens', '--', '--help'])).toMatchObject({ command: 'tokens', input: '--help' });
    expect(usageError(['--', 'tokens'])).toMatch(/^missing command/);
  });
});
