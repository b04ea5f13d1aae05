// Words mentioned rather than used stay as written (SPEC §1.2): either side of an arrow in a
// mapping ("in the event that -> if", "database → DB") is a mention, the whole phrase up to the
// separator before it or after it, not only the word next to the arrow; and so is every item of
// a list of short phrases in parentheses or after a colon ("filler phrases (I think, let me, we
// will then)", "Remove: just, really, basically").
import { cur, type Tok } from './tokens';

const ARROWS = new Set(['->', '=>', '→', '<-', '←', '⇒']);
const SEPARATORS = new Set([',', ';', ':', '(', ')', '[', ']', '.', '!', '?', '"', '“', '”', '|', '=']);
/** Words frozen on each side of an arrow: a mapping's phrases are short; past this it is prose. */
const MAX_WORDS = 6;
/** Words of one list item: longer items are clauses, used rather than mentioned. */
const MAX_ITEM_WORDS = 3;

const stops = (t: Tok) => t.k === 'g' || (t.k === 'p' && (SEPARATORS.has(t.t) || ARROWS.has(t.t)));

/** Freezes the words of every phrase next to an arrow, and of every short-phrase list, of the text as written. */
export function freezeMentions(toks: Tok[]): void {
  for (let i = 0; i < toks.length; i++) {
    const a = toks[i];
    if (a.k !== 'p') continue;
    if (ARROWS.has(cur(a))) {
      for (const dir of [-1, 1]) {
        let words = 0;
        for (let k = i + dir; k >= 0 && k < toks.length && words < MAX_WORDS; k += dir) {
          const t = toks[k];
          if (stops(t)) break;
          if (t.k === 'w') words++;
          // (not an emphasis marker: its pair may lie past the window, and one marker of a pair
          // stripped without the other breaks the emphasis; the emphasis rule strips both or neither)
          if (t.k !== 'm') t.frozen = true;
        }
      }
    } else if (a.t === '(' || a.t === ':') {
      const end = listEnd(toks, i);
      if (end !== -1) for (let k = i + 1; k < end; k++) if (toks[k].k === 'w' || toks[k].k === 's') toks[k].frozen = true;
    }
  }
}

/**
 * The token closing a list of short phrases that opens after toks[i] ("(" or ":"): at least two
 * commas, each item a few words and nothing but words and spaces, up to ")" (after "(") or the
 * sentence's end (after ":"). -1 when what follows is no such list.
 */
function listEnd(toks: Tok[], i: number): number {
  const paren = toks[i].t === '(';
  let commas = 0;
  let words = 0;
  for (let k = i + 1; k < toks.length; k++) {
    const t = toks[k];
    if (t.k === 'w') {
      if (++words > MAX_ITEM_WORDS) return -1;
      continue;
    }
    if (t.k === 's') continue;
    if (t.k === 'p' && t.t === ',') {
      if (words === 0) return -1;
      commas++;
      words = 0;
      continue;
    }
    const closes = paren ? t.k === 'p' && t.t === ')' : t.k === 'g' || (t.k === 'p' && ['.', ';', '!', '?'].includes(t.t));
    return closes && words > 0 && commas >= (paren ? 1 : 2) ? k : -1;
  }
  return paren || commas < 2 || words === 0 ? -1 : toks.length;
}
