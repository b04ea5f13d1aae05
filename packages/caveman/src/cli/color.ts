// Colour for the `caveman` command's human output (check reports, compress --diff). Pure: the
// caller passes whether stdout is a terminal and the environment, so tests can drive every case.
//
// Precedence, first match wins:
//   --color=always | --color   on
//   --color=never              off
//   FORCE_COLOR                on, unless it is 0 or false (then off); Node and the chalk family
//                              read it so, and it overrides NO_COLOR there too
//   NO_COLOR (non-empty)       off (https://no-color.org: an empty value does not count)
//   TERM=dumb                  off (such a terminal prints escape codes as garbage)
//   otherwise                  on when stdout is a terminal
// JSON, the compressed text itself, and the lines on stderr are never coloured.

export const COLOR_MODES = ['auto', 'always', 'never'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export interface Terminal {
  /** Whether standard output is a terminal. */
  isTTY: boolean;
  env: Readonly<Record<string, string | undefined>>;
}

export function wantsColor(mode: ColorMode, term: Terminal): boolean {
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  const force = term.env.FORCE_COLOR;
  if (force !== undefined) return !/^(?:0|false)$/i.test(force.trim());
  if (term.env.NO_COLOR) return false;
  if (term.env.TERM === 'dumb') return false;
  return term.isTTY;
}

/** A way to paint a piece of text; identity when colour is off. */
export type Paint = (text: string) => string;

export interface Style {
  on: boolean;
  heading: Paint;
  pass: Paint;
  fail: Paint;
  warn: Paint;
  skip: Paint;
  location: Paint;
  removed: Paint;
  added: Paint;
}

// SGR pairs: each attribute is switched off by its own code, not by a full reset, so a painted
// piece inside another keeps the outer attributes.
const sgr = (open: number[], close: number[]): Paint => {
  const on = `\x1b[${open.join(';')}m`;
  const off = `\x1b[${close.join(';')}m`;
  // Closed and reopened around each line break: pagers (less -R) and terminals reset at a line's end.
  return (text) => (text === '' ? '' : text.split(/(\r\n|\r|\n)/).map((part, i) => (i % 2 || part === '' ? part : on + part + off)).join(''));
};

const BOLD = 1;
const NORMAL_WEIGHT = 22;
const DIM = 2;
const STRIKE = 9;
const NO_STRIKE = 29;
const RED = 31;
const GREEN = 32;
const YELLOW = 33;
const CYAN = 36;
const DEFAULT_FG = 39;

const identity: Paint = (text) => text;

export const PLAIN: Style = {
  on: false,
  heading: identity,
  pass: identity,
  fail: identity,
  warn: identity,
  skip: identity,
  location: identity,
  removed: identity,
  added: identity,
};

export const COLORED: Style = {
  on: true,
  heading: sgr([BOLD], [NORMAL_WEIGHT]),
  pass: sgr([GREEN], [DEFAULT_FG]),
  fail: sgr([BOLD, RED], [NORMAL_WEIGHT, DEFAULT_FG]),
  warn: sgr([YELLOW], [DEFAULT_FG]),
  skip: sgr([DIM], [NORMAL_WEIGHT]),
  location: sgr([CYAN], [DEFAULT_FG]),
  // Struck through as well as red, so a removal still reads as one without colour vision.
  removed: sgr([RED, STRIKE], [DEFAULT_FG, NO_STRIKE]),
  added: sgr([GREEN], [DEFAULT_FG]),
};

export function styleFor(color: boolean): Style {
  return color ? COLORED : PLAIN;
}

/** `text` without SGR escape sequences. */
export function stripAnsi(text: string): string {
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}
