// Navigation over a unit's live token stream: neighbours, sentence and clause starts, mentions.
// Emphasis markers are read through like spaces; sentence bounds come from one index per live view.
import { NUMBER_WORDS, UNIT_WORDS } from '../lexicon';
import { cur, isSpace, type Tok } from '../tokens';

/** Own-property lookup: a word like "constructor" must not hit Object.prototype. */
export const own = <V>(o: Record<string, V>, k: string): V | undefined => (Object.hasOwn(o, k) ? o[k] : undefined);

export const lc = (t: Tok) => (t.out === null ? t.lt : t.out.toLowerCase());

export const isAtom = (t: Tok | undefined) => !!t && t.k === 'x';

export const isPunct = (t: Tok | undefined, ch?: string) => !!t && t.k === 'p' && (ch === undefined || cur(t) === ch);

export const TERMINAL = new Set(['.', '!', '?']);

export const isArrowTok = (t: Tok | undefined) => !!t && t.k === 'p' && ['->', '=>', '→', '=', '←', '<-'].includes(cur(t));

// Emphasis markers are skipped like spaces: "**The** build" reads as "The build".
export const skipped = (t: Tok) => isSpace(t) || t.k === 'm';

export function nextNS(live: Tok[], j: number): number {
  for (let i = j + 1; i < live.length; i++) if (!skipped(live[i])) return i;
  return -1;
}

export function prevNS(live: Tok[], j: number): number {
  for (let i = j - 1; i >= 0; i--) if (!skipped(live[i])) return i;
  return -1;
}

/**
 * The next token a second pass would read: spaces and markers skipped as by nextNS, and a word or
 * sign a rule already dropped skipped too. A look ahead of a few words counts with it (and counts
 * only tokens with a letter or digit, see `counted`), so that it sees the same words on the output
 * as on the input, and a second pass decides as the first did.
 */
export function nextRead(live: Tok[], j: number): number {
  for (let i = j + 1; i < live.length; i++) if (!skipped(live[i]) && cur(live[i]) !== '') return i;
  return -1;
}

/** A token a look ahead counts: it has a letter or a digit ("approximately" made "~" is not a word of its own). */
export const counted = (t: Tok) => /[\p{L}\p{N}]/u.test(cur(t));

/** Next word after exactly one run of spaces (no punctuation in between), or -1. */
export function nextWordAdj(live: Tok[], j: number): number {
  const i = nextNS(live, j);
  if (i === -1 || i === j + 1) return -1; // needs a space between
  return live[i].k === 'w' ? i : -1;
}

/** First live token of its line: the unit start, or right after a line-break gap. */
export function lineStart(live: Tok[], j: number): boolean {
  for (let i = j - 1; i >= 0; i--) {
    const t = live[i];
    if (t.k === 'g') return /[\r\n]/.test(t.t) || !!t.brk;
    if (t.k !== 's' && !(t.k === 'p' && cur(t) === ',')) return false; // a leading comma is dropped by repair
  }
  return true;
}

export function sentenceStart(live: Tok[], j: number): boolean {
  const p = prevNS(live, j);
  if (p === -1) return true;
  const t = live[p];
  if (t.k === 'g' && t.brk) return true;
  // A capitalised word opening a line after one without end punctuation (a header line such as
  // "xi · comment · 2024-04-18") starts a sentence; wrapped prose continues in lower case.
  if (live[j].k === 'w' && /^\p{Lu}/u.test(cur(live[j])) && lineStart(live, j)) return true;
  return t.k === 'p' && TERMINAL.has(cur(t));
}

export function clauseStart(live: Tok[], j: number): boolean {
  if (sentenceStart(live, j)) return true;
  const p = prevNS(live, j);
  const t = live[p];
  return t.k === 'p' && [';', ':', '—', '(', '–'].includes(cur(t));
}

/**
 * For every live token, the index of its sentence's end (the terminal token, or live.length) and
 * begin: one pass per live view, so rules stay linear on a sentence of any length. Plain arrays,
 * not Int32Array: an index is made per live view of every unit, and a typed array's buffer costs
 * Chromium far more to make and to collect than a small array of integers.
 */
export const sentenceIndex = new WeakMap<Tok[], { begin: number[]; end: number[] }>();

