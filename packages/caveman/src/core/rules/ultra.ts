// Ultra's rules: arrows for causality and flow, "+" lists, dropped conjunctions, emphasis and
// list-item periods.
import { ARROW_PAIRS, ARROW_VERBS, CLAUSE_VERBS, DETERMINERS, FIXED_PAIRS, HEDGES, MODALS_NEG, NOUN_BEFORE_CAUSE, OPENING_CONNECTIVES, PLUS_STOP, PREPOSITIONS } from '../lexicon';
import { cur, isLive, isSpace, type Tok } from '../tokens';
import { ADJ, canBeFinite, canBeNoun, classes, isPastOnly, known, NOUN, PLURAL, VERB, VERB_S, verbOnly } from '../words';
import { drop, held, mark, saves } from './edit';
import { baseVerbOnly, isParticiple } from './grammar';
import { isPunct, lc, nextNS, nextWordAdj, own, prevNS, sentenceBegin as sentenceBeginAt, sentenceStart as sentenceStartAt, TERMINAL } from './stream';
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
  const ambiguous = /s$/.test(w) || ['cause', 'produce', 'trigger', 'lead', 'result'].includes(w);
  if (VERB_SUBJECTS.has(pw)) return /s$/.test(w) === ['this', 'that', 'it', 'which', 'what', 'everything', 'each'].includes(pw);
  if (NOUN_BEFORE_CAUSE.has(pw)) return false;
  if (!ambiguous || /ing$/.test(pw) || live[p].k === 'x') return true;
  // "lock contention causes timeouts": a verb of causality before its object (a noun, code or a
  // determiner), not before a verb or a preposition ("the likely causes are", "causes of").
  if (own(ARROW_VERBS, w)) {
    const nx = nextNS(live, j);
    const o = nx === -1 ? null : live[nx];
    if (o && (o.k === 'x' || (o.k === 'w' && (DETERMINERS.has(lc(o)) || (classes(lc(o)) & (NOUN | PLURAL)) !== 0) && !FINITE.has(lc(o))))) return true;
  }
  // The word before the subject noun ("a very database results in" reads "a DB results in" next time).
  if (!determinerBefore(toks, live[p].i)) return false;
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

/**
 * Whether live[p] (its word pw) can end the subject of a verb right after it: a noun by the
 * lexicon, or any word a determiner stood before as written ("the retry causes"; a second pass,
 * the article gone, finds the arrow already written).
 */
function subjectEnd(u: UnitCtx, p: number, pw: string): boolean {
  const { live, toks } = u;
  if (p === -1) return false;
  const t = live[p];
  if (t.k === 'x') return !/^\[[ xX]\]$/.test(cur(t)); // code, a path, a number; not a checkbox
  if (t.k !== 'w') return false;
  if (VERB_SUBJECTS.has(pw) || WH_SUBJECTS.has(pw)) return true;
  if (pw === 'to' || PREPOSITIONS.has(pw) || DETERMINERS.has(pw)) return false;
  if (canBeNoun(pw) || /^\d/.test(pw) || (!known(pw) && !/ly$/.test(pw))) return true;
  return determinerBefore(toks, t.i);
}

/**
 * A determiner stands right before toks[i] as written: an article a full rule dropped still
 * counts, but another word a rule dropped is passed over, as a second pass will not see it ("that
 * just fixed causes" reads "that fixed causes" next time, so this pass reads it so too).
 */
function determinerBefore(toks: Tok[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && (toks[k].k === 's' || toks[k].k === 'm' || (toks[k].k === 'w' && cur(toks[k]) === '' && !DETERMINERS.has(toks[k].lt)))) k--;
  return k >= 0 && toks[k].k === 'w' && DETERMINERS.has(toks[k].lt);
}

