// Grammar rules of full: articles, narrative phrases, copulas and auxiliaries, subject pronouns
// and clause openers ("that", "there is", relative clauses). Each drops words a careful reader
// does not miss, and each has a guard for where the words carry meaning (tense, a name, a noun
// that would read as a verb).
import {
  ART, ARTICLE_IDIOMS, AUX_KEEP, HEDGES, BASE_VERBS, CLAUSE_JOINERS, CLAUSE_OPENERS, CLAUSE_VERBS, DETERMINERS, IRREGULAR_PARTICIPLES,
  IRREGULAR_PAST, NARRATIVE_FIRST, NARRATIVE_PHRASES, NOT_SUBJECT, PHRASAL_PLURALS, PREPOSITIONS, PRONOUN_CONTRACTIONS,
  QUANTITY_AFTER_A, REPORTING_VERBS, STATE_WORDS, SUBJECT_PRONOUNS,
} from '../lexicon';
import { cur, isLive, isSpace, type Tok } from '../tokens';
import { inflections } from '../inflect';
import { drop, held, mark, saves } from './edit';
import { clauseStart, isPunct, isQuestion, itemMention, lc, nextNS, nextWordAdj, prevNS, quantityAt, sentenceBegin, sentenceStart } from './stream';
import type { RuleDef, UnitCtx } from './types';

const IDIOMS = ARTICLE_IDIOMS.map((i) => i.split(' '));
const SENTENCE_ADVERBS = new Set(['also', 'still', 'always', 'usually', 'often', 'already', 'then', 'now', 'generally', 'typically', 'normally', 'mostly']);

/** The article at live[j] is part of an idiom ("all the way"). */
function inIdiom(live: Tok[], j: number): boolean {
  for (const words of IDIOMS) {
    const at = words.indexOf('_');
    let ok = true;
    let k = j;
    for (let w = at - 1; w >= 0 && ok; w--) {
      k = prevNS(live, k);
      ok = k !== -1 && lc(live[k]) === words[w];
    }
    k = j;
    for (let w = at + 1; w < words.length && ok; w++) {
      k = nextNS(live, k);
      ok = k !== -1 && lc(live[k]) === words[w];
    }
    if (ok) return true;
  }
  return false;
}

export function articles(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !ART.has(lc(t))) continue;
    let n = j + 2 < live.length && live[j + 1].k === 's' ? j + 2 : -1;
    if (n === -1) continue;
    if (live[n].k === 'm' && n + 1 < live.length) n++; // "the **build**"
    const nt = live[n];
    if (nt.k !== 'w' && nt.k !== 'x') continue;
    if (nt.k === 'w' && QUANTITY_AFTER_A.has(lc(nt)) && lc(t) !== 'the') continue;
    if (cur(t) === 'A' && !sentenceStart(live, j)) continue; // "plan A", "option A is"
    // Mentioned only when the article is the whole list item ("(a, an, the)"); "the X" in a list is used.
    if (itemMention(live, j, j)) continue;
    if (inIdiom(live, j)) continue;
    // "stayed the same", "the same as before" keep it; "the same finding" does not need it.
    if (nt.k === 'w' && lc(nt) === 'same') {
      const after = nextNS(live, n);
      if (after === -1 || live[after].k !== 'w' || lc(live[after]) === 'as') continue;
    }
    drop(u, j, j, rule);
  }
}

export function narrative(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t)) continue;
    const w = lc(t);
    if (w === 'now' && sentenceStart(live, j) && isPunct(live[nextNS(live, j)], ',')) {
      drop(u, j, nextNS(live, j), rule);
      continue;
    }
    if (!NARRATIVE_FIRST.has(w) || !clauseStart(live, j)) continue;
    for (const p of NARRATIVE_PHRASES) {
      const words = p.split(' ');
      if (words[0] !== w) continue;
      let k = j;
      let ok = true;
      for (let x = 1; x < words.length; x++) {
        const nk = nextWordAdj(live, k);
        if (nk === -1 || lc(live[nk]) !== words[x]) { ok = false; break; }
        k = nk;
      }
      if (!ok) continue;
      if (p === 'let me' && lc(live[nextNS(live, k)] ?? t) === 'know') break;
      const after = nextNS(live, k);
      if (after === -1 || live[after].k === 'p') break; // "I think." alone stays
      if (p === 'i think' && lc(live[after]) === 'that') k = after;
      drop(u, j, k, rule);
      break;
    }
  }
}

