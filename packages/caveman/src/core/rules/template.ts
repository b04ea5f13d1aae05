// Template boilerplate of issue and pull-request forms: labels shortened where they stand alone,
// leftover instructions dropped, "This PR adds" as "Adds", "did extensive testing of" as
// "extensively tested".
import { CHANGE_SUBJECTS, TEMPLATE_INSTRUCTIONS, TEMPLATE_LABELS } from '../lexicon';
import { cur, isLive, isSpace, type Tok } from '../tokens';
import { drop, hasProtectedOrHedge, held, mark, matchCase } from './edit';
import { isPunct, lc, nextNS, prevNS, sentenceEnd, sentenceStart, TERMINAL } from './stream';
import { gerundOf } from './grammar';
import type { RuleDef, UnitCtx } from './types';

const split = (p: string) => p.toLowerCase().match(/[\p{L}\p{N}'’]+|[^\s\p{L}\p{N}]/gu) ?? [];
/** A word as templates compare it: either apostrophe. */
const norm = (w: string) => (w.indexOf('’') < 0 ? w : w.replace(/’/g, "'"));

/** Each list's entries by their first word, in list order: a word tries only the entries it can start. */
function byFirst<T>(list: T[], words: (x: T) => string[]): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const x of list) {
    const first = words(x)[0];
    if (first === undefined) continue;
    const k = norm(first);
    let l = m.get(k);
    if (!l) m.set(k, (l = []));
    l.push(x);
  }
  return m;
}

const LABELS = byFirst(
  TEMPLATE_LABELS.map((l) => ({ words: split(l.from).map(norm), to: l.to })),
  (l) => l.words,
);
const INSTRUCTIONS = byFirst(TEMPLATE_INSTRUCTIONS.map((i) => split(i).map(norm)), (w) => w);
const SUBJECTS = CHANGE_SUBJECTS.map((c) => split(c).map(norm));

/** live[j..] spells `words` (words and punctuation, spaces between them ignored); the last index or -1. */
function spells(live: Tok[], j: number, words: string[]): number {
  let k = j;
  for (let w = 0; w < words.length; w++) {
    if (w > 0) k = nextNS(live, k);
    if (k === -1 || live[k].k === 'x' || norm(lc(live[k])) !== words[w]) return -1;
  }
  return k;
}

/** Nothing but markers and spaces between live[j] and the line's (or cell's) start. */
function opensLine(live: Tok[], j: number): boolean {
  for (let i = j - 1; i >= 0; i--) {
    const t = live[i];
    if (t.k === 'g') return true;
    if (t.k !== 's' && t.k !== 'm') return false;
  }
  return true;
}

/** After live[k] comes the end of the line, a colon, or closing markers then one of those. */
function closesLabel(live: Tok[], k: number): boolean {
  for (let i = k + 1; i < live.length; i++) {
    const t = live[i];
    if (t.k === 'g') return true;
    if (t.k === 'm' || t.k === 's') continue;
    return isPunct(t, ':') || (t.k === 'p' && cur(t) === '(');
  }
  return true;
}

export function templates(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t)) continue;
    const at = j;
    const first = norm(lc(t));
    // A label: the whole content of its line, up to a colon.
    const labels = LABELS.get(first);
    if (labels && opensLine(live, j)) {
      for (const { words, to } of labels) {
        const k = spells(live, j, words);
        if (k === -1 || !closesLabel(live, k) || held(live, j, k, true)) continue;
        mark(t, matchCase(cur(t), to), rule, u, true);
        for (let i = j + 1; i <= k; i++) mark(live[i], '', rule, u, true);
        j = k;
        break;
      }
    }
    // An instruction: a whole sentence, or a whole parenthetical.
    for (const words of INSTRUCTIONS.get(j === at ? first : norm(lc(live[j]))) ?? []) {
      const k = spells(live, j, words);
      if (k === -1) continue;
      const p = prevNS(live, j);
      const n = nextNS(live, k);
      if (isPunct(live[p], '(') && isPunct(live[n], ')')) {
        drop(u, p, n, rule, true);
      } else if (sentenceStart(live, j) && (n === -1 || live[n].k === 'g' || (live[n].k === 'p' && TERMINAL.has(cur(live[n]))))) {
        const e = sentenceEnd(live, j);
        if (hasProtectedOrHedge(live, j, e)) continue;
        drop(u, j, n === -1 || live[n].k === 'g' ? k : n, rule, true);
      }
      break;
    }
  }
}

/** "This PR adds X" -> "Adds X"; "did extensive testing of X" -> "extensively tested X". */
export function frames(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t)) continue;
    const w = lc(t);
    if (w === 'this' && sentenceStart(live, j)) {
      for (const words of SUBJECTS) {
        const k = spells(live, j, words);
        if (k === -1) continue;
        const v = nextNS(live, k);
        // Followed by a present-tense verb ("adds", "fixes"), not by a copula or a noun.
        if (v === -1 || v === k + 1 || live[v].k !== 'w' || !gerundOf(lc(live[v])) || held(live, j, k)) break;
        drop(u, j, k, rule);
        break;
      }
      continue;
    }
    if (w === 'did' || w === 'performed' || w === 'ran' || w === 'done') {
      // did [quite|very|some] [ADJ] testing of|on
      let k = nextNS(live, j);
      const words: number[] = [];
      while (k !== -1 && live[k].k === 'w' && lc(live[k]) !== 'testing' && words.length < 2) {
        words.push(k);
        k = nextNS(live, k);
      }
      if (k === -1 || lc(live[k]) !== 'testing') continue;
      const of = nextNS(live, k);
      if (of === -1 || (lc(live[of]) !== 'of' && lc(live[of]) !== 'on')) continue;
      const adj = words.length ? lc(live[words[words.length - 1]]) : '';
      const adverb = ADVERBS[adj];
      if (words.length && adverb === undefined) continue;
      if (held(live, j, of) || words.slice(0, -1).some((i) => !['quite', 'very', 'some', 'more', 'a', 'lot'].includes(lc(live[i])))) continue;
      mark(t, matchCase(cur(t), adverb ? `${adverb} tested` : 'tested'), rule, u);
      for (let i = j + 1; i <= of; i++) if (!isSpace(live[i]) || i < of) mark(live[i], '', rule, u);
    }
  }
}

const ADVERBS: Record<string, string> = {
  extensive: 'extensively', thorough: 'thoroughly', manual: 'manually', quick: 'quickly', careful: 'carefully',
  some: '', more: 'more', additional: 'further', basic: 'briefly', local: 'locally', brief: 'briefly',
};
