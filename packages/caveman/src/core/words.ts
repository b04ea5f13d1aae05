// What an English word can be: the classes a guard asks about ("can this word be read as a verb
// once its article goes?", "is the verb after a dropped pronoun a past form?"). The classes come
// from a tagger's lexicon (word-classes.data.ts, generated from compromise's), with regular
// inflections derived here and a morphological guess for words the lexicon does not know
// ("retry", "cache", "refactored").
//
// Why a lexicon and not the tagger itself: measured on this machine, compromise takes ~0.45 s to
// load and tags ~11k words/s (a 100 KB text: ~1.5 s), wink-nlp ~0.14 s and ~115k words/s but
// mis-tags the sentences the guards care about ("a new token" as ADV ADJ, "## The ask" as a verb).
// The guards need what a word *can* be and the sentence's shape around it, which the rules read
// from the token stream; the lexicon gives the first, at the cost of a table lookup.
import { WORD_CLASSES } from './word-classes.data';

/** Bits of a word's classes. */
export const NOUN = 1;
export const PLURAL = 2;
export const VERB = 4; // base form: "fix", "state"
export const VERB_S = 8; // -s form: "fixes"
export const PAST = 16; // past tense: "fixed", "wrote"
export const PARTICIPLE = 32; // past participle: "fixed", "written"
export const ADJ = 64;
/** Not in the lexicon: the classes are a guess from the word's form. */
export const GUESS = 128;

export const LETTER: Record<string, number> = { N: NOUN, P: PLURAL, V: VERB, Z: VERB_S, D: PAST, E: PARTICIPLE, A: ADJ };

let table: Map<string, number> | null = null;

/**
 * The lexicon as one map, built on first use (once per process or worker: it is data, the same
 * for every caller). WORD_CLASSES lists the words by their set of classes (a key of class letters),
 * each list front-coded: an entry is the number of characters it shares with the one before
 * (a base-36 digit) and the rest.
 */
function lexicon(): Map<string, number> {
  if (table) return table;
  const m = new Map<string, number>();
  for (const [key, list] of Object.entries(WORD_CLASSES)) {
    let bits = 0;
    for (const ch of key) bits |= LETTER[ch];
    let prev = '';
    for (const e of list.split(' ')) {
      if (!e) continue;
      const w = prev.slice(0, parseInt(e[0], 36)) + e.slice(1);
      m.set(w, bits);
      prev = w;
    }
  }
  return (table = m);
}

/** Stems a regular -s form can come from ("fixes" -> fix, "retries" -> retry, "makes" -> make). */
function sStems(w: string): string[] {
  const out: string[] = [];
  if (w.length < 3 || !w.endsWith('s') || w.endsWith('ss')) return out;
  if (w.endsWith('ies')) out.push(w.slice(0, -3) + 'y');
  if (/(?:s|x|z|ch|sh|o)es$/.test(w)) out.push(w.slice(0, -2));
  out.push(w.slice(0, -1));
  return out;
}

/** Stems a regular -ed form can come from ("fixed", "hoped", "stopped", "tried"). */
function edStems(w: string): string[] {
  const out: string[] = [];
  if (w.length < 4 || !w.endsWith('ed')) return out;
  if (w.endsWith('ied')) out.push(w.slice(0, -3) + 'y');
  out.push(w.slice(0, -2), w.slice(0, -1));
  if (/([bdfgklmnprtvz])\1ed$/.test(w)) out.push(w.slice(0, -3));
  return out;
}

/** Endings of words that are nouns or adjectives, never verbs (for words the lexicon does not know). */
const NOT_VERB_ENDING = /(?:tion|sion|ment|ness|ity|ism|ist|ship|hood|ance|ence|ous|ive|ful|less|able|ible|ical|ic|al|ary|ory|ery)$/;

/**
 * Closed-class words (pronouns, determiners, prepositions, conjunctions, auxiliaries, wh-words and
 * sentence adverbs): the lexicon does not list them, and a guess would call them nouns or verbs.
 * They have none of the open classes.
 */