/** Words after "so" that make it something else than "therefore": "so that" (a purpose), "so far", "so on". */
const WH_SUBJECTS = new Set(['who', 'whom', 'whose', 'what', 'whoever', 'whatever', 'whichever']);
const AUXILIARIES = new Set(['has', 'have', 'had', 'is', 'are', 'was', 'were', 'be', 'been', 'being']);
const SO_NOT_CAUSAL = new Set(['that', 'far', 'on', 'much', 'many', 'long', 'as', 'to', 'called', 'forth', 'yes', 'no', 'what', 'yeah', 'basically']);

const PRESENT_COPULA = /^(?:is|are|am|isn't|aren't|\w+'s|\w+'re)$/;

/** Words that make the clause after "so" advice or an inference rather than a result. */
const NOT_RESULT = new Set([...HEDGES, 'should', 'must', 'need', 'needs', 'have', 'has', 'please', 'let', "let's", 'do', "don't", 'never', 'ought']);

/**
 * The clause after "so" at live[n] states a result ("the pod restarted, so the queue was lost"):
 * not an order ("so don't panic", "so restart it": it opens with a verb) and not an inference or
 * advice ("so the bottleneck is probably the WAL", "so we should retry"), which an arrow would
 * turn into a cause and its effect.
 */
function resultClause(live: Tok[], n: number): boolean {
  const first = lc(live[n]);
  if (NOT_RESULT.has(first)) return false;
  for (let i = n; i < live.length; i++) {
    const t = live[i];
    if (t.k === 'p' && (TERMINAL.has(cur(t)) || cur(t) === ';')) break;
    if (t.k !== 'w') continue;
    const w = lc(t).replace('’', "'");
    if (NOT_RESULT.has(w)) return false;
    if (i === n) continue;
    // The clause's first verb decides. An event that followed is past: "so two tests failed",
    // "so the queue was lost". A present verb states a judgement or an inference drawn from what
    // came before ("so this isn't urgent", "so they measure what the core does"), and "was" before
    // anything but a participle a judgement too ("so the rational response was to distrust it").
    if (w === 'was' || w === 'were') {
      const a = nextNS(live, i);
      if (a === -1 || live[a].k !== 'w') return false;
      const x = lc(live[a]);
      // a state the event left ("so the cache was empty", "was lost"), not "was to distrust it" or "was a mistake"
      return !DETERMINERS.has(x) && x !== 'to' && !/ing$/.test(x) && (isParticiple(x) || (classes(x) & ADJ) !== 0);
    }
    if (FINITE.has(w) || w.endsWith("n't") || PRESENT_COPULA.test(w)) return false;
    if (isPastOnly(w)) return true;
    if (canBeFinite(w)) return false;
  }
  return false;
}

/**
 * Ultra writes an arrow only for causality: a causal verb ("X causes / produces / triggers Y",
 * "leads to", "results in") or ", so" before a clause. "then" and "and then" stay words: an arrow
 * between two steps would claim the first caused the second.
 */
export function arrows(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  const glyph = u.c.arrow;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t)) continue;
    const w = lc(t);
    if (w === 'so') {
      // "X, so Y" -> "X -> Y": a comma before, a clause after (a word that does not turn "so" into another phrase).
      const p = prevNS(live, j);
      const n = nextNS(live, j);
      if (!isPunct(live[p], ',') || n === -1 || n === j + 1 || live[n].k !== 'w' || SO_NOT_CAUSAL.has(lc(live[n])) || held(live, p, j)) continue;
      const b = prevNS(live, p);
      if (b === -1 || !(live[b].k === 'w' || live[b].k === 'x')) continue;
      if (!resultClause(live, n)) continue;
      mark(live[p], '', rule, u);
      mark(t, glyph, rule, u);
      continue;
    }
    if (own(ARROW_VERBS, w) === undefined && own(ARROW_PAIRS, w) === undefined) continue;
    const p = prevNS(live, j);
    const pw = p !== -1 && live[p].k === 'w' ? lc(live[p]) : '';
    // After a modal, a negation or an auxiliary the verb is part of a verb phrase: "has caused two
    // outages" would become "has -> two outages".
    if (MODALS_NEG.has(pw) || AUXILIARIES.has(pw) || pw.endsWith("n't")) continue;
    // After "who" the verb belongs to a relative clause about a person: "the user who triggered it".
    if (WH_SUBJECTS.has(pw)) continue;
    // Only a finite verb after its subject, as the text reads now (a second pass sees only that):
    // a noun, a subject pronoun, a number or code just before it. Not an infinitive ("able to
    // trigger it"), not after an adverb, a verb or a preposition ("believe trigger was", "clearly
    // causes"), not at a line's start or after a checkbox. (The article before a causal noun stays,
    // articles in grammar.ts: "the trigger was" keeps saying it is a noun.)
    if (!subjectEnd(u, p, pw)) continue;
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

