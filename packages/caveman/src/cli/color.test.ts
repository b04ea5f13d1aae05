import { describe, expect, it } from 'vitest';
import { COLORED, PLAIN, stripAnsi, styleFor, wantsColor, type Style } from './color';

const tty = (env: Record<string, string> = {}) => ({ isTTY: true, env });
const pipe = (env: Record<string, string> = {}) => ({ isTTY: false, env });
const ESC = '\x1b[';

describe('wantsColor', () => {
  it('--color=always and --color=never win over the terminal and the environment', () => {
    expect(wantsColor('always', pipe())).toBe(true);
    expect(wantsColor('always', pipe({ NO_COLOR: '1' }))).toBe(true);
    expect(wantsColor('always', pipe({ FORCE_COLOR: '0', TERM: 'dumb' }))).toBe(true);
    expect(wantsColor('never', tty())).toBe(false);
    expect(wantsColor('never', tty({ FORCE_COLOR: '1' }))).toBe(false);
  });

  it('auto: on for a terminal, off for a pipe or a file', () => {
    expect(wantsColor('auto', tty())).toBe(true);
    expect(wantsColor('auto', pipe())).toBe(false);
  });

  it('auto: any non-empty NO_COLOR turns it off; an empty one does not count', () => {
    for (const value of ['1', '0', 'true', 'false', 'yes', ' ']) expect(wantsColor('auto', tty({ NO_COLOR: value }))).toBe(false);
    expect(wantsColor('auto', tty({ NO_COLOR: '' }))).toBe(true);
  });

  it('auto: FORCE_COLOR turns it on, even into a pipe and over NO_COLOR; 0 or false turn it off', () => {
    for (const value of ['1', '2', '3', 'true', '']) {
      expect(wantsColor('auto', pipe({ FORCE_COLOR: value }))).toBe(true);
      expect(wantsColor('auto', pipe({ FORCE_COLOR: value, NO_COLOR: '1' }))).toBe(true);
    }
    for (const value of ['0', 'false', 'FALSE']) expect(wantsColor('auto', tty({ FORCE_COLOR: value }))).toBe(false);
  });

  it('auto: TERM=dumb turns it off', () => {
    expect(wantsColor('auto', tty({ TERM: 'dumb' }))).toBe(false);
    expect(wantsColor('auto', tty({ TERM: 'xterm-256color' }))).toBe(true);
  });
});

describe('styles', () => {
  const paints: (keyof Omit<Style, 'on'>)[] = ['heading', 'pass', 'fail', 'warn', 'skip', 'location', 'removed', 'added'];

  it('PLAIN changes nothing', () => {
    expect(PLAIN.on).toBe(false);
    expect(styleFor(false)).toBe(PLAIN);
    for (const p of paints) expect(PLAIN[p]('a b\nc')).toBe('a b\nc');
  });

  it('COLORED wraps the text in escape sequences and nothing else', () => {
    expect(COLORED.on).toBe(true);
    expect(styleFor(true)).toBe(COLORED);
    for (const p of paints) {
      const painted = COLORED[p]('FAIL');
      expect(painted.startsWith(ESC)).toBe(true);
      expect(painted).not.toBe('FAIL');
      expect(stripAnsi(painted)).toBe('FAIL');
      expect(COLORED[p]('')).toBe('');
    }
  });

  it('the usual meanings: green pass, red fail, struck-through red removal, green addition', () => {
    expect(COLORED.pass('ok')).toBe(`${ESC}32mok${ESC}39m`);
    expect(COLORED.fail('FAIL')).toBe(`${ESC}1;31mFAIL${ESC}22;39m`);
    expect(COLORED.removed('the ')).toBe(`${ESC}31;9mthe ${ESC}39;29m`);
    expect(COLORED.added('Added')).toBe(`${ESC}32mAdded${ESC}39m`);
  });

  it('no escape sequence spans a line break (pagers reset at the end of a line)', () => {
    const text = 'one\ntwo\r\nthree\r\n\nfour';
    const painted = COLORED.removed(text);
    expect(stripAnsi(painted)).toBe(text);
    const lines = painted.split(/\r\n|\r|\n/);
    expect(lines.map(stripAnsi)).toEqual(['one', 'two', 'three', '', 'four']);
    for (const line of lines) {
      if (line === '') continue;
      expect(line.startsWith(`${ESC}31;9m`)).toBe(true);
      expect(line.endsWith(`${ESC}39;29m`)).toBe(true);
    }
    expect(lines[3]).toBe('');
  });
});
