// Phrase substitutions from the profile's word lists: lite phrases, full synonyms, ultra
// abbreviations, terse status phrases.
import { CONTRACTIONS, HEDGES, PHRASE_NOT_BEFORE } from '../lexicon';
import { cur, isLive, type Tok } from '../tokens';
import { drop, held, mark, matchCase, matchPhrase, replaceSpan, saves } from './edit';
import { clauseStart, isPunct, lc, mentioned, nextNS, own, prevNS, quantityAt, sentenceStart } from './stream';
import type { Compiled, PhraseMap, RuleDef, UnitCtx } from './types';

/** The phrase is followed by a word before which it stays (PHRASE_NOT_BEFORE). */
function blockedBefore(live: Tok[], from: string, end: number): boolean {
  const stops = own(PHRASE_NOT_BEFORE, from.toLowerCase());
  if (!stops) return false;
  const n = nextNS(live, end);
  if (n === -1 || live[n].k !== 'w') return false;
  const w = cur(live[n]).toLowerCase();
  return stops.some((s) => (s === '-ing' ? /ing$/.test(w) && w.length > 4 : s === w));
}

/** A capitalised word next to another inside a sentence is part of a name ("React Server Components"). */
function inName(live: Tok[], a: number, b: number): boolean {
  const cap = (i: number) => i !== -1 && live[i].k === 'w' && /^\p{Lu}/u.test(cur(live[i]));
  if (!cap(a)) return false;
  return (cap(prevNS(live, a)) && !sentenceStart(live, a)) || cap(nextNS(live, b));
}

export function phraseSubst(pick: (c: Compiled) => PhraseMap, opts: { guardMention: boolean; tokenAware?: boolean; names?: boolean }) {
  return (u: UnitCtx, rule: RuleDef) => {
    const { live } = u;
    const map = pick(u.c);
    for (let j = 0; j < live.length; j++) {
      const t = live[j];
      if (t.k !== 'w' || !isLive(t) || t.rule === rule.id) continue;
      const m = matchPhrase(live, j, map);
      if (!m) continue;
      if (opts.guardMention && mentioned(live, j, m.end)) continue;
      if (blockedBefore(live, m.entry.from, m.end)) continue;
      if (opts.names && inName(live, j, m.end)) continue;
      if (cur(t).toLowerCase() === m.entry.to.toLowerCase() && m.end === j) continue;
      // "about" / "around" hedge only before a quantity: "approximately the same" keeps its word.
      if (QUANTITY_HEDGES.has(m.entry.to.toLowerCase()) && m.entry.words.some((x) => HEDGES.has(x)) && !quantityAfter(live, m.end)) continue;
      if (opts.tokenAware && !saves(u, rule, t, live[m.end], live.slice(j, m.end + 1).map(cur).join(''), m.entry.to, matchCase(cur(t), m.entry.to))) continue;
      if (m.entry.to === '' && isPunct(live[nextNS(live, m.end)], ',') && clauseStart(live, j)) {
        drop(u, j, nextNS(live, m.end), rule);
      } else replaceSpan(u, j, m.end, m.entry.to, rule);
      j = m.end;
    }
  };
}

export const QUANTITY_HEDGES = new Set(['about', 'around']);

/** A number, a number word or `~` follows live[j]. */
export function quantityAfter(live: Tok[], j: number): boolean {
  return quantityAt(live, nextNS(live, j));
}

/** "does not" -> "doesn't" where the contraction saves tokens; the negation stays (as n't). */
export function contractions(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t)) continue;
    const n = nextNS(live, j);
    if (n === -1 || n === j + 1 || live[n].k !== 'w' || lc(live[n]) !== 'not') continue;
    const to = own(CONTRACTIONS, `${lc(t)} not`);
    if (!to || held(live, j, n)) continue;
    const nn = nextNS(live, n);
    if (nn !== -1 && live[nn].k === 'w' && lc(live[nn]) === 'only') continue; // "is not only … but"
    if (!saves(u, rule, t, live[n], `${cur(t)} ${cur(live[n])}`, to, matchCase(cur(t), to))) continue;
    mark(t, matchCase(cur(t), to), rule, u);
    drop(u, n, n, rule);
  }
}
