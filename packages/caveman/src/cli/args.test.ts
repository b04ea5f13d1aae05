import { describe, expect, it } from 'vitest';
import { parseArgs, parseBudget, UsageError } from './args';

function usageError(argv: string[]): string {
  try {
    parseArgs(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    const message = (err as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error(`expected a UsageError for ${JSON.stringify(argv)}`);
}

describe('parseArgs: help and version', () => {
  it('--help and -h anywhere print help, with the command as topic', () => {
    expect(parseArgs(['--help'])).toEqual({ command: 'help', topic: undefined });
    expect(parseArgs(['-h'])).toEqual({ command: 'help', topic: undefined });
    expect(parseArgs(['compress', '--help'])).toEqual({ command: 'help', topic: 'compress' });
    expect(parseArgs(['--help', 'check'])).toEqual({ command: 'help', topic: 'check' });
    // help wins over otherwise bad options
    expect(parseArgs(['tokens', '--bogus', '-h'])).toEqual({ command: 'help', topic: 'tokens' });
  });

  it('--version', () => {
    expect(parseArgs(['--version'])).toEqual({ command: 'version' });
  });

  it('a mistyped command or option: did you mean the nearest one', () => {
    expect(usageError(['compres', 'a.md'])).toBe("unknown command 'compres': did you mean 'compress'? (see caveman --help)");
    expect(usageError(['chekc', 'a', 'b'])).toMatch(/did you mean 'check'\?/);
    expect(usageError(['compress', '--intesity', 'full'])).toBe("unknown option '--intesity' for 'compress': did you mean '--intensity'? (see caveman compress --help)");
    expect(usageError(['check', 'a', 'b', '--stirct'])).toMatch(/did you mean '--strict'\?/);
    // nothing near: no guess
    expect(usageError(['compress', '--frobnicate'])).not.toMatch(/did you mean/);
    expect(usageError(['squash'])).not.toMatch(/did you mean/);
  });

  it("fallback takes --profile as every other command names the seed system, --log kept", () => {
    const base = ['fallback', '--state', 's.md', '--task', 'T1', '--reason', 'r'];
    expect(parseArgs([...base, '--profile', 'cavekit'])).toMatchObject({ log: 'cavekit' });
    expect(parseArgs([...base, '--log', 'cavekit'])).toMatchObject({ log: 'cavekit' });
    expect(parseArgs(base)).toMatchObject({ log: 'forge' });
    expect(usageError([...base, '--profile', 'terse'])).toMatch(/Forge's or Cavekit's line/);
    expect(usageError([...base, '--profile', 'forge', '--log', 'cavekit'])).toMatch(/disagree/);
  });

  it('missing or unknown command', () => {
    expect(usageError([])).toMatch(/missing command/);
    expect(usageError(['squash'])).toMatch(/unknown command 'squash'/);
  });
});

describe('parseArgs: compress', () => {
  it('defaults: stdin, full, no json, envelope from profile', () => {
    expect(parseArgs(['compress'])).toEqual({
      command: 'compress',
      input: '-',
      intensity: 'full',
      budget: undefined,
      budgetJson: undefined,
      mode: undefined,
      explicit: undefined,
      securitySensitive: undefined,
      fallbacks: undefined,
      wirePrefix: false,
      depth: undefined,
      phase: undefined,
      profile: undefined,
      rules: undefined,
      envelope: undefined,
      json: false,
      diff: false,
      stats: false,
      encoding: undefined,
      color: 'auto',
    });
  });

  it('takes a file, - and every option in both --opt v and --opt=v forms', () => {
    const a = parseArgs([
      'compress', 'notes.md', '--intensity=ultra', '--profile', 'cavekit', '--envelope', '--json', '--encoding', 'cl100k_base',
    ]);
    expect(a).toMatchObject({
      command: 'compress', input: 'notes.md', intensity: 'ultra', profile: 'cavekit', envelope: true, json: true, encoding: 'cl100k_base',
    });
    expect(parseArgs(['compress', '-', '--no-envelope'])).toMatchObject({ input: '-', envelope: false });
    expect(parseArgs(['compress', '--rules', 'p.json', 'x.md'])).toMatchObject({ input: 'x.md', rules: 'p.json' });
  });

  it('options may come before the command', () => {
    expect(parseArgs(['--json', 'compress', 'a.md'])).toMatchObject({ command: 'compress', input: 'a.md', json: true });
  });

  it('--budget / --depth / --phase switch the default intensity to auto', () => {
    expect(parseArgs(['compress', '--budget', '35'])).toMatchObject({ intensity: 'auto', budget: 35 });
    expect(parseArgs(['compress', '--depth', 'thorough'])).toMatchObject({ intensity: 'auto', depth: 'thorough' });
    expect(parseArgs(['compress', '--phase', 'inspecting'])).toMatchObject({ intensity: 'auto', phase: 'inspecting' });
    // an explicit intensity stays explicit
    expect(parseArgs(['compress', '--budget', '10', '--intensity', 'lite'])).toMatchObject({ intensity: 'lite', budget: 10 });
    expect(parseArgs(['compress', '--intensity', 'auto'])).toMatchObject({ intensity: 'auto', budget: undefined });
  });

  it('--diff, --stats; --diff and --json exclude each other', () => {
    expect(parseArgs(['compress', 'a.md', '--diff', '--stats'])).toMatchObject({ input: 'a.md', diff: true, stats: true, json: false });
    expect(parseArgs(['compress', '--stats', '--json'])).toMatchObject({ stats: true, json: true });
    expect(usageError(['compress', '--diff', '--json'])).toBe('--diff and --json cannot be combined (the JSON has the edits)');
    expect(usageError(['tokens', '--stats'])).toMatch(/unknown option '--stats' for 'tokens'/);
    expect(usageError(['check', 'a', 'b', '--diff'])).toMatch(/unknown option '--diff' for 'check'/);
  });

  it('--color: alone means always, =WHEN picks, and it never takes the next argument', () => {
    expect(parseArgs(['compress', 'a.md'])).toMatchObject({ color: 'auto' });
    expect(parseArgs(['compress', '--color', 'a.md'])).toMatchObject({ color: 'always', input: 'a.md' });
    expect(parseArgs(['compress', 'a.md', '--color'])).toMatchObject({ color: 'always', input: 'a.md' });
    for (const when of ['auto', 'always', 'never'] as const) {
      expect(parseArgs(['compress', `--color=${when}`, 'a.md'])).toMatchObject({ color: when, input: 'a.md' });
      expect(parseArgs(['check', 'v.md', 'c.md', `--color=${when}`])).toMatchObject({ color: when });
    }
    // the last one wins, as for every other flag
    expect(parseArgs(['compress', '--color=never', '--color'])).toMatchObject({ color: 'always' });
    expect(usageError(['compress', '--color=sometimes'])).toBe("invalid value 'sometimes' for --color (expected auto, always, never)");
    expect(usageError(['compress', '--color='])).toBe("invalid value '' for --color (expected auto, always, never)");
    expect(usageError(['tokens', '--color'])).toMatch(/unknown option '--color' for 'tokens'/);
  });

  it('-- ends options', () => {
    expect(parseArgs(['compress', '--', '--weird-name.md'])).toMatchObject({ input: '--weird-name.md' });
  });

  it('rejects bad usage with one-line messages', () => {
    expect(usageError(['compress', '--intensity', 'extreme'])).toMatch(/invalid value 'extreme' for --intensity/);
    expect(usageError(['compress', '--depth', 'deep'])).toMatch(/--depth/);
    expect(usageError(['compress', '--budget'])).toMatch(/--budget needs a value/);
    expect(usageError(['compress', '--budget', '--json'])).toMatch(/--budget needs a value/);
    expect(usageError(['compress', '--budget', 'lots'])).toMatch(/--budget must be a number/);
    expect(usageError(['compress', '--budget', '101'])).toMatch(/--budget must be a number/);
    expect(usageError(['compress', '--frobnicate'])).toMatch(/unknown option '--frobnicate' for 'compress'/);
    expect(usageError(['compress', '-x'])).toMatch(/unknown option '-x'/);
    expect(usageError(['compress', 'a.md', 'b.md'])).toMatch(/one input/);
    expect(usageError(['compress', '--json=yes'])).toMatch(/takes no value/);
    expect(usageError(['compress', '--profile', 'forge', '--rules', 'x.json'])).toMatch(/cannot be combined/);
    expect(usageError(['compress', '--envelope', '--no-envelope'])).toMatch(/cannot be combined/);
    expect(usageError(['compress', '--phase='])).toMatch(/--phase/);
  });
});

describe('parseArgs: check and tokens', () => {
  it('check takes exactly two inputs', () => {
    expect(parseArgs(['check', 'v.md', 'c.md', '--json', '--encoding', 'o200k_base'])).toEqual({
      command: 'check',
      verbose: 'v.md',
      compressed: 'c.md',
      json: true,
      strict: false,
      encoding: 'o200k_base',
      intensity: undefined,
      profile: undefined,
      rules: undefined,
      color: 'auto',
    });
    expect(parseArgs(['check', '-', 'c.md', '--intensity', 'full'])).toMatchObject({ verbose: '-', intensity: 'full' });
    expect(usageError(['check', 'v.md'])).toMatch(/two files/);
    expect(usageError(['check', 'a', 'b', 'c'])).toMatch(/two files/);
    expect(usageError(['check', '-', '-'])).toMatch(/only one/);
    expect(usageError(['check', 'a', 'b', '--intensity', 'auto'])).toMatch(/invalid value 'auto'/);
    expect(usageError(['check', 'a', 'b', '--budget', '3'])).toMatch(/unknown option '--budget' for 'check'/);
    expect(parseArgs(['check', 'a', 'b', '--strict'])).toMatchObject({ strict: true });
    expect(usageError(['check', 'a', 'b', '--strict=yes'])).toBe('option --strict takes no value');
    expect(usageError(['compress', '--strict'])).toMatch(/unknown option '--strict' for 'compress'/);
  });

  it('tokens reads a file or stdin', () => {
    expect(parseArgs(['tokens'])).toEqual({ command: 'tokens', input: '-', encoding: undefined, json: false });
    expect(parseArgs(['tokens', 'a.md', '--encoding=cl100k_base'])).toMatchObject({ input: 'a.md', encoding: 'cl100k_base' });
    expect(usageError(['tokens', '--envelope'])).toMatch(/unknown option '--envelope' for 'tokens'/);
  });
});

describe('parseBudget', () => {
  it('accepts 0-100, decimals and a percent sign', () => {
    expect(parseBudget('0')).toBe(0);
    expect(parseBudget('100')).toBe(100);
    expect(parseBudget('35.5')).toBe(35.5);
    expect(parseBudget('20%')).toBe(20);
  });
  it('rejects everything else', () => {
    for (const bad of ['', '-5', '100.1', 'NaN', 'Infinity', '1e2', '50 percent']) {
      expect(() => parseBudget(bad)).toThrow(UsageError);
    }
  });
});
