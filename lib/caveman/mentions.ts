// Words mentioned rather than used stay as written (SPEC §1.2): either side of an arrow in a
// mapping ("in the event that -> if", "database → DB") is a mention, the whole phrase up to the
// separator before it or after it, not only the word next to the arrow.
import { cur, type Tok } from './tokens';

const ARROWS = new Set(['->', '=>', '→', '<-', '←', '⇒']);
const SEPARATORS = new Set([',', ';', ':', '(', ')', '[', ']', '.', '!', '?', '"', '“', '”', '|', '=']);
/** Words frozen on each side of an arrow: a mapping's phrases are short; past this it is prose. */
const MAX_WORDS = 6;

const stops = (t: Tok) => t.k === 'g' || (t.k === 'p' && (SEPARATORS.has(t.t) || ARROWS.has(t.t)));

/** Freezes the words of every phrase next to an arrow of the text as written. */
export function freezeMentions(toks: Tok[]): void {
  for (let i = 0; i < toks.length; i++) {
    const a = toks[i];
    if (a.k !== 'p' || !ARROWS.has(cur(a))) continue;
    for (const dir of [-1, 1]) {
      let words = 0;
      for (let k = i + dir; k >= 0 && k < toks.length && words < MAX_WORDS; k += dir) {
        const t = toks[k];
        if (stops(t)) break;
        if (t.k === 'w') words++;
        t.frozen = true;
      }
    }
  }
}
