// Grammar rules of full: articles, narrative phrases, copulas and auxiliaries, subject pronouns
// and clause openers ("that", "there is", relative clauses). Each drops words a careful reader
// does not miss, and each has a guard for where the words carry meaning (tense, a name, a noun
// that would read as a verb).
import {
  ACTOR_CLASSES, ARROW_PAIRS, ARROW_VERBS, ART, ARTICLE_IDIOMS, AUTHOR_MODALS, AUX_KEEP, HEDGES, CLAUSE_JOINERS, CLAUSE_VERBS, COUNTED_UNITS, DETERMINERS, FINITE_AUX,
  IRREGULAR_PARTICIPLES, IRREGULAR_PAST, NARRATIVE_FIRST, NARRATIVE_PHRASES, NOT_SUBJECT, PHRASAL_PLURALS, PREPOSITIONS,
  QUANTITY_AFTER_A, RELATIVES, REPORTING_VERBS, STATE_WORDS, SUBJECT_PRONOUNS,
} from '../lexicon';
import { cur, isLive, isSpace, type Tok } from '../tokens';
import { inflections } from '../inflect';
import { ADJ, canBeFinite, canBeNoun, canBeVerb, classes, isPastOnly, known, NOUN, PAST, PLURAL, VERB, VERB_S, verbOnly } from '../words';

const GUESSED = (w: string) => !known(w);
import { drop, held, mark, saves } from './edit';
import { clauseStart, counted, isPunct, isQuestion, itemMention, lc, lineStart, nextNS, nextRead, nextWordAdj, own, prevNS, quantityAt, sentenceBegin, sentenceEnd, sentenceStart } from './stream';
import type { RuleDef, UnitCtx } from './types';

const IDIOMS = ARTICLE_IDIOMS.map((i) => i.split(' '));
/** After "a <unit>", words that make the article a count of one unit ("a level apart", "a week later"). */
const COUNT_AFTER = new Set(['apart', 'ago', 'later', 'earlier', 'ahead', 'behind', 'sooner', 'late', 'early', 'older', 'newer', 'longer', 'shorter', 'off', 'away']);

/** The article at live[j] is part of an idiom ("all the way"); `_` in an idiom is any article ("at _ end of _ day"). */
export function inIdiom(live: Tok[], j: number): boolean {
  const fits = (k: number, word: string) => k !== -1 && (word === '_' ? ART.has(lc(live[k])) : lc(live[k]) === word);
  for (const words of IDIOMS) {
    for (let at = words.indexOf('_'); at !== -1; at = words.indexOf('_', at + 1)) {
      let ok = true;
      let k = j;
      for (let w = at - 1; w >= 0 && ok; w--) ok = fits((k = prevNS(live, k)), words[w]);
      k = j;
      for (let w = at + 1; w < words.length && ok; w++) ok = fits((k = nextNS(live, k)), words[w]);
      if (ok) return true;
    }
  }
  return false;
}

/** live[j] opens a clause: a sentence, line or clause start (after ";", ":", a dash, a parenthesis). */
function opensClause(live: Tok[], j: number): boolean {
  return clauseStart(live, j) || lineStart(live, j);
}

/**
 * Surely a finite verb: an auxiliary or modal, a past tense that cannot be a base form, or an -s
 * form that cannot be a plural noun ("validates", not "conditions" or "records").
 */
