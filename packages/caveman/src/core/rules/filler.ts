// Filler words and pleasantries (lite).
import { CALIBRATED, CLAUSE_HEADS, CLOSER_TAIL_WORDS, CLOSERS, FILLER_GUARDS, FILLER_KEEP_AFTER, NUMBER_WORDS } from '../lexicon';
import { cur, isLive, isSpace, type Tok } from '../tokens';
import { classes, NOUN, PAST, PLURAL, VERB, VERB_S } from '../words';
import { drop, hasContentOutside, hasProtectedOrHedge } from './edit';
import { clauseStart, isPunct, isQuestion, lc, mentioned, nextNS, nextWordAdj, own, prevNS, sentenceEnd, sentenceStart, TERMINAL } from './stream';
import type { Compiled, RuleDef, UnitCtx } from './types';

export function fillerWords(set: (c: Compiled) => Set<string>) {
  return (u: UnitCtx, rule: RuleDef) => {
    const { live } = u;
    const words = set(u.c);
    for (let j = 0; j < live.length; j++) {
      const t = live[j];
      if (t.k !== 'w' || !isLive(t)) continue;
      const w = lc(t);
      if (!words.has(w)) continue;
      if (mentioned(live, j, j)) continue;
      const p = prevNS(live, j);
      const n = nextNS(live, j);
      const pw = p !== -1 && live[p].k === 'w' ? lc(live[p]) : '';
      const nw = n !== -1 && live[n].k === 'w' ? lc(live[n]) : '';
      if (n === -1 || (live[n].k === 'p' && TERMINAL.has(cur(live[n])) && p === -1)) continue; // a lone word is content
      if (FILLER_KEEP_AFTER.includes(pw) || pw.endsWith("n't")) continue;
      // ("isn't a very accurate formula": a degree under a negation, an article between, softens it;
      // without it "isn't accurate" says more)
      if (p !== -1 && live[p].k === 'w' && ['a', 'an', 'the'].includes(pw)) {
        const pp = prevNS(live, p);
        const ppw = pp !== -1 && live[pp].k === 'w' ? lc(live[pp]) : '';
        if (FILLER_KEEP_AFTER.includes(ppw) || ppw.endsWith("n't")) continue;
      }
      if (CALIBRATED.has(nw)) continue; // "very likely", "quite sure": the degree of a claim's strength
      const guard = own(FILLER_GUARDS, w);
      const opener = sentenceStart(live, j) && (isPunct(live[n], ',') || isPunct(live[n], ':'));
      if (guard) {
        if (guard.onlyOpening && !opener) continue;
        if (guard.notInQuestion && isQuestion(live, j)) continue;
        if (guard.notAfter?.includes(pw)) continue;
        const stop = guard.notBefore?.some((x) =>
          x === '#atom' ? live[n]?.k === 'x' : x === '#number' ? own(NUMBER_WORDS, nw) !== undefined || /^\d/.test(cur(live[n])) : x === nw);
        if (stop) continue;
      }
      if (isPunct(live[n], '-') || isPunct(live[p], '-')) continue;
      // "just" says "only" before what it limits: "just me", "just the first file", "just docs".
      if (w === 'just' && n !== -1 && justLimits(live, n)) continue;
      // "Seriously: no proxy." -> "No proxy.": an opener takes its colon along (else ": no proxy").
      if (opener && isPunct(live[n], ':')) {
        drop(u, j, n, rule);
        continue;
      }
      // "Basically, it ..." / "..., basically, ...": the filler takes its comma along.
      if (isPunct(live[n], ',') && (clauseStart(live, j) || isPunct(live[p], ','))) {
        if (isPunct(live[p], ',') && !clauseStart(live, j)) drop(u, p, j, rule);
        else drop(u, j, n, rule);
        continue;
      }
      drop(u, j, j, rule);
    }
  };
}

const LIMITED = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'their', 'its', 'his', 'her', 'me', 'you', 'him', 'us', 'them', 'it', 'one', 'two', 'some', 'any', 'for', 'to', 'about', 'under', 'over']);

