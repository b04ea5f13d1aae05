// Ultra's rules: arrows for causality and flow, "+" lists, dropped conjunctions, emphasis and
// list-item periods.
import { ARROW_PAIRS, ARROW_VERBS, CONDITIONAL, DETERMINERS, MODALS_NEG, NOUN_BEFORE_CAUSE, OPENING_CONNECTIVES, PLUS_STOP, THEN_BLOCK } from '../lexicon';
import { cur, isLive, isSpace, type Tok } from '../tokens';
import { drop, held, mark, saves } from './edit';
import { isPunct, isQuestion, lc, nextNS, nextWordAdj, own, prevNS, sentenceBegin, sentenceStart as sentenceStartAt, TERMINAL } from './stream';
import type { RuleDef, UnitCtx } from './types';

const VERB_SUBJECTS = new Set(['this', 'that', 'it', 'which', 'what', 'everything', 'they', 'these', 'those', 'each']);
const FINITE = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'would', 'can', 'could', 'may', 'might', 'should', 'must', 'do', 'does', 'did']);

/**
 * live[j] is a verb of causality, not a noun: "root cause", "the causes", "test results in CI are
 * flaky" keep their words. An -s form or a base form reads as a verb after a pronoun, a gerund or
 * code, or after "the X" when no other verb follows in the clause.
 */
function causalVerb(u: UnitCtx, j: number, w: string, p: number, pw: string): boolean {
  const { live, toks } = u;
  if (p === -1) return false;
  const ambiguous = /s$/.test(w) || ['cause', 'produce', 'lead', 'result'].includes(w);
  if (VERB_SUBJECTS.has(pw)) return /s$/.test(w) === ['this', 'that', 'it', 'which', 'what', 'everything', 'each'].includes(pw);
  if (NOUN_BEFORE_CAUSE.has(pw)) return false;
  if (!ambiguous || /ing$/.test(pw) || live[p].k === 'x') return true;
  // The word before the subject noun, as written (an article a full rule dropped still counts).
  let pp = live[p].i - 1;
  while (pp >= 0 && toks[pp].k !== 'w' && (toks[pp].k === 's' || toks[pp].k === 'm')) pp--;
  if (pp < 0 || toks[pp].k !== 'w' || !DETERMINERS.has(toks[pp].lt)) return false;
  // On the text as it now reads (a second pass sees only that); the copula rule keeps "are" after
  // a subject like "test results in CI", so it is still here to show the noun.
  let i = nextNS(live, j);
  for (let n = 0; i !== -1 && n < 16; n++) {
    const t = live[i];
    if (t.k === 'p' && [',', ';', '.', '!', '?', ':'].includes(cur(t))) break;
    if (t.k === 'w' && FINITE.has(lc(t))) return false;
    i = nextNS(live, i);
  }
  return true;
}

/** A word or protected span right before the comma: ", then Y" that opens a sentence has no X to point from. */
function leftSide(live: Tok[], comma: number): boolean {
  const b = prevNS(live, comma);
  return b !== -1 && (live[b].k === 'w' || live[b].k === 'x');
}

export function arrows(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  const glyph = u.c.arrow;
  // Index of the last conditional word ("if … then" keeps its "then") up to each token.
  const lastCond = new Int32Array(live.length);
  for (let i = 0, last = -1; i < live.length; i++) {
    if (live[i].k === 'w' && CONDITIONAL.has(lc(live[i]))) last = i;
    lastCond[i] = last;
  }
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t)) continue;
    const w = lc(t);
    if (w !== 'then' && own(ARROW_VERBS, w) === undefined && own(ARROW_PAIRS, w) === undefined) continue;
    const p = prevNS(live, j);
    const pw = p !== -1 && live[p].k === 'w' ? lc(live[p]) : '';
    if (MODALS_NEG.has(pw) || pw.endsWith("n't")) continue;
    if (w === 'then') {
      const n = nextNS(live, j);
      if (n === -1 || live[n].k !== 'w' || THEN_BLOCK.has(pw) && pw !== 'and') continue;
      if (j > 0 && lastCond[j - 1] >= sentenceBegin(live, j)) continue;
      if (held(live, p, j)) continue;
      if (pw === 'and') {
        // "X, and then Y" / "X and then Y" -> "X -> Y"
        const pp = prevNS(live, p);
        if (isPunct(live[pp], ',')) mark(live[pp], '', rule, u);
        mark(live[p], glyph, rule, u);
        drop(u, j, j, rule);
      } else if (isPunct(live[p], ',') && leftSide(live, p)) {
        mark(live[p], '', rule, u);
        if (live[p + 1] && live[p + 1].k === 's' && p + 1 < j) {
          // "X, then Y" -> "X -> Y": the comma goes, the space before "then" stays.
          const sp = live[p + 1];
          mark(live[p], ' ', rule, u);
          mark(sp, '', rule, u);
        }
        mark(t, glyph, rule, u);
      }
      continue;
    }
    if (held(live, p, j) || !causalVerb(u, j, w, p, pw)) continue;
    if (own(ARROW_VERBS, w) && p !== -1 && (live[p].k === 'w' || live[p].k === 'x') && nextWordAdj(live, j) !== -1) {
      if (pw === 'which' || pw === 'that') {
        mark(live[p], glyph, rule, u);
        drop(u, j, j, rule);
      } else mark(t, glyph, rule, u);
      continue;
    }
    const pair = own(ARROW_PAIRS, w);
    if (pair && p !== -1 && (live[p].k === 'w' || live[p].k === 'x')) {
      const n = nextWordAdj(live, j);
      if (n === -1 || lc(live[n]) !== pair[0] || nextNS(live, n) === -1 || held(live, n, n)) continue;
      if (pw === 'which' || pw === 'that') {
        mark(live[p], glyph, rule, u);
        drop(u, j, n, rule);
      } else {
        mark(t, glyph, rule, u);
        drop(u, n, n, rule);
      }
    }
  }
}