function finite(t: Tok | undefined): boolean {
  if (!t || t.k !== 'w') return false;
  const w = lc(t);
  if (FINITE_AUX.has(w) || /n['’]t$/.test(w)) return true;
  if (isPastOnly(w)) return true;
  const c = classes(w);
  return (c & VERB_S) !== 0 && (c & PLURAL) === 0 && w.length > 3;
}

/**
 * The noun phrase whose first word is live[n] is followed by its clause's verb ("the build [log]
 * failed", "the change to the parser is small"), before any other noun phrase opens a clause of
 * its own ("the state the old runner had" has none: "had" is the relative clause's).
 */
function verbFollows(live: Tok[], n: number): boolean {
  let prevPrep = false;
  for (let i = nextRead(live, n), k = 0; i !== -1 && k < 10; i = nextRead(live, i)) {
    const t = live[i];
    if (counted(t)) k++;
    // ultra's arrow stands for the causal verb it replaced ("requests causes a build" -> "requests -> build"):
    // a second pass must read the clause as the first did
    if (['->', '→', '=>', '⇒'].includes(cur(t))) return true;
    if (t.k === 'g' || (t.k === 'p' && CLAUSE_PUNCT.has(cur(t)))) return false;
    if (t.k !== 'w') { prevPrep = false; continue; }
    const w = lc(t);
    if (finite(t)) return true;
    // An -s form that could be a plural reads as the verb before what a verb takes: "the test box
    // runs v0.23.2", "the issue then stalls until", "Section 3 renames `x`".
    if (canBeFinite(w)) {
      const a = nextRead(live, i);
      if (a === -1 || live[a].k === 'x' || (live[a].k === 'p' && CLAUSE_PUNCT.has(cur(live[a]))) || (live[a].k === 'w' && classes(lc(live[a])) === 0)) return true;
    }
    if (DETERMINERS.has(w) && !prevPrep) return false;
    prevPrep = PREPOSITIONS.has(w) || w === 'of' || w === 'to';
  }
  return false;
}

const CLAUSE_PUNCT = new Set([',', ';', ':', '.', '!', '?', '—', '–', '(', ')', '"', '“', '”']);

/** After live[n] come one to three nouns or adjectives and a finite verb: a clause ("the reviewer found"). */
function clauseAfterNoun(live: Tok[], n: number): boolean {
  if (live[n].k !== 'w' && live[n].k !== 'x') return false;
  for (let i = nextRead(live, n), k = 0; i !== -1 && k < 3; i = nextRead(live, i)) {
    const t = live[i];
    if (counted(t)) k++;
    if (finite(t)) return true;
    if (t.k !== 'w' && t.k !== 'x') return false;
    // "the tool calls the loop already records": an adverb then an -s form is a verb.
    if (t.k === 'w' && isAdverb(lc(t))) {
      const v = nextRead(live, i);
      return v !== -1 && live[v].k === 'w' && canBeFinite(lc(live[v]));
    }
    if (t.k === 'w' && (classes(lc(t)) === 0 || verbOnly(lc(t)))) return false; // a function word or a verb: no new subject here
  }
  return false;
}

/** A capitalised name (one or more capitalised words) is the whole noun phrase: a verb, a function word or punctuation follows. */
function nameAfter(live: Tok[], n: number): boolean {
  let i = n;
  if (live[i].k !== 'w' || !/^\p{Lu}\p{Ll}/u.test(cur(live[i]))) return false;
  for (let k = 0; k < 4; k++) {
    const a = nextNS(live, i);
    if (a === -1 || live[a].k !== 'w') return true;
    if (!/^\p{Lu}/u.test(cur(live[a]))) return finite(live[a]) || canBeFinite(lc(live[a])) || classes(lc(live[a])) === 0;
    i = a;
  }
  return false;
}

/** A word that reads as a noun before an article, not as a verb taking an object: "state", "failure" (not "tells", "adding"). */
function nounBefore(w: string): boolean {
  if (PREPOSITIONS.has(w) || AFTER_PREDICATE.has(w)) return false; // "looks like the following"
  const c = classes(w);
  return (c & NOUN) !== 0 && (c & (VERB_S | PAST)) === 0 && !/ing$/.test(w);
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
    const nw = nt.k === 'w' ? lc(nt) : '';
    const p = prevNS(live, j);
    // An article that counts: "a few", "a single run", "for an hour", "a second at most".
    if (lc(t) !== 'the' && (QUANTITY_AFTER_A.has(nw) || COUNTED_UNITS.has(nw))) continue;
    // "a level apart", "a day later", "a step ahead": the article is the count, one unit.
    if (lc(t) !== 'the' && nw && COUNT_AFTER.has(lc(live[nextNS(live, n)] ?? t))) continue;
    // "the two values", "none of the five paths", "the one pass": a definite number names a set.
    if (lc(t) === 'the' && (quantityAt(live, n) || nw === 'one')) continue;
    // "is the only job that rotates logs" names the one; "is only job" would say "merely", and
    // "only one" would count. Opening a sentence "Only X ..." still reads as the one.
    if (lc(t) === 'the' && nw === 'only' && (!opensClause(live, j) || quantityAt(live, nextNS(live, n)) || lc(live[nextNS(live, n)] ?? t) === 'one')) continue;
    // Before a noun that a number follows: without the article the two read as a label ("the
    // question five incidents turned on" -> "question five incidents", "the phase 2 results").
    if (nw && canBeNoun(nw) && quantityAt(live, nextNS(live, n))) continue;
    // "a/k/a bracket layers": a letter glued to a slash or a hyphen is part of a word, no article
    if (j > 0 && live[j - 1].k !== 's' && live[j - 1].e === t.s && /[/\\-]$/.test(cur(live[j - 1]))) continue;
    if (cur(t) === 'A' && !sentenceStart(live, j)) continue; // "plan A", "option A is"
    // "A is the better choice", "A wins": no article stands before a verb; this "A" names something.
    if (cur(t) === 'A' && nw && (FINITE_AUX.has(nw) || verbOnly(nw))) continue;
    // Before a word of causality ("the trigger", "the cause", "a result"): the article is what
    // says it is a noun; without it "We believe trigger was …" reads as a verb, and ultra's arrow
    // would take it for one.
    if (nw && (own(ARROW_VERBS, nw) !== undefined || own(ARROW_PAIRS, nw) !== undefined)) continue;
    // "A migration failed on the replica" introduces one of several; without its article the
    // subject reads as the one already known ("Migration failed" = "the migration failed").
    if (lc(t) !== 'the' && sentenceStart(live, j) && verbFollows(live, n)) continue;
    // An article inside a name: "flew to The Hague", "The Agency asked" (a capitalised word that
    // is the whole noun phrase; "The System One harness" only names the harness).
    if (cur(t) === 'The' && (opensClause(live, j) ? nameAfter(live, n) : p !== -1 && live[p].k === 'w')) continue;
    // Inside a title-cased name: "Order of the Stick", "Lord of the Rings" (a capitalised word, "of",
    // the article, a capitalised word)
    if (lc(t) === 'the' && p !== -1 && live[p].k === 'w' && lc(live[p]) === 'of' && nw && /^\p{Lu}/u.test(cur(live[n]))) {
      const pp = prevNS(live, p);
      if (pp !== -1 && live[pp].k === 'w' && /^\p{Lu}/u.test(cur(live[pp])) && !sentenceStart(live, pp)) continue;
    }
    // Mentioned only when the article is the whole list item ("(a, an, the)"); "the X" in a list is used.
    if (itemMention(live, j, j)) continue;
    if (inIdiom(live, j)) continue;
    // "stayed the same", "the same as before" keep it; "the same finding" does not need it.
    if (nw === 'same') {
      const after = nextNS(live, n);
      if (after === -1 || live[after].k !== 'w' || lc(live[after]) === 'as') continue;
    }
    const pw = p !== -1 && live[p].k === 'w' ? lc(live[p]) : '';
    // After a copula, before a participle or an -ing form: "were the expected timeouts" would read
    // as a passive, "is a breaking change" as a progressive.
    if (nw && ['is', 'are', 'was', 'were', 'be', 'been', 'being', "it's", "that's"].includes(pw) && (isParticiple(nw) || /..ing$/.test(nw))) continue;
    // Opening a clause before a word that can be a verb, standing alone or before what would be
    // its object, with no verb after (or in a heading, which has none): the noun would read as an
    // order ("## The ask" -> "## Ask", "; the state the old runner had" -> "; state the ...").
    if (nw && opensClause(live, j) && canBeVerb(nw) && (u.kind === 'heading' || !verbFollows(live, n))) continue;
    // After a noun, before a clause: "the state the reflex refused on" would fuse into "state reflex".
    // (Not after a verb form: "tells an agent it may", "adding a check" start the verb's object.)
    if (pw && nounBefore(pw) && clauseAfterNoun(live, n)) continue;
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
      // "He thinks X; I think Y": beside another's view, "I think" says whose this one is.
      if (p.startsWith('i ') && otherActorInSentence(live, j, 1)) break;
      const after = nextNS(live, k);
      if (after === -1 || live[after].k === 'p') break; // "I think." alone stays
      if (p === 'i think' && lc(live[after]) === 'that') k = after;
      if (p === 'we will then') {
        // "We will then run X" -> "Will run X": the plan keeps its future, and never reads as an order
        drop(u, j, j, rule);
        drop(u, k, k, rule);
        break;
      }
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

const ADVERBS = new Set(['also', 'still', 'always', 'usually', 'often', 'already', 'now', 'generally', 'typically', 'normally', 'mostly', 'largely', 'mainly', 'partly', 'fully', 'really', 'just', 'only', 'even', 'again', 'never']);
const NOT_LY_ADVERB = new Set(['only', 'early', 'family', 'assembly', 'supply', 'reply', 'apply', 'rely', 'july', 'daily', 'weekly', 'monthly', 'yearly', 'hourly', 'nightly', 'friendly', 'likely', 'unlikely']);
const isAdverb = (w: string) => ADVERBS.has(w) || (w.length > 4 && /ly$/.test(w) && !NOT_LY_ADVERB.has(w));

/** Function words after which a predicate has ended: "is complete for now", "is slow on CI". */
const AFTER_PREDICATE = new Set([
  ...PREPOSITIONS, 'of', 'to', 'and', 'or', 'but', 'so', 'nor', 'than', 'as', 'by', 'if', 'when', 'whenever', 'because', 'since',
  'until', 'unless', 'while', 'yet', 'now', 'again', 'too', 'enough', 'here', 'there', 'today', 'anymore', 'already', 'still',
  'either', 'though', 'although', 'once', 'where', 'whether', 'except', 'like', 'unlike', 'then', 'yesterday', 'tomorrow',
]);

/** Nothing that could start a noun phrase follows live[n]: "is complete." / "is open for review", not "is open blocking gate". */
function predicateEnds(live: Tok[], n: number): boolean {
  const a = nextNS(live, n);
  if (a === -1) return true;
  const t = live[a];
  if (t.k === 'p' || t.k === 'g') return true;
  if (t.k !== 'w') return false;
  const w = lc(t);
  return AFTER_PREDICATE.has(w) || isAdverb(w);
}

/**
 * live[n] starts a predicate after which a copula can go without the clause reading as another
 * one: a state or participle that ends its phrase, a negation or adverb before one, a number, a
 * preposition. A noun phrase keeps its copula ("Pins are URLs", "priority is open blocking gate").
 */
function predicateAt(live: Tok[], n: number, subjectLast: string, depth = 0): boolean {
  const t = live[n];
  if (!t) return false;
  if (t.k === 'x') return /^[-+~±]?\d/.test(cur(t)); // "Latency is 40ms"
  if (t.k !== 'w') return false;
  const w = lc(t);
  // "is approximately 2ms" reads as "is ~2ms" (ultra writes that): both drop the copula.
  if (w === '~') return quantityAt(live, n);
  if (['about', 'around', 'approximately', 'roughly'].includes(w)) return quantityAt(live, nextNS(live, n));
  if ((isNegation(w) && w !== 'no') || isAdverb(w)) {
    // "is not stale", "is mostly done"; but "is not the cache", "is mostly code" keep the copula.
    const m = nextWordAdj(live, n);
    if (m === -1) return isNegation(w) && predicateEnds(live, n);
    return depth < 2 && predicateAt(live, m, subjectLast, depth + 1);
  }
  if (PREPOSITIONS.has(w)) return !PHRASAL_PLURALS.has(subjectLast); // "results are in" reads as "results in"
  if (STATE_WORDS.has(w)) return predicateEnds(live, n);
  // A participle that is also a past tense ("skipped", "found") would read as another time once
  // the copula goes: "Tests that touch the network are skipped on CI" -> "... skipped on CI" reads
  // as what happened once. One that is no past form ("written", "broken") keeps its reading.
  if (isParticiple(w)) return !pastReading(w) && predicateEnds(live, n);
  // A progressive: "the harness is adding a field" -> "harness adding a field" (an -ing form is no finite verb, and stays present).
  return depth === 0 && progressive(w);
}

/** A participle that reads as a past tense too: "skipped", "found", "kept" (not "written", "seen"). */
function pastReading(w: string): boolean {
  return /ed$/.test(w) || IRREGULAR_PAST.has(w) || (classes(w) & PAST) !== 0 && !/(?:en|wn|ne|un|ung|unk)$/.test(w);
}

/** An -ing form of a verb the lexicon knows ("adding", "running", "making"; not "string", "thing"). */
function progressive(w: string): boolean {
  if (w.length < 5 || !w.endsWith('ing')) return false;
  const stem = w.slice(0, -3);
  return [stem, stem + 'e', /([bdgklmnprt])\1$/.test(stem) ? stem.slice(0, -1) : ''].some((b) => b.length > 1 && canBeVerb(b) && !GUESSED(b));
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
    // A relative clause in the subject ("Texts that are mostly code", "which was authored"): the
    // copula is its verb, and without it the clause would read as active ("texts that code").
    if (x.k === 'w' && RELATIVES.has(lc(x))) return null;
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

function pastCopulaBefore(live: Tok[], j: number): boolean {
  for (let i = sentenceBegin(live, j); i < j; i++) if (word(live[i]) && /^(?:was|were)(?:n['’]t)?$/.test(lc(live[i]))) return true;
  return false;
}

export function copula(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w') continue;
    const w = lc(t);
    // "was" / "were" carry the tense: without them a past state reads as current ("The timeout
    // was expected" -> "Timeout expected" is a forecast), so only the present goes.
    if (w !== 'is' && w !== 'are') continue;
    if (isQuestion(live, j) || held(live, j, j)) continue;
    const b = clauseBegin(live, j);
    if (b === -1) continue;
    const last = shortSubject(live, b, j);
    if (last === null || phrasalInside(live, b, j)) continue;
    // A pronoun right before it is the subject: "before it is loaded" -> "before it loaded" would
    // read as active and past (the pronoun rule decides "it is" at a sentence's start).
    if (NOT_SUBJECT.has(last)) continue;
    // After a "was" / "were" in the sentence a gap reads as that past ("The old one was slow and
    // the new one is flaky" -> "... and the new one flaky").
    if (pastCopulaBefore(live, j)) continue;
    const n = nextNS(live, j);
    if (n === -1 || n === j + 1 || !predicateAt(live, n, last)) continue;
    // A progressive is the clause's verb: "The harness is adding a field" -> "The harness adding a
    // field" reads as a title, no longer a claim that the work is under way.
    if (live[n].k === 'w' && progressive(lc(live[n]))) continue;
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
    // A participle that is also a base form ("has run", "has read access"): without the auxiliary
    // it reads as a present verb, or "has" was the verb.
    if (canBeVerb(lc(live[k]))) continue;
    // An active perfect keeps its auxiliary unless the participle is also the past tense: "has
    // merged X" -> "merged X", but "has seen it" -> "seen it" does not parse ("has been seen" ->
    // "seen" does: a passive).
    if (end === j && (/(?:en|wn|ne|un|ung|unk)$/.test(lc(live[k])) || (classes(lc(live[k])) & PAST) === 0)) continue;
    // "books have encoded chapters": before a bare noun the participle may describe it, and "have"
    // is the verb (without it the books did the encoding)
    // (the word as written: an article another rule dropped still says the noun is the object)
    const all = u.toks;
    let o = all.indexOf(live[k]) + 1;
    while (o > 0 && o < all.length && all[o].k === 's') o++;
    const ow = o > 0 && o < all.length && all[o].k === 'w' ? all[o].t.toLowerCase() : '';
    if (end === j && ow && (classes(ow) & (NOUN | PLURAL)) !== 0 && !DETERMINERS.has(ow) && !PREPOSITIONS.has(ow)) continue;
    const b = clauseBegin(live, j);
    if (b === -1 || shortSubject(live, b, j) === null) continue;
    drop(u, j, end, rule);
  }
}

// ---- subject pronouns and clause openers ----

const AUTHOR = new Set(['i', 'we']);
const TOPIC_MODAL_KEEP = new Set(['may', 'can', 'must', 'should', 'need', 'needs']);
const TOPIC = new Set(['it', 'this']);
const norm = (w: string) => w.replace('’', "'");

/** live[j] starts a clause: a sentence or clause start, or right after "and", "but", "so". */
function clauseOpen(live: Tok[], j: number): boolean {
  if (clauseStart(live, j)) return true;
  const p = prevNS(live, j);
  return p !== -1 && word(live[p]) && CLAUSE_JOINERS.has(lc(live[p]));
}

/** Words a sentence may open on before its subject ("But it fails", "So we added"). */
const SENTENCE_JOINERS = new Set(['but', 'and', 'so', 'yet', 'however', 'also', 'then', 'still']);

/**
 * live[j] opens a sentence, or a clause after a short label ("**Today:** we ...", "Status: it
 * ..."): what it says stands on its own, so its subject may go by the rules below.
 */
function opensSentence(live: Tok[], j: number): boolean {
  if (sentenceStart(live, j)) return true;
  const p = prevNS(live, j);
  // ("But it also requires X" -> "But also requires X": a sentence that opens on its joiner is still one sentence)
  if (p !== -1 && word(live[p]) && SENTENCE_JOINERS.has(lc(live[p])) && sentenceStart(live, p)) return true;
  if (!isPunct(live[p], ':')) return false;
  let words = 0;
  for (let i = prevNS(live, p); i !== -1; i = prevNS(live, i)) {
    if (sentenceStart(live, i)) return words < 4;
    if (live[i].k === 'p' && !isPunct(live[i], '*')) return false;
    if (live[i].k === 'w' || live[i].k === 'x') words++;
  }
  return words < 4;
}

/**
 * The clause before the joiner (or the `;`, `:`, dash) at live[p] has the same subject pronoun: "we added X and we fixed
 * Y" may lose its second "we", "an agent writes X, and it vanishes" may not lose "it" (the agent
 * would vanish). A word this run dropped still counts as it was written.
 */
function sameSubjectBefore(live: Tok[], p: number, w: string): boolean {
  let first = -1;
  for (let i = prevNS(live, p); i !== -1; i = prevNS(live, i)) {
    const t = live[i];
    if (t.k === 'p' && [',', ';', ':', '—', '–', '.', '!', '?', '('].includes(cur(t))) break;
    if (t.k === 'g' && t.brk) break;
    if (t.k === 'w' && CLAUSE_JOINERS.has(lc(t))) break;
    if (t.k === 'w' || t.k === 'x') first = i;
  }
  if (first === -1) return false;
  const t = live[first];
  return norm(cur(t) === '' ? t.lt : lc(t)) === w;
}

const OTHER_ACTORS = new Set(Object.values(ACTOR_CLASSES).flat());

/**
 * Someone other than the author is a subject in the sentence of live[j] ("I restarted the worker
 * and he cleared the queue", "He thinks X; I think Y"): the author's own "I" / "we" then tells
 * whose act or view each clause is, and stays.
 */
function otherActorInSentence(live: Tok[], j: number, before = 0): boolean {
  const end = sentenceEnd(live, j);
  let begin = sentenceBegin(live, j);
  for (let k = 0; k < before && begin > 0; k++) begin = sentenceBegin(live, begin - 1);
  for (let i = begin; i < end; i++) {
    const t = live[i];
    if (t.k === 'w' && OTHER_ACTORS.has(norm(lc(t)))) return true;
  }
  return false;
}

/**
 * The unit holds more than the author's voice: a question, someone else's pronoun, an @mention
 * (a chat line: "who owns the follow-up? I can do it"). "Can do it" would then not say who can.
 */
function otherVoices(live: Tok[]): boolean {
  for (const t of live) {
    if (isPunct(t, '?')) return true;
    if (t.k === 'w' && OTHER_ACTORS.has(norm(lc(t)))) return true;
    if (t.k === 'x' && cur(t).startsWith('@')) return true;
  }
  return false;
}

/** A past tense that cannot be a present or base form: "rolled", "found", "wrote" (not "set", "read", "need"). */
function pastVerb(w: string): boolean {
  return isPastOnly(w) || (IRREGULAR_PAST.has(w) && !canBeVerb(w));
}

/** An -s form of a verb: "accepts", "fixes" (after "it" / "this" it reads as a report, not an order). */
function sForm(w: string): boolean {
  return /[^s]s$/.test(w) && w.length > 2 && !NOT_VERB_S.has(w) && (classes(w) & VERB_S) !== 0;
}

/**
 * Full drops a subject pronoun only where what is left still says who did it and when. "I" / "we"
 * go before a past tense ("We rolled back X" -> "Rolled back X"), with "have" before a participle
 * ("I have implemented" -> "Implemented"), with "am" / "are" before an -ing form ("We are
 * investigating" -> "Investigating"), never before a bare present verb or a modal ("We retry X"
 * would read as an order). "It" / "this" go before an -s form, a modal or "does", and "it is"
 * before a state ("It is fast" -> "Fast"). Anyone else's pronoun is an actor and always stays.
 */
export function pronouns(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t) || !clauseOpen(live, j) || isQuestion(live, j)) continue;
    const w = norm(lc(t));
    const contracted = w.includes("'");
    const base = contracted ? w.slice(0, w.indexOf("'")) : w;
    if (!AUTHOR.has(base) && !TOPIC.has(base)) continue;
    if (contracted && !["i've", "we've", "i'm", "we're", "it's"].includes(w)) continue;
    if (!opensSentence(live, j) && !sameSubjectBefore(live, prevNS(live, j), base)) continue;
    const n = nextWordAdj(live, j);
    if (n === -1) continue;
    const nw = lc(live[n]);
    if (contracted) {
      // The contraction holds the auxiliary: "I've added" -> "Added", "we're investigating" ->
      // "Investigating", "it's broken" -> "Broken".
      const ok = w.endsWith("'ve") ? isParticiple(nw) : w.endsWith("'m") || w.endsWith("'re") ? /..ing$/.test(nw) : predicateAt(live, n, '');
      if (ok) drop(u, j, j, rule);
      continue;
    }
    // One adverb may stand between the pronoun and its verb ("I also added", "it usually accepts").
    let v = n;
    let vw = nw;
    if (isAdverb(nw)) {
      v = nextWordAdj(live, n);
      if (v === -1) continue;
      vw = lc(live[v]);
    }
    const adverb = v !== n;
    const after = nextWordAdj(live, v);
    const aw = after === -1 ? '' : lc(live[after]);
    if (AUTHOR.has(base)) {
      if (otherActorInSentence(live, j)) continue;
      if (!adverb && (vw === 'have' || vw === 'has' || vw === 'had') && after !== -1 && isParticiple(aw)) drop(u, j, v, rule);
      else if (!adverb && (vw === 'am' || vw === 'are') && /..ing$/.test(aw)) drop(u, j, v, rule);
      else if (pastVerb(vw)) drop(u, j, j, rule);
      continue;
    }
    if (vw === 'is' || vw === 'was') {
      // "It is fast" -> "Fast"; "it was slow" -> "Was slow" (the tense stays); "This is where" stays.
      const q = nextNS(live, v);
      if (adverb || q === -1 || q === v + 1 || !predicateAt(live, q, '')) continue;
      if (vw === 'is') drop(u, j, v, rule);
      else drop(u, j, j, rule);
      continue;
    }
    // "It isn't ready" -> "Isn't ready"; not before a noun phrase, where it reads as a question ("Isn't user-facing command").
    if (/^(?:isn|wasn|aren|weren)['’]t$/.test(vw)) {
      const q = nextWordAdj(live, v);
      if (!adverb && q !== -1 && predicateAt(live, q, '')) drop(u, j, j, rule);
      continue;
    }
    // Before a modal of permission or duty the subject stays: "This may break clients" -> "May
    // break clients" reads as permission, "Should work" as advice.
    if ((AUX_KEEP.has(vw) && !TOPIC_MODAL_KEEP.has(vw)) || /n['’]t$/.test(vw) || sForm(vw)) drop(u, j, j, rule);
  }
}

/** Ultra: "I" / "we" before a modal go too ("We can't reproduce it" -> "Can't reproduce it"): it still reads as the author's. */
export function subjects(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t) || !AUTHOR.has(lc(t)) || !clauseOpen(live, j) || isQuestion(live, j)) continue;
    if (!opensSentence(live, j) && !sameSubjectBefore(live, prevNS(live, j), lc(t))) continue;
    const n = nextWordAdj(live, j);
    if (n === -1 || !AUTHOR_MODALS.has(lc(live[n])) || otherActorInSentence(live, j) || otherVoices(live)) continue;
    drop(u, j, j, rule);
  }
}

/** Verbs of thinking and saying that take a clause, never an object: "that" after them can go. */
const CLAUSE_ONLY = new Set([...CLAUSE_VERBS].filter((w) => !/^(?:ensure|ensured|ensures|sure|verify|verified|verifies|confirm|confirmed|confirms)$/.test(w)));

/** "I think that the cache" -> "I think the cache": a complementizer after a verb of thinking or saying. */
export function complementizer(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 1; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'that') continue;
    const p = prevNS(live, j);
    // Only after a verb that takes no object: "describes that X triggers" -> "describes X triggers"
    // and "tested that the updater works" -> "tested the updater works" read X as the object first.
    if (p === -1 || p === j - 1 || !word(live[p]) || !CLAUSE_ONLY.has(lc(live[p]))) continue;
    const n = nextNS(live, j);
    if (n === -1 || n === j + 1) continue;
    const next = live[n];
    // A `~` that ultra wrote for "approximately" is read as the protected quantity it becomes.
    const clause = next.k === 'x' || cur(next) === '~' || word(next);
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
    // Before a state that ends its phrase: "X, which is slow" -> "X, slow". Not before a noun
    // phrase ("— which is the exact failure" -> "— exact failure" no longer says what it refers to).
    if (n2 === -1 || n2 === n + 1 || !word(live[n2])) continue;
    const w = lc(live[n2]);
    if (!(STATE_WORDS.has(w) || isParticiple(w)) || !predicateEnds(live, n2)) continue;
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
    // "There is also one flaky test that fails" -> "Also one flaky test that fails" is a fragment
    if (live[n2].k === 'w' && isAdverb(lc(live[n2]))) continue;
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

/** After the verb at live[n], its sentence goes on with ", <verb>" or "and <verb>" of the same form: coordinated predicates. */
function coordinatedVerb(live: Tok[], n: number): boolean {
  const form = lc(live[n]);
  const sForm = /s$/.test(form);
  const end = sentenceEnd(live, n);
  for (let i = nextNS(live, n); i !== -1 && i < end; i = nextNS(live, i)) {
    const t = live[i];
    if (!(isPunct(t, ',') || (t.k === 'w' && (lc(t) === 'and' || lc(t) === 'or')))) continue;
    let v = nextNS(live, i);
    if (v !== -1 && live[v].k === 'w' && ['then', 'also', 'and'].includes(lc(live[v]))) v = nextNS(live, v);
    if (v === -1 || live[v].k !== 'w') continue;
    const w = lc(live[v]);
    if (sForm ? (classes(w) & VERB_S) !== 0 && !/ss$/.test(w) : (classes(w) & VERB) !== 0 && verbOnly(w)) return true;
  }
  return false;
}

/** A base verb that is no adjective or past ("say", "break"), whose -ing form reads as the same act (the caller checks that an object follows). */
export function baseVerbOnly(w: string): boolean {
  const c = classes(w);
  return (c & VERB) !== 0 && (c & (ADJ | PAST)) === 0 && !AUX_KEEP.has(w) && w.length > 2;
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
    // After a verb, "that" opens its clause: "validates that retries fire" is no relative clause;
    // after "than" or another word that is no noun it is a pronoun ("more than that means").
    if (word(live[p]) && (verbOnly(lc(live[p])) || !canBeNoun(lc(live[p])))) continue;
    const n = nextWordAdj(live, j);
    if (n === -1 || held(live, j, n)) continue;
    if (HEDGES.has(lc(live[n]))) continue; // "that seems" keeps its hedge word
    // An -s form that can be a plural is the verb only before what a verb takes ("that touches the
    // cache"); before another verb it is a noun subject ("that retries fire").
    const nn = nextNS(live, n);
    // ("which tests were retried": an auxiliary after it makes the -s form a noun, "which" its determiner)
    const auxNext = nn !== -1 && live[nn].k === 'w' && AUXILIARIES.has(lc(live[nn]));
    if ((classes(lc(live[n])) & PLURAL) !== 0 && (auxNext || !(nn !== -1 && (live[nn].k === 'x' || (live[nn].k === 'w' && (DETERMINERS.has(lc(live[nn])) || PREPOSITIONS.has(lc(live[nn])) || classes(lc(live[nn])) === 0)))))) continue;
    // After a plural noun a base verb is the relative clause's ("pointers that say" -> "pointers saying").
    const plural = live[p].k === 'w' && (classes(lc(live[p])) & PLURAL) !== 0 && !verbOnly(lc(live[p]));
    const objectNext = nn !== -1 && (live[nn].k === 'x' || (live[nn].k === 'w' && (DETERMINERS.has(lc(live[nn])) || classes(lc(live[nn])) === 0)));
    const g = gerundOf(lc(live[n])) ?? (plural && objectNext && baseVerbOnly(lc(live[n])) ? inflections(lc(live[n]))[3] : null);
    if (!g || nextNS(live, n) === -1 || nextNS(live, n) === n + 1) continue;
    // "a helper that reads X, validates it and issues Y": the other verbs share the relative
    // pronoun, and a participle for the first alone would hand them to another subject.
    if (coordinatedVerb(live, n)) continue;
    if (!saves(u, rule, t, live[n], `${cur(t)} ${cur(live[n])}`, g)) continue;
    mark(live[n], /^\p{Lu}/u.test(cur(live[n])) ? g[0].toUpperCase() + g.slice(1) : g, rule, u);
    drop(u, j, j, rule);
  }
}

const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had', 'do', 'does', 'did', 'will', 'would', 'can', 'could', 'should', 'shall', 'may', 'might', 'must']);

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
    // Only after a noun: after "has been" or a verb, "that" opens the verb's clause ("my stance
    // has been that we should", "shows that it works"), which reads as a garden path without it.
    if (!canBeNoun(lc(live[p])) || verbOnly(lc(live[p]))) continue;
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
