// Phrase substitutions from the profile's word lists: lite phrases, full synonyms, ultra
// abbreviations, terse status phrases.
import { CONTRACTIONS, DIRECTION_WORDS, HEDGES, heldBefore, IRREGULAR_PARTICIPLES, PHRASE_NOT_AFTER } from '../lexicon';
import { canBeVerb, isPastOnly } from '../words';
import { cur, isLive, type Tok } from '../tokens';
import { drop, held, mark, matchCase, matchPhrase, replaceSpan, saves } from './edit';
import { clauseStart, isPunct, lc, mentioned, nextNS, own, prevNS, quantityAt, sentenceStart } from './stream';
import type { Compiled, PhraseMap, RuleDef, UnitCtx } from './types';
import { inIdiom } from './grammar';

/** The phrase is followed by a word before which it stays (PHRASE_NOT_BEFORE, read by heldBefore). */
function blockedBefore(live: Tok[], from: string, end: number): boolean {
  const n = nextNS(live, end);
  if (n === -1 || (live[n].k !== 'w' && live[n].k !== 'x')) return false;
  return heldBefore(from, cur(live[n]), live[n].k === 'x');
}

/** The phrase at live[j] follows a word after which it stays (PHRASE_NOT_AFTER). */
function blockedAfter(live: Tok[], from: string, j: number): boolean {
  const stops = own(PHRASE_NOT_AFTER, from.toLowerCase());
  if (!stops) return false;
  const p = prevNS(live, j);
  if (p === -1) return false;
  if (live[p].k === 'p') return stops.includes('-punct');
  if (live[p].k !== 'w') return false;
  const w = cur(live[p]).toLowerCase();
  return stops.includes(w) || (stops.includes('-verb') && (isPastOnly(w) || /[^e]ed$|ied$/.test(w) || IRREGULAR_PARTICIPLES.has(w)));
}

/** A capitalised word next to another inside a sentence is part of a name ("React Server Components"). */
function inName(live: Tok[], a: number, b: number): boolean {
  const cap = (i: number) => i !== -1 && live[i].k === 'w' && /^\p{Lu}/u.test(cur(live[i]));
  if (!cap(a)) return false;
  return (cap(prevNS(live, a)) && !sentenceStart(live, a)) || cap(nextNS(live, b));
}

/** live[j] is in a round's status line ("Round 7: …", "R7 …"), where "kept" is the status field "keep". */
function roundLine(live: Tok[], j: number): boolean {
  let first = -1;
  for (let i = j; i >= 0; i--) {
    const t = live[i];
    if (t.k === 'g' && (t.brk || /[\r\n]/.test(t.t))) break;
    if (t.k === 'w' || t.k === 'x') first = i;
  }
  if (first === -1) return false;
  if (live[first].k === 'x') return /^R\d+$/.test(cur(live[first])); // "R7:" read as an ID
  const w = lc(live[first]);
  const n = nextNS(live, first);
  return (w === 'round' || w === 'r') && n !== -1 && /^\d+$/.test(cur(live[n]));
}

/**
 * A status phrase keeps what the line claims: one that drops a word of direction ("metric
 * regressed") only before "from N to M", whose numbers keep the direction; one that turns a past
 * tense into a status field ("kept" -> "keep") only in a round's status line.
 */
function statusFits(live: Tok[], j: number, end: number, entry: { words: string[]; to: string }): boolean {
  const dropsDirection = entry.words.some((w) => DIRECTION_WORDS.has(w)) && !entry.to.split(' ').some((w) => DIRECTION_WORDS.has(w));
  if (dropsDirection) {
    const n = nextNS(live, end);
    if (n === -1 || lc(live[n]) !== 'from') return false;
  }
  // A past tense written as a base verb ("kept" -> "keep"): a tense the sentence loses, unless the line is a status line.
  if (/^[a-z]+$/i.test(entry.to) && canBeVerb(entry.to.toLowerCase()) && entry.words.some((w) => isPastOnly(w))) {
    // A status field: after the round's label or a field separator, not a verb of a sentence ("We reverted the change").
    const p = prevNS(live, j);
    const field = p !== -1 && live[p].k === 'p' && [',', ':', '—', '–', '-', ';'].includes(cur(live[p]));
    if (!field || !roundLine(live, j)) return false;
  }
  return true;
}

export function phraseSubst(pick: (c: Compiled) => PhraseMap, opts: { guardMention: boolean; tokenAware?: boolean; names?: boolean; status?: boolean }) {
  return (u: UnitCtx, rule: RuleDef) => {
    const { live } = u;
    const map = pick(u.c);
    for (let j = 0; j < live.length; j++) {
      const t = live[j];
      if (t.k !== 'w' || !isLive(t) || t.rule === rule.id) continue;
      const m = matchPhrase(live, j, map);
      if (!m) continue;
      if (opts.guardMention && mentioned(live, j, m.end)) continue;
      if (blockedBefore(live, m.entry.from, m.end) || blockedAfter(live, m.entry.from, j)) continue;
      if (opts.names && inName(live, j, m.end)) continue;
      // a phrase that ends on the article of an idiom ("most of the" in "most of the time") is the idiom's
      if (['the', 'a', 'an'].includes(lc(live[m.end])) && inIdiom(live, m.end)) continue;
      if (opts.status && !statusFits(live, j, m.end, m.entry)) continue;
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
    if (cur(live[n]) === 'NOT') continue; // a stressed "NOT" stays a word
    const to = own(CONTRACTIONS, `${lc(t)} not`);
    if (!to || held(live, j, n)) continue;
    const nn = nextNS(live, n);
    if (nn !== -1 && live[nn].k === 'w' && lc(live[nn]) === 'only') continue; // "is not only … but"
    if (!saves(u, rule, t, live[n], `${cur(t)} ${cur(live[n])}`, to, matchCase(cur(t), to))) continue;
    mark(t, matchCase(cur(t), to), rule, u);
    drop(u, n, n, rule);
  }
}