export function plusLists(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 2; j < live.length - 2; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'and') continue;
    if (live[j - 1].k !== 's' || live[j + 1].k !== 's') continue;
    const x = live[j - 2];
    const y = live[j + 2];
    if (x.k !== 'w' || y.k !== 'w') continue; // words only: "+" glued to a path or code reads as part of it
    if ((x.k === 'w' && PLUS_STOP.has(lc(x))) || (y.k === 'w' && PLUS_STOP.has(lc(y)))) continue;
    const before = prevNS(live, j - 2);
    if (isPunct(live[before], ',')) continue; // "A, B and C": leave long lists
    const after = nextNS(live, j + 2);
    const endOk = after === -1 || (live[after].k === 'p' && [',', '.', ';', ':', '!', '?', ')'].includes(cur(live[after]))) || live[after].k === 'g';
    if (!endOk) continue;
    if (x.k === 'w' && /(?:ed|ing|ly)$/.test(lc(x))) continue;
    mark(live[j - 1], '', rule, u);
    mark(t, '+', rule, u);
    mark(live[j + 1], '', rule, u);
  }
}

/** A short list item (1-4 words or atoms) ends at live[p] and follows a comma: "A, B," is a list. */
function listBefore(live: Tok[], p: number): boolean {
  let words = 0;
  // A while loop: Next's minifier mangles an imported call in a for-loop's update expression.
  let i = prevNS(live, p);
  while (i !== -1) {
    const t = live[i];
    if (t.k !== 'w' && t.k !== 'x') return words > 0 && isPunct(t, ',');
    if (++words > 4) return false;
    i = prevNS(live, i);
  }
  return false;
}

const CLAUSE_SUBJECTS = new Set(['it', 'we', 'they', 'i', 'he', 'she', 'this', 'that', 'there', 'you']);

/** A present or past verb follows ("…, and returns Y"), then its object. */
function verbAfter(live: Tok[], n: number): boolean {
  const t = live[n];
  if (t.k !== 'w') return false;
  const w = lc(t);
  const next = nextNS(live, n);
  if (next === -1 || !(live[next].k === 'w' || live[next].k === 'x')) return false;
  return (/[^s]s$/.test(w) || /[^e]ed$/.test(w)) && !DETERMINERS.has(w) && !PLUS_STOP.has(w) && w.length > 3;
}

/** A subject and a finite verb follow ("the X is", "the test passed"): a clause, not a list item. */
function clauseAfter(live: Tok[], n: number): boolean {
  if (!(live[n].k === 'w' && DETERMINERS.has(lc(live[n])))) return false;
  let i = nextNS(live, n);
  for (let k = 0; i !== -1 && k < 6; k++) {
    const t = live[i];
    if (t.k !== 'w' && t.k !== 'x') return false;
    if (t.k === 'w' && (FINITE.has(lc(t)) || (k > 0 && /[^e]ed$/.test(lc(t))))) return true;
    i = nextNS(live, i);
  }
  return false;
}

/** Full: "A, B, and C" -> "A, B, C"; ", and it works" -> "; it works". */
export function listAnd(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 1; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'and') continue;
    const p = prevNS(live, j);
    if (!isPunct(live[p], ',') || p !== j - 2) continue;
    const n = nextNS(live, j);
    if (n === -1 || n !== j + 2 || !(live[n].k === 'w' || live[n].k === 'x') || held(live, j, j)) continue;
    if ((live[n].k === 'w' && CLAUSE_SUBJECTS.has(lc(live[n]))) || (!listBefore(live, p) && clauseAfter(live, n))) {
      mark(live[p], ';', rule, u);
      drop(u, j, j, rule);
    } else if (listBefore(live, p) || verbAfter(live, n)) drop(u, j, j, rule); // "X, and returns Y": a shared subject
  }
}