// ---- forms ----

const word = (t: Tok | undefined) => !!t && t.k === 'w';
const isNegation = (w: string) => w === 'not' || w === 'never' || w === 'no' || w === 'cannot' || /n['’]t$/.test(w);

/** A past participle by form (-ed) or from the list ("broken", "done"). */
export function isParticiple(w: string): boolean {
  return (w.length > 3 && /[^e]ed$|[^aeiou]ed$|eed$|ied$/.test(w) && !['need', 'seed', 'feed', 'bed', 'red', 'shed', 'speed', 'indeed'].includes(w)) || IRREGULAR_PARTICIPLES.has(w);
}

/** A predicate after which a copula can go: a state, a participle, a negation, a number, a preposition, an -ly adverb. */
function stateAfter(live: Tok[], n: number, subjectLast: string): boolean {
  const t = live[n];
  if (t.k === 'x') return /^[-+~±]?\d/.test(cur(t)); // "Latency is 40ms"
  if (t.k !== 'w') return false;
  const w = lc(t);
  // "is approximately 2ms" reads as "is ~2ms" (ultra writes that): both drop the copula.
  if (w === '~') return quantityAt(live, n);
  if (['about', 'around', 'approximately', 'roughly'].includes(w)) return quantityAt(live, nextNS(live, n));
  if (isNegation(w) && w !== 'no') return true;
  if (PREPOSITIONS.has(w)) return !PHRASAL_PLURALS.has(subjectLast); // "results are in" reads as "results in"
  if (STATE_WORDS.has(w) || isParticiple(w)) return true;
  return w.length > 4 && /ly$/.test(w) && !['only', 'early', 'family', 'assembly', 'supply', 'reply', 'apply'].includes(w);
}

/**
 * Where the clause holding live[j] starts: after a terminal, `;`, `:`, `,`, a dash or a clause
 * joiner, within a short window (a subject is a few words). -1 when there is none in reach.
 */
function clauseBegin(live: Tok[], j: number): number {
  const b = sentenceBegin(live, j);
  for (let i = j - 1, steps = 0; i >= b; i--, steps++) {
    if (steps > 16) return -1;
    const t = live[i];
    if (isPunct(t, ')')) {
      // Step over a parenthetical: it belongs to the subject.
      let depth = 0;
      for (; i >= b; i--) {
        if (isPunct(live[i], ')')) depth++;
        else if (isPunct(live[i], '(') && --depth === 0) break;
      }
      continue;
    }
    if (t.k === 'p' && [',', ';', ':', '—', '–', '('].includes(cur(t))) return i + 1;
    // A capitalised word opening a line starts a sentence (as sentenceStart reads it).
    if (t.k === 'g' && /[\r\n]/.test(t.t) && live[i + 1] && sentenceStart(live, i + 1)) return i + 1;
    if (t.k === 'w' && (CLAUSE_JOINERS.has(lc(t)) || ['when', 'while', 'because', 'since', 'although', 'though', 'if', 'once', 'until', 'unless', 'whether', 'where'].includes(lc(t)))) return i + 1;
  }
  return b;
}

/** The words (and atoms) from live[a] up to live[b) form a short subject: 1-4 of them, no punctuation. */
function shortSubject(live: Tok[], a: number, b: number): string | null {
  let words = 0;
  let last = '';
  let first = '';
  let paren = 0;
  for (let i = a; i < b; i++) {
    const x = live[i];
    if (isSpace(x) || x.k === 'm') continue;
    // A parenthetical belongs to the subject: "no crashes (core dumps) were observed".
    if (isPunct(x, '(')) paren++;
    else if (isPunct(x, ')') && paren > 0) paren--;
    if (paren > 0 || isPunct(x, ')')) continue;
    // ultra's "~" (from "approximately") is one word with its number: read again, "~2x" is one token
    if (x.k === 'w' && cur(x) === '~') continue;
    if (x.k !== 'w' && x.k !== 'x') return null;
    words++;
    if (x.k === 'w') {
      if (!first) first = lc(x);
      last = lc(x);
    } else last = '';
  }
  if (words < 1 || words > 4 || NOT_SUBJECT.has(first)) return null;
  return last;
}

/**
 * The subject holds a plural that doubles as a verb before a preposition ("test results in CI"):
 * without its copula it would read as "test results in CI flaky", a verb phrase.
 */
function phrasalInside(live: Tok[], a: number, b: number): boolean {
  for (let i = a; i < b; i++) {
    if (!word(live[i]) || !PHRASAL_PLURALS.has(lc(live[i]))) continue;
    const n = nextNS(live, i);
    if (n !== -1 && n < b && word(live[n]) && PREPOSITIONS.has(lc(live[n]))) return true;
  }
  return false;
}

// ---- copulas and auxiliaries ----

export function copula(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w') continue;
    const w = lc(t);
    if (w !== 'is' && w !== 'are' && w !== 'was' && w !== 'were') continue;
    if (isQuestion(live, j) || held(live, j, j)) continue;
    const b = clauseBegin(live, j);
    if (b === -1) continue;
    const last = shortSubject(live, b, j);
    if (last === null || phrasalInside(live, b, j)) continue;
    const n = nextNS(live, j);
    if (n === -1 || n === j + 1) continue;
    if (w === 'was' || w === 'were') {
      // The tense lives here ("was not available" stays); a passive keeps it in the participle.
      if (!word(live[n]) || !isParticiple(lc(live[n]))) continue;
    } else if (!stateAfter(live, n, last)) continue;
    drop(u, j, j, rule);
  }
}

