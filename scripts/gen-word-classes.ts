// Writes packages/caveman/src/core/word-classes.data.ts: the word classes English words can take (noun, plural,
// verb base, -s form, past, participle, adjective), read from two taggers' lexicons:
//
// - wink-eng-lite-web-model (MIT, https://github.com/winkjs/wink-eng-lite-web-model): 85k words,
//   each with its ambiguity class ("NOUN_VERB", "ADJ_VERB" …) and its lemma, from which the verb
//   form is read (the lemma itself: a base; -s: the -s form; otherwise past or participle);
// - compromise (MIT, https://github.com/spencermountain/compromise): its lexicon, conjugations and
//   "switches", which tell a past tense from a participle ("wrote" / "written").
//
//   npx tsx scripts/gen-word-classes.ts
//
// A word is listed under every class either lexicon gives it. Listed: the words that can be a verb
// form (any other word is a noun or an adjective to the core). Left out: function words (the core
// knows them), and every word whose classes the core derives anyway (a regular -s or -ed form of a
// listed base): packages/caveman/src/core/words.ts classesIn().
//
// The core does not run either tagger (measured here: compromise loads in ~0.45 s and tags ~11k
// words/s; wink-nlp loads in ~0.14 s, tags ~115k words/s, and mis-tags the sentences the guards
// care about). A guard asks what a word *can* be and reads the sentence around it itself.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nlp from 'compromise';
import { ADJ, classesIn, LETTER, NOUN, PARTICIPLE, PAST, PLURAL, VERB, VERB_S } from 'caveman-compress/internals/words';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'lib', 'caveman', 'word-classes.data.ts');
const require = createRequire(import.meta.url);