export function sentences(live: Tok[]) {
  let idx = sentenceIndex.get(live);
  if (idx) return idx;
  const n = live.length;
  const begin: number[] = [];
  const terminal = (t: Tok) => (t.k === 'p' && TERMINAL.has(cur(t))) || (t.k === 'g' && !!t.brk);
  let b = 0;
  for (let i = 0; i < n; i++) {
    begin.push(b);
    if (terminal(live[i])) b = i + 1;
  }
  const end = begin.slice();
  let e = n;
  for (let i = n - 1; i >= 0; i--) {
    if (terminal(live[i])) e = i;
    end[i] = e;
  }
  idx = { begin, end };
  sentenceIndex.set(live, idx);
  return idx;
}

export function sentenceEnd(live: Tok[], j: number): number {
  return j < live.length ? sentences(live).end[j] : live.length;
}

/** First token after the last terminal before live[j]. */
export function sentenceBegin(live: Tok[], j: number): number {
  return j < live.length ? sentences(live).begin[j] : 0;
}

export function isQuestion(live: Tok[], j: number): boolean {
  const e = sentenceEnd(live, j);
  return e < live.length && cur(live[e]) === '?';
}

/**
 * A word mentioned rather than used: inside an item of a comma-separated list of short items
 * ("Remove: just, really, please note, in order to (use …)"), or either side of an arrow.
 */
export function mentioned(live: Tok[], a: number, b: number): boolean {
  let s = a;
  let e = b;
  let words = 0;
  for (let i = a; i <= b; i++) if (live[i].k === 'w') words++;
  // An item runs over words and "+"-joined words (ultra writes "email+password"), so the
  // decision is the same before and after compression.
  const itemTok = (t: Tok) => t.k === 'w' || (t.k === 'p' && cur(t) === '+') || (t.k === 'x' && /^~?\d/.test(cur(t)));
  for (let p = prevNS(live, s); p !== -1 && itemTok(live[p]) && words < 4; p = prevNS(live, p)) { s = p; if (live[p].k === 'w') words++; }
  for (let n = nextNS(live, e); n !== -1 && itemTok(live[n]) && words < 4; n = nextNS(live, n)) { e = n; if (live[n].k === 'w') words++; }
  if ((s !== a || e !== b) && itemMention(live, s, e)) return true;
  return itemMention(live, a, b);
}

export function itemMention(live: Tok[], a: number, b: number): boolean {
  const p = prevNS(live, a);
  const n = nextNS(live, b);
  if (isArrowTok(live[p]) || isArrowTok(live[n])) return true;
  const pc = p === -1 ? '' : cur(live[p]);
  const nc = n === -1 ? '' : cur(live[n]);
  const prevSep = pc === ',' || pc === ':' || pc === ';' || (pc === '(' && nc === ')');
  let nextSep = n === -1 || [',', ';', ')', '.', '('].includes(nc) || (live[n].k === 'g' && !!live[n].brk);
  if (!nextSep && (nc.toLowerCase() === 'and' || nc.toLowerCase() === 'or')) {
    const w = nextNS(live, n);
    const after = w === -1 ? -1 : nextNS(live, w);
    nextSep = w !== -1 && live[w].k === 'w' && (after === -1 || [',', '.', ';', ')'].includes(cur(live[after])));
  }
  if (!(prevSep && nextSep)) return false;
  if (pc === ':' && nc === '.' && a !== b) return false; // "Note: of course." is usage; "Remove: just." a list
  // The last item of a list ("…, due to the cache.") is a list item only if a short item precedes it.
  if (nc === '.' || n === -1 || (live[n].k === 'g' && live[n].brk)) {
    if (pc !== ',') return pc === ':' && a === b;
    const q = prevNS(live, p);
    if (q === -1 || live[q].k !== 'w') return false;
    const qp = prevNS(live, q);
    const qc = qp === -1 ? '' : cur(live[qp]);
    return qc === ',' || qc === ':';
  }
  return true;
}

// ---- mutation ----

/**
 * live[n] starts a quantity: digits (possibly after `~`), a number word, or a `~` that a rule
 * wrote in place of "about" before digits (so a rule decides the same before and after ultra).
 */
export function quantityAt(live: Tok[], n: number): boolean {
  if (n < 0 || n >= live.length) return false;
  const t = cur(live[n]);
  if (t === '~') {
    const q = nextNS(live, n);
    return q === n + 1 && q < live.length && /^\d/.test(cur(live[q]));
  }
  return /^(?:~\s?)?\d/.test(t) || own(NUMBER_WORDS, t.toLowerCase()) !== undefined || own(UNIT_WORDS, t.toLowerCase()) !== undefined;
}