/** "has been fixed" -> "fixed", "have added" -> "added": perfect and passive auxiliaries before a participle. */
export function auxiliaries(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w') continue;
    const w = lc(t);
    if (w !== 'has' && w !== 'have' && w !== 'had') continue;
    const p = prevNS(live, j);
    // After a modal the auxiliary carries the hedge ("should have been"); after a pronoun the pronoun rule decides.
    if (p === -1 || !(live[p].k === 'w' || live[p].k === 'x') || (word(live[p]) && (AUX_KEEP.has(lc(live[p])) || SUBJECT_PRONOUNS.has(lc(live[p])) || lc(live[p]) === 'to'))) continue;
    if (isQuestion(live, j)) continue;
    let k = nextWordAdj(live, j);
    if (k === -1) continue;
    let end = j;
    if (lc(live[k]) === 'been') {
      end = k;
      k = nextWordAdj(live, k);
      if (k === -1) continue;
    }
    if (!isParticiple(lc(live[k]))) continue;
    const b = clauseBegin(live, j);
    if (b === -1 || shortSubject(live, b, j) === null) continue;
    drop(u, j, end, rule);
  }
}

// ---- subject pronouns and clause openers ----

/** live[j] starts a clause: a sentence or clause start, or right after "and", "but", "so". */
function clauseOpen(live: Tok[], j: number): boolean {
  if (clauseStart(live, j)) return true;
  const p = prevNS(live, j);
  return p !== -1 && word(live[p]) && CLAUSE_JOINERS.has(lc(live[p]));
}