const FIXED = new Set(FIXED_PAIRS);
/** Words before a pair that needs its "and": "between A and B", "both A and B". */
const PAIR_HEADS = new Set(['between', 'both', 'either', 'neither', 'whether']);

/** A word that can be a list item of nouns: a noun by the lexicon, not only a verb form, not a function word. */
function nounItem(t: Tok): boolean {
  if (t.k !== 'w') return false;
  const w = lc(t);
  return !PLUS_STOP.has(w) && !/(?:ed|ing|ly)$/.test(w) && canBeNoun(w) && !verbOnly(w);
}

/**
 * "email and password" -> "email+password": "and" between two nouns of a short list. Never a fixed
 * pair ("black and white", "X and all"), never after "between", never between verbs ("the tool
 * builds and tests": a noun before the first item makes it a verb) or clauses.
 */
export function plusLists(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 2; j < live.length - 2; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'and') continue;
    if (live[j - 1].k !== 's' || live[j + 1].k !== 's') continue;
    const x = live[j - 2];
    const y = live[j + 2];
    if (!nounItem(x) || !nounItem(y)) continue; // words only: "+" glued to a path or code reads as part of it
    if (FIXED.has(`${lc(x)} and ${lc(y)}`) || lc(y) === 'all') continue;
    const before = prevNS(live, j - 2);
    if (isPunct(live[before], ',')) continue; // "A, B and C": leave long lists
    if (before !== -1 && live[before].k === 'w') {
      const bw = lc(live[before]);
      // After a copula the items are predicates, adjectives as often as not ("is important and risky").
      if (PAIR_HEADS.has(bw) || FINITE.has(bw)) continue;
      // "the tool builds and tests": after a noun or a pronoun the first item is a verb.
      if (canBeFinite(lc(x)) && (CLAUSE_SUBJECTS.has(bw) || (canBeNoun(bw) && !verbOnly(bw) && !DETERMINERS.has(bw)))) continue;
    }
    const after = nextNS(live, j + 2);
    const endOk = after === -1 || (live[after].k === 'p' && [',', '.', ';', ':', '!', '?', ')'].includes(cur(live[after]))) || live[after].k === 'g';
    if (!endOk) continue;
    // "pull the new image and restart": after a verb's object, a second item that can be a verb
    // is that verb's partner, not a noun of the list.
    if ((classes(lc(y)) & VERB) !== 0 && verbBefore(live, j - 2)) continue;
    mark(live[j - 1], '', rule, u);
    mark(t, '+', rule, u);
    mark(live[j + 1], '', rule, u);
  }
}

const LEADING_ADVERBS = new Set(['then', 'first', 'next', 'now', 'also', 'finally', 'afterwards', 'later', 'just', 'please', 'always', 'never']);

/**
 * The sentence of live[x] is an order, or its first word a verb taking an object ("Then pull the
 * new image", "pull the image"): its first word (after an adverb such as "then") can be a base
 * verb, or a verb form stands right before a determiner.
 */
