// The input limits the core states, and the error it throws past one: bad input, not a crash.
// The CLI prints it as one line with exit 2, the MCP server as a tool error, the playground in its
// error banner.

/**
 * Containers (block quotes, list items) nested in one another, at most: past it the checker's
 * parser (micromark) takes time that grows with the square of the depth (a line of 1,400 ">" took
 * the call stack to its end before the walks had stacks of their own).
 */
export const MAX_NESTING = 400;

/**
 * Square brackets open inside one another, at most: the checker's parser (micromark) reads each "]"
 * against every open "[" before it, in time that grows with the square of the depth (CommonMark's
 * own limit on a link label is 999 characters).
 */
export const MAX_BRACKETS = 1000;

/** Input the core refuses, with one sentence that says why and where. */
export class InputLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputLimitError';
  }
}

// The container markers that open a line: block-quote ">" and list markers, each with its indent.
const PREFIX = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?)+/;

/**
 * Throws InputLimitError when a line of `text` opens more than MAX_NESTING containers: its own
 * markers ("> > - 1. "), plus those its indentation stands for before a list marker (two
 * columns each). `base`: the offset of `text` in the document, for the message.
 */
export function checkNesting(text: string, base = 0): void {
  checkBrackets(text, base);
  // a cheap test first: no line is long enough to open that many containers
  if (text.length < MAX_NESTING * 2) return;
  for (let at = 0; at < text.length; ) {
    const nl = text.indexOf('\n', at);
    const end = nl === -1 ? text.length : nl;
    if (end - at >= MAX_NESTING * 2) {
      const cut = end - at > 64 * MAX_NESTING;
      const m = PREFIX.exec(text.slice(at, cut ? at + 64 * MAX_NESTING : end));
      if (m) {
        const markers = (m[0].match(/>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)/g) ?? []).length;
        const indent = /^[ \t]*/.exec(m[0])![0].replace(/\t/g, '    ').length;
        const depth = markers + Math.floor(indent / 2);
        if (depth > MAX_NESTING) {
          throw new InputLimitError(`block quotes and lists nested ${depth}${cut ? ' or more' : ''} deep (the line at offset ${base + at}): the checker reads up to ${MAX_NESTING} levels`);
        }
      }
    }
    at = end + 1;
  }
}

/** Throws InputLimitError when more than MAX_BRACKETS square brackets are open at once (an escaped one does not count). */
function checkBrackets(text: string, base: number): void {
  if (text.length < MAX_BRACKETS * 2) return;
  let open = 0;
  for (let i = text.indexOf('['); i !== -1 && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \\ */) i++;
    else if (c === 91 /* [ */) {
      if (++open > MAX_BRACKETS) throw new InputLimitError(`square brackets nested over ${MAX_BRACKETS} deep (the "[" at offset ${base + i}): the checker reads up to ${MAX_BRACKETS}`);
    } else if (c === 93 /* ] */ && open > 0) open--;
  }
}
