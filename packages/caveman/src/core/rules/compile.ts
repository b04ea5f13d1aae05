// A profile's word lists compiled into lookup maps (inflections and plurals derived), once per profile.
import { inflections, plurals } from '../inflect';
import type { Profile, WordPair } from '../types';
import type { Compiled, PhraseMap } from './types';

export function addPhrase(map: PhraseMap, from: string, to: string) {
  const words = from.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return;
  const list = map.get(words[0]) ?? [];
  if (list.some((e) => e.words.join(' ') === words.join(' '))) return;
  list.push({ words, to, from });
  list.sort((a, b) => b.words.length - a.words.length);
  map.set(words[0], list);
}

export function verbMap(pairs: WordPair[]): PhraseMap {
  const map: PhraseMap = new Map();
  for (const { from, to } of pairs) {
    if (/\s/.test(from.trim()) || /\s/.test(to.trim())) {
      addPhrase(map, from, to);
      continue;
    }
    const f = inflections(from.toLowerCase());
    const t = inflections(to);
    f.forEach((form, i) => addPhrase(map, form, t[i]));
  }
  return map;
}

export function nounMap(pairs: WordPair[]): PhraseMap {
  const map: PhraseMap = new Map();
  for (const { from, to } of pairs) {
    addPhrase(map, from, to);
    if (!/\s/.test(from.trim())) for (const pl of plurals(from.toLowerCase())) addPhrase(map, pl, to + 's');
  }
  return map;
}

export function plainMap(pairs: WordPair[]): PhraseMap {
  const map: PhraseMap = new Map();
  for (const { from, to } of pairs) addPhrase(map, from, to);
  return map;
}

export const compiled = new WeakMap<Profile, Compiled>();

export function compile(profile: Profile): Compiled {
  let c = compiled.get(profile);
  if (c) return c;
  const fillerPhrases = new Map<string, string[][]>();
  for (const p of profile.fillerPhrases) {
    const words = p.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) continue;
    const list = fillerPhrases.get(words[0]) ?? [];
    list.push(words);
    list.sort((a, b) => b.length - a.length);
    fillerPhrases.set(words[0], list);
  }
  c = {
    profile,
    filler: new Set(profile.fillerWords.map((w) => w.toLowerCase())),
    fullFiller: new Set(profile.fullFillerWords.map((w) => w.toLowerCase())),
    fillerPhrases,
    litePhrases: plainMap(profile.phrases),
    synonyms: verbMap(profile.synonyms),
    abbreviations: nounMap(profile.abbreviations),
    status: plainMap(profile.statusPhrases),
    arrow: profile.arrow,
  };
  compiled.set(profile, c);
  return c;
}