function verbBefore(live: Tok[], x: number): boolean {
  let first = true;
  for (let i = sentenceBeginAt(live, x); i < x; i++) {
    const t = live[i];
    if (t.k !== 'w') continue;
    const w = lc(t);
    if (first && LEADING_ADVERBS.has(w)) continue;
    if (first && (classes(w) & VERB) !== 0) return true;
    first = false;
    if ((classes(w) & (VERB | VERB_S)) === 0) continue;
    const n = nextNS(live, i);
    if (n !== -1 && live[n].k === 'w' && DETERMINERS.has(lc(live[n]))) return true;
  }
  return false;
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
/** Verbs whose clause can run on past an "and": "It seems X, and Y" may say that Y only seems. */
const SCOPE_VERBS = new Set([...HEDGES, ...CLAUSE_VERBS, 'said', 'says', 'say', 'noticed', 'notice', 'notices', 'found', 'find', 'finds', 'saw', 'see', 'sees', 'means', 'mean', 'meant', 'assume', 'assumes', 'assumed', 'suspect', 'suspects', 'suspected', 'guess', 'hope', 'feel', 'if', 'whether', 'unless', 'when', 'once', 'because', 'since']);

/**
 * The sentence before the "and" at live[j] opens a scope that the clause after it may share: a
 * hedge or a verb of thinking or saying ("It seems their table has 2M rows, and the query does a
 * full scan"), a condition ("if X, and Y"). Making the second clause its own (";" or a bare comma)
 * would take it out of that scope, so the "and" stays.
 */
function scopeBefore(live: Tok[], j: number): boolean {
  for (let i = sentenceBeginAt(live, j); i < j; i++) {
    const t = live[i];
    if (t.k === 'w' && SCOPE_VERBS.has(lc(t).replace('’', "'"))) return true;
  }
  return false;
}

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
      if (scopeBefore(live, j)) continue;
      mark(live[p], ';', rule, u);
      drop(u, j, j, rule);
    } else if (listBefore(live, p) || verbAfter(live, n) || (live[n].k === 'w' && verbOnly(lc(live[n])))) drop(u, j, j, rule); // "X, and returns Y", ", and require Z": a shared subject
  }
}

/** A noun phrase of up to three nouns then a verb that can only be finite: "server validates", "the lane printed". */
function subjectThenVerb(live: Tok[], n: number): boolean {
  for (let i = n, k = 0; i !== -1 && k < 4; i = nextNS(live, i), k++) {
    const t = live[i];
    if (t.k === 'x') continue;
    if (t.k !== 'w') return false;
    const w = lc(t);
    const c = classes(w);
    if (k > 0 && (FINITE.has(w) || isPastOnly(w) || ((c & VERB_S) !== 0 && (c & PLURAL) === 0))) return true;
    // Right after a noun, an -s form that could be a plural is read as the verb ("queue drains
    // fast"); further on it is a noun phrase's head ("fix existing race conditions").
    if (k === 1 && (c & VERB_S) !== 0) return true;
    if (!canBeNoun(w) && !DETERMINERS.has(w)) return false;
  }
  return false;
}

export function clauseConjunctions(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 1; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'and') continue;
    const p = prevNS(live, j);
    if (!isPunct(live[p], ',')) continue;
    const n = nextWordAdj(live, j);
    // Only before a clause with its own subject ("X, and it works" -> "X, it works"; "X, and the
    // queue drains" -> "X, the queue drains"):
    // before a verb the comma leaves an order ("would make X, and fix Y" -> ", fix Y"), before a
    // subordinate clause a dangling "if", before a noun phrase an aside.
    if (n === -1 || !(CLAUSE_SUBJECTS.has(lc(live[n])) || clauseAfter(live, n) || subjectThenVerb(live, n))) continue;
    if (scopeBefore(live, j)) continue;
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

/** Ultra: a sentence-opening "So," / "And" / "Also," goes. */
export function connectives(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !OPENING_CONNECTIVES.includes(lc(t)) || !sentenceStartAt(live, j)) continue;
    const n = nextNS(live, j);
    if (n === -1) continue;
    if (isPunct(live[n], ',')) drop(u, j, n, rule);
    // "I recommend X. And remove Y.": before a bare verb the connective ties the step to the advice
    // before it; alone, "Remove Y." reads as an order of its own
    else if (live[n].k === 'w' && baseVerbOnly(lc(live[n]))) continue;
    else if (live[n].k === 'w' || live[n].k === 'x') drop(u, j, j, rule);
  }
}