export function clauseConjunctions(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 1; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'and') continue;
    const p = prevNS(live, j);
    if (!isPunct(live[p], ',')) continue;
    const n = nextWordAdj(live, j);
    if (n === -1) continue;
    drop(u, j, j, rule);
  }
}

/** Markers the parser found at word boundaries (both of a pair, or neither: see segment.ts) go. */
export function emphasis(u: UnitCtx, rule: RuleDef) {
  for (const t of u.live) if (t.k === 'm') mark(t, '', rule, u);
}

export function listPeriod(u: UnitCtx, rule: RuleDef) {
  if (u.kind !== 'listItem') return;
  const { live } = u;
  let j = live.length - 1;
  while (j >= 0 && isSpace(live[j])) j--;
  if (j < 1 || !isPunct(live[j], '.')) return;
  const p = live[j - 1];
  if (p.k !== 'w' && p.k !== 'x') return;
  // One sentence only: a period inside the item means it is prose, keep its punctuation consistent.
  for (let i = 0; i < j; i++) if (live[i].k === 'p' && TERMINAL.has(cur(live[i]))) return;
  mark(live[j], '', rule, u);
}

const POSSESSIVES = new Set(['their', 'our', 'its', 'your', 'my', 'his', 'her']);

/**
 * Ultra: possessive and demonstrative determiners before a noun go ("their attention" ->
 * "attention", "these changes" -> "changes", "this patch" -> "patch"); "this changes" (a verb
 * after a singular "this") keeps them.
 */
export function determiners(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w') continue;
    const w = lc(t);
    const poss = POSSESSIVES.has(w);
    if (!poss && w !== 'this' && w !== 'these' && w !== 'those') continue;
    const n = nextWordAdj(live, j);
    if (n === -1 || held(live, j, j)) continue;
    const nw = lc(live[n]);
    if (FINITE.has(nw) || PLUS_STOP.has(nw) || nextNS(live, n) === -1) continue;
    if (w === 'this' && /s$/.test(nw)) continue; // "this changes": a verb
    if (w === 'her' || w === 'his') continue; // object or possessive: ambiguous
    if (mentionedWord(live, j)) continue;
    drop(u, j, j, rule);
  }
}

const mentionedWord = (live: Tok[], j: number) => {
  const p = prevNS(live, j);
  return p !== -1 && (isPunct(live[p], ',') || isPunct(live[p], '(')) && isPunct(live[nextNS(live, j)], ',');
};

/** Ultra: "about 40 ms" -> "~40 ms", "approximately 2x" -> "~2x" (the hedge stays, as `~`). */
export function tilde(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j + 2 < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !['about', 'approximately', 'roughly', 'around'].includes(lc(t))) continue;
    if (live[j + 1].k !== 's' || live[j + 2].k !== 'x' || !/^\d/.test(cur(live[j + 2])) || held(live, j, j)) continue;
    if (!saves(u, rule, t, live[j + 2], `${cur(t)} ${cur(live[j + 2])}`, `~${cur(live[j + 2])}`)) continue;
    mark(t, '~', rule, u);
    mark(live[j + 1], '', rule, u);
  }
}

/** Ultra: "I believe", "we usually try": a first-person or plural subject pronoun before its verb goes. */
export function subjects(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !['i', 'we', 'they'].includes(lc(t))) continue;
    const p = prevNS(live, j);
    const open = p === -1 || (live[p].k === 'p' && ['.', '!', '?', ';', ':', '—', '(', ','].includes(cur(live[p]))) || (live[p].k === 'w' && ['and', 'but', 'so'].includes(lc(live[p])));
    if (!open) continue;
    const n = nextWordAdj(live, j);
    if (n === -1 || !/^\p{Ll}/u.test(cur(live[n])) || PLUS_STOP.has(lc(live[n])) && !FINITE.has(lc(live[n]))) continue;
    if (isQuestion(live, j)) continue;
    drop(u, j, j, rule);
  }
}

/** Ultra: a sentence-opening "So," / "And" / "Also," goes. */
export function connectives(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !OPENING_CONNECTIVES.includes(lc(t)) || !sentenceStartAt(live, j)) continue;
    const n = nextNS(live, j);
    if (n === -1) continue;
    if (isPunct(live[n], ',')) drop(u, j, n, rule);
    else if (live[n].k === 'w' || live[n].k === 'x') drop(u, j, j, rule);
  }
}