export function pronouns(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !clauseOpen(live, j) || isQuestion(live, j)) continue;
    const w = lc(t);
    const n = nextWordAdj(live, j);
    if (n === -1) continue;
    const nw = lc(live[n]);
    if (PRONOUN_CONTRACTIONS.has(w)) {
      // "it's broken" -> "broken"; "we're breaking" -> "breaking" (the contraction holds the auxiliary).
      drop(u, j, j, rule);
      continue;
    }
    if (!SUBJECT_PRONOUNS.has(w) && w !== 'this') continue;
    // One adverb may stand between the pronoun and its verb ("I also don't think", "we usually try").
    if (SENTENCE_ADVERBS.has(nw) || (nw.length > 4 && /ly$/.test(nw) && !['only', 'early', 'family', 'reply', 'apply', 'supply'].includes(nw))) {
      const v = nextWordAdj(live, n);
      if (v === -1) continue;
      const vw = lc(live[v]);
      const third = w === 'it' || w === 'he' || w === 'she' || w === 'this';
      const verb = AUX_KEEP.has(vw) || /n['’]t$/.test(vw) || /ed$/.test(vw) || IRREGULAR_PAST.has(vw) || (third ? /[^s]s$/.test(vw) : BASE_VERBS.has(vw) || ['try', 'use', 'run', 'see', 'know', 'think', 'do', 'want', 'have', 'need'].includes(vw));
      if (verb) drop(u, j, j, rule);
      continue;
    }
    if (nw === 'have' || nw === 'has' || nw === 'had' || nw === 'am' || nw === 'is' || nw === 'are' || nw === 'was' || nw === 'were') {
      const n2 = nextNS(live, n);
      if (n2 === -1 || n2 === n + 1 || !(live[n2].k === 'w' || live[n2].k === 'x')) continue;
      // "it was fine" keeps its tense: only the pronoun goes, unless a participle carries it ("it was fixed").
      if ((nw === 'was' || nw === 'were') && !(word(live[n2]) && isParticiple(lc(live[n2])))) drop(u, j, j, rule);
      else if ((nw === 'have' || nw === 'has' || nw === 'had') && !(word(live[n2]) && (isParticiple(lc(live[n2])) || lc(live[n2]) === 'been' || isNegation(lc(live[n2]))))) drop(u, j, j, rule);
      else drop(u, j, n, rule);
      continue;
    }
    if (AUX_KEEP.has(nw) || nw.endsWith("n't") || nw.endsWith('n’t')) {
      drop(u, j, j, rule);
      continue;
    }
    const third = w === 'it' || w === 'he' || w === 'she' || w === 'this';
    const verbish = /ed$/.test(nw) || IRREGULAR_PAST.has(nw) || (third ? /[^s]s$/.test(nw) : BASE_VERBS.has(nw));
    if (verbish && nw !== 'think') drop(u, j, j, rule);
  }
}

/** "found that the cache" -> "found the cache": a complementizer after a verb of saying or checking. */
export function complementizer(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 1; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'that') continue;
    const p = prevNS(live, j);
    if (p === -1 || p === j - 1 || !word(live[p]) || !REPORTING_VERBS.has(lc(live[p]))) continue;
    const n = nextNS(live, j);
    if (n === -1 || n === j + 1) continue;
    const next = live[n];
    // A `~` that ultra wrote for "approximately" is read as the protected quantity it becomes.
    const clause = next.k === 'x' || cur(next) === '~' || (word(next) && (CLAUSE_OPENERS.has(lc(next)) || CLAUSE_VERBS.has(lc(live[p]))));
    if (!clause) continue;
    drop(u, j, j, rule);
  }
}

/** ", which is the opposite" -> ", the opposite": an appositive after a comma or a dash. */
export function appositives(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 1; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'which') continue;
    const p = prevNS(live, j);
    if (!(isPunct(live[p], ',') || isPunct(live[p], '—') || isPunct(live[p], '–') || isPunct(live[p], '('))) continue;
    const n = nextWordAdj(live, j);
    if (n === -1 || (lc(live[n]) !== 'is' && lc(live[n]) !== 'are')) continue;
    const n2 = nextNS(live, n);
    // Before a noun phrase or a state: "which is a bug", "which is slow"; not "which is why".
    if (n2 === -1 || n2 === n + 1 || !word(live[n2])) continue;
    const w = lc(live[n2]);
    if (!(DETERMINERS.has(w) || STATE_WORDS.has(w) || isParticiple(w)) || ['that', 'this', 'no'].includes(w)) continue;
    drop(u, j, n, rule);
  }
}

/** "There is no way" -> "No way", "there are 3 issues" -> "3 issues" (present tense only). */
export function thereIs(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'there' || !clauseOpen(live, j) || isQuestion(live, j)) continue;
    const n = nextWordAdj(live, j);
    if (n === -1 || (lc(live[n]) !== 'is' && lc(live[n]) !== 'are')) continue;
    const n2 = nextNS(live, n);
    if (n2 === -1 || n2 === n + 1 || !(live[n2].k === 'w' || live[n2].k === 'x')) continue;
    drop(u, j, n, rule);
  }
}