/** The word at live[n] is what "just" limits (a noun phrase, a pronoun, a number), not a verb it stresses. */
function justLimits(live: Tok[], n: number): boolean {
  const t = live[n];
  if (t.k === 'x') return true;
  if (t.k !== 'w') return false;
  const w = lc(t);
  if (LIMITED.has(w)) return true;
  const c = classes(w);
  return (c & (NOUN | PLURAL)) !== 0 && (c & (VERB | VERB_S | PAST)) === 0;
}

const IMPERATIVE_OPENERS = new Set(['note', 'please']);

/** The words of live[a..e) are all words of a generic closer's tail (CLOSER_TAIL_WORDS). */
function genericTail(live: Tok[], a: number, e: number): boolean {
  for (let i = a; i < e && i < live.length; i++) {
    const t = live[i];
    if (t.k === 'w' && !CLOSER_TAIL_WORDS.has(lc(t).replace('’', "'"))) return false;
  }
  return true;
}

export function pleasantries(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || !isLive(t)) continue;
    const list = u.c.fillerPhrases.get(lc(t));
    if (!list) continue;
    for (const words of list) {
      let k = j;
      let ok = true;
      for (let w = 1; w < words.length; w++) {
        const nk = nextWordAdj(live, k);
        if (nk === -1 || lc(live[nk]) !== words[w]) { ok = false; break; }
        k = nk;
      }
      if (!ok) continue;
      if (words.length === 1 || mentioned(live, j, k)) break;
      const phrase = words.join(' ');
      // An imperative ("note that", "please note") opens its clause: "a short note that you can
      // forward" is a noun and its relative clause.
      if (IMPERATIVE_OPENERS.has(words[0]) && !clauseStart(live, j) && !isPunct(live[prevNS(live, j)], ',')) break;
      const start = sentenceStart(live, j);
      let end = k;
      let n = nextNS(live, end);
      const closer = own(CLOSERS, phrase);
      if (closer) {
        // The whole request or closer goes, up to the end of its sentence, unless it carries content.
        const e = sentenceEnd(live, j);
        if (!start || hasProtectedOrHedge(live, k + 1, e)) break;
        const nxt = live[nextNS(live, k)];
        // (a sign a rule writes for a word, "+" for "and", joins content too: a second pass reads it so)
        if (nxt && (nxt.k === 'w' || ['+', '&', '->', '→'].includes(cur(nxt))) && !closer.includes(lc(nxt))) break; // "hope that helps, complete": content follows
        // "Let me know if you'd prefer to spend the rounds elsewhere" asks a real question: only a
        // generic tail ("if you have any questions", "if anything is unclear") is ceremony.
        if (!genericTail(live, nextNS(live, k) + 1, e)) break;
        end = e < live.length && live[e].k === 'p' ? e : e - 1;
        while (end > k && isSpace(live[end])) end--;
        if (!hasContentOutside(live, j, end)) break; // a unit never empties: its list item / cell must stay
        drop(u, j, end, rule);
        break;
      }
      // "Thank you for this PR." goes whole (its "for …" alone reads as a fragment: "For this PR."); a
      // thanks whose "for …" runs on into content stays
      if ((phrase === 'thank you' || phrase === 'thanks') && n !== -1 && live[n].k === 'w' && lc(live[n]) === 'for') {
        const e = sentenceEnd(live, j);
        let words = 0;
        for (let x = n; x < e; x++) if (live[x].k === 'w') words++;
        if (!start || words > 8 || hasProtectedOrHedge(live, n, e)) break;
        end = e < live.length && live[e].k === 'p' ? e : e - 1;
        while (end > k && isSpace(live[end])) end--;
        if (!hasContentOutside(live, j, end)) break;
        drop(u, j, end, rule);
        break;
      }
      if (n !== -1 && live[n].k === 'w' && phrase === 'feel free to') { drop(u, j, k, rule); break; }
      if (n !== -1 && (live[n].k === 'w' || live[n].k === 'x' || ['+', '&', '->', '→'].includes(cur(live[n]))) && CLAUSE_HEADS.includes(phrase)) break; // "happy to help if …" heads a clause
      if (isPunct(live[n], ',')) {
        const p = prevNS(live, j);
        if (isPunct(live[p], ',')) { drop(u, p, end, rule); break; }
        if (start) end = n;
      } else if (n !== -1 && live[n].k === 'p' && TERMINAL.has(cur(live[n])) && start) {
        end = n;
      }
      drop(u, j, end, rule);
      n = -1;
      break;
    }
  }
}
