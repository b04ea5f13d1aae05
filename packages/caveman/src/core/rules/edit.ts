// Edits on the token stream. Structure, protected bytes and held words are immutable here, so no
// matcher can break them whatever it matches.
import { HEDGES, NEGATIONS } from '../lexicon';
import { cur, type Tok } from '../tokens';
import { lc, nextWordAdj, TERMINAL } from './stream';
import type { PhraseMap, RuleDef, UnitCtx } from './types';

export function capitalize(s: string): string {
  return s.length ? s[0].toUpperCase() + s.slice(1) : s;
}

export function matchCase(src: string, to: string): string {
  if (!to) return to;
  if (src.length > 1 && src === src.toUpperCase() && /\p{L}/u.test(src)) return to === to.toLowerCase() ? to.toUpperCase() : to;
  if (/^\p{Lu}/u.test(src)) return capitalize(to);
  return to;
}

// ---- navigation over the live stream ----

/**
 * Whether writing `to` for the words first..last (`from`, as weighed) saves tokens. A rewrite that
 * does not is noted as held back (`written`: the text the rule would write, when its case differs
 * from the weighed `to`), so the engine can say why a rule that matched wrote nothing. Call it
 * last, once everything else about the match holds.
 */
export function saves(u: UnitCtx, rule: RuleDef, first: Tok, last: Tok, from: string, to: string, written = to): boolean {
  if (u.saves(from, to)) return true;
  u.heldBack?.push({ first, last, rule, from, to, written });
  return false;
}

/** `inEmphasis`: a whole template label inside emphasis may change (the markers keep a word). */
export function mark(t: Tok, out: string, rule: RuleDef, u: UnitCtx, inEmphasis = false) {
  if (cur(t) === out || t.k === 'g' || t.k === 'x' || t.frozen) return; // structure, protected bytes and held-back words are immutable
  if (t.k === 'm' && rule.group !== 'emphasis') return; // only the emphasis rule strips markers
  if (out === '' && (t.hold || (t.emph && !inEmphasis))) return;
  if (out === '') u.drops++;
  u.changes++;
  t.out = out;
  if (t.rule === null || out === '' || rule.group !== 'repair') t.rule = rule.id; // the last rule that rewrote it; a repair keeps the rule it repairs
}

/** A word or mark in live[a..b] that must stay (inside emphasis, or in a line that must keep its words). */
export function held(live: Tok[], a: number, b: number, inEmphasis = false): boolean {
  for (let i = Math.max(0, a); i <= b && i < live.length; i++) if (live[i].hold || live[i].frozen || (live[i].emph && !inEmphasis)) return true;
  return false;
}

/** Drop live[a..b] and one adjacent space so that words stay separated by exactly one space. */
export function drop(u: UnitCtx, a: number, b: number, rule: RuleDef, inEmphasis = false) {
  const { live } = u;
  if (held(live, a, b, inEmphasis)) return;
  // The whole content of an emphasis ("__really__"): dropping it would leave "____", empty markers.
  if (live[a - 1]?.k === 'm' && live[b + 1]?.k === 'm') return;
  // A sentence left with no word ("too-big. just." -> "too-big. .") loses its full stop too: alone, the
  // stop would close up on the sentence before it ("too-big..", another atom) on the spacing repair.
  const stop = live[b + 1];
  if (stop && stop.k === 'p' && live[a - 1]?.k === 's') {
    let q = a - 2;
    while (q >= 0 && (live[q].k === 's' || live[q].k === 'm' || cur(live[q]) === '')) q--;
    // (after an atom that ends in punctuation of its own, "too-big.", the words stay: the punctuation
    // after them would close up on it, "too-big.:", and make another atom)
    if (q >= 0 && live[q].k === 'x' && /[.!?,;:]$/.test(cur(live[q]))) return;
    if (q >= 0 && live[q].k === 'p' && TERMINAL.has(cur(live[q])) && TERMINAL.has(cur(stop)) && !fixed(stop)) b++;
  }
  const before = live[a - 1];
  const after = live[b + 1];
  const spaceBefore = before && before.k === 's';
  const spaceAfter = after && after.k === 's';
  // The space that goes with the words: the one after them, else the one before. A space a guard
  // holds as written stays, and the other one goes instead; when both must stay the words stay too
  // (two spaces left side by side would read again as one on the next pass, which is not idempotent).
  let space: Tok | undefined;
  if (spaceAfter && (spaceBefore || !before || before.k !== 'w')) space = after;
  else if (spaceBefore && (!after || after.k === 'p' || after.k === 'g')) space = before;
  else if (spaceAfter && !spaceBefore && before && before.k === 'g') space = after;
  if (space && fixed(space)) {
    const other = space === after ? (spaceBefore ? before : undefined) : (spaceAfter ? after : undefined);
    if (!other || fixed(other)) return;
    space = other;
  }
  for (let i = a; i <= b; i++) mark(live[i], '', rule, u, inEmphasis);
  if (space) mark(space, '', rule, u);
}

/** A token no rule may rewrite: held back by a guard or frozen with a run the contract keeps. */
function fixed(t: Tok): boolean {
  return !!(t.frozen || t.hold) && t.out === null;
}

/** Match a phrase map at live[j]; returns [phraseEntry, endIndex] or null. Words must be space-separated. */
export function matchPhrase(live: Tok[], j: number, map: PhraseMap) {
  const list = map.get(lc(live[j]));
  if (!list) return null;
  for (const entry of list) {
    let k = j;
    let ok = true;
    for (let w = 1; w < entry.words.length; w++) {
      const nk = nextWordAdj(live, k);
      if (nk === -1 || lc(live[nk]) !== entry.words[w]) { ok = false; break; }
      k = nk;
    }
    if (ok) return { entry, end: k };
  }
  return null;
}

/**
 * Replace the words live[a..b] by `to`, one word per token ("looks to me like" -> "looks like"
 * keeps "looks" and "like" as words that later rules read), the rest dropped.
 */
export function replaceSpan(u: UnitCtx, a: number, b: number, to: string, rule: RuleDef) {
  const { live } = u;
  const src = cur(live[a]);
  if (to === '') return drop(u, a, b, rule);
  const slots: number[] = [];
  for (let i = a; i <= b; i++) if (live[i].k === 'w') slots.push(i);
  const words = to.split(' ');
  const used = Math.min(words.length, slots.length);
  if (held(live, slots[used - 1] + 1, b)) return;
  for (let w = 0; w < used; w++) {
    const text = w === used - 1 ? words.slice(w).join(' ') : words[w];
    mark(live[slots[w]], w === 0 ? matchCase(src, text) : text, rule, u);
  }
  for (let i = slots[used - 1] + 1; i <= b; i++) mark(live[i], '', rule, u);
}

export function hasContentOutside(live: Tok[], a: number, b: number): boolean {
  const content = (t: Tok) => (t.k === 'w' || t.k === 'x') && cur(t) !== '';
  for (let i = a - 1; i >= 0; i--) if (content(live[i])) return true;
  for (let i = b + 1; i < live.length; i++) if (content(live[i])) return true;
  return false;
}

export function hasProtectedOrHedge(live: Tok[], a: number, b: number): boolean {
  for (let i = a; i < b && i < live.length; i++) {
    const t = live[i];
    if (t.k === 'x') return true;
    if (t.k === 'w') {
      const w = lc(t);
      if (HEDGES.has(w) || NEGATIONS.includes(w) || w === 'cannot' || w.endsWith("n't") || w.endsWith('n’t')) return true;
    }
  }
  return false;
}

// ---- rule matchers ----