const NOT_VERB_S = new Set(['is', 'has', 'was', 'does', 'this', 'its', 'his', 'hers', 'ours', 'yours', 'theirs', 'always', 'sometimes', 'perhaps', 'thus', 'less', 'unless', 'yes', 'plus', 'whereas', 'besides', 'across', 'towards', 'afterwards', 'as', 'us', 'ss']);

/** The -ing form of a third-person verb ("reads" -> "reading", "touches" -> "touching"), or null. */
export function gerundOf(verb: string): string | null {
  if (!/^[a-z]{3,}s$/.test(verb) || /ss$|us$|is$/.test(verb) || NOT_VERB_S.has(verb)) return null;
  const base = /ies$/.test(verb) ? verb.slice(0, -3) + 'y' : /(?:ch|sh|x|z|o)es$/.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1);
  return inflections(base)[3];
}

/** "a consumer that reads the summary" -> "a consumer reading the summary". */
export function relativeClauses(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 1; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w') continue;
    const w = lc(t);
    if (w !== 'that' && w !== 'which' && w !== 'who') continue;
    const p = prevNS(live, j);
    // After a noun, not after a verb of saying ("says that reads") or punctuation.
    if (p === -1 || p === j - 1 || !(word(live[p]) || live[p].k === 'x') || (word(live[p]) && (REPORTING_VERBS.has(lc(live[p])) || DETERMINERS.has(lc(live[p])) || PREPOSITIONS.has(lc(live[p]))))) continue;
    const n = nextWordAdj(live, j);
    if (n === -1 || held(live, j, n)) continue;
    if (HEDGES.has(lc(live[n]))) continue; // "that seems" keeps its hedge word
    const g = gerundOf(lc(live[n]));
    if (!g || nextNS(live, n) === -1 || nextNS(live, n) === n + 1) continue;
    if (!saves(u, rule, t, live[n], `${cur(t)} ${cur(live[n])}`, g)) continue;
    mark(live[n], /^\p{Lu}/u.test(cur(live[n])) ? g[0].toUpperCase() + g.slice(1) : g, rule, u);
    drop(u, j, j, rule);
  }
}

const OBJECT_CLAUSE = new Set(['we', 'they', 'i', 'you', 'he', 'she', 'it', 'the', 'this', 'these', 'our', 'their', 'your', 'my']);

/** "the fix that we shipped" -> "the fix we shipped": a relative pronoun before the clause's own subject. */
export function objectRelatives(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 1; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || (lc(t) !== 'that' && lc(t) !== 'which')) continue;
    const p = prevNS(live, j);
    // After a noun (not a verb of saying, a preposition or a determiner), before a subject and its verb.
    if (p === -1 || p === j - 1 || !word(live[p]) || REPORTING_VERBS.has(lc(live[p])) || CLAUSE_VERBS.has(lc(live[p])) || PREPOSITIONS.has(lc(live[p])) || DETERMINERS.has(lc(live[p])) || /ly$/.test(lc(live[p]))) continue;
    if (isParticiple(lc(live[p])) || ['is', 'are', 'was', 'were', 'be', 'so', 'such', 'now', 'and', 'or', 'but'].includes(lc(live[p]))) continue;
    const n = nextWordAdj(live, j);
    if (n === -1 || !OBJECT_CLAUSE.has(lc(live[n]))) continue;
    // The subject is followed by its verb within two words ("we shipped", "the tool wrote").
    const v1 = nextWordAdj(live, n);
    const v2 = v1 === -1 ? -1 : nextWordAdj(live, v1);
    const verbish = (i: number) => i !== -1 && /(?:ed|s)$/.test(lc(live[i])) && !DETERMINERS.has(lc(live[i]));
    const pron = ['we', 'they', 'i', 'you', 'he', 'she', 'it'].includes(lc(live[n]));
    if (!(pron ? v1 !== -1 && (verbish(v1) || AUX_KEEP.has(lc(live[v1])) || lc(live[v1]) === 'have' || lc(live[v1]) === 'had') : verbish(v2))) continue;
    drop(u, j, j, rule);
  }
}