const FUNCTION_WORDS = new Set(`a an the this that these those my our your their its his her i we you he she it they me us him them
mine ours yours theirs who whom whose which what where when why how whether if then than so and or but nor yet because since until
unless while although though once as at by for from in into of off on onto out over per to under up upon via with within without
about above across after against along among around before behind below beneath beside besides between beyond during except inside
near outside past through throughout toward towards underneath unlike is are was were am be been being has have had do does did
will would can could may might shall should must not no never also too very just only even still already now here there again
always often sometimes usually ever all both each every either neither some any many much more most few less least several such
other another own same else instead however therefore thus hence yes okay ok`.split(/\s+/));

/** Whether the lexicon lists `w` itself (not a derived or guessed form). */
export const listed = (w: string): boolean => lexicon().has(w);

/** The classes of a lower-case word. */
export function classes(w: string): number {
  if (FUNCTION_WORDS.has(w)) return 0;
  return classesIn(lexicon(), w);
}

/**
 * The classes of `w` by a table: its own entry, with the regular inflections of a base the table
 * has ("fixes", "fixed" of "fix"), or else a guess from its form. The generator of the table uses
 * the same function to leave out what it can derive.
 */
export function classesIn(lex: ReadonlyMap<string, number>, w: string): number {
  let c = lex.get(w) ?? 0;
  for (const s of sStems(w)) {
    const b = lex.get(s);
    if (b === undefined) continue;
    if (b & NOUN) c |= PLURAL;
    if (b & VERB) c |= VERB_S;
  }
  for (const s of edStems(w)) {
    const b = lex.get(s);
    if (b !== undefined && b & VERB) c |= PAST | PARTICIPLE;
  }
  return c === 0 ? guess(w) : c;
}

/** The classes of an unknown word, from its form: anything it could be. */
export function guess(w: string): number {
  // A symbol a rewrite left in a word's place ("~" for "approximately", "->") is no word: the
  // next pass reads it as the atom or punctuation it is, and this pass must read it the same way.
  if (!/\p{L}/u.test(w)) return 0;
  if (/(?:[^e]ed|[^aeiou]ed|ied)$/.test(w) && w.length > 4) return GUESS | PAST | PARTICIPLE | ADJ;
  if (/ing$/.test(w) && w.length > 5) return GUESS | NOUN | ADJ;
  if (/ly$/.test(w)) return GUESS | ADJ;
  if (NOT_VERB_ENDING.test(w)) return GUESS | NOUN | ADJ | (w.endsWith('s') ? PLURAL : 0);
  // The lexicon lists every word that can be a verb form it knows (with the regular -s forms of
  // its verbs): another word is a noun or an adjective, another -s form a plural.
  if (/[^s]s$/.test(w)) return GUESS | PLURAL;
  return GUESS | NOUN | ADJ;
}

const has = (w: string, bits: number) => (classes(w) & bits) !== 0;

/** The word can be read as a base verb: an imperative once nothing stands before it ("Ask", "State"). */
export const canBeVerb = (w: string) => has(w, VERB);
/** The word can be a noun (singular or plural). */
export const canBeNoun = (w: string) => has(w, NOUN | PLURAL);
/** The word can be a finite verb of a clause: an -s form or a past tense. */
export const canBeFinite = (w: string) => has(w, VERB_S | PAST);
/** The word is a past tense and cannot be a present form ("fixed", "wrote"; not "set", "read", "need"). */
export function isPastOnly(w: string): boolean {
  const c = classes(w);
  return (c & PAST) !== 0 && (c & (VERB | VERB_S)) === 0;
}
/** The word can only be a verb form (no noun, no adjective): "validates", "wrote". */
export function verbOnly(w: string): boolean {
  const c = classes(w);
  return (c & (VERB | VERB_S | PAST | PARTICIPLE)) !== 0 && (c & (NOUN | PLURAL | ADJ)) === 0 && (c & GUESS) === 0;
}
/** The lexicon knows the word. */
export const known = (w: string) => (classes(w) & GUESS) === 0;