const truth = new Map<string, number>();
const add = (w: string, bits: number) => {
  if (!/^[a-z][a-z'-]*$/.test(w) || bits === 0) return;
  truth.set(w, (truth.get(w) ?? 0) | bits);
};

// ---- wink: ambiguity classes and lemmas ----
interface WinkModel {
  lexicon: string;
  packing: { size: number; layout: Record<string, number[]> };
  features: { lexeme: { list: string[] }; posClusters: { list: string[] } };
}
const wink: WinkModel = require('wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json');
{
  const buf = Buffer.from(wink.lexicon, 'base64');
  const arr = new Uint32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
  const { size, layout } = wink.packing;
  const field = (i: number, f: string) => {
    const [w, mask, shift] = layout[f];
    return ((arr[i * size + w] & mask) >>> shift) >>> 0;
  };
  const list = wink.features.lexeme.list;
  const clusters = wink.features.posClusters.list;
  for (let i = 0; i < list.length; i++) {
    const w = list[i];
    const cluster = clusters[field(i, 'lexemeCID')];
    if (!cluster || !/^[a-z][a-z'-]*$/.test(w)) continue;
    const parts = new Set(cluster.split('_'));
    const lemma = list[field(i, 'lemma')] ?? w;
    let bits = 0;
    if (parts.has('NOUN')) bits |= w === lemma || !w.endsWith('s') ? NOUN : PLURAL;
    if (parts.has('ADJ') || parts.has('ADV')) bits |= ADJ;
    if (parts.has('VERB')) {
      if (w === lemma) bits |= VERB;
      else if (w.endsWith('s')) bits |= VERB_S;
      else if (w.endsWith('ing')) bits |= NOUN | ADJ;
      else bits |= PAST | PARTICIPLE;
    }
    add(w, bits);
  }
}

// ---- compromise: lexicon, switches, conjugations ----
const world = (nlp as unknown as { world(): { model: { one: { lexicon: Record<string, string | string[]> }; two: { switches: Record<string, string> } } } }).world();
const TAG: Record<string, number> = {
  Singular: NOUN, Noun: NOUN, Uncountable: NOUN, Actor: NOUN, Unit: NOUN, Plural: PLURAL, Infinitive: VERB,
  PresentTense: VERB_S, PastTense: PAST, Participle: PARTICIPLE, Adjective: ADJ, Comparative: ADJ, Superlative: ADJ,
};
const bases: string[] = [];
for (const [w, tag] of Object.entries(world.model.one.lexicon)) {
  if (w.includes(' ')) continue;
  for (const t of Array.isArray(tag) ? tag : String(tag).split(',')) {
    let b = TAG[t] ?? 0;
    if (b === VERB_S && !w.endsWith('s')) b = VERB; // a present that is no -s form is a base ("open")
    add(w, b);
    if (b === VERB) bases.push(w);
  }
}
const SWITCH: Record<string, number> = { Noun: NOUN, Unit: NOUN, Actor: NOUN, Person: NOUN, Plural: PLURAL, Adj: ADJ, Past: PAST, Present: VERB };
for (const [w, s] of Object.entries(world.model.two.switches)) {
  for (const part of s.split('|')) add(w, part === 'Verb' ? (s === 'Plural|Verb' ? VERB_S : VERB) : (SWITCH[part] ?? 0));
}
// A past form compromise conjugates, with the participle it gives: "write" -> wrote / written.
const pastOnly = new Set<string>();
for (const base of bases) {
  const c = (nlp(base).verbs().conjugate() as Array<Record<string, string>>)[0];
  if (!c) continue;
  if (c.PastTense) add(c.PastTense, PAST);
  if (c.PresentTense && c.PresentTense.endsWith('s')) add(c.PresentTense, VERB_S);
  if (c.Participle) add(c.Participle, PARTICIPLE);
  if (c.PastTense && c.Participle && c.Participle !== c.PastTense) pastOnly.add(c.PastTense);
}
// "wrote" is no participle, whatever the ambiguity class says.
for (const w of pastOnly) truth.set(w, truth.get(w)! & ~PARTICIPLE);

// ---- leave out what the core derives ----
const FUNCTION = /^(?:a|an|the|i|we|you|he|she|it|they|is|are|was|were|be|been|do|does|did|have|has|had)$/;
// Only words that can be a verb form: the core guesses any other word to be a noun or an adjective
// (a verb missing here reads as a noun, which keeps the guards on their safe side: "## The
// rebase" keeps its article either way, and a base verb never loses its subject).
const VERBAL = VERB | VERB_S | PAST | PARTICIPLE;
const kept = new Map<string, number>();
for (const [w, b] of truth) if (!FUNCTION.test(w) && b & VERBAL) kept.set(w, b);
// Inflected forms first: each is dropped when the table without it still gives its classes.
const words = [...kept.keys()].sort((a, b) => b.length - a.length);
for (const w of words) {
  const b = kept.get(w)!;
  kept.delete(w);
  if (classesIn(kept, w) !== b) kept.set(w, b);
}

const byKey = new Map<string, string[]>();
for (const [w, b] of kept) {
  const key = Object.entries(LETTER).filter(([, bit]) => b & bit).map(([ch]) => ch).join('');
  let l = byKey.get(key);
  if (!l) byKey.set(key, (l = []));
  l.push(w);
}
const frontCoded = (list: string[]) => {
  let prev = '';
  return list.sort().map((w) => {
    let k = 0;
    while (k < 35 && k < prev.length && k < w.length && prev[k] === w[k]) k++;
    prev = w;
    return k.toString(36) + w.slice(k);
  }).join(' ');
};
const keys = [...byKey.keys()].sort();
const text = `// Generated by scripts/gen-word-classes.ts from the lexicons of wink-eng-lite-web-model and
// compromise (both MIT). Do not edit: change the script and run it again.
// ${kept.size} words that can be verb forms (of ${truth.size} read; regular inflections are derived in
// words.ts, and a word not listed is a noun or an adjective). Keys: the classes, N noun, P plural noun, V verb base, Z verb -s form, D past tense,
// E past participle, A adjective or adverb. Each list is front-coded (words.ts lexicon()).
export const WORD_CLASSES: Record<string, string> = {
${keys.map((k) => `  ${k}: ${JSON.stringify(frontCoded(byKey.get(k)!))},`).join('\n')}
};
`;
writeFileSync(OUT, text);
console.log(`wrote ${OUT}: ${kept.size} of ${truth.size} words, ${text.length} bytes`);
