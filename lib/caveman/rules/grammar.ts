// Grammar rules of full: articles, narrative phrases, copulas, subject pronouns.
import { AFTER_COPULA_BLOCK, ART, AUX_DROP, AUX_KEEP, BASE_VERBS, COPULAS, DETERMINERS, IRREGULAR_PAST, NARRATIVE_FIRST, NARRATIVE_PHRASES, NOT_SUBJECT, PRONOUN_CONTRACTIONS, QUANTITY_AFTER_A, SUBJECT_PRONOUNS } from '../lexicon';
import { cur, isLive, isSpace, type Tok } from '../tokens';
import { drop } from './edit';
import { clauseStart, isAtom, isPunct, isQuestion, lc, mentioned, nextNS, nextWordAdj, sentenceBegin, sentenceStart } from './stream';
import type { RuleDef, UnitCtx } from './types';

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
    if (cur(t) === 'A' && !sentenceStart(live, j) ) continue; // "plan A", "option A is"
    if (mentioned(live, j, j)) continue;
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

export function copula(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !COPULAS.has(lc(t))) continue;
    if (isQuestion(live, j)) continue;
    // Subject: 1-4 words or atoms from the start of the sentence, no punctuation.
    const b = sentenceBegin(live, j);
    if (j - b > 24) continue;
    let words = 0;
    let ok = true;
    let first: Tok | null = null;
    for (let i = b; i < j; i++) {
      const x = live[i];
      if (isSpace(x)) continue;
      if (x.k === 'w' || x.k === 'x') {
        words++;
        if (!first) first = x;
        if (x.k === 'w' && NOT_SUBJECT.has(lc(x))) ok = false;
      } else ok = false;
    }
    if (!ok || words < 1 || words > 4 || !first) continue;
    const n = nextWordAdj(live, j);
    if (n === -1) continue;
    const nw = lc(live[n]);
    if (DETERMINERS.has(nw) && nw !== 'no') continue;
    if (AFTER_COPULA_BLOCK.has(nw)) continue;
    drop(u, j, j, rule);
  }
}

export function pronouns(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !sentenceStart(live, j) || isQuestion(live, j)) continue;
    const w = lc(t);
    const n = nextWordAdj(live, j);
    if (n === -1) continue;
    const nw = lc(live[n]);
    if (PRONOUN_CONTRACTIONS.has(w)) {
      drop(u, j, j, rule);
      continue;
    }
    if (!SUBJECT_PRONOUNS.has(w)) continue;
    if (AUX_DROP.has(nw)) {
      const n2 = nextWordAdj(live, n);
      if (n2 === -1 && !isAtom(live[nextNS(live, n)])) continue;
      drop(u, j, n, rule);
      continue;
    }
    if (AUX_KEEP.has(nw) || nw.endsWith("n't") || nw.endsWith('n’t')) {
      drop(u, j, j, rule);
      continue;
    }
    const third = w === 'it' || w === 'he' || w === 'she';
    const verbish =
      /ed$/.test(nw) || IRREGULAR_PAST.has(nw) || (third ? /[^s]s$/.test(nw) : BASE_VERBS.has(nw));
    if (verbish && nw !== 'think') drop(u, j, j, rule);
  }
}
