// The ledger (SPEC §1.5 invariant 9, §3): every difference between a verbose prose block and its
// compression is a licensed edit or a finding. Both blocks become word tokens (contractions
// opened, protected spans as atoms), aligned word by word on keys that make the license table's
// equivalences one word (lemmas, synonyms, abbreviations, digits, symbols, paraphrases); what the
// alignment leaves over is read per group of sentences: a word moved across its verb, a negation,
// hedge, limiter, quantifier, comparison, cause, tense or actor gained, lost or exchanged, a report
// turned into an order, a content word lost or exchanged. Each finding names its class, both
// places and what restores it.
import type { Profile, Range } from './types';
import {
  ACTOR_NOUNS, ANTONYMS, AUTHOR_PRONOUNS, CAUSE_INSERT, CAUSE_WORDS, CERTAINTY_WORDS, CLASS_INFO, COMPARISON_SCALES, CONDITION_EQUIV,
  DROPPABLE, FUTURE_WORDS, HEDGE_CLASS, LIMITER_WORDS, NEGATION_NEEDS_TO, NEGATION_WORDS, OPINION_VERBS, PAST_AUX, PERSON_PLURALS,
  PREPOSITIONS, QUANTIFIER_EQUIV, openWord, QUANTIFIER_WORDS, ROLE_PREPOSITIONS, STRONG_LIMITERS, STRONG_QUANTIFIERS, UNIT_NOUNS, equivalencesOf,
  fillersOf, type Equivalences,
  type FindingClass,
  synonymous, WEAK_DETERMINERS, PRESENT_AUX, isClaimWord, PERSON_NOUNS, ROLE_NOUNS, KIND_NOUNS, GATHERING_NOUNS, SUPERLATIVES, NOT_SUPERLATIVE, CALENDAR,
  FRACTION_WORDS, SAME_ROLE, WISH_WORDS, SAYING_VERBS, DOC_NOUNS, GIVING_VERBS, AIM_VERBS,
  ADVICE_FRAME, ANAPHOR_NOUNS, ASKED, ASKING, BARE_CONTRACTIONS, CAUSING_VERBS, CLOSER_HEADS, CODE_NOUNS, DIS_NEGATIVE,
  EVIDENCE, EXPERIENCE_VERBS, FOLLOWING_FRAME, FRAME_NOUNS, FREQUENCY_ADJ, FUTURE_TIMES, GREETINGS, LIST_JOINERS,
  NEGATED_AS, NEG_IN_ADJ, NOT_SURE, PARTICIPLE_ONLY, PAST_TIMES, PERSONS, PRESENTING, PRONOUN_SUBJECTS, REFLEXIVES,
  REMOVAL_VERBS, REQUIREMENT, RESULT_PARTICIPLES, SAME_PAST, SELF_NOUNS, SELF_VERBS, STATE_PARTICIPLES, STATE_VERBS,
  OTHER_PERSON, STATIVE_PASSIVE, STATUS_DONE, STATUS_PLANNED, UNIT_ABBR, UNIVERSALS, USED_FOR, WANTING, WILL_ADVERBS,
} from './license';
import { lemma, stem, verbForm } from './lemma';
import { godmodeLines, sameFields } from './godmode';
import { heldBefore, ORDINAL_WORDS, ROUND_STATUS, TIME_UNIT } from './lexicon';
import { numberValue, readValue } from './values';
import { classes, known, NOUN, PLURAL, VERB, VERB_S, PAST, ADJ } from './words';

export type Severity = 'fail' | 'review';

export interface Finding {
  class: FindingClass;
  severity: Severity;
  /** Where in the verbose text (document offsets), and where in the compressed text. */
  verbose: Range;
  compressed: Range;
  /** The words as they read in each text. */
  before: string;
  after: string;
  message: string;
  /** What would restore the meaning. */
  restore: string;
}

/** A prose block as the ledger reads it: its text (masked where markup is not prose) and the atoms in it. */
export interface LedgerBlock {
  /** Prose text of the block (non-prose inline markup blanked). */
  text: string;
  /** Maps an offset in `text` to the document. */
  toDoc: (off: number) => number;
  /** Protected spans and inline code: [start, end) in `text`, with their value in the document. */
  atoms: { start: number; end: number; value: string }[];
  /** The block is a list item's text (a changelog's "- Remove X" names a change, as "- Removed X" does). */
  item?: boolean;
}

interface Tok {
  /** As written (a contraction's parts share the word's range). */
  t: string;
  lc: string;
  key: string;
  lem: string;
  atom: boolean;
  s: number;
  e: number;
  sent: number;
  fn: boolean;
  /** Index in its side's token list. */
  i: number;
  /** First word of its sentence or clause. */
  lead: boolean;
  /** The words of a listed phrase this token stands for ("at the end" read as "finally"). */
  src?: string[];
}

export interface LedgerContext {
  eq: Equivalences;
  fill: { words: Set<string>; phrases: string[][] };
  /** Word exchanges the profile's tables write ("kept" -> "keep" in a status line): licensed as they are. */
  exchanges: Set<string>;
  /** The filler phrases by their first word. */
  fillFirst: Map<string, string[][]>;
  /** godmode's dispatch lines are read by their fields (godmode.ts), in either template. */
  templates: boolean;
  /** The memo's generation (clearLedgerMemos). */
  gen: number;
  /** Block pairs read, by their texts and atoms (ledgerBlocks), the oldest first. */
  memo: Map<string, LocalFinding[]>;
  memoChars: number;
}

const ctxCache = new WeakMap<Profile, LedgerContext>();
/** Bumped by clearLedgerMemos(): a context whose memo is of an older generation forgets it. */
let generation = 0;

/** Forget every block pair read (clearCaches(): a cold run reads everything again). */
export function clearLedgerMemos(): void {
  generation++;
}

export function ledgerContext(profile: Profile): LedgerContext {
  let c = ctxCache.get(profile);
  if (c && c.gen !== generation) {
    c.memo.clear();
    c.memoChars = 0;
    c.gen = generation;
  }
  if (!c) {
    // a state said by an adjective or by "done" ("questions complete" -> "questions done"): no time in it
    const exchanges = new Set<string>(['complete>done', 'done>complete', 'finished>done', 'done>finished']);
    for (const p of [...profile.statusPhrases, ...Object.entries(ROUND_STATUS).map(([from, to]) => ({ from, to }))]) {
      if (/\s/.test(p.from) || /\s/.test(p.to) || !p.to) continue;
      exchanges.add(`${p.from.toLowerCase()}>${p.to.toLowerCase()}`);
      exchanges.add(`${p.to.toLowerCase()}>${p.from.toLowerCase()}`);
    }
    const fill = fillersOf(profile);
    const fillFirst = new Map<string, string[][]>();
    for (const ph of fill.phrases) (fillFirst.get(ph[0]) ?? fillFirst.set(ph[0], []).get(ph[0])!).push(ph);
    ctxCache.set(profile, (c = { eq: equivalencesOf(profile), fill, fillFirst, exchanges, templates: !!profile.groups.status, memo: new Map(), memoChars: 0, gen: generation }));
  }
  return c;
}

// ---- tokens ----

const WORD = /\(\?\)|(?:e\.g|i\.e|etc|vs|cf|approx)\.|(?:w\/o|b\/c|w\/)(?![\p{L}\p{N}])|[\p{L}\p{N}](?:[\p{L}\p{N}_]*[\p{L}\p{N}])?(?:['’][\p{L}]+)*(?:[-.](?=_*[\p{L}\p{N}])[\p{L}\p{N}_]*[\p{L}\p{N}])*|->|=>|→|⇒|∴|<=|>=|[<>≤≥]|!=|[+&=~≈≠/#]|[.!?]+(?=[*_"'”’)\]]*(?:\s|$))|[;:]|\n/gu;
const FUNCTION = new Set(`i me my we us our you your he him his she her they them their it its this that these those
a an the is are am was were be been being has have had do does did will would can could may might shall should must
not no and or but so if then than as of to in on at by for with from into onto via per about up out off over under
there here what which who whom whose where when why how also too very just only even still already now again yet 's
all some any each every both either neither much many more most few less least such own same other another else
one ones let please thanks thank kindly`.split(/\s+/));

/** Words that may open a sentence before its first word proper ("So I'd like to …"). */
const CONNECTIVES = new Set(['so', 'and', 'but', 'then', 'also', 'however', 'therefore', 'thus', 'hence', 'still', 'now', 'yet', 'plus', 'else', 'otherwise', 'instead', 'finally', 'first', 'next', 'ok', 'okay']);

function isNumberLike(s: string): boolean {
  return /^[-+~]?\d/.test(s);
}

const AUX_LEMMA: Record<string, string> = { is: 'be', are: 'be', am: 'be', was: 'be', were: 'be', been: 'be', being: 'be', has: 'have', had: 'have', having: 'have', does: 'do', did: 'do' };

/** The key two tokens align on. */
function keyOf(lc: string, ctx: LedgerContext): string {
  const w = ctx.eq.words;
  if (FUNCTION.has(lc)) return w.get(lc) ?? AUX_LEMMA[lc] ?? lc;
  // "inactive" aligns with the "active" of "not active": the negation is counted apart, by its class
  if (!w.has(lc) && negPrefixed(lc)) return keyOf(lc.replace(/^(?:in|im|il|ir|un|non-?)/, ''), ctx);
  const l = lemma(lc);
  return w.get(l) ?? w.get(lc) ?? l;
}

function tokenize(b: LedgerBlock, ctx: LedgerContext): Tok[] {
  const out: Tok[] = [];
  let sent = 0;
  let lead = true;
  const push = (t: string, s: number, e: number, atom: boolean) => {
    // "fixture A depends on fixture B": a capital "A" inside a sentence names a thing, it is no article
    const name = !atom && t === 'A' && !lead;
    const lower = atom || name ? t : t.toLowerCase().replace(/’/g, "'");
    // "im confused", "thats easy": a contraction written without its apostrophe is that contraction
    const lc = !atom && !name && Object.hasOwn(BARE_CONTRACTIONS, lower) ? BARE_CONTRACTIONS[lower] : lower;
    const num = atom && isNumberLike(t);
    // a number word the engine protects ("twelve rounds") is the number it writes as digits
    let key = atom ? (num ? numberKey(t, b.text.slice(Math.max(0, s - 1), s)) : (ctx.eq.words.get(t.toLowerCase()) ?? t)) : keyOf(lc, ctx);
    // ("$15.00/day", "periods/teacher/day": a slash between a word or number and a word is "per")
    if (!atom && t === '/' && /[\p{L}\p{N}]$/u.test(b.text.slice(Math.max(0, s - 1), s))) {
      // (after a number, or in a chain that ends in a unit of time: "takeoff/landing" is "and")
      const chain = /^\p{L}+(?:\/\p{L}+)*/u.exec(b.text.slice(e, e + 60))?.[0];
      if (chain && (/\d$/.test(b.text.slice(Math.max(0, s - 1), s)) || TIME_UNIT.test(chain.split('/').pop()!))) key = keyOf('per', ctx);
    }
    // a unit after its number, short or long ("15.3 s" and "15.3 seconds"): one word
    const prev = out[out.length - 1];
    // (a unit written out is that unit anywhere: "about a minute" and "~1 minute")
    // (not "a second full refresh": the ordinal)
    const counted = !!prev && (/^\d/.test(prev.key) || (['a', 'an', 'one', 'per'].includes(prev.lc) && !lc.startsWith('second')));
    if (!atom && counted && unitOf(lc)) key = `unit:${unitOf(lc)}`;
    else if (!atom && prev && /^\d/.test(prev.key) && Object.hasOwn(UNIT_ABBR, lc)) key = `unit:${UNIT_ABBR[lc]}`;
    const fn = !atom && !name && (FUNCTION.has(lc) || DROPPABLE[lc] !== undefined || ctx.fill.words.has(lc));
    out.push({ t, lc, key, lem: atom ? t : lemma(lc), atom, s, e, sent, fn, i: out.length, lead: lead && !fn });
    if (!CONNECTIVES.has(lc)) lead = false;
  };
  /** An approximation sign before a number is a word of its own ("~40" is "about 40"). */
  const atomOrNumber = (v: string, s: number, e: number) => {
    // ("+25 time slots" for "added 25 time slots": the sign is the word "more", the number the same)
    const m = /^([~≈]|\+)(?=\d)/.exec(v);
    const r = /^(R|Round)(\d+)$/.exec(v);
    // "30ish" is "~30"; "37/37" is "all 37"
    const ish = /^(\d+(?:\.\d+)?)-?ish$/.exec(v);
    const all = /^(\d+)\/(\d+)$/.exec(v);
    if (ish) {
      push('~', s, s + ish[1].length, false);
      push(ish[1], s, s + ish[1].length, true);
    } else if (all && all[1] === all[2]) {
      push('all', s, e, false);
      push(all[1], s, e, true);
    } else if (all && FRACTION_WORDS[all[2]] && Number(all[1]) < Number(all[2])) {
      // "2/3" is "two thirds"
      push(all[1], s, e, true);
      push(FRACTION_WORDS[all[2]][all[1] === '1' ? 0 : 1], s, e, false);
    } else if (r) {
      // a round's short label ("R7", "Round7" for "Round 7")
      push('round', s, s + r[1].length, false);
      push(r[2], s + r[1].length, e, true);
    } else if (m) {
      push(m[1] === '+' ? 'additional' : m[1], s, s + 1, false);
      push(v.slice(1), s + 1, e, true);
    } else push(v, s, e, true);
  };
  const text = b.text;
  let pos = 0;
  const plain = (from: number, to: number) => {
    const seg = text.slice(from, to);
    WORD.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = WORD.exec(seg))) {
      const v = m[0];
      const s = from + m.index;
      const e = s + v.length;
      if (v === '\n' || /^[.!?]+$/.test(v)) {
        // a line of a paragraph that breaks after a comma, or before a word in lower case, goes on with its sentence
        if (v === '\n') {
          const before = text.slice(Math.max(0, s - 3), s).replace(/[ \t*_]+$/, '');
          const after = text.slice(e, e + 3).replace(/^[ \t]+/, '');
          if (/[,(]$/.test(before) || (/[\p{Ll}]$/u.test(before) && /^\p{Ll}/u.test(after))) continue;
        }
        // the stop of a clipped word ("Est. Time to Production", "approx. 40 ms") ends no sentence
        if (v === '.' && /(?:^|[^\p{L}])(?:est|approx|esp|incl|excl|vs|cf|resp|ca)$/iu.test(text.slice(Math.max(0, s - 8), s))) continue;
        sent++;
        lead = true;
        continue;
      }
      if (v === ';' || v === ':') {
        lead = true;
        continue;
      }
      if (isNumberLike(v) || /^(?:R|Round)\d+$/.test(v)) {
        atomOrNumber(v, s, e);
        continue;
      }
      const lc = v.toLowerCase().replace(/’/g, "'");
      // ("RSVP'd", "OK'd", "CC'd": an initialism made a verb's past, no "would")
      const parts = /^\p{Lu}{2,}['’]d$/u.test(v) ? [lc] : openWord(lc);
      if (parts.length > 1) {
        // a possessive keeps the word as written
        push(parts[1] === "'s" ? v.slice(0, parts[0].length) : parts[0], s, e, false);
        push(parts[1], s, e, false);
        continue;
      }
      // a verb with a prefix ("re-add", "pre-build") is one word: its own verb, again or before
      const pre = /^(re|pre|co|de|un|non|sub|over|post|multi|self)-(\p{L}+)$/u.exec(lc);
      if (pre) {
        const base = lemma(pre[2]);
        out.push({ t: v, lc, key: `${pre[1]}-${keyOf(pre[2], ctx)}`, lem: `${pre[1]}-${base}`, atom: false, s, e, sent, fn: false, i: out.length, lead });
        if (!CONNECTIVES.has(lc)) lead = false;
        continue;
      }
      // hyphenated words of letters: each part a word ("next-step" is "next step")
      if (/^\p{L}+(?:-\p{L}+)+$/u.test(v) && !ctx.eq.words.has(lc)) {
        let at = s;
        for (const part of v.split('-')) {
          push(part, at, at + part.length, false);
          at += part.length + 1;
        }
        continue;
      }
      push(v, s, e, false);
    }
  };
  for (const a of b.atoms) {
    if (a.start < pos) continue;
    plain(pos, a.start);
    atomOrNumber(a.value, a.start, a.end);
    pos = a.end;
  }
  plain(pos, text.length);
  // "N/A" is "not applicable"
  for (let k = 0; k + 2 < out.length; k++) {
    if (out[k].lc.toLowerCase() === 'n' && out[k + 1].lc === '/' && out[k + 2].lc.toLowerCase() === 'a' && out[k + 1].s === out[k].e && out[k + 2].s === out[k + 1].e) {
      const [a, b] = [out[k], out[k + 2]];
      out.splice(k, 3, { ...a, t: 'not', lc: 'not', key: keyOf('not', ctx), lem: 'not', e: b.e, fn: true }, { ...a, t: 'applicable', lc: 'applicable', key: keyOf('applicable', ctx), lem: 'applicable', e: b.e, fn: false, lead: false });
      out.forEach((t, i) => (t.i = i));
    }
  }
  // "I'd got" is "I had got", "I'd go" is "I would go": the word after "'d" says which
  for (let k = 0; k + 1 < out.length; k++) {
    const t = out[k];
    if (t.lc === 'would' && /['’]d$/i.test(text.slice(t.s, t.e)) && verbForm(out[k + 1].lc) === 'past' && !out[k + 1].atom) {
      out[k] = { ...t, lc: 'had', key: keyOf('had', ctx), lem: 'have' };
    }
  }
  // phrases of the license table: their words become the short form's (one range); again on the result,
  // where a short form completes another phrase ("ready in order to" -> "ready to" -> "can"), a few times at most
  let toks = out;
  for (let round = 0; round < 3; round++) {
    const next = phrased(toks, ctx);
    if (next === toks || next.length === toks.length) return next;
    toks = next;
  }
  return toks;
}

/** Replaces each listed phrase by its canonical words (both texts alike), keeping the phrase's range. */
function phrased(toks: Tok[], ctx: LedgerContext): Tok[] {
  const ph = ctx.eq.phrases;
  let any = false;
  for (const t of toks) if (ph.has(t.lc)) any = true;
  if (!any) return toks;
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const list = ph.get(toks[i].lc);
    let done = false;
    if (list) {
      for (const p of list) {
        if (i + p.words.length > toks.length) continue;
        let ok = true;
        for (let k = 0; k < p.words.length && ok; k++) ok = toks[i + k].lc === p.words[k] && toks[i + k].sent === toks[i].sent;
        if (!ok) continue;
        const first = toks[i];
        const last = toks[i + p.words.length - 1];
        const words = (p.to.length ? p.to : ['']).flatMap(openWord);
        for (const w of words) {
          if (!w) continue;
          out.push({ ...first, t: w, lc: w, key: keyOf(w, ctx), lem: lemma(w), e: last.e, fn: FUNCTION.has(w) || DROPPABLE[w] !== undefined, src: p.words });
        }
        if (!p.to.length) out.push({ ...first, t: '', lc: '', key: '', lem: '', e: last.e, fn: true });
        i += p.words.length - 1;
        done = true;
        break;
      }
    }
    if (!done) out.push(toks[i]);
  }
  out.forEach((t, i) => (t.i = i));
  return out.filter((t) => t.key !== '' || t.t !== '').map((t, i) => ((t.i = i), t));
}

// ---- alignment ----

const weight = (t: Tok) => (t.atom ? 4 : t.fn ? 1 : 3);
/** Above this many cells, a block's middle is aligned greedily (linear) instead of by dynamic programming. */
const DP_CELLS = 4_000_000;

/** matchA[i] = index in b or -1, by a weighted longest common subsequence of keys. */
function align(a: Tok[], b: Tok[]): Int32Array {
  const match = new Int32Array(a.length).fill(-1);
  let lo = 0;
  while (lo < a.length && lo < b.length && a[lo].key === b[lo].key) {
    match[lo] = lo;
    lo++;
  }
  let ha = a.length;
  let hb = b.length;
  while (ha > lo && hb > lo && a[ha - 1].key === b[hb - 1].key) {
    match[--ha] = --hb;
  }
  if (ha === lo || hb === lo) return match;
  if ((ha - lo) * (hb - lo) <= DP_CELLS) {
    lcs(a, b, lo, ha, lo, hb, match);
    return match;
  }
  // A long block pair (a paragraph of thousands of sentences): the keys found once on each side
  // are anchors (patience diff: the longest chain of them in order on both sides), and each stretch
  // between two anchors is aligned exactly, so repeated words never pull the alignment off course.
  const count = (toks: Tok[], from: number, to: number) => {
    const m = new Map<string, number>();
    for (let i = from; i < to; i++) m.set(toks[i].key, (m.get(toks[i].key) ?? 0) + 1);
    return m;
  };
  const ca = count(a, lo, ha);
  const cb = count(b, lo, hb);
  const inB = new Map<string, number>();
  for (let j = lo; j < hb; j++) if (cb.get(b[j].key) === 1 && ca.get(b[j].key) === 1) inB.set(b[j].key, j);
  const pairs: [number, number][] = [];
  for (let i = lo; i < ha; i++) {
    const j = inB.get(a[i].key);
    if (j !== undefined) pairs.push([i, j]);
  }
  const chain = longestChain(pairs);
  let pa = lo;
  let pb = lo;
  for (const [i, j] of [...chain, [ha, hb] as [number, number]]) {
    if (i > pa && j > pb) {
      if ((i - pa) * (j - pb) <= DP_CELLS) lcs(a, b, pa, i, pb, j, match);
      else greedy(a, b, pa, i, pb, j, match);
    }
    if (i < ha) match[i] = j;
    pa = i + 1;
    pb = j + 1;
  }
  return match;
}

/** The longest chain of pairs increasing on both sides (pairs sorted by their first), by patience sorting. */
function longestChain(pairs: [number, number][]): [number, number][] {
  const tails: number[] = [];
  const prev = new Int32Array(pairs.length).fill(-1);
  for (let k = 0; k < pairs.length; k++) {
    const j = pairs[k][1];
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]][1] < j) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[k] = tails[lo - 1];
    tails[lo] = k;
  }
  const out: [number, number][] = [];
  for (let k = tails.length ? tails[tails.length - 1] : -1; k >= 0; k = prev[k]) out.push(pairs[k]);
  return out.reverse();
}

/** Each token of a[ia, ha) takes the next occurrence of its key in b[ib, hb) within a window. */
function greedy(a: Tok[], b: Tok[], ia: number, ha: number, ib: number, hb: number, match: Int32Array) {
  const at = new Map<string, number[]>();
  for (let j = hb - 1; j >= ib; j--) {
    const l = at.get(b[j].key);
    if (l) l.push(j);
    else at.set(b[j].key, [j]);
  }
  let j0 = ib;
  for (let i = ia; i < ha; i++) {
    const l = at.get(a[i].key);
    if (!l) continue;
    while (l.length && l[l.length - 1] < j0) l.pop();
    if (l.length && l[l.length - 1] - j0 < 64) {
      match[i] = l.pop()!;
      j0 = match[i] + 1;
    }
  }
}

/** The weighted longest common subsequence of a[ia, ha) and b[ib, hb), by dynamic programming. */
function lcs(a: Tok[], b: Tok[], ia: number, ha: number, ib: number, hb: number, match: Int32Array) {
  const n = ha - ia;
  const m = hb - ib;
  const w = m + 1;
  const dp = new Int32Array((n + 1) * w);
  for (let i = 1; i <= n; i++) {
    const ai = a[ia + i - 1];
    const wi = weight(ai);
    for (let j = 1; j <= m; j++) {
      let best = dp[(i - 1) * w + j];
      const left = dp[i * w + j - 1];
      if (left > best) best = left;
      if (ai.key === b[ib + j - 1].key) {
        const d = dp[(i - 1) * w + j - 1] + Math.min(wi, weight(b[ib + j - 1]));
        if (d > best) best = d;
      }
      dp[i * w + j] = best;
    }
  }
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const ai = a[ia + i - 1];
    const bj = b[ib + j - 1];
    if (ai.key === bj.key && dp[i * w + j] === dp[(i - 1) * w + j - 1] + Math.min(weight(ai), weight(bj))) {
      match[ia + i - 1] = ib + j - 1;
      i--;
      j--;
    } else if (dp[(i - 1) * w + j] >= dp[i * w + j - 1]) i--;
    else j--;
  }
}

// ---- reading the differences ----


function comparisonScale(w: string): number {
  for (let k = 0; k < COMPARISON_SCALES.length; k++) if (COMPARISON_SCALES[k].includes(w)) return k;
  return -1;
}
const STRICT_COMPARISON = new Set(`before after earlier later more less fewer greater smaller larger bigger higher lower
faster slower above below older newer better worse max min maximum minimum than prior subsequent increase increased
increases decrease decreased decreases longer shorter newest oldest latest earliest cheaper heavier lighter stronger weaker`.split(/\s+/));

const ANTONYM = new Map<string, Set<string>>();
for (const [a, b] of ANTONYMS) {
  (ANTONYM.get(a) ?? ANTONYM.set(a, new Set()).get(a)!).add(b);
  (ANTONYM.get(b) ?? ANTONYM.set(b, new Set()).get(b)!).add(a);
}
/** Two words of one root, one a noun of the other's act ("resolution" and "resolved", "cleaning" and "cleanup"). */
function derived(a: string, b: string): boolean {
  const root = (w: string) => w.replace(/(?:ution|ation|ition|tion|sion|ment|ance|ence|ing|ed|es|s|al|up)$/, '');
  const ra = root(a);
  const rb = root(b);
  let k = 0;
  while (k < ra.length && k < rb.length && ra[k] === rb[k]) k++;
  return a !== b && k >= 5 && k >= Math.min(ra.length, rb.length) - 1;
}

/** One word is the other's short form: its letters in order, the first the same ("wk" for "week", "mgmt" for "management"). */
function abbreviates(a: string, b: string): boolean {
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  if (short.length < 2 || short.length > 5 || short[0] !== long[0]) return false;
  let k = 0;
  for (const ch of long) if (ch === short[k]) k++;
  return k === short.length;
}

const sameRole = (a: string, b: string) => SAME_ROLE.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** The adjectives a comparative in -er may come from ("simpler" simple, "easier" easy, "bigger" big). */
function comparativeBases(w: string): string[] {
  if (w.endsWith('ier')) return [`${w.slice(0, -3)}y`];
  const out = [w.slice(0, -2), w.slice(0, -1)];
  if (/([bdgmnpt])\1er$/.test(w)) out.push(w.slice(0, -3));
  return out;
}

function antonymPair(del: Tok[], ins: Tok[]): [Tok, Tok] | null {
  for (const d of del) {
    const o = ANTONYM.get(d.lc) ?? ANTONYM.get(d.lem);
    const ok = ANTONYM.get(d.key);
    if (!o && !ok) continue;
    // (by word, and by key: "minimum" -> "max" is "min" -> "max")
    const i = ins.find((x) => o?.has(x.lc) || o?.has(x.lem) || ok?.has(x.key) || ok?.has(x.lc) || !!x.src?.some((w) => o?.has(w)));
    if (i) return [d, i];
  }
  return null;
}

function quantClass(w: string): string {
  for (const eq of QUANTIFIER_EQUIV) if (eq.includes(w)) return eq[0];
  return w;
}

/** The person of a possessive: "our side" and "their side" belong to different people. */
const PERSON_OF: Record<string, string> = { my: '1', our: '1', your: '2', their: '3', his: '3', her: '3' };

const isBe = (x: Tok | undefined) => !!x && ['is', 'are', 'was', 'were', 'be', 'been', 'being'].includes(x.lc);

/**
 * A giving verb's participle at A[p] (its partner B[pj]) whose receiver became its subject, or back: "N06
 * was fed TyreLife" and "TyreLife fed to N06" (a "to" written on one side, a passive's "be" on the other).
 */
function receiverShift(sa: Side, sb: Side, p: number, pj: number): boolean {
  const A = sa.toks;
  const B = sb.toks;
  const P = A[p];
  if (!GIVING_VERBS.has(P.lem) || P.lc === P.lem) return false;
  const toB = B[pj + 1]?.lc === 'to' && sb.match[pj + 1] < 0;
  const toA = A[p + 1]?.lc === 'to' && sa.match[p + 1] < 0;
  return (toB && isBe(A[p - 1])) || (toA && isBe(B[pj - 1]));
}

/**
 * The compressed partners of the nearest aligned words of the sentence of A[from] before `from` and after
 * `to`: the stretch of the compressed block where a word between them now stands (-1 and `bLength` where
 * none is aligned).
 */
function pairedAround(sa: Side, bLength: number, from: number, to: number): [number, number] {
  const A = sa.toks;
  const sent = A[from].sent;
  let lo = -1;
  let hi = bLength;
  for (let k = from - 1; k >= 0 && A[k].sent === sent; k--) if (sa.match[k] >= 0) { lo = sa.match[k]; break; }
  for (let k = to + 1; k < A.length && A[k].sent === sent; k++) if (sa.match[k] >= 0) { hi = sa.match[k]; break; }
  return [lo, hi];
}

/** Verbs that take one thing as another ("treat X as Y", "mark X as Y"): "as" between the two is their pivot. */
const AS_VERBS = new Set(['treat', 'regard', 'mark', 'count', 'classify', 'label', 'flag', 'consider', 'report', 'list', 'misread', 'mistake', 'tag', 'record', 'store', 'render', 'display', 'interpret', 'parse', 'read',
  'set', 'use', 'act', 'serve', 'run', 'configure', 'deploy', 'register', 'install']);

/** Verbs of bringing about a state: an arrow in their place says the same ("X makes Y visible" -> "X → Y visible"). */
const EFFECT_VERBS = new Set(['make', 'give', 'enable', 'allow', 'ensure', 'keep', 'let', 'turn', 'fix', 'prevent', 'stop', 'avoid', 'resolve', 'break', 'cause', 'lead', 'result', 'force', 'mean']);

/** Verbs that make an order of a statement about a thing ("keep X working", "make sure X", "ensure X"). */
const COMMANDING = new Set(['keep', 'make', 'ensure', 'let', 'maintain', 'preserve', 'leave', 'continue', 'avoid', 'stop', 'stay', 'remain']);

/** Words that pick some of a kind ("recent games", "selected files"): written where "all" stood, they narrow the claim. */
const PICKING = new Set(['listed', 'known', 'supported', 'allowed', 'approved', 'valid', 'recent', 'some', 'certain', 'specific', 'selected', 'particular', 'latest', 'newest', 'oldest', 'main', 'major', 'few', 'several', 'most', 'many', 'active', 'open', 'failing', 'new', 'old', 'older', 'newer', 'current', 'first', 'last', 'top']);

/** Words after "since" that name a time, not a reason ("since launch", "since release 2"). */
const SINCE_TIMES = new Set(['then', 'last', 'yesterday', 'today', 'tonight', 'ages', 'forever', 'long', 'early', 'ever', 'before', 'launch', 'release', 'version', 'startup', 'boot', 'reboot', 'install', 'installation', 'upgrade', 'update', 'morning', 'noon', 'midnight', 'lunch', 'dinner', 'breakfast', 'childhood', 'birth', 'forever', 'recently', 'earlier', 'commit', 'merge', 'beta', 'alpha', 'kickoff', 'inception', 'creation']);

/** Words of a direction: up ("increases", "rises", "grows", "higher") and down ("decreases", "falls", "shrinks", "lower"). */
const UPWARD = /^(?:up|upward|upwards|increas(?:e|es|ed|ing)|ris(?:e|es|ing)|rose|risen|grow(?:s|ing|n)?|grew|rais(?:e|es|ed|ing)|higher)$/;
const DOWNWARD = /^(?:down|downward|downwards|decreas(?:e|es|ed|ing)|fall(?:s|ing|en)?|fell|shrink(?:s|ing)?|shrank|shrunk|lower(?:s|ed|ing)?|reduc(?:e|es|ed|ing))$/;

/** The arrows a compression writes for "so", "leads to", "then". */
const ARROW_TOKENS = new Set(['->', '→', '=>', '⇒']);

/** A subject pronoun's possessive ("she" … "her"): kept in its clause, it still names who acts. */
const OWN_POSSESSIVE: Record<string, string> = { she: 'her', he: 'his', they: 'their', we: 'our', i: 'my' };

/** Pronouns that can stand on one side of a verb (a swap may move them). */
const PRONOUN_ITEM = new Set(['it', 'they', 'them', 'this', 'that', 'we', 'i', 'you', 'he', 'she', 'us', 'him', 'her', 'me', 'your', 'my', 'our', 'their', 'his']);
const isPivot = (t: Tok) => {
  if (t.atom) return false;
  if (ROLE_PREPOSITIONS.has(t.lc) || t.lc === 'than' || t.lc === 'not' || t.lc === 'no') return true;
  if (t.fn) return false;
  const c = classes(t.lc);
  if ((c & (VERB_S | PAST | VERB)) !== 0 && (c & (NOUN | PLURAL)) === 0) return true;
  return t.lc.endsWith('ing') && (classes(t.lem) & VERB) !== 0 && (classes(t.lem) & NOUN) === 0;
};
/** "inactive", "invalid", "impossible", "nonzero": a negative prefix on an adjective the lexicon knows. */
function negPrefixed(w: string): boolean {
  if (NEG_IN_ADJ.has(w)) return true;
  // ("inconsistency", "unavailability", "insufficiency": the noun of a negative adjective is as negative)
  const adj = /^(?:in|im|il|ir|un|non)\p{L}{4,}(?:ency|ence|ancy|ance|ability|ibility|ness)$/u.test(w) ? w.replace(/ency$|ence$/, 'ent').replace(/ancy$|ance$/, 'ant').replace(/ability$/, 'able').replace(/ibility$/, 'ible').replace(/ness$/, '') : '';
  if (adj && adj !== w && negPrefixed(adj)) return true;
  // ("non-default", "nonzero": "non" negates whatever it stands before)
  if (/^non-?\p{L}{3,}$/u.test(w) && !['none', 'nonetheless', 'nonce', 'nonsense'].includes(w)) return true;
  const m = /^(in|im|il|ir|un|non-?)(\p{L}{4,})$/u.exec(w);
  // ("un" is a negation on any adjective: "unclear"; "in" only on one that is no noun: not "inside")
  return !!m && !HEDGE_CLASS.has(w) && known(m[2]) && (classes(m[2]) & ADJ) !== 0 && (m[1] === 'un' || !(classes(m[2]) & (NOUN | PLURAL))) && !['tense', 'vest', 'flammable'].includes(m[2]);
}
/** A word without its negative prefix ("inactive" -> "active", "non-default" -> "default"; "mis" too when asked). */
function negRoot(w: string, mis = false): string {
  return w.replace(mis ? /^(?:non-?|un|in|im|il|ir|mis)/ : /^(?:non-?|un|in|im|il|ir)/, '');
}
/** "misbehave", "misconfigured", "misread": "mis" on a verb the lexicon knows says it went wrong. */
function misPrefixed(w: string): boolean {
  const m = /^mis-?(\p{L}{4,})$/u.exec(w);
  if (!m) return false;
  const root = m[1].replace(/(?:ed|ing|es|s)$/, '');
  return [m[1], root, `${root}e`].some((r) => known(r) && (classes(r) & VERB) !== 0);
}
/** Two words of opposite sense (the antonyms' table, and "well" / "poorly"). */
function oppositeWords(a: string, b: string): boolean {
  return [...ANTONYMS, ...NEGATED_AS].some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}
/**
 * The key of a number: its digits without separators; a clock time in one notation ("8PM" and
 * "20:00" are one key); an amount of money with no cents ("$0.00" and "$0").
 */
function numberKey(t: string, before: string): string {
  const c12 = /^(\d{1,2})(?::(\d{2}))?([AaPp])[Mm]$/.exec(t);
  if (c12 && Number(c12[1]) <= 12) return `@${(Number(c12[1]) % 12) + (/p/i.test(c12[3]) ? 12 : 0)}:${c12[2] ?? '00'}`;
  const c24 = /^(\d{1,2}):(\d{2})$/.exec(t);
  if (c24 && Number(c24[1]) <= 23 && Number(c24[2]) <= 59) return `@${Number(c24[1])}:${c24[2]}`;
  // ("34,2 cpm" is 34.2: a comma before one or two digits is a decimal comma; "10k" is 10000)
  if (/^\d+,\d{1,2}$/.test(t) || /^\d+(?:\.\d+)?[kK]$/.test(t)) return numberValue(t) ?? t;
  const plain = t.replace(/,/g, '');
  return /[$€£¥]/.test(before) ? plain.replace(/\.0+$/, '') : plain;
}
/** The unit a word names ("hours" -> "hour"), or "". */
function unitOf(w: string): string {
  const base = w.replace(/s$/, '');
  return ['hour', 'minute', 'second', 'millisecond', 'day', 'week', 'month', 'year'].includes(base) ? base : '';
}
/**
 * A word cut short the way writers shorten one ("infrastructure" -> "infra", "permissions" ->
 * "perms", "automatically" -> "auto"): the short form opens the long one, keeps its plural "s", and
 * is long enough (four letters, or three of a word of eight or more) not to be a word of its own there.
 */
function clipped(long: string, short: string): boolean {
  const plural = short.length > 3 && short.endsWith('s') && /(?:s|ies)$/.test(long);
  const stemmed = plural ? short.slice(0, -1) : short;
  if (stemmed.length < 3 || long.length < stemmed.length + 3 || !long.startsWith(stemmed)) return false;
  return stemmed.length >= 4 || long.length >= 8;
}
const MODALS = new Set(['must', 'can', 'cannot', 'could', 'should', 'will', 'would', 'may', 'might', 'shall', 'not']);
const UN_NEGATIVE = /^un(?!der)[a-z]{2,}(?:ed|en|able|ible)$/;
const PREFIXED = /^(?:re|pre|co|de|un|non|sub|over|post|multi|self)-/;
const isBaseVerb = (t: Tok) => {
  if (t.atom || t.fn || t.lc !== t.lem) return false;
  const w = t.lc.replace(PREFIXED, '');
  // ("replan", "rerun": a verb done again, the prefix written without its hyphen, when the word is no other)
  const again = !known(w) && /^re[a-z]{3,}$/.test(w) ? w.slice(2) : '';
  return ((classes(w) & VERB) !== 0 || (again !== '' && (classes(again) & VERB) !== 0)) && !/(?:ed|ing)$/.test(w);
};

interface Side {
  ctx: LedgerContext;
  blk: LedgerBlock;
  toks: Tok[];
  match: Int32Array;
  moved: Uint8Array;
  done: Uint8Array;
}

/**
 * The findings of one block pair. `v` and `c` are the verbose and the compressed block; offsets in
 * the findings are the document's.
 */
export function ledgerBlocks(v: LedgerBlock, c: LedgerBlock, ctx: LedgerContext, srcV: string, srcC: string): Finding[] {
  // the same words and the same protected spans in the same order (two spans that changed places are a finding)
  if (v.text === c.text && v.atoms.length === c.atoms.length && v.atoms.every((a, i) => a.value === c.atoms[i].value)) return [];
  // a block pair read before is not read again (an output keeps most blocks of the last run's)
  const key = `${v.item ? '\u0004' : ''}${v.text}\u0001${v.atoms.map((a) => `${a.start}:${a.end}:${a.value}`).join('\u0002')}\u0003${c.text}\u0001${c.atoms.map((a) => `${a.start}:${a.end}:${a.value}`).join('\u0002')}`;
  let local = ctx.memo.get(key);
  if (local) {
    ctx.memo.delete(key);
    ctx.memo.set(key, local);
  } else {
    const { sa, sb } = sidesOf(v, c, ctx);
    local = readDifferences(sa, sb);
    ctx.memo.set(key, local);
    ctx.memoChars += key.length;
    for (const old of ctx.memo.keys()) {
      if (ctx.memoChars <= MEMO_CHARS) break;
      ctx.memoChars -= old.length;
      ctx.memo.delete(old);
    }
  }
  const doc = (b: LedgerBlock, [s, e]: [number, number]): Range => ({ start: b.toDoc(s), end: b.toDoc(Math.max(s, e - 1)) + 1 });
  return local.map((f) => {
    const verbose = doc(v, f.v);
    const compressed = doc(c, f.c);
    return {
      class: f.class, severity: f.severity, verbose, compressed,
      before: f.hasV ? srcV.slice(verbose.start, verbose.end) : '', after: f.hasC ? srcC.slice(compressed.start, compressed.end) : '',
      message: f.message, restore: f.restore,
    };
  });
}

/** Characters of block pairs whose readings a context keeps. */
const MEMO_CHARS = 4_000_000;

/** Both blocks as tokens, aligned word by word. */
function sidesOf(v: LedgerBlock, c: LedgerBlock, ctx: LedgerContext): { sa: Side; sb: Side } {
  if (ctx.templates) [v, c] = templatesRead(v, c);
  const [A, B] = spellings(tokenize(v, ctx), tokenize(c, ctx));
  const mA = align(A, B);
  movedSentences(A, B, mA);
  const mB = new Int32Array(B.length).fill(-1);
  mA.forEach((j, i) => j >= 0 && (mB[j] = i));
  return {
    sa: { ctx, blk: v, toks: A, match: mA, moved: new Uint8Array(A.length), done: new Uint8Array(A.length) },
    sb: { ctx, blk: c, toks: B, match: mB, moved: new Uint8Array(B.length), done: new Uint8Array(B.length) },
  };
}

/**
 * Two sentences of a paragraph given in the other order ("X. Y." -> "Y. X."): the alignment in order
 * pairs one of them and leaves the other unpaired on both sides. A sentence with hardly a content word
 * paired, and a sentence of the other side in the same state that holds most of its content words,
 * are one sentence moved: their words are paired with each other (in order within the sentence).
 */
function movedSentences(A: Tok[], B: Tok[], mA: Int32Array): void {
  if (A.length > 20_000 || B.length > 20_000) return;
  const mB = new Int32Array(B.length).fill(-1);
  mA.forEach((j, i) => j >= 0 && (mB[j] = i));
  const loose = (toks: Tok[], m: Int32Array) => {
    const by = new Map<number, Tok[]>();
    for (const t of toks) (by.get(t.sent) ?? by.set(t.sent, []).get(t.sent)!).push(t);
    const out: Tok[][] = [];
    for (const list of by.values()) {
      const content = list.filter((t) => !t.fn);
      if (content.length < 3) continue;
      const paired = content.filter((t) => m[t.i] >= 0).length;
      if (paired * 4 <= content.length) out.push(list);
    }
    return out;
  };
  const la = loose(A, mA);
  const lb = loose(B, mB);
  if (!la.length || !lb.length || la.length * lb.length > 400) return;
  const keys = (list: Tok[]) => {
    const m = new Map<string, number>();
    for (const t of list) if (!t.fn) m.set(t.key, (m.get(t.key) ?? 0) + 1);
    return m;
  };
  const used = new Set<number>();
  for (const sa of la) {
    const ka = keys(sa);
    const na = [...ka.values()].reduce((x, y) => x + y, 0);
    let best = -1;
    let score = 0;
    lb.forEach((sb, k) => {
      if (used.has(k)) return;
      const kb = keys(sb);
      let common = 0;
      for (const [key, n] of ka) common += Math.min(n, kb.get(key) ?? 0);
      const nb = [...kb.values()].reduce((x, y) => x + y, 0);
      const sc = common / Math.max(na, nb);
      if (sc > score) {
        score = sc;
        best = k;
      }
    });
    if (best < 0 || score < 0.5) continue;
    used.add(best);
    const sb = lb[best];
    const fa = sa.filter((t) => mA[t.i] < 0);
    const fb = sb.filter((t) => mB[t.i] < 0);
    const sub = align(fa, fb);
    sub.forEach((j, i) => {
      if (j < 0) return;
      mA[fa[i].i] = fb[j].i;
      mB[fb[j].i] = fa[i].i;
    });
  }
}

/** A word as spelled without case, dots, hyphens or apostrophes ("e.g." and "eg", "any more" joined and "anymore"). */
const squash = (t: Tok) => t.lc.replace(/[.\-'’]/g, '');
const spellable = (t: Tok) => !t.atom && /^\p{L}[\p{L}.\-'’]*$/u.test(t.t);

/**
 * One word spelled two ways reads as one word: "e.g." for "eg", "OK'd" aside, and a compound
 * written closed on one side and open on the other ("anymore" and "any more", "startup" and "start
 * up", "workaround" and "work around", "backstage" and "back-stage"). A word whose key the other side
 * has already is left alone; two words join only where the other side has their joined spelling and
 * their own side does not.
 */
function spellings(A: Tok[], B: Tok[]): [Tok[], Tok[]] {
  const one = (X: Tok[], Y: Tok[]): Tok[] => {
    const keysX = new Set(X.map((t) => t.key));
    const keysY = new Set(Y.map((t) => t.key));
    const singles = new Map<string, Tok>();
    for (const u of Y) if (spellable(u) && !keysX.has(u.key)) singles.set(squash(u), u);
    const own = new Set(X.filter(spellable).map(squash));
    // initials of the other side, by their first letter
    const acronyms = new Map<string, Tok[]>();
    for (const u of Y) if (!u.atom && /^\p{Lu}{2,6}s?$/u.test(u.t) && !keysX.has(u.key)) {
      const f = u.t[0].toLowerCase();
      (acronyms.get(f) ?? acronyms.set(f, []).get(f)!).push(u);
    }
    const out: Tok[] = [];
    let changed = false;
    for (let i = 0; i < X.length; i++) {
      const t = X[i];
      if (!spellable(t) || keysY.has(t.key)) {
        out.push(t);
        continue;
      }
      const u = singles.get(squash(t));
      if (u && u.lc !== t.lc) {
        out.push({ ...t, key: u.key, lem: u.lem });
        changed = true;
        continue;
      }
      // a name written as its initials on the other side ("Progressive Web App" and "PWA")
      const ini = acronyms.get(t.lc[0]);
      if (ini) {
        let hit: Tok | undefined;
        let span = 0;
        for (const u of ini) {
          const letters = u.t.replace(/s$/, '').toLowerCase();
          // (the words as written: a contraction's two parts, "I've", are one word and one letter)
          let k = 0;
          let j = i;
          let ok = true;
          while (ok && k < letters.length && j < X.length) {
            const r = X[j];
            ok = r.sent === t.sent && spellable(r) && !keysY.has(r.key) && r.lc[0] === letters[k];
            j++;
            while (ok && j < X.length && X[j].s === r.s) j++;
            k++;
          }
          // (words in lower case too, when each is a word of content: "user interfaces" and "UIs")
          if (ok && k === letters.length && (X.slice(i, j).some((r) => /^\p{Lu}/u.test(r.t)) || X.slice(i, j).every((r) => !r.fn && !FUNCTION.has(r.lc)))) {
            hit = u;
            span = j - i;
            break;
          }
        }
        if (hit) {
          const n = span;
          const last = X[i + n - 1];
          out.push({ ...t, t: X.slice(i, i + n).map((r) => r.t).join(' '), lc: hit.lc, key: hit.key, lem: hit.lem, e: last.e, fn: false });
          i += n - 1;
          changed = true;
          continue;
        }
      }
      const n = X[i + 1];
      const joined = n && n.sent === t.sent && spellable(n) && !keysY.has(n.key) ? squash(t) + squash(n) : '';
      const w = joined ? singles.get(joined) : undefined;
      if (w && !own.has(joined)) {
        out.push({ ...t, t: t.t + n.t, lc: t.lc + n.lc, key: w.key, lem: w.lem, e: n.e, fn: false });
        i++;
        changed = true;
        continue;
      }
      out.push(t);
    }
    if (!changed) return X;
    out.forEach((t, i) => (t.i = i));
    return out;
  };
  const a = one(A, B);
  return [a, one(B, a)];
}

/**
 * godmode's dispatch lines, parsed on both sides (SPEC §4: the checker parses both forms instead of
 * comparing bytes): a pair of lines in order whose fields are the same is no difference, and is
 * blanked on both sides before the words are read; a pair whose fields differ is read word by word.
 */
function templatesRead(v: LedgerBlock, c: LedgerBlock): [LedgerBlock, LedgerBlock] {
  const lv = godmodeLines(v.text);
  const lc = godmodeLines(c.text);
  if (!lv.length || !lc.length) return [v, c];
  let tv = v.text;
  let tc = c.text;
  const blank = (t: string, a: number, b: number) => t.slice(0, a) + ' '.repeat(b - a) + t.slice(b);
  for (let i = 0; i < Math.min(lv.length, lc.length); i++) {
    if (!sameFields(lv[i], lc[i])) continue;
    tv = blank(tv, lv[i].start, lv[i].end);
    tc = blank(tc, lc[i].start, lc[i].end);
  }
  return [{ ...v, text: tv }, { ...c, text: tc }];
}

/** Groups of sentences linked by aligned words: the unit a balance of claim words is read over. */
function groupsOf(sa: Side, sb: Side): { ga: Int32Array; gb: Int32Array; count: number } {
  const na = sa.toks.length ? sa.toks[sa.toks.length - 1].sent + 1 : 0;
  const nb = sb.toks.length ? sb.toks[sb.toks.length - 1].sent + 1 : 0;
  const parent = new Int32Array(na + nb).map((_, i) => i);
  const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x])));
  sa.match.forEach((j, i) => {
    if (j < 0) return;
    const x = find(sa.toks[i].sent);
    const y = find(na + sb.toks[j].sent);
    if (x !== y) parent[x] = y;
  });
  // a sentence with no aligned word joins the sentence before it (a dropped or added sentence)
  const id = new Int32Array(na + nb).fill(-1);
  let count = 0;
  const ga = new Int32Array(na);
  const gb = new Int32Array(nb);
  const has = new Uint8Array(na + nb);
  sa.match.forEach((j, i) => j >= 0 && (has[sa.toks[i].sent] = 1));
  sb.match.forEach((i, j) => i >= 0 && (has[na + sb.toks[j].sent] = 1));
  const gid = (x: number) => {
    const r = find(x);
    if (id[r] < 0) id[r] = count++;
    return id[r];
  };
  for (let s = 0; s < na; s++) ga[s] = has[s] || s === 0 ? gid(s) : ga[s - 1];
  for (let s = 0; s < nb; s++) gb[s] = has[na + s] || s === 0 ? gid(na + s) : gb[s - 1];
  // two unanchored first sentences: one group
  if (na && nb && !has[0] && !has[na]) gb[0] = ga[0];
  return { ga, gb, count };
}

const ctxOf = (s: Side) => s.ctx;

/** A finding of a block pair, its places in the blocks' own texts. */
interface LocalFinding {
  class: FindingClass;
  severity: Severity;
  v: [number, number];
  c: [number, number];
  hasV: boolean;
  hasC: boolean;
  message: string;
  restore: string;
}

function readDifferences(sa: Side, sb: Side): LocalFinding[] {
  const A = sa.toks;
  const B = sb.toks;
  const out: LocalFinding[] = [];
  const { ga, gb } = groupsOf(sa, sb);
  const gA = (t: Tok) => ga[t.sent];
  const gB = (t: Tok) => gb[t.sent];

  // where a token of one side would stand in the other: the range between its aligned neighbours
  // places as offsets in the blocks' texts ([s, e)); the caller maps them into the documents
  const placeIn = (from: Side, to: Side, idx: number): [number, number] => {
    let p = idx - 1;
    while (p >= 0 && from.match[p] < 0) p--;
    let q = idx + 1;
    while (q < from.toks.length && from.match[q] < 0) q++;
    const tt = to.toks;
    const left = p >= 0 ? tt[from.match[p]] : null;
    const right = q < from.toks.length ? tt[from.match[q]] : null;
    if (left && right) return [left.s, Math.max(left.s + 1, right.e)];
    const one = left ?? right ?? tt[0];
    if (!one) return [0, to.blk.text.length];
    return [one.s, one.e];
  };
  const spanOf = (list: Tok[]): [number, number] => {
    let a = Infinity;
    let b = -Infinity;
    for (const t of list) {
      if (t.s < a) a = t.s;
      if (t.e > b) b = t.e;
    }
    return [a, b];
  };
  const add = (cls: FindingClass, severity: Severity, dv: Tok[], dc: Tok[], message: string) => {
    const v = dv.length ? spanOf(dv) : placeIn(sb, sa, dc[0].i);
    const c = dc.length ? spanOf(dc) : placeIn(sa, sb, dv[0].i);
    out.push({ class: cls, severity, v, c, hasV: dv.length > 0, hasC: dc.length > 0, message, restore: CLASS_INFO[cls].restore });
    for (const t of dv) sa.done[t.i] = 1;
    for (const t of dc) sb.done[t.i] = 1;
  };
  const q = (l: Tok[]) => l.map((t) => `"${t.t}"`).join(' ');

  // 0. filler phrases a rule drops whole ("of course", "at all", a template's instruction)
  const byFirst = ctxOf(sa).fillFirst;
  const fillerA = new Set<number>();
  for (let i = 0; i < A.length; i++) {
    const list = byFirst.get(A[i].lc);
    if (!list) continue;
    for (const ph of list) {
      if (i + ph.length > A.length) continue;
      let ok = true;
      let free = false;
      let paired = 0;
      let content = 0;
      for (let k = 0; k < ph.length && ok; k++) {
        ok = A[i + k].lc === ph[k];
        if (!A[i + k].fn) content++;
        if (sa.match[i + k] < 0) free = true;
        else if (!A[i + k].fn) paired++;
      }
      // a long phrase (a template's instruction) whose few words the alignment paired elsewhere ("the bug" of
      // "**Describe the bug**" -> "**Bug**") is still the phrase: those words are let go, to pair again as moves
      if (ok && paired > 0) {
        if (ph.length >= 5 && paired * 3 <= content) {
          for (let k = 0; k < ph.length; k++) {
            const j = sa.match[i + k];
            if (j >= 0 && !A[i + k].fn) {
              sa.match[i + k] = -1;
              sb.match[j] = -1;
            }
          }
        } else ok = false;
      }
      if (ok && free) {
        // a word of the phrase the alignment paired elsewhere is no claim word of its own either
        for (let k = 0; k < ph.length; k++) {
          sa.done[i + k] = 1;
          fillerA.add(i + k);
        }
        // a closer takes its sentence along ("Let me know if anything is unclear."), unless it negates
        if (CLOSER_HEADS.has(ph.join(' '))) {
          const tail: Tok[] = [];
          for (let k = i + ph.length; k < A.length && A[k].sent === A[i].sent; k++) tail.push(A[k]);
          if (tail.every((t) => sa.match[t.i] < 0 && !NEGATION_WORDS.has(t.lc) && !t.atom)) for (const t of tail) sa.done[t.i] = 1;
        }
      }
    }
  }

  // 1. moves: an unaligned word of one side whose key is unaligned on the other side too
  const freeA = A.filter((t) => sa.match[t.i] < 0);
  const freeB = B.filter((t) => sb.match[t.i] < 0);
  const partnerA = new Int32Array(A.length).fill(-1);
  sa.match.forEach((j, i) => (partnerA[i] = j));
  {
    const byKey = new Map<string, Tok[]>();
    for (const t of freeB) if (!t.fn || PRONOUN_ITEM.has(t.lc) || isPivot(t)) (byKey.get(t.key) ?? byKey.set(t.key, []).get(t.key)!).push(t);
    // pairs by nearest relative place, closest first
    const cand: [number, Tok, Tok][] = [];
    for (const t of freeA) {
      if (t.fn && !PRONOUN_ITEM.has(t.lc) && !isPivot(t)) continue;
      for (const x of byKey.get(t.key) ?? []) if (gB(x) === gA(t)) cand.push([Math.abs(t.i / A.length - x.i / B.length), t, x]);
    }
    cand.sort((a, b) => a[0] - b[0]);
    for (const [, t, u] of cand) {
      if (sa.moved[t.i] || sb.moved[u.i]) continue;
      sa.moved[t.i] = 1;
      sb.moved[u.i] = 1;
      partnerA[t.i] = u.i;
    }
    // a swap: around one pivot (a verb, "to", "than" …), words that crossed it one way and words
    // that crossed it the other ("renames A to B" -> "renames B to A")
    const byGroup = new Map<number, number[]>();
    for (let i = 0; i < A.length; i++) if (partnerA[i] >= 0) (byGroup.get(gA(A[i])) ?? byGroup.set(gA(A[i]), []).get(gA(A[i]))!).push(i);
    for (const idx of byGroup.values()) {
      if (!idx.some((i) => sa.moved[i])) continue;
      let found = false;
      const g0 = gA(A[idx[0]]);
      const gtA = A.filter((x) => gA(x) === g0);
      const gtB = B.filter((x) => gB(x) === g0);
      for (const P of gtA) {
        if (found) break;
        const p = P.i;
        // a word that may be a noun is a verb after a code span or a name that acts ("`a.md` records that")
        // (not a noun after its determiner or preposition: "the duplication of emails from IMAP")
        const verbAfterAtom = !P.atom && !P.fn && (classes(P.lc) & (VERB_S | PAST)) !== 0 && ((!!A[p - 1]?.atom && A[p - 1].sent === P.sent) || (classes(P.lc) & VERB_S) !== 0) &&
          !['of', 'the', 'a', 'an', 'from', 'for', 'with', 'in', 'on', 'about', 'some', 'all', 'any', 'no', 'my', 'our', 'your', 'their', 'its', 'his', 'her', 'these', 'those'].includes(A[p - 1]?.lc ?? '');
        // ("treated checkout dates as occupied dates": "as" after a verb of taking one thing for another)
        const asRole = P.lc === 'as' && A.slice(Math.max(0, p - 5), p).some((x) => x.sent === P.sent && AS_VERBS.has(x.lem));
        // ("replaces the log with breaks" -> "replaces breaks with the log": "with" after a verb of exchange)
        const withRole = (P.lc === 'with' || P.lc === 'w/' || P.key === 'with') && A.slice(Math.max(0, p - 8), p).some((x) => x.sent === P.sent && ['replace', 'swap', 'substitute', 'exchange', 'supersede'].includes(x.lem));
        if (!isPivot(P) && !verbAfterAtom && !asRole && !withRole) continue;
        // a passive's participle made the adjective before its noun ("crud that was cobbled together and was
        // unreliable" -> "unreliable cobbled-together crud"): no verb any more, nothing crosses it
        const attributed = (pj: number) => {
          if (verbForm(P.lc) !== 'past' || !isBe(A[p - 1]) || sa.match[p - 1] >= 0) return false;
          const after = B.slice(pj + 1, pj + 3).find((u) => u.sent === B[pj].sent && !u.fn && !['together', 'up', 'out', 'off', 'down', 'in'].includes(u.lc));
          const from = after ? (sb.match[after.i] >= 0 ? sb.match[after.i] : (gtA.find((x) => partnerA[x.i] === after.i)?.i ?? -1)) : -1;
          return !!after && from >= 0 && from < p && ((classes(after.lc) & (NOUN | PLURAL)) !== 0 || !known(after.lc));
        };
        // an infinitive whose "to" is gone became a word of a compound ("support to unzip VRS" -> "VRS unzip support")
        if (A[p - 1]?.lc === 'to' && sa.match[p - 1] < 0 && P.lc === P.lem && !ROLE_PREPOSITIONS.has(P.lc)) continue;
        // the pivot's place in the compression: its partner, or a word of its key there
        let cands = partnerA[p] >= 0 ? [partnerA[p]] : gtB.filter((x) => x.key === P.key).map((x) => x.i);
        // "A is more valuable than B" -> "B beats A": a comparison's "than" gone, the verb written in its place stands for it
        // "slower on X compared to Y" -> "slower on Y than X": "than" stands for "compared to" (and back)
        if (!cands.length && (P.key === 'vs' || P.lc === 'compared')) cands = gtB.filter((x) => x.lc === 'than').map((x) => x.i);
        if (!cands.length && P.lc === 'than') cands = gtB.filter((x) => x.key === 'vs').map((x) => x.i);
        if (!cands.length && P.lc === 'than') cands = gtB.filter((x) => sb.match[x.i] < 0 && !sb.moved[x.i] && !x.fn && (classes(x.lc) & VERB_S) !== 0).map((x) => x.i);
        for (const pj of cands) {
          if (attributed(pj)) continue;
          const fwd: Tok[] = [];
          const back: Tok[] = [];
          for (const i of idx) {
            const X = A[i];
            // (around "than" an -ing word is what is compared: "more confusing than helpful")
            // (a participle between a determiner and its noun describes: "the selected level")
            // (and a participle right before its noun: "as occupied dates")
            const attributive = (['the', 'a', 'an', 'this', 'that', 'its', 'their', 'our', 'your'].includes(A[i - 1]?.lc ?? '') && !!A[i + 1] && A[i + 1].sent === X.sent && !A[i + 1].fn) ||
              ((verbForm(X.lc) === 'past' || (classes(X.lc) & PAST) !== 0) && !!A[i + 1] && A[i + 1].sent === X.sent && !A[i + 1].fn && !A[i + 1].atom && (classes(A[i + 1].lc) & (NOUN | PLURAL)) !== 0);
            if (i === p || partnerA[i] === pj || (X.fn && !PRONOUN_ITEM.has(X.lc)) || (isPivot(X) && !attributive && P.lc !== 'than' && P.lc !== 'rather')) continue;
            const before = i < p;
            const nowBefore = partnerA[i] < pj;
            if (before && !nowBefore) fwd.push(X);
            else if (!before && nowBefore) back.push(X);
          }
          if (!fwd.length || !back.length || !(fwd.some((x) => sa.moved[x.i]) || back.some((x) => sa.moved[x.i]))) continue;
          // a verb made passive with its actor after "by" (or active from such a passive) keeps who does
          // what: "3 files still referenced old paths" -> "old paths still referenced by 3 files"
          if (!isPivot(A[p]) || (classes(P.lc) & (VERB_S | PAST | VERB)) !== 0) {
            const byB = B[pj + 1]?.lc === 'by';
            const byA = A[p + 1]?.lc === 'by';
            if (byB !== byA && verbForm((byB ? B[pj] : A[p]).lc) === 'past') continue;
            // a giving verb whose receiver became the subject, or back: "N06 was fed TyreLife" -> "TyreLife fed
            // to N06" (the "to" names the receiver, who still receives)
            if (!/s$/.test(P.lc) && receiverShift(sa, sb, p, pj)) continue;
          }
          // (and around a negation or a modal before such a verb: "Awards already printed can't be recalled by the app"
          // -> "The app can't recall awards already printed")
          const passiveBy = (toks: Tok[], k: number) => toks.slice(k + 1, k + 6).some((x, n, arr) => x.sent === toks[k].sent && x.lc === 'by' && n > 0 && verbForm(arr[n - 1].lc) === 'past');
          if ((P.lc === 'not' || MODALS.has(P.lc)) && passiveBy(A, p) !== passiveBy(B, pj)) continue;
          const comparison = P.lc === 'than' || P.lc === 'rather';
          const moved = [...fwd, ...back].filter((x) => sa.moved[x.i]);
          add(comparison ? 'comparison' : 'role', 'fail', moved, moved.map((x) => B[partnerA[x.i]]),
            `${q(fwd)} and ${q(back)} changed sides of "${P.t}": ${comparison ? 'the comparison is reversed' : 'who does what to whom changed'}`);
          found = true;
          break;
        }
      }
    }
  }

  // "what could be determined" -> "what was determinable": a modal's passive and the adjective of its
  // verb in -able say the same (the modal is no hedge there, and "be" no tense)
  for (let i = 0; i + 2 < A.length; i++) {
    if (!['can', 'could'].includes(A[i].lc) || A[i + 1].lc !== 'be' || sa.match[i] >= 0 || A[i + 2].sent !== A[i].sent) continue;
    const p = A[i + 2];
    if (verbForm(p.lc) !== 'past') continue;
    const root = p.lc.replace(/e?d$/, '');
    const u = B.find((y) => sb.match[y.i] < 0 && !sb.done[y.i] && /(?:able|ible)$/.test(y.lc) && root.length >= 4 && y.lc.startsWith(root.slice(0, root.length - 1)));
    if (!u) continue;
    sa.done[i] = sa.done[i + 1] = sa.done[i + 2] = 1;
    sb.done[u.i] = 1;
    const j = sa.match[i + 1];
    if (j >= 0 && PAST_AUX.has(B[j].lc)) sb.done[j] = 1;
  }

  // two protected spans of one sentence that changed places across a word that gives each its role
  // ("when using `a`, while `b` runs" -> "when using `b`, while `a` runs"); a list's order ("`a`, `b` and `c`") is free
  {
    const atomsA = A.filter((t) => t.atom && partnerA[t.i] >= 0 && !isNumberLike(t.t));
    let reported = false;
    for (let x = 0; x < atomsA.length && !reported; x++) {
      for (let y = x + 1; y < atomsA.length && !reported; y++) {
        const a = atomsA[x];
        const b = atomsA[y];
        if (a.sent !== b.sent || a.key === b.key || partnerA[a.i] < partnerA[b.i]) continue;
        const between = A.slice(a.i + 1, b.i);
        if (!between.some((t) => !LIST_JOINERS.has(t.lc) && !t.atom)) continue;
        // ("put in `Redirect URL` the following: `https://…`" -> "put `https://…` in `Redirect URL`": the value
        // presented after its frame, put before it; no word between gives either a role)
        if (between.every((t) => LIST_JOINERS.has(t.lc) || t.atom || t.fn || ['following', 'follows', 'below'].includes(t.lc))) continue;
        // ("N06 was fed `TyreLife`" -> "`TyreLife` fed to N06": a giving verb's receiver named with "to")
        if (between.some((t) => partnerA[t.i] >= 0 && receiverShift(sa, sb, t.i, partnerA[t.i]))) continue;
        add('role', 'fail', [a, b], [B[partnerA[b.i]], B[partnerA[a.i]]], `${q([a])} and ${q([b])} changed places: who does what to whom changed`);
        reported = true;
      }
    }
  }

  // the things an order ranks that changed places ("data first, parser second" -> "parser first, data
  // second"): the same ranks in the same order, each now after another word
  {
    const RANKS = new Set(['first', 'second', 'third', 'fourth', 'last', 'firstly', 'secondly', 'lastly']);
    const ranked = (toks: Tok[], list: Tok[]) => list.filter((t) => RANKS.has(t.lc)).map((t) => {
      const p = toks[t.i - 1];
      return [p && p.sent === t.sent && !p.fn && !p.atom ? p.key : null, t.lc, t] as const;
    }).filter((x) => x[0] !== null);
    const rv = ranked(A, A);
    const rc = ranked(B, B);
    if (rv.length >= 2 && rv.length === rc.length && rv.every((x, k) => x[1] === rc[k][1]) &&
      rv.map((x) => x[0]).sort().join('\u0001') === rc.map((x) => x[0]).sort().join('\u0001')) {
      const off = rv.filter((x, k) => x[0] !== rc[k][0]);
      if (off.length >= 2) add('comparison', 'fail', off.map((x) => A[x[2].i - 1]), rc.filter((x, k) => x[0] !== rv[k][0]).map((x) => B[x[2].i - 1]), `${q(off.map((x) => A[x[2].i - 1]))} changed places in the order: what comes first now comes later`);
    }
  }
  // "tell them what they should be doing" -> "tell them what to do": a question of what to do, said with "to"
  for (let i = 0; i + 3 < A.length; i++) {
    if (!['what', 'how', 'where', 'when', 'which', 'whether'].includes(A[i].lc) || sa.match[i] < 0) continue;
    const p = A[i + 1];
    const m = A[i + 2];
    if (!['they', 'we', 'you', 'i', 'he', 'she', 'one'].includes(p.lc) || !['should', 'ought', 'must'].includes(m.lc) || sa.match[p.i] >= 0 || sa.match[m.i] >= 0) continue;
    const to = B[sa.match[i] + 1];
    if (!to || to.lc !== 'to' || sb.match[to.i] >= 0) continue;
    sa.done[p.i] = sa.done[m.i] = 1;
    sb.done[to.i] = 1;
    for (let k = i + 3; k < A.length && k <= i + 4; k++) if (['be', 'being'].includes(A[k].lc) && sa.match[k] < 0) sa.done[k] = 1;
  }

  // 2. word classes read per group
  interface Bag { del: Tok[]; ins: Tok[] }
  const groups = new Map<number, Bag>();
  const bag = (g: number) => groups.get(g) ?? groups.set(g, { del: [], ins: [] }).get(g)!;
  for (const t of freeA) if (!sa.moved[t.i]) bag(gA(t)).del.push(t);
  for (const t of freeB) if (!sb.moved[t.i]) bag(gB(t)).ins.push(t);
  // each group's tokens, once
  const byGroupA = new Map<number, Tok[]>();
  const byGroupB = new Map<number, Tok[]>();
  for (const t of A) (byGroupA.get(gA(t)) ?? byGroupA.set(gA(t), []).get(gA(t))!).push(t);
  for (const t of B) (byGroupB.get(gB(t)) ?? byGroupB.set(gB(t), []).get(gB(t))!).push(t);
  const groupToks = (side: Side, g: number) => (side === sa ? byGroupA : byGroupB).get(g) ?? [];
  // the last token of each sentence, for "is it a question"
  const lastOf = (toks: Tok[]) => {
    const m = new Map<number, Tok>();
    for (const t of toks) m.set(t.sent, t);
    return m;
  };
  const lastA = lastOf(A);
  const lastB = lastOf(B);
  const firstA = new Map<number, Tok>();
  for (const t of A) if (!firstA.has(t.sent)) firstA.set(t.sent, t);
  // ("Written up by the agent" -> "Write-up by the agent"): a compressed word that is the first part of a hyphenated noun
  const hyphenFirst = (y: Tok) => /^-\p{L}/u.test(sb.blk.text.slice(y.e, y.e + 2));
  // ("Selected seats are temporarily reserved" -> "Temporarily reserve selected seats"): a compressed word right after
  // the adverb that opens its sentence, in the place of a sentence's first word
  const afterLeadAdverb = (y: Tok) => !y.lead && y.i > 0 && B[y.i - 1].sent === y.sent && B[y.i - 1].lead && /ly$/.test(B[y.i - 1].lc) && !B[y.i - 1].atom && (classes(B[y.i - 1].lc) & VERB) === 0;
  const isQuestion = (side: Side, t: Tok) => {
    const end = (side === sa ? lastA : lastB).get(t.sent);
    return !!end && /\?/.test(side.blk.text.slice(end.e, end.e + 3));
  };

  const negation = (toks: Tok[], t: Tok) => {
    if (NEGATION_NEEDS_TO.has(t.lc)) return toks[t.i + 1]?.lc === 'to';
    // "stop building", and "stop Hugo building": the act after its object
    // ("stops faster whisper regenerating": the act after an object of a few words)
    if (['stop', 'stops', 'stopped', 'ceased', 'ceases', 'quit'].includes(t.lc)) return /ing$/.test(toks[t.i + 1]?.lc ?? '') || (t.lc.startsWith('stop') && [2, 3, 4].some((k) => /ing$/.test(toks[t.i + k]?.lc ?? '') && toks[t.i + k].sent === t.sent && toks.slice(t.i + 1, t.i + k).every((x) => !x.fn || ['the', 'a', 'an', 'it', 'them', 'its', 'their'].includes(x.lc))));
    // "No warnings or anything else" is "No warnings, nothing else": "any-" under a negation is one too
    if (['anything', 'anyone', 'anybody'].includes(t.lc)) {
      // (after a verb's "not" it is that one negation: "doesn't change anything" is "makes no difference")
      // ("without changing anything" -> "w/o changes": under "without" it is that one negation, not another)
      for (let k = t.i - 1; k >= Math.max(0, t.i - 8) && toks[k].sent === t.sent; k--) if (toks[k].lc === 'without' || toks[k].lc === 'w/o') return false;
      for (let k = Math.max(0, t.i - 8); k < t.i; k++) if (toks[k].sent === t.sent && ['no', 'without'].includes(toks[k].lc)) return true;
      return false;
    }
    if (t.lc === 'no' && toks[t.i + 1]?.lc === 'longer') return true;
    // "insufficient capacity" is "too little capacity": "too few", "too little" deny enough
    if ((t.lc === 'little' || t.lc === 'few') && toks[t.i - 1]?.lc === 'too' && toks[t.i - 1].sent === t.sent) return true;
    // "wondering if it finished properly or not": the other half of a question "whether", no denial
    if (t.lc === 'not' && toks[t.i - 1]?.lc === 'or') {
      const n = toks[t.i + 1];
      const side = toks === A ? sa : sb;
      const closes = !n || n.sent !== t.sent || /^\s*[,;:)]/.test(side.blk.text.slice(t.e, t.e + 2));
      if (closes && toks.slice(Math.max(0, t.i - 16), t.i).some((x) => x.sent === t.sent && (x.lc === 'whether' || x.lc === 'if'))) return false;
    }
    // "for lack of a better word": an idiom that apologises for a word, it denies nothing
    if (t.lc === 'lack' && toks[t.i - 1]?.lc === 'for' && toks[t.i + 1]?.lc === 'of' && [toks[t.i + 2], toks[t.i + 3]].some((x) => x && x.sent === t.sent && x.lc === 'better')) return false;
    // "conflict-free" is "with no conflicts"
    if (/^\p{L}{3,}-free$/u.test(t.lc)) return true;
    if (t.lc === 'free' && t.i > 0 && (toks === A ? sa : sb).blk.text[t.s - 1] === '-' && toks[t.i - 1].e === t.s - 1) return true;
    // "blind to custom changes" is "doesn't see them"
    if (t.lc === 'blind' || t.lc === 'oblivious') return toks[t.i + 1]?.lc === 'to';
    // "not clear" is the hedge "unclear" (read with the hedges), no negation of a claim
    if (t.lc === 'not' && NOT_SURE.has(toks[t.i + 1]?.lc ?? '') && toks[t.i + 1].sent === t.sent) return false;
    // "keep X from triggering" is "avoid X triggering"
    if (t.lc === 'from') return /ing$/.test(toks[t.i + 1]?.lc ?? '') && [toks[t.i - 1], toks[t.i - 2], toks[t.i - 3], toks[t.i - 4]].some((p) => p && p.sent === t.sent && ['keep', 'keeps', 'kept', 'keeping', 'stop', 'stops', 'stopped'].includes(p.lc));
    // "alert ≠ network flap" is "the alert is not a network flap"
    // "doesn't like" is "dislikes"
    if (DIS_NEGATIVE.has(t.lem)) return true;
    // "zero error handling" is "no error handling"
    if (t.lc === 'zero' && toks[t.i + 1] && toks[t.i + 1].sent === t.sent && !toks[t.i + 1].atom && !/^\d/.test(toks[t.i + 1].key) && !toks[t.i + 1].fn) return true;
    return NEGATION_WORDS.has(t.lc) || t.lc === '≠' || t.lc === '!=' || UN_NEGATIVE.test(t.lc) || negPrefixed(t.lc);
  };
  // "Should you run into issues, …" is "If you run into issues, …": the condition, no modal
  const invertedIf = (toks: Tok[], t: Tok) => (t.lc === 'should' || t.lc === 'had' || t.lc === 'were') && (t.i === 0 || toks[t.i - 1].sent !== t.sent) &&
    ['you', 'we', 'they', 'it', 'i', 'he', 'she', 'anyone', 'anything', 'the', 'this', 'that', 'any'].includes(toks[t.i + 1]?.lc ?? '') &&
    toks.some((x) => x.sent === t.sent && x.i > t.i + 2 && /^[,:]/.test((toks === A ? sa : sb).blk.text.slice(x.e, x.e + 1)) && x.i < t.i + 14);
  const hedgeCls = (toks: Tok[], t: Tok): string | null => {
    if (invertedIf(toks, t)) return null;
    // "pretty much out of my control": nearly
    if (t.lc === 'much' && toks[t.i - 1]?.lc === 'pretty' && toks[t.i - 1].sent === t.sent) return 'approximation';
    // "But like 120bpm it was noticeable": the spoken "about" before a quantity
    if (t.lc === 'like' && toks[t.i + 1]?.sent === t.sent && /^\d/.test(toks[t.i + 1].key)) {
      const p = toks[t.i - 1];
      // ("a fixed delay (like 0.5s)": an example in its parentheses, "e.g.")
      if (/\(\s*$/.test((toks === A ? sa : sb).blk.text.slice(Math.max(0, t.s - 3), t.s))) return null;
      // (not "looks like 2", "values like 10": a likeness, an example)
      if (!p || p.sent !== t.sent || (!['look', 'looks', 'looked', 'sound', 'sounds', 'seem', 'seems', 'feel', 'feels', 'something', 'anything', 'things'].includes(p.lc) &&
        !(!p.fn && (classes(p.lc) & (NOUN | PLURAL)) !== 0 && (classes(p.lc) & (VERB | VERB_S | PAST)) === 0 && !/ing$/.test(p.lc)))) return 'approximation';
    }
    // "None identified in RC3", "no errors found": what was looked for and not found, not what is not there
    if (EVIDENCE.has(t.lc) && [toks[t.i - 1], toks[t.i - 2], toks[t.i - 3]].some((p) => p && p.sent === t.sent && ['no', 'none', 'nothing', 'zero'].includes(p.lc))) return 'evidence';
    // "the estimated cost": a guess (a verb's past, "we estimated it", is a report)
    if (t.lc === 'estimated' && toks[t.i + 1] && toks[t.i + 1].sent === t.sent && ['we', 'i', 'they', 'he', 'she', 'it'].includes(toks[t.i - 1]?.lc ?? '')) return null;
    if (t.lc === 'about' || t.lc === 'around') {
      const n = toks[t.i + 1];
      // ("about a minute", "around an hour": the article is the number one)
      const unit = n && ['a', 'an'].includes(n.lc) && /^(?:second|minute|hour|day|week|month|year|dozen|hundred|thousand|million|half|quarter|third|tenth|kb|mb|gb|ms)$/.test(toks[t.i + 2]?.lc ?? '');
      return n && (n.atom || /^\d/.test(n.key) || n.lc === '~' || n.lc === '≈' || unit) ? 'approximation' : null;
    }
    if (t.lc === '~' || t.lc === '≈') return 'approximation';
    // "more or less on par": nearly
    if (t.lc === 'more' && toks[t.i + 1]?.lc === 'or' && toks[t.i + 2]?.lc === 'less') return 'approximation';
    // "which I read isn't trivial", "I heard it was fixed": what the author was told, no fact of theirs
    if (['read', 'heard'].includes(t.lc) && ['i', 'we'].includes(toks[t.i - 1]?.lc ?? '') && !!toks[t.i + 1] && toks[t.i + 1].sent === t.sent &&
      !['the', 'a', 'an', 'this', 'that', 'it', 'about', 'through', 'up', 'your', 'my', 'his', 'her', 'their', 'our'].includes(toks[t.i + 1].lc) && !toks[t.i + 1].atom) return 'attribution';
    // "As far as I've understood, X", "as far as I know": the author's guess; "afaict", "afaik", "iirc" its letters
    if (t.lc === 'far' && toks[t.i - 1]?.lc === 'as' && toks[t.i + 1]?.lc === 'as' && ['i', 'we'].includes(toks[t.i + 2]?.lc ?? '')) return 'confidence';
    if (['afaict', 'afaik', 'iirc', 'imo', 'imho', 'iiuc'].includes(t.lc)) return 'confidence';
    // (the "can" of "as far as I can tell" is that one hedge, read at its "far")
    if (['can', 'could'].includes(t.lc) && ['i', 'we'].includes(toks[t.i - 1]?.lc ?? '') && toks[t.i - 2]?.lc === 'as' && toks[t.i - 3]?.lc === 'far') return null;
    // "@hellais (?) starts dockerd": the writer's doubt about the word before
    if (t.lc === '(?)') return 'confidence';
    // ("I feel like the concern is" is "I feel the concern is": the author's view)
    if ((t.lc === 'feel' || t.lc === 'feels' || t.lc === 'felt') && toks[t.i + 1]?.lc === 'like') return ['i', 'we'].includes(toks[t.i - 1]?.lc ?? '') ? 'confidence' : 'appearance';
    // "wasn't clear" is "unclear"
    if (NOT_SURE.has(t.lc) && toks[t.i - 1]?.lc === 'not' && toks[t.i - 1].sent === t.sent) return 'confidence';
    if (t.lc === 'clear' && [toks[t.i - 1], toks[t.i - 2]].some((p) => p && p.sent === t.sent && p.lc === 'not')) return 'confidence';
    // ("Ketil suspects a bad antenna"): anyone's suspicion is a guess, not a finding
    if (['suspect', 'suspects', 'suspected', 'suspecting'].includes(t.lc) && !['a', 'an', 'the', 'main', 'prime', 'usual'].includes(toks[t.i - 1]?.lc ?? '') && !!toks[t.i + 1] && toks[t.i + 1].sent === t.sent) return 'confidence';
    if (OPINION_VERBS.has(t.lem)) {
      // (the verb of "as far as I understand" is that one hedge, read at its "far")
      if ([toks[t.i - 2], toks[t.i - 3]].some((x) => x?.lc === 'far' && toks[x.i - 1]?.lc === 'as')) return null;
      // "I think X", and "Think X" / "but believe X" where the author's pronoun went: the author's guess
      const p = toks[t.i - 1];
      const opens = !p || p.sent !== t.sent || p.atom || ['but', 'and', 'however', 'so', 'though', 'although'].includes(p.lc);
      // ("Thought it was only happening for gmail" is "I thought …": a past opinion verb opening its clause)
      const n = toks[t.i + 1];
      const pastOpens = opens && !p?.atom && verbForm(t.lc) === 'past' && !!n && n.sent === t.sent && ['it', 'this', 'that', 'the', 'we', 'they', 'there', 'he', 'she'].includes(n.lc);
      // ("I'd guess this is why", "we would assume"): the author's guess under "would"
      const would = !!p && ["'d", 'would'].includes(p.lc) && ['i', 'we'].includes(toks[t.i - 2]?.lc ?? '');
      return (p && (p.lc === 'i' || p.lc === 'we')) || would || (opens && t.lc === t.lem && t.lc !== 'feel') || pastOpens ? 'confidence' : null;
    }
    // "causes artifacts to appear on greys", "a dialog appears when": to come into view, no guess; a guess
    // is "appears to be", "appears that", "appears broken"
    if (['appear', 'appears', 'appeared', 'seem', 'seems', 'seemed'].includes(t.lc) && t.lc.startsWith('appear')) {
      const n = toks[t.i + 1];
      if (!n || n.sent !== t.sent) return toks[t.i - 1]?.lc === 'to' ? null : 'appearance';
      // ("recently used species appear first in selection": a place in an order, no guess)
      if (['first', 'last', 'next', 'second', 'third', 'earlier', 'later', 'again', 'twice', 'here', 'there', 'above', 'below'].includes(n.lc)) return null;
      if (n.lc === 'to' || n.lc === 'that' || n.lc === 'as' || n.lc === 'like' || (!n.atom && (classes(n.lc) & ADJ) !== 0 && !(classes(n.lc) & NOUN)) || /ed$/.test(n.lc)) return 'appearance';
      return PREPOSITIONS.has(n.lc) || ['when', 'after', 'before', 'if', 'once', 'while'].includes(n.lc) ? null : 'appearance';
    }
    // "what it looks like": its look described, no guess
    if (['looks', 'look'].includes(t.lc) && toks[t.i + 1]?.lc === 'like' && [toks[t.i - 1], toks[t.i - 2]].some((p) => p && p.sent === t.sent && p.lc === 'what')) return null;
    // ("the LOOK algorithm": a name in capitals, no verb)
    if (['look', 'looks', 'looked'].includes(t.lc) && /^\p{Lu}{2,}$/u.test(t.t)) return null;
    if (t.lc === 'looks' || t.lc === 'look' || t.lc === 'looked' || t.lc === 'sounds') {
      // "looks like", and "looks related", "looks fine": how it appears, not what it is
      const n = toks[t.i + 1];
      // (an adjective that is a noun too, with no noun after it: "might look weird here")
      const nn = n ? toks[n.i + 1] : undefined;
      const bare = !!n && !n.atom && (classes(n.lc) & ADJ) !== 0 && !['good', 'fine', 'great', 'ok', 'okay', 'right', 'correct', 'nice'].includes(n.lc) && (!nn || nn.sent !== t.sent || nn.fn || /ly$/.test(nn.lc) || ['here', 'there', 'now', 'too'].includes(nn.lc));
      return n && n.sent === t.sent && (n.lc === 'like' || (!n.atom && (classes(n.lc) & ADJ) !== 0 && !(classes(n.lc) & (NOUN | PLURAL))) || bare || /ed$/.test(n.lc)) ? 'appearance' : null;
    }
    // "the reported root cause", "an alleged leak": someone's claim, not a fact
    if (['reported', 'alleged', 'suspected', 'presumed', 'claimed', 'apparent', 'purported'].includes(t.lc)) {
      const n = toks[t.i + 1];
      return n && n.sent === t.sent && !n.fn && !n.atom && (classes(n.lc) & (NOUN | PLURAL)) !== 0 && !['by', 'to'].includes(n.lc) ? 'attribution' : null;
    }
    // "as much as possible" measures, it does not hedge
    if (t.lc === 'possible' && [toks[t.i - 1], toks[t.i - 2], toks[t.i - 3]].some((x) => x?.lc === 'as')) return null;
    return HEDGE_CLASS.get(t.lc) ?? null;
  };
  let timedGroups: [Set<number>, Set<number>] | undefined;
  const limiter = (toks: Tok[], t: Tok): string | null => {
    // ("takes twice as long as the backup", "2× as long as"): a comparison of durations, no condition
    if ((t.src ?? []).join(' ') === 'as long as') {
      const p = toks[t.i - 1];
      if (p && p.sent === t.sent && (/^\d/.test(p.key) || ['twice', 'thrice', 'times', 'half', 'double', 'take', 'takes', 'took', 'last', 'lasts', 'lasted'].includes(p.lc))) return null;
    }
    // "mark them paid after collecting payment": a time that limits when the act holds
    const timed = (xs: Tok[], x: Tok) => (x.lc === 'after' || x.lc === 'before') && !!xs[x.i + 1] && xs[x.i + 1].sent === x.sent && (verbForm(xs[x.i + 1].lc) === 'ing' || PRONOUN_SUBJECTS.has(xs[x.i + 1].lc));
    if (timed(toks, t)) return t.lc;
    // ("retarget after it merges" -> "retarget after merge": the same word where the other text has it, the
    // event said as a noun)
    // and "after it merges" -> "before merge" reverses it): counted where the other text has either word
    // as a time in the same sentences
    if ((t.lc === 'after' || t.lc === 'before') && toks[t.i + 1] && toks[t.i + 1].sent === t.sent) {
      timedGroups ??= [new Set(A.filter((x) => timed(A, x)).map(gA)), new Set(B.filter((x) => timed(B, x)).map(gB))];
      if (toks === A ? timedGroups[1].has(gA(t)) : timedGroups[0].has(gB(t))) return t.lc;
    }
    if (t.lc === 'least' || t.lc === 'most') return toks[t.i - 1]?.lc === 'at' ? `at ${t.lc}` : null;
    // "≥2s" is "at least 2s"
    if (t.lc === '≥' || t.lc === '>=') return 'at least';
    if (t.lc === '≤' || t.lc === '<=') return 'at most';
    // "10+ collaborators" is "at least 10 collaborators"
    if (/^\d/.test(t.key)) {
      const after = (toks === A ? sa : sb).blk.text.slice(t.e, t.e + 2);
      if (t.t.endsWith('+') || /^\+(?!\d)/.test(after)) return 'at least';
      // "Java 21 or later" is "Java 21+"; "2.x or earlier" is "at most"
      // (and past a unit: "8 hours or longer", "three storeys or more" -> "≥ 8 h", "≥ 3 storeys")
      const u = toks[t.i + 1] && toks[t.i + 1].sent === t.sent && !toks[t.i + 1].fn && toks[t.i + 2]?.lc === 'or' ? 1 : 0;
      const o = toks[t.i + 1 + u], w = toks[t.i + 2 + u];
      if (o?.lc === 'or' && o.sent === t.sent && w && w.sent === t.sent) {
        if (['later', 'newer', 'higher', 'above', 'more', 'greater', 'up', 'longer', 'larger', 'bigger', 'over'].includes(w.lc)) return 'at least';
        if (['earlier', 'older', 'lower', 'below', 'less', 'fewer', 'shorter', 'smaller', 'under'].includes(w.lc)) return 'at most';
      }
      return null;
    }
    if (invertedIf(toks, t)) return 'if';
    // "I'd appreciate if you could confirm", "it would be great if": a polite request, no condition
    if (t.lc === 'if' && [toks[t.i - 1], toks[t.i - 2]].some((p) => p && p.sent === t.sent && ['appreciate', 'appreciated', 'grateful', 'great', 'nice', 'helpful', 'mind', 'thankful'].includes(p.lc))) return null;
    // "starts the ADC once, before the radio", "updated once a month": one time, no condition
    if (t.lc === 'once') {
      const n = toks[t.i + 1];
      const side = toks === A ? sa : sb;
      if (!n || n.sent !== t.sent || /^\s*[,.;:)]/.test(side.blk.text.slice(t.e, t.e + 2)) || ['and', 'or', 'before', 'after', 'more', 'again', 'per', 'a', 'an', 'every', 'daily', 'only', 'too'].includes(n.lc)) return null;
    }
    // "max 3 moves deep", "a maximum of 1/3" is "at most"; "min", "minimum of" "at least"
    if (['max', 'maximum', 'min', 'minimum'].includes(t.lc)) {
      const n = toks[t.i + 1];
      if (n && n.sent === t.sent && (n.lc === 'of' || /^\d/.test(n.key) || n.atom)) return t.lc.startsWith('max') ? 'at most' : 'at least';
      return null;
    }
    // "not just X" is "not only X"; "everything but X" is "everything except X"
    if (t.lc === 'just' && toks[t.i - 1]?.lc === 'not') return 'only';
    if (t.lc === 'but' && ['everything', 'all', 'anything', 'nothing', 'anyone', 'everyone', 'none', 'nobody', 'everybody'].includes(toks[t.i - 1]?.lc ?? '')) return 'except';
    // ("on every cut but the first": after a universal and its noun, "but" is "except")
    if (t.lc === 'but' && [toks[t.i - 2], toks[t.i - 3]].some((p) => p && p.sent === t.sent && ['every', 'each', 'all', 'any', 'no'].includes(p.lc)) && ['the', 'one', 'two', 'a', 'those', 'these'].includes(toks[t.i + 1]?.lc ?? '')) return 'except';
    // "wouldn't be remembered in that case": the case the sentence before names, a condition
    if (t.lc === 'case' && ['that', 'which', 'such'].includes(toks[t.i - 1]?.lc ?? '') && (toks[t.i - 2]?.lc === 'in' || (toks[t.i - 2]?.lc === 'a' && toks[t.i - 3]?.lc === 'in')) && toks[t.i - 1].sent === t.sent) return 'if';
    if (!LIMITER_WORDS.has(t.lc)) return null;
    // ("No GUI will be provided", "data provided by the API": the participle, no "provided that")
    if (t.lc === 'provided' && ((toks[t.i - 1] && toks[t.i - 1].sent === t.sent && isBe(toks[t.i - 1])) || ['by', 'to', 'for', 'in', 'with'].includes(toks[t.i + 1]?.lc ?? '') || !toks[t.i + 1] || toks[t.i + 1].sent !== t.sent)) return null;
    // ("Only a single elevator will be simulated" -> "single elevator simulated": "single" says it)
    // (unless the other text says "only" too: "only 1 person" -> "only a single person" keeps it)
    if (t.lc === 'only' && [toks[t.i + 1], toks[t.i + 2]].some((x) => x && x.sent === t.sent && x.lc === 'single') && !(toks === A ? B : A).some((x) => x.lc === 'only')) return null;
    if (['sole', 'solely', 'merely', 'exclusively'].includes(t.lc)) return 'only';
    // ("provided that the race was declared" -> "provided the race was declared": the conjunction alone is "if")
    return CONDITION_EQUIV.has(t.lc) || t.lc === 'provided' || t.lc === 'providing' ? 'if' : t.lc === 'till' ? 'until' : t.lc;
  };
  const keyOfPer = keyOf('per', ctxOf(sa));
  const quantifier = (toks: Tok[], t: Tok): string | null => {
    // ("save after using them everytime" -> "save after every use")
    if (t.lc === 'everytime') return (toks === A ? B : A).some((x) => x.lc === 'every') ? quantClass('every') : null;
    // "would frequently cause hallucinations" -> "→ frequent hallucinations": the frequency as an adjective,
    // where the other text says it as the adverb
    if (FREQUENCY_ADJ.has(t.lc) && QUANTIFIER_WORDS.has(`${t.lc}ly`) && (toks === A ? B : A).some((x) => x.lc === `${t.lc}ly`)) return quantClass(`${t.lc}ly`);
    // ("The first beat is sometime a bit fast" -> "sometimes": the word its writer meant, spelled right)
    if (t.lc === 'sometime' && !(toks[t.i + 1] && toks[t.i + 1].sent === t.sent && (CALENDAR.test(toks[t.i + 1].lc) || ['next', 'last', 'soon', 'later', 'today', 'tomorrow', 'this', 'in', 'before', 'after', 'around', 'during'].includes(toks[t.i + 1].lc))) && (toks === A ? B : A).some((x) => x.lc === 'sometimes')) return quantClass('sometimes');
    if (t.lc === '/' && t.key === keyOfPer) return quantClass('per');
    // ("now and then", "from time to time", "every so often", "once in a while", "at times", "on occasion": "sometimes"
    // in other words, read at their first word)
    const at = (k: number, w: string) => toks[t.i + k]?.lc === w && toks[t.i + k].sent === t.sent;
    if ((t.lc === 'now' && at(1, 'and') && at(2, 'then')) || (t.lc === 'from' && at(1, 'time') && at(2, 'to') && at(3, 'time')) || (t.lc === 'every' && at(1, 'so') && at(2, 'often')) ||
      (t.lc === 'once' && at(1, 'in') && at(2, 'a') && at(3, 'while')) || (t.lc === 'at' && at(1, 'times') && !at(2, 'of')) || (t.lc === 'on' && at(1, 'occasion'))) return quantClass('sometimes');
    if (t.lc === 'often' && toks[t.i - 1]?.lc === 'so' && toks[t.i - 2]?.lc === 'every') return null;
    if (!QUANTIFIER_WORDS.has(t.lc)) return null;
    // "per my testing", "per the docs": according to, not each
    if (t.lc === 'per' && ['my', 'our', 'your', 'his', 'her', 'their', 'the', 'its'].includes(toks[t.i + 1]?.lc ?? '')) return null;
    if (t.lc === 'most' && toks[t.i - 1]?.lc === 'at') return null;
    if (t.lc === 'most' || t.lc === 'much') {
      const n = toks[t.i + 1];
      // (an adjective that is a noun too is one before a noun: "the most significant consequence" is a superlative)
      const nn = n ? toks[n.i + 1] : undefined;
      const beforeNoun = !!nn && ['the', 'its', 'their', 'our', 'my', 'your', 'his', 'her'].includes(toks[t.i - 1]?.lc ?? '') && nn.sent === t.sent && !nn.fn && !nn.atom && (classes(nn.lc) & (NOUN | PLURAL)) !== 0;
      // ("most recent first": an adjective with no noun after it is the superlative; "most critical decisions" counts)
      const after = n ? toks[n.i + 1] : undefined;
      const adjForm = !!n && !n.atom && /(?:ent|ant|ive|ous|ful|al|ic|able|ible|est)$/.test(n.lc) && n.lc.length > 4 &&
        (!after || after.sent !== t.sent || after.fn || ['first', 'last'].includes(after.lc));
      if (n && (/ly$/.test(n.lc) || (classes(n.lc) & ADJ && (!(classes(n.lc) & (NOUN | PLURAL)) || beforeNoun || adjForm)))) return null;
    }
    // "few days ago" is "a few days ago", "(few seconds up to ~1 minute)" is "a few seconds": before a unit
    // of time the article's drop is the terse style, no "hardly any"
    if (t.lc === 'few' && toks[t.i - 1]?.lc !== 'a' && /^(?:seconds|secs|s|minutes|mins|min|hours|h|days|weeks|months|years|times)$/.test(toks[t.i + 1]?.lc ?? '')) return quantClass('some');
    // ("A few things are lost" -> "Few things lost", "a few seconds" -> "few-second"): the article dropped, as the
    // terse style drops every article, where the other text says "a few" (not "very few", "too few", "only few")
    if (t.lc === 'few' && !['a', 'very', 'too', 'so', 'only', 'quite', 'the', 'how', 'fewer'].includes(toks[t.i - 1]?.lc ?? '') && toks !== A &&
      A.some((x) => (x.lc === 'few' && A[x.i - 1]?.lc === 'a') || (x.src ?? []).join(' ') === 'a few')) return quantClass('some');
    // "Anyone who looks at it" is "Every user who looks at it"
    if ((t.lc === 'anyone' || t.lc === 'anybody' || t.lc === 'anything') && ['who', 'that', 'which'].includes(toks[t.i + 1]?.lc ?? '')) return quantClass('every');
    if (t.lc === 'any' || t.lc === 'anything' || t.lc === 'anyone') {
      // ("skips any assets" is "skips every asset": after a verb that negates by itself "any" picks every one)
      for (let k = Math.max(0, t.i - 4); k < t.i; k++) if (negation(toks, toks[k])) return t.lc === 'any' && k === t.i - 1 && !['not', "n't", 'no', 'never', 'none', 'nothing', 'nobody', 'neither', 'nor', 'cannot', 'without', 'w/o'].includes(toks[k].lc) ? quantClass('every') : null;
      // "Any further refresh creates duplicates" is "Each further refresh …": "any" opening a statement,
      // not under a negation, a question or a condition, picks every one
      const side = toks === A ? sa : sb;
      if (t.lc === 'any' && (t.i === 0 || toks[t.i - 1].sent !== t.sent) && !isQuestion(side, t)) return quantClass('every');
    }
    // "no error handling at all": an intensifier, no quantity
    if (t.lc === 'all' && toks[t.i - 1]?.lc === 'at') return null;
    // "all green", "all set": a degree ("fully green"), not a quantity; "all green tests" counts
    if (t.lc === 'all') {
      const n = toks[t.i + 1];
      const nn = toks[t.i + 2];
      if (n && n.sent === t.sent && !n.atom && (classes(n.lc) & ADJ) !== 0 && !(classes(n.lc) & PLURAL) && (!nn || nn.sent !== t.sent || nn.fn || !(classes(nn.lc) & (NOUN | PLURAL)))) return null;
    }
    return quantClass(t.lc);
  };
  const causeIn = (toks: Tok[]) => toks.some((t, k) => {
    // "would cause hallucinations", "can lead to X", "may result in Y": the verb states the cause
    if (['cause', 'lead', 'result'].includes(t.lc)) {
      const p = toks[k - 1]?.lc ?? '';
      const n = toks[k + 1]?.lc ?? '';
      return (MODALS.has(p) || p === 'to' || /ly$/.test(p)) && (t.lc === 'cause' || (t.lc === 'lead' && n === 'to') || (t.lc === 'result' && n === 'in'));
    }
    if (!CAUSE_WORDS.has(t.lc)) return false;
    const n = toks[k + 1]?.lc ?? '';
    // ("and so on" is no cause; "…, so on jobs from the older RIP the bleed comes out 0.5 mm" is)
    if (t.lc === 'so') {
      const all = A[t.i] === t ? A : B;
      return !['far', 'that', 'often'].includes(n) && !(n === 'on' && (['and', 'or'].includes(all[t.i - 1]?.lc ?? '') || !all[t.i + 2] || all[t.i + 2].sent !== t.sent));
    }
    if (['makes', 'made', 'forces', 'forced'].includes(t.lc)) return ['us', 'them', 'it', 'you', 'me', 'him', 'her', 'the', 'users', 'everyone'].includes(n);
    if (t.lc === 'meaning') return ['that', 'it', 'we', 'you', 'they', 'the', 'this'].includes(n) && toks[k - 1]?.lc !== 'the';
    return true;
  });
  const causeInserted = (toks: Tok[], t: Tok) => {
    // ("Add them back, which doubles the stats", "queueing ML tasks, which in turn queue transcoding"): a "which"
    // after a comma that says what the clause before it brings about
    if (t.lc === 'which' && t.i > 0 && toks[t.i - 1].sent === t.sent && /,\s*$/.test((toks === A ? sa : sb).blk.text.slice(toks[t.i - 1].e, t.s))) {
      let k = t.i + 1;
      if (toks[k]?.lc === 'in' && toks[k + 1]?.lc === 'turn') return true;
      while (toks[k] && toks[k].sent === t.sent && /ly$/.test(toks[k].lc)) k++;
      const v = toks[k];
      return !!v && v.sent === t.sent && !v.atom && (EFFECT_VERBS.has(v.lem) || CAUSING_VERBS.has(v.lem) || ['double', 'triple', 'halve', 'break', 'crash', 'block', 'trigger', 'overload', 'corrupt'].includes(v.lem) || UPWARD.test(v.lc) || DOWNWARD.test(v.lc)) &&
        ['present', 'past'].includes(verbForm(v.lc));
    }
    // "since the bug only occurs when …": "since" before a clause gives a reason ("since 1.2", "since
    // yesterday", "since then" give a time)
    if (t.lc === 'since') {
      const n = toks[t.i + 1];
      // (and before a participle that reports: "since tested with your file")
      if (!n || n.sent !== t.sent || /^\d/.test(n.key)) return false;
      // ("since have plugin w/ Neovim now", "since PyRosetta + FoldX need licenses"): a clause in the present after it
      // gives a reason (one in the past, "since v2 was released", may give a time)
      if (toks.slice(t.i + 1, t.i + 6).some((x) => x.sent === t.sent && !x.atom && (['have', 'has', 'is', 'are', 'am', 'need', 'needs', 'can', 'cannot', 'must', "can't", "don't", "doesn't"].includes(x.lc) || ((classes(x.lc) & VERB_S) !== 0 && (classes(x.lc) & PLURAL) === 0 && !['been'].includes(x.lc))) && x.i > t.i)) return true;
      if (n.atom) return false;
      if (['the', 'this', 'that', 'it', 'we', 'they', 'i', 'you', 'there', 'its', 'our', 'their'].includes(n.lc) || (verbForm(n.lc) === 'past' && /ed$/.test(n.lc) && !['then', 'last'].includes(n.lc))) return true;
      // (a clause of its own words: "since remote buoys not peaked yet"; not a time: "since launch", "since v2",
      // "since last week", "since January")
      const m = toks[t.i + 2];
      return !n.fn && !CALENDAR.test(n.lc) && !SINCE_TIMES.has(n.lc) && !UNIT_NOUNS.has(n.lc) && !!m && m.sent === t.sent && !m.fn && !m.atom && !/^\d/.test(m.key) && !UNIT_NOUNS.has(m.lc);
    }
    // ("due to", "owing to", "because of" read as the table's "from": still a cause where it is written)
    if (t.src && ((/^(?:due|owing)$/.test(t.src[0]) && t.src[1] === 'to') || (t.src[0] === 'because' && t.src[1] === 'of'))) return true;
    if (t.lc === 'owing' && toks[t.i + 1]?.lc === 'to') return true;
    // (", which is why it also removes X": the reason, stated)
    if (t.lc === 'why' && ['is', "'s", 'was'].includes(toks[t.i - 1]?.lc ?? '') && ['which', 'that', 'this'].includes(toks[t.i - 2]?.lc ?? '')) return true;
    // ("operational after rebuild, thanks to the cleanup": what it is owed to, a cause)
    if (t.lc === 'thanks' && toks[t.i + 1]?.lc === 'to' && toks[t.i + 1].sent === t.sent && t.i > 0 && toks[t.i - 1].sent === t.sent) return true;
    // ("… and that makes it reset": what brings it about, the causative "make" before its object and a bare verb)
    if (['make', 'makes', 'made', 'making'].includes(t.lc)) {
      const o = toks[t.i + 1], v = toks[t.i + 2];
      // (not an order opening its sentence: "Make it run when uploads happen")
      return !t.lead && t.i > 0 && toks[t.i - 1].sent === t.sent && !!o && !!v && o.sent === t.sent && v.sent === t.sent && ['it', 'them', 'him', 'her', 'us', 'me', 'you', 'this', 'that', 'everything'].includes(o.lc) && isBaseVerb(v);
    }
    if (!CAUSE_INSERT.has(t.lc)) return false;
    // ("if so, restart": the condition "if that is so", no cause)
    if (t.lc === 'so' && toks[t.i - 1]?.lc === 'if' && toks[t.i - 1].sent === t.sent) return false;
    const n = toks[t.i + 1]?.lc ?? '';
    if (t.lc === 'so' && ['far', 'that', 'on', 'much', 'many', 'long'].includes(n)) return false;
    if (t.lc === 'due' && n !== 'to') return false;
    return true;
  };
  const actorPerson = (side: Side, t: Tok): boolean => {
    if (!ACTOR_NOUNS.has(t.lc)) return false;
    // (the "I" of "as far as I can tell" is the hedge's, read as one with it)
    if (['i', 'we'].includes(t.lc) && side.toks[t.i - 1]?.lc === 'as' && side.toks[t.i - 2]?.lc === 'far') return false;
    if (['they', 'them', 'their', 'theirs', 'themselves'].includes(t.lc)) {
      // a pronoun that refers to a thing is no actor: the nearest plural noun (or code span) before it says which
      for (let k = t.i - 1; k >= 0 && k >= t.i - 40; k--) {
        const x = side.toks[k];
        if (PERSON_PLURALS.has(x.lc)) return true;
        if (x.atom && !/^\d/.test(x.key)) return false;
        if (!x.fn && x.lc !== x.lem && x.lc.endsWith('s') && (classes(x.lc) & PLURAL) !== 0) return false;
      }
      return true;
    }
    return true;
  };
  /** The clause a word heads went with it: a dropped content word or atom right after it. */
  const clauseGone = (t: Tok) => {
    // ("If yes → the theory is right" -> "The theory is right"): a condition said in one word, "so", "yes", "not"
    const n = A[t.i + 1];
    if (n && n.sent === t.sent && ['so', 'yes', 'not', 'no', 'true', 'needed', 'necessary', 'possible', 'any'].includes(n.lc) && sa.match[n.i] < 0 && (!A[n.i + 1] || A[n.i + 1].sent !== t.sent || /^[\s]*[,;:→>-]/.test(sa.blk.text.slice(n.e, n.e + 3)))) return true;
    let gone = 0;
    let kept = 0;
    let fnGone = 0;
    let fnKept = 0;
    for (let k = t.i + 1; k < A.length && k <= t.i + 8 && A[k].sent === t.sent; k++) {
      // (the clause ends at its comma: "when the modal is active, using aria-hidden")
      if (k > t.i + 1 && /[,;:(]/.test(sa.blk.text.slice(A[k - 1].e, A[k].s))) break;
      if (A[k].fn && !A[k].atom) {
        if (sa.match[k] < 0 && !sa.moved[k]) fnGone++;
        else fnKept++;
        continue;
      }
      if (sa.match[k] >= 0 || sa.moved[k]) kept++;
      else gone++;
    }
    // ("If they do, the theory is right" -> "The theory is right": a clause of small words, all gone)
    return gone > kept || (gone === 0 && kept === 0 && fnKept === 0 && fnGone >= 2);
  };
  /** "you'll need to grab" -> "grab": an instruction to the reader stays one. */
  // ("you will need to restart" -> "restart": the pronoun went with it, and the mood is read apart;
  // "we will run" -> "we run" keeps the pronoun and loses the time)
  const readerInstruction = (t: Tok) => {
    const p = A[t.i - 1];
    return !!p && (p.lc === 'you' || p.lc === 'we') && sa.match[p.i] < 0;
  };

  // a listed substitution written where the rule's own guard holds it back ("implements `Transport`" ->
  // "adds `Transport`"): the core would not make it, so no rule licenses it there
  for (const t of A) {
    const m = sa.match[t.i];
    if (m < 0 || sa.done[t.i] || B[m].lc === t.lc || B[m].lem === t.lem) continue;
    const n = A[t.i + 1];
    if (n && n.sent === t.sent && heldBefore(t.lc, n.t, n.atom)) {
      add('reworded', 'review', [t], [B[m]], `"${t.t}" became "${B[m].t}" before "${n.t}", where no rule makes this change`);
    }
  }
  let wordsA: string[] | undefined, wordsB: string[] | undefined;
  // (a block that tells its reader who they are, "You are the Game Master … You persist for the session",
  // addresses its instructions to the reader: "you" there is no one else)
  const addressed = A.some((x) => x.lc === 'you' && !!A[x.i + 2] && ['are', "'re"].includes(A[x.i + 1].lc) && A[x.i + 2].sent === x.sent && (['a', 'an', 'the', 'my', 'our'].includes(A[x.i + 2].lc) || /^\p{Lu}/u.test(A[x.i + 2].t)));
  for (const [g, { del, ins }] of groups) {
    const vt = groupToks(sa, g);
    const ct = groupToks(sb, g);
    const liveDel = () => del.filter((t) => !sa.done[t.i]);
    const liveIns = () => ins.filter((t) => !sb.done[t.i]);

    // "if < 3 judges selected" -> "if ≤ 2 judges selected", "more than 4" -> "≥ 5": the same bound on a count
    {
      const bounds = (toks: Tok[], side: Side, list: Tok[]) => {
        const out: { v: string; span: Tok[] }[] = [];
        for (const t of list) {
          if (side.done[t.i]) continue;
          const n1 = toks[t.i + 1], n2 = toks[t.i + 2];
          const int = (x: Tok | undefined) => !!x && x.sent === t.sent && /^\d+$/.test(x.key) ? Number(x.key) : NaN;
          let v = '', span: Tok[] = [];
          if (['<', '≤', '<=', '>', '≥', '>='].includes(t.lc) && !Number.isNaN(int(n1))) {
            const n = int(n1);
            v = t.lc === '<' ? `le:${n - 1}` : t.lc === '>' ? `ge:${n + 1}` : t.lc.startsWith('≤') || t.lc === '<=' ? `le:${n}` : `ge:${n}`;
            span = [t, n1!];
          } else if (t.lc === 'at' && ['most', 'least'].includes(n1?.lc ?? '') && !Number.isNaN(int(n2))) {
            v = `${n1!.lc === 'most' ? 'le' : 'ge'}:${int(n2)}`;
            span = [t, n1!, n2!];
          } else if (['more', 'fewer', 'less'].includes(t.lc) && n1?.lc === 'than' && !Number.isNaN(int(n2))) {
            v = t.lc === 'more' ? `ge:${int(n2) + 1}` : `le:${int(n2) - 1}`;
            span = [t, n1!, n2!];
          }
          if (v && span.every((x) => side.match[x.i] < 0 || x === span[span.length - 1])) out.push({ v, span });
        }
        return out;
      };
      const ba = bounds(A, sa, del), bb = bounds(B, sb, ins);
      for (const x of ba) {
        const y = bb.find((u) => u.v === x.v && !u.span.some((t) => sb.done[t.i]));
        if (!y || x.span.some((t) => sa.done[t.i])) continue;
        for (const t of x.span) sa.done[t.i] = 1;
        for (const t of y.span) sb.done[t.i] = 1;
      }
    }

    // negation, by count over the group (a lexical negative stands for "not")
    {
      // (a word aligned with its own negative: "active" -> "inactive", "invalid" -> "valid")
      // (a listed paraphrase is no flip: "incorrect" -> "wrong")
      const rootIs = (neg: Tok, other: Tok) => {
        const r = negRoot(neg.lc);
        return r === other.lc || lemma(r) === other.lem;
      };
      const flipA = vt.filter((t) => !sa.done[t.i] && sa.match[t.i] >= 0 && negPrefixed(t.lc) && !negPrefixed(B[sa.match[t.i]].lc) && rootIs(t, B[sa.match[t.i]]));
      const flipB = ct.filter((t) => !sb.done[t.i] && sb.match[t.i] >= 0 && negPrefixed(t.lc) && !negPrefixed(A[sb.match[t.i]].lc) && rootIs(t, A[sb.match[t.i]]));
      // ("fallback removes crash scenarios" -> "fallback → no crash scenarios": what is removed is no more)
      for (const u of liveIns()) {
        if (u.lc !== 'no') continue;
        const d = liveDel().find((x) => (REMOVAL_VERBS.has(x.lem) || ['eliminate', 'prevent', 'avoid'].includes(x.lem)) && !x.fn && ['present', 'past'].includes(verbForm(x.lc)) && sa.match[x.i + 1] >= 0 && sa.match[x.i + 1] === u.i + 1);
        if (d) {
          sa.done[d.i] = 1;
          sb.done[u.i] = 1;
        }
      }
      // ("bugs preventing the design phase" -> "bugs blocking design phase": to prevent is to block, to stop)
      for (const d of liveDel()) {
        if (!/^prevent(?:s|ed|ing)?$/.test(d.lc)) continue;
        const u = liveIns().find((x) => /^(?:block|stop)(?:s|ped|ed|ping|ing)?$/.test(x.lc) && verbForm(x.lc) === verbForm(d.lc));
        if (u) {
          sa.done[d.i] = 1;
          sb.done[u.i] = 1;
        }
      }
      // ("unexpected behavior" -> "behave unexpectedly": the negative adjective made its adverb)
      for (const d of liveDel()) {
        if (!negation(A, d)) continue;
        const u = liveIns().find((x) => x.lc === `${d.lc}ly` || `${x.lc}ly` === d.lc);
        if (u) {
          sa.done[d.i] = 1;
          sb.done[u.i] = 1;
        }
      }
      // ("expected behavior" -> "behave unexpectedly": the adjective made the adverb of its negative)
      const negAdverb = (w: string) => w.endsWith('ly') && (UN_NEGATIVE.test(w.slice(0, -2)) || negPrefixed(w.slice(0, -2)));
      const rootOf = (w: string) => negRoot(w.slice(0, -2));
      for (const x of liveIns()) if (negAdverb(x.lc) && liveDel().some((d) => d.lc === rootOf(x.lc))) flipB.push(x);
      for (const x of liveDel()) if (negAdverb(x.lc) && liveIns().some((d) => d.lc === rootOf(x.lc))) flipA.push(x);
      // a negative word said with another negative word: "unexpected behavior" -> "misbehaved", "an invalid
      // value" -> "a non-numeric value" (the polarity stays; which word, a reader decides)
      const prefixedNeg = (w: string) => negPrefixed(w) || UN_NEGATIVE.test(w) || misPrefixed(w);
      {
        const outs = liveDel().filter((t) => prefixedNeg(t.lc) && sa.match[t.i] < 0 && !flipA.includes(t));
        const ins = liveIns().filter((t) => prefixedNeg(t.lc) && sb.match[t.i] < 0 && !flipB.includes(t));
        for (let k = 0; k < Math.min(outs.length, ins.length); k++) {
          // ("inconsistency" -> "inconsistent": the same word in another part of speech)
          if (derived(outs[k].lc, ins[k].lc)) {
            sa.done[outs[k].i] = 1;
            sb.done[ins[k].i] = 1;
          } else add('reworded', 'review', [outs[k]], [ins[k]], `${q([outs[k]])} became ${q([ins[k]])}: another negative word, no rule lists it`);
        }
      }
      // "stochastic" -> "non-deterministic": a negative-prefixed word in the place of another word, whose own
      // root the verbose text never says, rewords that word; it negates nothing the verbose text claims
      {
        const rootOf = (w: string) => negRoot(w, true);
        const said = (w: string) => vt.some((t) => t.lc === w || t.lem === lemma(w));
        const words = liveDel().filter((t) => !t.fn && !t.atom && !negation(A, t) && sa.match[t.i] < 0 && (classes(t.lc) & (ADJ | VERB | NOUN | PLURAL)) !== 0);
        // (the word it replaces is where it stands: between the same aligned neighbours)
        const between = (w: Tok, x: Tok) => {
          let lo = -1;
          let hi = B.length;
          for (let k = w.i - 1; k >= 0 && k >= w.i - 4; k--) if (sa.match[k] >= 0) { lo = sa.match[k]; break; }
          for (let k = w.i + 1; k < A.length && k <= w.i + 4; k++) if (sa.match[k] >= 0) { hi = sa.match[k]; break; }
          return lo < x.i && x.i < hi && x.i - lo <= 4 && hi - x.i <= 4;
        };
        for (const x of liveIns()) {
          if (!prefixedNeg(x.lc) || sb.match[x.i] >= 0 || said(rootOf(x.lc)) || said(x.lc)) continue;
          const w = words.find((d) => !sa.done[d.i] && between(d, x) && !isClaimWord(d.lc) && !PAST_AUX.has(d.lc) && !FUTURE_WORDS.has(d.lc) && d.lc !== 'used');
          if (!w) continue;
          add('reworded', 'review', [w], [x], `${q([w])} became ${q([x])}: no rule lists this`);
        }
      }
      // "There is no option … anymore" -> "The option … has been removed": what is no longer there, said as removed
      if (liveDel().some((t) => t.lc === 'anymore' || (t.lc === 'longer' && A[t.i - 1]?.lc === 'no')) && !vt.some((t) => REMOVAL_VERBS.has(t.lem))) {
        const gone = liveIns().filter((t) => REMOVAL_VERBS.has(t.lem));
        const neg = liveDel().filter((t) => ['no', 'not', "n't", 'longer', 'anymore'].includes(t.lc));
        if (gone.length && neg.length) add('reworded', 'review', neg, gone.slice(0, 1), `${q(neg)} said as ${q(gone.slice(0, 1))}: no rule lists this`);
      }
      // "doesn't work well with X" -> "works poorly w/ X", "is not good" -> "is bad": a "not" and the word it
      // negates said as that word's opposite
      for (const d of liveDel()) {
        if (d.lc !== 'not' && d.lc !== "n't" && d.lc !== 'never') continue;
        for (let k = d.i + 1; k <= d.i + 4 && A[k] && A[k].sent === d.sent; k++) {
          const x = A[k];
          if (x.fn || sa.done[x.i]) continue;
          const y = liveIns().find((u) => sb.match[u.i] < 0 && oppositeWords(x.lc, u.lc));
          if (y) {
            sa.done[d.i] = 1;
            if (sa.match[x.i] < 0) sa.done[x.i] = 1;
            sb.done[y.i] = 1;
            break;
          }
        }
      }
      // "guards to prevent registering X" -> "guards against registering X": the prevention said with "against"
      for (const d of liveDel()) {
        if (!['prevent', 'prevents', 'avoid', 'avoids', 'stop', 'stops'].includes(d.lc) || sa.match[d.i] >= 0) continue;
        const n = A[d.i + 1];
        const m = n && n.sent === d.sent ? sa.match[n.i] : -1;
        const u = m > 0 ? B[m - 1] : undefined;
        if (u && u.lc === 'against' && sb.match[u.i] < 0 && !sb.done[u.i]) {
          sa.done[d.i] = 1;
          if (A[d.i - 1]?.lc === 'to' && sa.match[d.i - 1] < 0) sa.done[d.i - 1] = 1;
          sb.done[u.i] = 1;
        }
      }
      // "has no pool and no lock queue" -> "lacks pool + lock queue": one negating verb over the joined items
      {
        const lackIn = liveIns().filter((t) => ['lack', 'lacks', 'lacked', 'lacking', 'without', 'w/o', 'missing'].includes(t.lc) &&
          B.some((u) => u.sent === t.sent && u.i > t.i && u.i <= t.i + 6 && ['+', '&', 'and', 'or', ','].includes(u.lc)));
        const noOut = liveDel().filter((t) => t.lc === 'no');
        if (lackIn.length && noOut.length >= 2) {
          const first = noOut[0];
          for (const t of noOut) if (t.sent === first.sent) sa.done[t.i] = 1;
          sb.done[lackIn[0].i] = 1;
        } else {
          // (the first "has no" read as "lacks" already, both sides: the "no" of the next item goes with it)
          const lackKept = noOut.length ? ct.filter((t) => ['lack', 'lacks', 'lacked', 'lacking'].includes(t.lc) && sb.match[t.i] >= 0 && B.slice(t.i + 1, t.i + 7).some((u) => u.sent === t.sent && ['+', '&', 'and', 'or', ','].includes(u.lc))) : [];
          for (const l of lackKept) {
            const k = sb.match[l.i];
            for (const t of noOut) {
              if (t.sent !== A[k].sent || t.i <= k || t.i > k + 6 || !['and', 'or', ',', '+', '&'].includes(A[t.i - 1]?.lc ?? '')) continue;
              // (the item it negated still under the same "lacks": nothing written between but the joining word)
              const m = sa.match[t.i + 1] ?? -1;
              if (m > l.i && B.slice(l.i + 1, m).every((u) => sb.match[u.i] >= 0 || ['+', '&', 'and', 'or', ','].includes(u.lc))) sa.done[t.i] = 1;
            }
          }
        }
      }
      // ("have not heard back yet" -> "still waiting for an answer": what has not come yet is what one waits for)
      {
        const waitIn = liveIns().filter((t) => ['waiting', 'awaiting', 'pending', 'wait', 'await', 'awaits', 'waits'].includes(t.lc));
        for (const w of waitIn) {
          const d = liveDel().find((t) => ['not', "n't", 'no', 'never'].includes(t.lc) && gA(t) === gB(w) && A.some((y) => y.sent === t.sent && y.i > t.i && y.i <= t.i + 5 && y.lc === 'yet'));
          if (!d) continue;
          sa.done[d.i] = 1;
          sb.done[w.i] = 1;
        }
      }
      // ("X and Y are different records" -> "X ≠ Y: separate records"): "≠" for the difference the verbose text states
      for (const u of liveIns()) {
        if (!['≠', '!='].includes(u.lc)) continue;
        const d = liveDel().find((t) => ['different', 'differ', 'differs', 'distinct'].includes(t.lc) && gA(t) === gB(u) && sa.match[t.i] < 0 && !negation(A, A[t.i - 1] ?? t));
        if (!d) continue;
        sa.done[d.i] = 1;
        sb.done[u.i] = 1;
      }
      const dn = [...liveDel().filter((t) => negation(A, t)), ...flipA];
      const inn = [...liveIns().filter((t) => negation(B, t)), ...flipB];
      const nv = vt.filter((t) => !sa.done[t.i] && negation(A, t)).length + flipA.filter((t) => t.lc.endsWith('ly')).length;
      const nc = ct.filter((t) => negation(B, t)).length + flipB.filter((t) => t.lc.endsWith('ly')).length;
      // (a word aligned with its own negative is pointed at in both texts)
      // "the largest heading, not a footnote" -> "the largest heading rather than a footnote": the contrast said
      // with "rather than" or "instead of"
      const contrastIn = liveIns().filter((t) => (t.lc === 'vs' && !/^v/i.test(sb.blk.text.slice(t.s, t.e))) || (['rather', 'instead'].includes(t.lc) && ['than', 'of'].includes(B[t.i + 1]?.lc ?? '')));
      if (nc < nv && dn.length && contrastIn.length && dn.every((t) => t.lc === 'not')) {
        for (const t of dn.slice(0, contrastIn.length)) sa.done[t.i] = 1;
        for (const t of contrastIn) {
          sb.done[t.i] = 1;
          if (t.lc !== 'vs') sb.done[t.i + 1] = 1;
        }
      } else if (nc < nv && dn.length) add('negation', 'fail', dn.slice(0, nv - nc), dn.slice(0, nv - nc).filter((t) => flipA.includes(t)).map((t) => B[sa.match[t.i]]), `negation ${q(dn)} dropped`);
      else if (nc > nv && inn.length && liveDel().some((t) => t.lc === 'zero' || t.key === '0') && inn.every((t) => t.lc === 'no' || t.lc === 'none')) {
        // "zero rejections" -> "no rejections": the count that is none
        for (const t of liveDel()) if (t.lc === 'zero' || t.key === '0') sa.done[t.i] = 1;
        for (const t of inn) sb.done[t.i] = 1;
      } else if (nc > nv && inn.every((t) => t.lc === 'not' && B[t.i + 1]?.lc === 'as') && liveDel().some((t) => t.lc === 'less')) {
        // "less useful" -> "not as useful": the same comparison
        for (const t of inn) sb.done[t.i] = sb.done[t.i + 1] = 1;
        for (const t of liveDel()) if (t.lc === 'less') sa.done[t.i] = 1;
      } else if (nc > nv && inn.length && !vt.some((t) => t.key === 'vs' || t.lc === 'instead' || t.lc === 'rather')) add('negation', 'fail', [], inn.slice(0, nc - nv), `negation ${q(inn)} added: the claim is reversed`);
      else if (nc > nv && inn.length) {
        // "a new refund rather than a duplicate" -> "new refund, not duplicate": the contrast said with "not"
        const contrast = liveDel().filter((t) => t.key === 'vs' || ['instead', 'rather', 'than'].includes(t.lc) || (t.lc === 'of' && A[t.i - 1]?.lc === 'instead'));
        if (contrast.length) {
          for (const t of contrast) sa.done[t.i] = 1;
          for (const t of inn.slice(0, nc - nv)) sb.done[t.i] = 1;
        }
      } else {
        for (const t of dn) sa.done[t.i] = 1;
        for (const t of inn) sb.done[t.i] = 1;
      }
    }
    // hedges by class
    {
      // "you can still do so" -> "still possible": what can be done is possible (the ability, one claim)
      {
        const canOut = liveDel().filter((t) => t.lc === 'can' || t.lc === 'could');
        const possibleIn = liveIns().filter((t) => t.lc === 'possible');
        for (let k = 0; k < Math.min(canOut.length, possibleIn.length); k++) {
          sa.done[canOut[k].i] = 1;
          sb.done[possibleIn[k].i] = 1;
        }
      }
      const cv = new Map<string, Tok[]>();
      const cc = new Map<string, Tok[]>();
      for (const t of vt) {
        const k = sa.done[t.i] ? null : hedgeCls(A, t);
        if (k) (cv.get(k) ?? cv.set(k, []).get(k)!).push(t);
      }
      for (const t of ct) {
        const k = hedgeCls(B, t);
        if (k) (cc.get(k) ?? cc.set(k, []).get(k)!).push(t);
      }
      // a guess said with another guess's word ("logs that are potentially suspect" -> "logs that might be
      // suspect", "seems broken" -> "probably broken"): the claim is still a guess. Not "should" (what
      // ought to be), "can" (ability), "would" or an approximation.
      {
        const guess = (k: string, t: Tok) => ['modal', 'likelihood', 'appearance', 'confidence'].includes(k) && !['should', 'can', 'would', 'will'].includes(t.lc);
        const surplus = (mine: Map<string, Tok[]>, other: Map<string, Tok[]>) => {
          const out: [string, Tok][] = [];
          for (const [k, l] of mine) for (const t of l.slice(other.get(k)?.length ?? 0)) if (guess(k, t)) out.push([k, t]);
          return out;
        };
        const lostG = surplus(cv, cc);
        const addedG = surplus(cc, cv);
        const paired = new Set<Tok>();
        // (not a guess for its opposite: "unlikely to help" -> "likely to help" reverses it)
        const opposite = (t: Tok, u: Tok) => ANTONYM.get(t.lc)?.has(u.lc) ?? false;
        for (const [k, t] of lostG) {
          const m = addedG.find(([k2, u]) => k2 !== k && !paired.has(u) && !opposite(t, u));
          if (!m) continue;
          paired.add(t).add(m[1]);
          sa.done[t.i] = 1;
          sb.done[m[1].i] = 1;
        }
        if (paired.size) for (const map of [cv, cc]) for (const [k, l] of map) map.set(k, l.filter((t) => !paired.has(t)));
        // (and within a class, a guess word for another: "It looks to me like X" -> "X seems", its "like" with it)
        const free = (map: Map<string, Tok[]>, side: Side) => [...map].flatMap(([k, l]) => l.filter((t) => guess(k, t) && side.match[t.i] < 0 && !side.done[t.i]).map((t) => [k, t] as const));
        const fa = free(cv, sa);
        const fb = free(cc, sb);
        for (const [k, t] of fa) {
          const m = fb.find(([k2, u]) => k2 === k && !sb.done[u.i] && !opposite(t, u));
          if (!m) continue;
          sa.done[t.i] = 1;
          sb.done[m[1].i] = 1;
          if (['looks', 'look', 'looked', 'sounds'].includes(t.lc) && A[t.i + 1]?.lc === 'like') sa.done[t.i + 1] = 1;
        }
      }
      for (const [k, l] of cv) {
        const have = cc.get(k)?.length ?? 0;
        if (have >= l.length) continue;
        const lost = l.filter((t) => sa.match[t.i] < 0 && !sa.done[t.i]);
        let which = (lost.length ? lost : l.slice(have)).slice(0, l.length - have);
        // "if that would help" -> "if that helps": a modal of politeness inside a condition says nothing of certainty;
        // "Maybe we should merge?" -> "Maybe merge?": another hedge of the sentence, kept, or its question, still asks
        which = which.filter((t) => {
          // ("Each boat may hold at most one slot a day" -> "Max 1 slot per boat per day"): "may" under a bound is what
          // a rule allows, no guess
          if (t.lc === 'may' && A.some((x) => x.sent === t.sent && x.i > t.i && x.i <= t.i + 6 && (['max', 'maximum', 'only'].includes(x.lc) || (x.lc === 'most' && A[x.i - 1]?.lc === 'at') || (x.lc === 'to' && A[x.i - 1]?.lc === 'up')))) return false;
          // ("waiting time should be charged while …" -> "charge waiting time while …"): what should be done, said as
          // the order to do it
          if (t.lc === 'should' && A[t.i + 1]?.lc === 'be' && !!A[t.i + 2] && (verbForm(A[t.i + 2].lc) === 'past' || (classes(A[t.i + 2].lc) & PAST) !== 0) && (() => {
            const v = A[t.i + 2];
            const y = sa.match[v.i] >= 0 ? B[sa.match[v.i]] : partnerA[v.i] >= 0 ? B[partnerA[v.i]] : ct.find((u) => u.lem === v.lem && sb.match[u.i] < 0);
            return !!y && isBaseVerb(y) && verbForm(y.lc) === 'base';
          })()) return false;
          // ("The layout agent should fix findings 1 and 2" -> "Layout agent to fix findings 1 + 2"): what someone is to
          // do, said by "to" before the kept verb: the same duty, no guess
          if (t.lc === 'should' && !!A[t.i + 1] && A[t.i + 1].sent === t.sent && sa.match[t.i + 1] > 0 && B[sa.match[t.i + 1] - 1]?.lc === 'to' && sb.match[sa.match[t.i + 1] - 1] < 0) return false;
          // ("I understand that it might seem weird" -> "It might seem weird": the author's frame gone, the
          // guess still a guess, its own hedge kept in the sentence)
          if (k === 'confidence' && A.some((x) => x.sent === t.sent && x.i > t.i && x.i - t.i <= 8 && sa.match[x.i] >= 0 && ['might', 'may', 'could', 'seem', 'seems', 'appear', 'appears', 'probably', 'possibly', 'perhaps', 'maybe', 'likely'].includes(x.lc) && hedgeCls(A, x) !== null)) return false;
          if (t.lc === 'would' && [A[t.i - 1], A[t.i - 2], A[t.i - 3]].some((p) => p && p.sent === t.sent && (p.lc === 'if' || p.lc === 'whether'))) return false;
          // "changes that would impact X" -> "changes impacting X": the relative clause of a kind, made a participle
          if (t.lc === 'would' && ['that', 'which', 'who'].includes(A[t.i - 1]?.lc ?? '') && sa.match[t.i + 1] >= 0 && B[sa.match[t.i + 1]].lc.endsWith('ing')) return false;
          // "as being able to request X requires Y" -> "requesting X requires Y": the ability named as a
          // gerund is the act's gerund; its sentence claims nothing more certain
          if (t.lc === 'can' && A[t.i - 1]?.lc === 'being' && sa.match[t.i - 1] < 0 && sa.match[t.i + 1] >= 0 && B[sa.match[t.i + 1]].lc.endsWith('ing')) return false;
          // "works as it should", "as one would expect": the manner, no guess
          if (['should', 'would'].includes(t.lc) && A[t.i - 2]?.lc === 'as' && ['it', 'they', 'one', 'you', 'we', 'expected'].includes(A[t.i - 1]?.lc ?? '')) return false;
          // "Could anyone advise what to do?" -> "Anyone advise what to do?": a modal that opens a request
          // to someone asks, it guesses nothing; the question still asks
          if (['could', 'would', 'can', 'will'].includes(t.lc) && isQuestion(sa, t) && ASKED.has(A[t.i + 1]?.lc ?? '') &&
            (t.i === 0 || A[t.i - 1].sent !== t.sent) && sa.match[t.i + 1] >= 0 && isQuestion(sb, B[sa.match[t.i + 1]])) return false;
          // "or can I save myself the trouble?" -> "or save myself the trouble?": a modal put before its subject asks,
          // and the question still does
          if (['could', 'would', 'can', 'will', 'should'].includes(t.lc) && isQuestion(sa, t) && ['i', 'we', 'you'].includes(A[t.i + 1]?.lc ?? '') && sa.match[t.i + 1] < 0 &&
            !!A[t.i + 2] && sa.match[t.i + 2] >= 0 && isQuestion(sb, B[sa.match[t.i + 2]])) return false;
          // "pulling it out where I can interact with it" -> "pulling it out to interact with it": what one can do
          // said as the purpose; an infinitive claims nothing done
          if (t.lc === 'can') {
            let k = t.i + 1;
            while (A[k] && A[k].sent === t.sent && /ly$/.test(A[k].lc)) k++;
            const m = A[k] && A[k].sent === t.sent ? sa.match[k] : -1;
            if (m > 0 && B[m - 1].lc === 'to' && sb.match[m - 1] < 0 && verbForm(B[m].lc) === 'base') return false;
          }
          // "Heading would swing" -> "Heading swung": what used to happen, told in the past (the tense reads it)
          if (t.lc === 'would') {
            let k = t.i + 1;
            while (A[k] && A[k].sent === t.sent && /ly$/.test(A[k].lc) && sa.match[k] >= 0) k++;
            if (A[k] && A[k].sent === t.sent && sa.match[k] >= 0 && verbForm(B[sa.match[k]].lc) === 'past' && verbForm(A[k].lc) !== 'past') return false;
          }
          // "far more conservative than it should be" -> "far too conservative": the norm said with "too"
          if (t.lc === 'should' && A[t.i - 2]?.lc === 'than' && ct.some((u) => u.lc === 'too' && sb.match[u.i] < 0)) return false;
          // "a group that a foster could see" -> "a foster-visible group": what can be done said by an -able / -ible word
          if ((t.lc === 'can' || t.lc === 'could') && ct.some((u) => sb.match[u.i] < 0 && /(?:able|ible)$/.test(u.lc) && u.lc.length > 5 && !/^(?:table|cable|stable|label|enable|disable|available|unavailable|possible|impossible)$/.test(u.lc))) return false;
          // "I have been able to reproduce it" -> "Reproduced it": an ability that was used, told as the act done
          if (t.lc === 'can' && /\b(?:been|was|were)\s+able\b/i.test(sa.blk.text.slice(Math.max(0, t.s - 6), t.e))) {
            const n = A[t.i + 1];
            const m = n && n.sent === t.sent ? sa.match[n.i] : -1;
            if (m >= 0 && verbForm(B[m].lc) === 'past') return false;
          }
          // ("re-save the map so it would add the settings" -> "so it adds the settings"; "it would be nice if one
          // could specify" -> "nice to specify": the modal of a purpose after "so", or of a wish's "if", no guess)
          if (['would', 'could', 'might', 'may', 'should', 'can'].includes(t.lc)) {
            const p1 = A[t.i - 1], p2 = A[t.i - 2];
            // (not "should": "so it should open with Game Time" is what follows, and a guess)
            // (nor after ", so": "uses the same pattern, so it might have the same bug" is what follows from it)
            if (t.lc !== 'should' && t.lc !== 'might' && p1 && p2 && p1.sent === t.sent && p2.sent === t.sent && p2.lc === 'so' && !(p2.i > 0 && /[,;]\s*$/.test(sa.blk.text.slice(A[p2.i - 1].e, p2.s))) && (PRONOUN_SUBJECTS.has(p1.lc) || (!p1.fn && (classes(p1.lc) & (NOUN | PLURAL)) !== 0))) return false;
            if (p1 && p2 && p2.lc === 'if' && p1.sent === t.sent && A.some((x) => x.sent === t.sent && x.i < p2.i && WISH_WORDS.has(x.lc))) return false;
          }
          if (['should', 'would', 'could', 'might', 'may'].includes(t.lc)) {
            const keptHedge = vt.some((x) => x.i < t.i && x.i >= t.i - 3 && x.sent === t.sent && sa.match[x.i] >= 0 && ['maybe', 'perhaps', 'probably', 'possibly'].includes(x.lc));
            if (keptHedge) return false;
          }
          return true;
        });
        if (!which.length) continue;
        // "can" for ability ("where I can interact" -> "to interact") is weaker than "can read" -> "reads"
        const weak = which.every((t) => {
          if (t.lc === 'could' && (A[t.i - 1]?.lc === 'you' || A[t.i + 1]?.lc === 'you')) return true;
          if (t.lc !== 'can' && t.lc !== 'would') return false;
          if (isQuestion(sa, t)) return true;
          const n = A[t.i + 1];
          const m = n ? sa.match[n.i] : -1;
          return !(m >= 0 && B[m].lc !== n.lc);
        });
        const instead = liveIns().filter((t) => ['will', 'must', 'shall', 'does', 'do', 'is', 'are'].includes(t.lc) || CERTAINTY_WORDS.has(t.lc));
        // ("can strand the device" -> "will strand the device": a possibility now certain, whatever "can" was)
        const certain = instead.some((t) => ['will', 'must', 'shall'].includes(t.lc) || CERTAINTY_WORDS.has(t.lc));
        // ("No blockers identified" -> "No blockers": what was not found said as what is not there; readers differ)
        const evidence = k === 'evidence' && !instead.length;
        // (a question asserts nothing: a guess inside it read without its modal is still asked, not told)
        // (or an indirect one: "I was wondering how one might import X" -> "Wondering how to import X")
        const indirect = (t: Tok) => A.slice(Math.max(0, t.i - 5), t.i).some((x, k, arr) => x.sent === t.sent && ['how', 'whether', 'if', 'what'].includes(x.lc) && arr.slice(0, k).some((y) => ['wondering', 'wonder', 'wondered', 'asking', 'ask', 'asked'].includes(y.lc) && sa.match[y.i] >= 0));
        const asked = k === 'modal' && ((which.every((t) => isQuestion(sa, t)) && ct.some((u) => isQuestion(sb, u))) || which.every(indirect));
        // ("I'm not sure what the best way to handle this could be" -> "Not sure best way to handle this": the
        // sentence still hedged by a word of another kind it keeps)
        const stillHedged = k === 'modal' && which.every((t) => vt.some((x) => x.sent === t.sent && x.i < t.i && sa.match[x.i] >= 0 && (['maybe', 'perhaps', 'probably', 'possibly', 'likely', 'unsure', 'unclear', 'uncertain', 'presumably', 'apparently'].includes(x.lc) || (x.lc === 'sure' && A[x.i - 1]?.lc === 'not')) &&
          // (in the same clause: no "and", "but" or comma between them)
          !A.slice(x.i + 1, t.i).some((y) => ['and', 'but', 'or', 'so'].includes(y.lc)) && !/[,;]/.test(sa.blk.text.slice(x.e, t.s))));
        add('hedge', (weak && !certain) || evidence || (asked && !certain) || (stillHedged && !certain) ? 'review' : 'fail', which, instead, `hedge ${q(which)} (${k}) ${instead.length ? `became ${q(instead)}` : 'dropped'}: a guess reads as a fact`);
      }
      for (const [k, l] of cc) {
        const had = cv.get(k)?.length ?? 0;
        // ("Every accession is meant to be tested" -> "Every accession should be tested"): the duty said by its modal
        if (k === 'modal' && l.every((t) => t.lc === 'should') && vt.some((x) => ['meant', 'supposed', 'expected', 'required'].includes(x.lc) && sa.match[x.i] < 0 && A[x.i + 1]?.lc === 'to' && isBe(A[x.i - 1] ?? x))) continue;
        // (a participle before its noun that the verbose text has as its verb: "probes you reported" -> "reported probes")
        if (k === 'attribution' && l.every((t) => vt.some((x) => x.lc === t.lc))) continue;
        // "I was able to tab out" -> "Could tab out": ability, not a guess
        if (k === 'modal' && l.every((t) => ['could', 'can'].includes(t.lc)) && vt.some((x) => sa.match[x.i] < 0 && /\b(?:un)?able\b/i.test(sa.blk.text.slice(x.s, x.e)))) continue;
        // "Skipping steps requires an override" -> "Steps can only be skipped with an override", "restart
        // needed to test" -> "can't be tested without a restart": the requirement said as what can happen
        if (k === 'modal' && l.every((t) => t.lc === 'can') && vt.some((x) => REQUIREMENT.has(x.lem) && sa.match[x.i] < 0)) continue;
        // ("restart needed to test the connection" -> "restart needed before the connection can be tested": what
        // the requirement is for, said as what can happen once it is met)
        if (k === 'modal' && l.every((t) => t.lc === 'can' && ct.some((r) => r.sent === t.sent && r.i < t.i && REQUIREMENT.has(r.lem) && B.slice(r.i + 1, t.i).some((u) => u.lc === 'before' || u.lc === 'until')))) continue;
        // "This allows resources to be freed" -> "resources can be freed": what is allowed can happen
        if (k === 'modal' && l.every((t) => t.lc === 'can') && vt.some((x) => ['allow', 'enable', 'let', 'permit'].includes(x.lem) && sa.match[x.i] < 0)) continue;
        // ("… for social media crawlers to access the site" -> "… so social media crawlers can access the site": a
        // purpose, its "to" said as "so … can")
        if (k === 'modal' && l.every((t) => ['can', 'could'].includes(t.lc) && B.slice(Math.max(0, t.i - 6), t.i).some((u) => u.sent === t.sent && u.lc === 'so' && sb.match[u.i] < 0) && (() => { const m = sb.match[t.i + 1] ?? -1; return m > 0 && A[m - 1].lc === 'to'; })())) continue;
        // ("Instead the braille display had to show" -> "… should show": what is required, said with "should")
        if (k === 'modal' && l.every((t) => t.lc === 'should') && vt.some((x) => sa.match[x.i] < 0 && (['must', 'need', 'needs', 'needed'].includes(x.lc) || (['have', 'has', 'had'].includes(x.lc) && A[x.i + 1]?.lc === 'to')))) continue;
        if (l.length > had) {
          // ("relative large" -> "relatively large": the word its writer meant, spelled right)
          const added = l.filter((t) => sb.match[t.i] < 0 && !sb.done[t.i] && !vt.some((x) => sa.match[x.i] < 0 && x.lc === t.lc.replace(/ly$/, '')));
          if (added.length) add('hedge', 'fail', [], added.slice(0, l.length - had), `hedge ${q(added)} (${k}) added`);
        }
      }
      // ("it is clear by looking at my stats that" -> "my stats clearly show": the same certainty, the verbose text's own)
      const certain = liveIns().filter((t) => CERTAINTY_WORDS.has(t.lc) && !vt.some((x) => x.lc === t.lc.replace(/ly$/, '') || (x.lc.length > 3 && t.lc.startsWith(x.lc) && (classes(x.lc) & ADJ) !== 0)));
      if (certain.length && cv.size) add('hedge', 'fail', [], certain, `certainty ${q(certain)} added where the verbose text hedges`);
      // "the project aims to provide X" -> "the project provides X": what is aimed at or tried reads as done
      // (not an order's "try to": "Try to keep it short" -> "Keep it short" asks the same)
      for (const t of liveDel()) {
        if (!AIM_VERBS.has(t.lc) || sa.match[t.i] >= 0 || A[t.i + 1]?.lc !== 'to' || t.lead) continue;
        const v = A[t.i + 2];
        const m = v && v.sent === t.sent ? sa.match[v.i] : -1;
        if (m < 0 || B[m].lc === v.lc || B[m - 1]?.lc === 'to' || !['present', 'past'].includes(verbForm(B[m].lc))) continue;
        add('hedge', 'fail', [t], [B[m]], `"${t.t} to ${v.t}" became "${B[m].t}": what is aimed at reads as done`);
      }
    }
    // limiters and conditions, quantifiers: by kind over the group
    const byKind = (fn: (toks: Tok[], t: Tok) => string | null, cls: FindingClass, what: string, strong: (t: Tok) => boolean, droppable: (t: Tok) => boolean = () => false) => {
      const kv = new Map<string, Tok[]>();
      const kc = new Map<string, number>();
      // (a word written twice in a few words is one claim: "it only got fixed only recently")
      const twice = (toks: Tok[], t: Tok) => {
        for (let k = t.i - 1; k >= 0 && k >= t.i - 4 && toks[k].sent === t.sent; k--) if (toks[k].lc === t.lc) return true;
        return false;
      };
      for (const t of vt) {
        const k = sa.done[t.i] || twice(A, t) ? null : fn(A, t);
        if (k) (kv.get(k) ?? kv.set(k, []).get(k)!).push(t);
        else if (twice(A, t) && fn(A, t)) sa.done[t.i] = 1;
      }
      for (const t of ct) {
        const k = fn(B, t);
        if (k) kc.set(k, (kc.get(k) ?? 0) + 1);
      }
      const lost: Tok[] = [];
      for (const [k, l] of kv) {
        const have = kc.get(k) ?? 0;
        if (have >= l.length) continue;
        const un = l.filter((t) => sa.match[t.i] < 0 && !sa.done[t.i] && !sa.moved[t.i]);
        lost.push(...(un.length ? un : l).slice(0, l.length - have));
      }
      const gained: Tok[] = [];
      for (const t of liveIns()) {
        const k = fn(B, t);
        if (!k) continue;
        // ("This was all working" -> "All was working": the same word, read as a degree where it stood)
        if (vt.some((x) => x.lc === t.lc && !fn(A, x) && !sa.done[x.i])) continue;
        const had = kv.get(k)?.length ?? 0;
        const have = kc.get(k) ?? 0;
        if (have > had) gained.push(t);
      }
      const sev = (l: Tok[]): Severity => (l.some(strong) ? 'fail' : 'review');
      // ("Rescored both classes" -> "Rescored one of the classes"): "both" exchanged for the one of them
      if (cls === 'quantifier' && !gained.length) {
        const both = lost.find((t) => t.lc === 'both');
        const one = both && liveIns().find((u) => gB(u) === gA(both) && ['one', 'either', 'neither', 'single'].includes(u.lc) && sb.match[u.i] < 0);
        if (both && one) {
          add(cls, 'fail', [both], [one], `${what} "${both.t}" became "${one.t}"`);
          sb.done[one.i] = 1;
          return;
        }
      }
      // a word the rules let go where nothing came in its place ("Fixes various spelling errors" -> "Fixes spelling errors")
      if (!gained.length && lost.length && lost.every(droppable)) {
        for (const t of lost) sa.done[t.i] = 1;
        return;
      }
      if (lost.length && gained.length) add(cls, 'fail', lost, gained, `${what} ${q(lost)} became ${q(gained)}`);
      // a universal dropped leaves a generic claim ("always fails" -> "fails"): weaker, not stronger; a
      // reader decides. A frequency or a limit dropped ("usually fails" -> "fails") overclaims.
      else if (lost.length) {
        // "for each point" -> "for the point": a universal exchanged for a word that picks one narrows the claim
        // (and "all database tables" -> "the core database tables": a word between the determiner and the noun)
        const nextAligned = (u: Tok) => {
          for (let k = u.i + 1; k <= u.i + 3 && B[k] && B[k].sent === u.sent; k++) if (sb.match[k] >= 0) return sb.match[k];
          return -9;
        };
        // ("corrected all existing game scores" -> "corrected scores of recent games": a word that picks some
        // written in its group)
        // (not "a" opening a rule's sentence: "Each boat may hold one slot" -> "A boat may hold one slot" says it of any boat)
        const narrowed = cls === 'quantifier' && lost.some((t) => UNIVERSALS.has(t.lc) && liveIns().some((u) => gB(u) === gA(t) && ((['the', 'this', 'that', 'a', 'an', 'one'].includes(u.lc) && Math.abs(nextAligned(u) - (t.i + 1)) <= 1 && !(['a', 'an'].includes(u.lc) && (u.i === 0 || B[u.i - 1].sent !== u.sent) && (t.i === 0 || A[t.i - 1].sent !== t.sent))) || PICKING.has(u.lc))));
        // ("written whenever a stale reading is ignored" -> "written the first time one is ignored": every time made once)
        const onceOnly = cls === 'limiter' && lost.some((t) => t.lc === 'whenever' && liveIns().some((u) => gB(u) === gA(t) && ['first', 'once', 'initial', 'only', 'last'].includes(u.lc) && sb.match[u.i] < 0));
        add(cls, narrowed || onceOnly ? 'fail' : lost.every((t) => UNIVERSALS.has(t.lc)) ? 'review' : sev(lost), lost, [], `${what} ${q(lost)} dropped`);
      }
      else if (gained.length) {
        // ("one feature per PR" -> "a few features per PR": the count of one made some)
        const one = cls === 'quantifier' ? liveDel().filter((t) => ['one', 'single', '1'].includes(t.lc) && sa.match[t.i] < 0 && gained.some((u) => gB(u) === gA(t))) : [];
        if (one.length) add(cls, 'fail', one, gained, `${q(one)} became ${q(gained)}: one made more`);
        else add(cls, sev(gained), [], gained, `${what} ${q(gained)} added`);
      }
    };
    // "retry at a quieter moment" -> "retry when quieter", "run without it installed" -> "run even when it
    // isn't installed": the time or the circumstance said as a clause
    {
      const whenIn = liveIns().filter((t) => t.lc === 'when');
      const timeOut = [...liveDel().filter((t) => ['moment', 'time', 'point'].includes(t.lc)), ...del.filter((t) => t.lc === 'without')];
      // ("stop after upstream support ends" -> "stop once upstream support ends": the same time)
      const onceIn = liveIns().filter((t) => t.lc === 'once' && !!B[t.i + 1] && B[t.i + 1].sent === t.sent);
      const afterOut = liveDel().filter((t) => t.lc === 'after');
      for (let k = 0; k < Math.min(onceIn.length, afterOut.length); k++) {
        sb.done[onceIn[k].i] = 1;
        sa.done[afterOut[k].i] = 1;
      }
      // "just missing optional features" -> "only missing …": "just" that limits is "only"; "requires an
      // override" -> "only with an override": the requirement said as its limit
      const onlyIn = liveIns().filter((t) => t.lc === 'only');
      const limitOut = liveDel().filter((t) => ['just', 'simply', 'merely'].includes(t.lc) || REQUIREMENT.has(t.lem));
      for (let k = 0; k < Math.min(onlyIn.length, limitOut.length); k++) {
        sb.done[onlyIn[k].i] = 1;
        if (!REQUIREMENT.has(limitOut[k].lem)) sa.done[limitOut[k].i] = 1;
      }
      // "every time you make changes" -> "on every change": "whenever" said as "every" before the event's noun
      const everyIn = liveIns().filter((t) => ['every', 'each'].includes(t.lc) && !!B[t.i + 1] && B[t.i + 1].sent === t.sent);
      const wheneverOut = liveDel().filter((t) => t.key === 'whenever' || t.lc === 'whenever');
      for (let k = 0; k < Math.min(everyIn.length, wheneverOut.length); k++) {
        sb.done[everyIn[k].i] = 1;
        sa.done[wheneverOut[k].i] = 1;
      }
      // "alert on significant drops" -> "alert when count drops significantly": "on" an event is "when" it happens
      for (const t of liveDel()) if ((t.lc === 'on' || t.lc === 'upon') && A[t.i + 1] && A[t.i + 1].sent === t.sent && !A[t.i + 1].fn && !A[t.i + 1].atom && sa.match[t.i - 1] >= 0) timeOut.push(t);
      if (whenIn.length && timeOut.length) {
        for (const t of whenIn.slice(0, timeOut.length)) sb.done[t.i] = 1;
        for (const t of timeOut.slice(0, whenIn.length)) sa.done[t.i] = 1;
      }
    }
    // "If you are running Vector in Docker, we recommend X" -> "In Docker, we recommend X": the condition said
    // as the circumstance it names, its own words kept after a preposition; a reader decides
    const asCircumstance = (t: Tok) => {
      if (!['if', 'when', 'whenever'].includes(t.lc) || A[t.i] !== t) return false;
      let end = t.i + 1;
      while (end < A.length && A[end].sent === t.sent && !/^\s*,/.test(sa.blk.text.slice(A[end].e, A[end].e + 2))) end++;
      const kept = A.slice(t.i + 1, end + 1).filter((x) => !x.fn && sa.match[x.i] >= 0);
      // (the preposition opens the compressed sentence, right before a word of the clause)
      // (or its clause: after a line break, a comma, or "so", "then", "and", "but" -- "so on 1.6.0, grab 1.7.1")
      const opens = (p: Tok | undefined) => !!p && ['in', 'on', 'upon', 'with', 'for', 'under', 'during'].includes(p.lc) &&
        (p.i === 0 || B[p.i - 1].sent !== p.sent || /[,;:\n]\s*$/.test(sb.blk.text.slice(B[p.i - 1].e, p.s)) || (['so', 'then', 'and', 'but'].includes(B[p.i - 1].lc) && sb.match[p.i - 1] >= 0));
      return kept.length > 0 && kept.length <= 4 && kept.some((x) => opens(B[sa.match[x.i] - 1]));
    };
    // ("When I launch the program, it crashes" -> "On launch, program crashes": the time or condition said as
    // the circumstance it names keeps it; a word of limit written elsewhere instead is still read)
    // ("If the sim apogee is below the limit, a strong alert" -> "Sim apogee below limit: strong alert"): the
    // condition made the label of its case, a colon after its last word
    const asCase = (t: Tok) => {
      if (!['if', 'when', 'whenever'].includes(t.lc) || A[t.i] !== t) return false;
      // (a word of its sentence after the condition's word, the colon after it where the compression keeps it)
      for (let k = t.i + 1; k < A.length && A[k].sent === t.sent && k < t.i + 16; k++) {
        const j = sa.match[k];
        if (j >= 0 && !A[k].fn && /^[*_]*\s*:/.test(sb.blk.text.slice(B[j].e, B[j].e + 4)) && !/^[*_]*\s*:/.test(sa.blk.text.slice(A[k].e, A[k].e + 4))) return !!B[j + 1] && B[j + 1].sent === B[j].sent;
      }
      return false;
    };
    byKind(limiter, 'limiter', 'limiter or condition', (t) => STRONG_LIMITERS.has(t.lc) || (t.lc === 'case' && !ct.some((u) => u.lc === 'then')) || (A[t.i] === t ? clauseGone(t) && !asCircumstance(t) && !asCase(t) : true), (t) => A[t.i] === t && (asCircumstance(t) || asCase(t)));
    // numbers that changed places among the words they count ("Kennedy 0 + Stein 4 instead of Kennedy 4 +
    // Stein 0" -> the other way round): the same numbers, each now after another word
    {
      const isNum = (t: Tok) => t.atom && /^\d/.test(t.key);
      const label = (toks: Tok[], t: Tok) => {
        for (let k = t.i - 1; k >= 0 && k >= t.i - 3 && toks[k].sent === t.sent; k--) if (!toks[k].fn && !isNum(toks[k]) && !/^[+&=~]$/.test(toks[k].lc)) return toks[k].key;
        return null;
      };
      const pairsOf = (toks: Tok[], list: Tok[]) => list.filter(isNum).map((t) => [label(toks, t), t.key, t] as const).filter((p) => p[0] !== null);
      const pv = pairsOf(A, vt);
      const pc = pairsOf(B, ct);
      if (pv.length >= 2 && pv.length === pc.length) {
        // (the words in the same order, the numbers in another: a list given in another order moves its words too)
        const sameLabels = pv.every((p, k) => p[0] === pc[k][0]);
        const sameNums = pv.map((p) => p[1]).sort().join('\u0001') === pc.map((p) => p[1]).sort().join('\u0001');
        const off = pv.filter((p, k) => p[1] !== pc[k][1]);
        if (sameLabels && sameNums && off.length >= 2) {
          const offC = pc.filter((p, k) => p[1] !== pv[k][1]).map((p) => p[2]);
          add('number', 'fail', off.map((p) => p[2]), offC, `${q(off.map((p) => p[2]))} changed places: each number now counts another thing`);
        }
      }
    }
    // "cannot open any cache" -> "cannot open some caches": under a negation "any" is none, "some" is not all
    for (const t of liveDel()) {
      if (t.lc !== 'any' || !A.slice(Math.max(0, t.i - 4), t.i).some((x) => x.sent === t.sent && negation(A, x))) continue;
      const u = liveIns().find((x) => x.lc === 'some' && gB(x) === gA(t) && B.slice(Math.max(0, x.i - 4), x.i).some((y) => y.sent === x.sent && negation(B, y)));
      if (u) add('quantifier', 'fail', [t], [u], `"${t.t}" became "${u.t}" under the negation: none became not all`);
    }
    // "Both sides have no negotiation" -> "no negotiation on either side": "either" under the negation is both
    for (const t of liveDel()) {
      if (t.lc !== 'both') continue;
      const u = liveIns().find((x) => x.lc === 'either' && B.slice(Math.max(0, x.i - 6), x.i).some((y) => y.sent === x.sent && ['no', 'not', 'never', 'without'].includes(y.lc)));
      if (u) {
        sa.done[t.i] = 1;
        sb.done[u.i] = 1;
      }
    }
    // ("rerun after any manifest edit" -> "rerun after every manifest edit"): "any" after a preposition of time
    // or circumstance, in a sentence with no negation, condition or question, is every one of them
    {
      const lastOf = (toks: Tok[], t: Tok) => { let k = t.i; while (toks[k + 1] && toks[k + 1].sent === t.sent) k++; return toks[k]; };
      const free = (toks: Tok[], t: Tok) => ['after', 'before', 'on', 'upon', 'for', 'with', 'at'].includes(toks[t.i - 1]?.lc ?? '') && toks[t.i - 1].sent === t.sent &&
        !toks.some((x) => x.sent === t.sent && (NEGATION_WORDS.has(x.lc) || ['if', 'unless', 'whether', 'without'].includes(x.lc))) && !/\?/.test((toks === A ? sa : sb).blk.text.slice(t.e, lastOf(toks, t).e + 1));
      for (const d of liveDel()) {
        if (d.lc !== 'any' || sa.match[d.i] >= 0 || !free(A, d)) continue;
        const u = liveIns().find((x) => ['every', 'each'].includes(x.lc) && gB(x) === gA(d) && sb.match[x.i] < 0 && !sb.done[x.i] && free(B, x));
        if (!u) continue;
        sa.done[d.i] = 1;
        sb.done[u.i] = 1;
      }
    }
    // ("sometimes" -> "now and then"): a frequency said by a phrase of the same class, the phrase's words with it
    {
      const PHRASE_LEN: Record<string, number> = { now: 3, from: 4, every: 3, once: 4, at: 2, on: 2 };
      const phrase = (toks: Tok[], t: Tok) => Object.hasOwn(PHRASE_LEN, t.lc) && quantifier(toks, t) === quantClass('sometimes') && !QUANTIFIER_WORDS.has(t.lc) || (t.lc === 'every' && toks[t.i + 1]?.lc === 'so' && toks[t.i + 2]?.lc === 'often');
      const pin = liveIns().filter((t) => phrase(B, t));
      const pout = liveDel().filter((t) => phrase(A, t));
      for (const u of pin) {
        const d = liveDel().find((t) => gA(t) === gB(u) && sa.match[t.i] < 0 && !sa.done[t.i] && quantifier(A, t) === quantClass('sometimes') && !phrase(A, t));
        if (!d) continue;
        sa.done[d.i] = 1;
        for (let k = 0; k < PHRASE_LEN[u.lc]; k++) sb.done[u.i + k] = 1;
      }
      for (const d of pout) {
        const u = liveIns().find((x) => gB(x) === gA(d) && sb.match[x.i] < 0 && !sb.done[x.i] && quantifier(B, x) === quantClass('sometimes') && !phrase(B, x));
        if (!u) continue;
        sb.done[u.i] = 1;
        for (let k = 0; k < PHRASE_LEN[d.lc]; k++) sa.done[d.i + k] = 1;
      }
    }
    byKind(quantifier, 'quantifier', 'quantifier', (t) => STRONG_QUANTIFIERS.has(t.lc) || ['every', 'each'].includes(t.lc), (t) => WEAK_DETERMINERS.has(t.lc) && !!A[t.i + 1] && A[t.i + 1].sent === t.sent && !/\bof\b/i.test(sa.blk.text.slice(t.s, t.e + 4)));
    // comparisons: a word exchanged for another of its scale reverses it; one lost or added may change it
    {
      // "slower on Firefox compared to Chrome" -> "slower on Firefox than Chrome": the same two sides
      const vsDel = liveDel().filter((t) => t.key === 'vs' || t.lc === 'compared' || (t.lc === 'to' && A[t.i - 1]?.lc === 'compared'));
      if (vsDel.length && liveIns().some((t) => t.lc === 'than')) {
        for (const t of vsDel) sa.done[t.i] = 1;
        for (const t of liveIns()) if (t.lc === 'than') sb.done[t.i] = 1;
      }
      // ("max 3 moves" -> "at most 3 moves": the bound said as a limiter, read with the limiters)
      for (const t of liveDel()) if (['max', 'maximum', 'min', 'minimum'].includes(t.lc) && ct.some((u) => u.lc === (t.lc.startsWith('max') ? 'most' : 'least') && B[u.i - 1]?.lc === 'at')) sa.done[t.i] = 1;
      // ("21 or later": the bound of a number, read with the limiters)
      for (const [toks, side, live] of [[A, sa, liveDel()], [B, sb, liveIns()]] as const) for (const t of live) if (toks[t.i - 1]?.lc === 'or' && toks[t.i - 2] && /^\d/.test(toks[t.i - 2].key) && limiter(toks, toks[t.i - 2])) side.done[t.i] = 1;
      // ("30 min": minutes after their number, no bound)
      const unitMin = (toks: Tok[], t: Tok) => (t.lc === 'min' || t.lc === 'mins') && !!toks[t.i - 1] && /^\d/.test(toks[t.i - 1].key);
      // (the same word on both sides, left unaligned by words moved around it, is no change)
      for (const d of liveDel()) {
        if (!STRICT_COMPARISON.has(d.lc)) continue;
        const same = liveIns().find((u) => u.lc === d.lc);
        if (same) {
          sa.done[d.i] = 1;
          sb.done[same.i] = 1;
        }
      }
      // "the most significant consequence" -> "biggest consequence": a superlative said with another
      // (its "most" is no quantity: quantifier() leaves it); gone with none in its place, the one above
      // all others reads as one of many
      for (const t of liveDel()) {
        if (t.lc !== 'most' || sa.match[t.i] >= 0 || !A[t.i - 1] || !['the', 'its', 'their', 'our', 'my', 'your', 'his', 'her'].includes(A[t.i - 1].lc) || quantifier(A, t) !== null) continue;
        // (not the superlative of its opposite: "the most recent file" -> "the oldest file" is read as reversed below)
        const adj = A[t.i + 1];
        const opposite = (x: Tok) => !!adj && adj.sent === t.sent && [x.lc, x.lc.replace(/est$/, ''), x.lc.replace(/iest$/, 'y'), x.lc.replace(/st$/, '')].some((w) => oppositeWords(adj.lc, w) || oppositeWords(adj.lem, w));
        const u = liveIns().find((x) => gB(x) === gA(t) && (SUPERLATIVES.has(x.lc) || (x.lc.endsWith('est') && x.lc.length > 5 && (classes(x.lc) & ADJ) !== 0 && !NOT_SUPERLATIVE.has(x.lc))) && !opposite(x));
        if (u) {
          sa.done[t.i] = 1;
          sb.done[u.i] = 1;
        } else add('comparison', 'fail', [t], [], `superlative "${t.t}" dropped: the one above all others reads as one of many`);
      }
      // "more complex" -> "simpler": a comparative of the opposite adjective reverses it; "more simple" ->
      // "simpler" is the same comparison
      for (const m of liveDel()) {
        if (!['more', 'less'].includes(m.lc) || sa.match[m.i] >= 0) continue;
        const x = A[m.i + 1];
        if (!x || x.sent !== m.sent || x.fn || x.atom) continue;
        for (const y of liveIns()) {
          if (!/[a-z]{2,}er$/.test(y.lc) || STRICT_COMPARISON.has(y.lc)) continue;
          const bases = comparativeBases(y.lc);
          if (bases.includes(x.lc) || bases.includes(x.lem)) {
            if (m.lc === 'more') {
              sa.done[m.i] = 1;
              if (sa.match[x.i] < 0) sa.done[x.i] = 1;
              sb.done[y.i] = 1;
            }
            break;
          }
          const opp = ANTONYM.get(x.lc) ?? ANTONYM.get(x.lem);
          if (opp && bases.some((b) => opp.has(b))) {
            add('comparison', 'fail', [m, x], [y], `"${m.t} ${x.t}" became "${y.t}": the comparison is reversed`);
            break;
          }
        }
      }
      const moreOrLess = (toks: Tok[], t: Tok) => (t.lc === 'more' && toks[t.i + 1]?.lc === 'or' && toks[t.i + 2]?.lc === 'less') || (t.lc === 'less' && toks[t.i - 1]?.lc === 'or' && toks[t.i - 2]?.lc === 'more');
      // ("increases with chores, decreases with rewards" -> "up w/ chores, down w/ rewards": the same directions
      // in other words; "… up w/ rewards" has one more up and one less down: reversed)
      {
        const dir = (t: Tok) => (UPWARD.test(t.lc) ? 1 : DOWNWARD.test(t.lc) ? -1 : 0);
        const dd = liveDel().filter((t) => dir(t) !== 0 && sa.match[t.i] < 0);
        const di = liveIns().filter((t) => dir(t) !== 0 && sb.match[t.i] < 0);
        if (dd.length && dd.length === di.length) {
          const up = (l: Tok[]) => l.filter((t) => dir(t) > 0).length;
          if (up(dd) === up(di)) {
            for (const t of dd) sa.done[t.i] = 1;
            for (const t of di) sb.done[t.i] = 1;
          } else {
            const [fromUp, toUp] = [up(dd), up(di)];
            const from = dd.filter((t) => (toUp > fromUp ? dir(t) < 0 : dir(t) > 0));
            const to = di.filter((t) => (toUp > fromUp ? dir(t) > 0 : dir(t) < 0));
            add('comparison', 'fail', from, to, `${q(from)} became ${q(to)}: the direction is reversed`);
            for (const t of dd) sa.done[t.i] = 1;
            for (const t of di) sb.done[t.i] = 1;
          }
        }
      }
      const dl = liveDel().filter((t) => STRICT_COMPARISON.has(t.lc) && !unitMin(A, t) && !moreOrLess(A, t));
      const il = liveIns().filter((t) => STRICT_COMPARISON.has(t.lc) && !unitMin(B, t));
      const swapped = dl.find((d) => il.some((i) => comparisonScale(i.lc) === comparisonScale(d.lc) && comparisonScale(d.lc) >= 0));
      const anti = antonymPair(liveDel(), liveIns());
      if (anti) add('comparison', 'fail', [anti[0]], [anti[1]], `"${anti[0].t}" became "${anti[1].t}": the claim is reversed`);
      else if (swapped) add('comparison', 'fail', dl, il, `comparison ${q(dl)} became ${q(il)}: reversed`);
      else if (dl.length || il.length) add('comparison', 'review', dl, il, dl.length ? `comparison ${q(dl)} dropped` : `comparison ${q(il)} added`);
    }
    // a cause the verbose sentences do not state (read in the verbose sentences this one's words came from)
    {
      const swapConj = (t: Tok) => (t.lc === 'as' || t.lc === 'since') && !!B[t.i + 1] && !(t.lc === 'as' && (B[t.i + 1].lc === 'far' || B[t.i - 1]?.lc === 'far')) && liveDel().some((d) => ['and', 'then', 'while', 'when', 'but'].includes(d.lc));
      // a cause word of the verbose sentences that the compression no longer has where it stood may
      // be the one it wrote anew ("which makes us" -> "so we"); one written beyond those is invented
      // "Open FAQ.md — verify the links" -> "Open FAQ.md → verify links": an arrow for a dash or "then"
      // between two steps is their order, no cause
      const sequence = (t: Tok) => {
        if (!['->', '→', '=>'].includes(t.lc)) return false;
        const l = B[t.i - 1], r = B[t.i + 1];
        if (!l || !r || r.sent !== t.sent || sb.match[l.i] < 0 || sb.match[r.i] < 0 || !isBaseVerb(r)) return false;
        const gap = sa.blk.text.slice(A[sb.match[l.i]].e, A[sb.match[r.i]].s);
        return /[—–]|\s-\s|\bthen\b|;/.test(gap);
      };
      // "not accessible this session — OSS scope only" -> "not accessible this session → OSS scope only": a
      // dash between two clauses states what follows from the first; the arrow says it again
      const dashed = (t: Tok) => {
        if (!['->', '→', '=>'].includes(t.lc)) return false;
        // (the nearest aligned words on each side, a few words away at most)
        let l = -1, r = -1;
        for (let k = t.i - 1; k >= 0 && k >= t.i - 3 && B[k].sent === t.sent && l < 0; k--) if (sb.match[k] >= 0) l = sb.match[k];
        for (let k = t.i + 1; k < B.length && k <= t.i + 3 && B[k].sent === t.sent && r < 0; k++) if (sb.match[k] >= 0) r = sb.match[k];
        if (l < 0 || r < 0 || r <= l) return false;
        const gap = sa.blk.text.slice(A[l].e, A[r].s);
        return gap.length < 60 && /\s[—–-]\s|[—–]/.test(gap);
      };
      const inv = liveIns().filter((t) => (causeInserted(B, t) || swapConj(t)) && !sequence(t) && !dashed(t));
      if (inv.length) {
        const sents = new Set<number>();
        // (read in the whole sentence the cause word stands in, beyond the words left unaligned around it:
        // "due to the indices being degraded" -> "because the indices get degraded")
        for (const t of inv) for (const x of ct) if (x.sent === t.sent && sb.match[x.i] >= 0) sents.add(A[sb.match[x.i]].sent);
        if (!sents.size) for (const t of inv) for (const x of B) if (x.sent === t.sent && sb.match[x.i] >= 0) sents.add(A[sb.match[x.i]].sent);
        const scope = (sents.size && vt.some((x) => sents.has(x.sent)) ? vt : A).filter((x) => sents.has(x.sent));
        // "That puts the spread at 15 %" -> "Spread thus 15 %": a sentence that opens on what the one before
        // showed, its verb dropped, states the inference a "thus" or "so" writes
        const inference = (x: Tok, n: Tok | undefined) => (x.i === 0 || A[x.i - 1].sent !== x.sent) && ['that', 'this'].includes(x.lc) && !!n && n.sent === x.sent &&
          sa.match[n.i] < 0 && !n.fn && ['present', 'past'].includes(verbForm(n.lc));
        // "For a key masked by both, this sums X" -> "Key masked by both → sum X": an arrow for a condition's consequence,
        // where the condition's word opened the sentence and is gone
        const arrow = inv.some((t) => ARROW_TOKENS.has(t.lc));
        // ("Without an SDP offer, the agent can't answer" -> "no SDP offer → agent can't answer": what cannot be without it)
        const condition = (x: Tok) => arrow && (x.i === 0 || A[x.i - 1].sent !== x.sent || /:[*_\s]*$/.test(sa.blk.text.slice(A[x.i - 1].e, x.s))) && ['if', 'when', 'whenever', 'once', 'for', 'without'].includes(x.lc);
        // "to avoid X" -> "so X don't": a purpose said with "so (that)", no cause
        // ("@Transactional on test classes for automatic rollback" -> "… -> automatic rollback": the arrow to what
        // it is for, a purpose the verbose text states)
        // ("renames X to Y to reflect that the handler differentiates" -> "… since handler distinguishes": the
        // purpose's frame gone, what it states said as the reason)
        const purpose = (x: Tok) => (inv.some((t) => t.lc === 'so') && x.lc === 'to' && !!A[x.i + 1] && A[x.i + 1].sent === x.sent && isBaseVerb(A[x.i + 1])) ||
          (inv.some((t) => ['since', 'because', 'as'].includes(t.lc)) && x.lc === 'to' && !!A[x.i + 1] && A[x.i + 1].sent === x.sent && isBaseVerb(A[x.i + 1]) && sa.match[x.i + 1] < 0 && A[x.i + 2]?.lc === 'that') ||
          (arrow && x.lc === 'for' && !!A[x.i + 1] && A[x.i + 1].sent === x.sent && !A[x.i + 1].atom && !/^\d/.test(A[x.i + 1].key) && !['a', 'an', 'the', 'now', 'example', 'instance', 'me', 'you', 'us', 'them', 'him', 'her'].includes(A[x.i + 1].lc) && !unitOf(A[x.i + 1].lc) && (A[x.i + 1].fn ? false : (classes(A[x.i + 1].lc) & (NOUN | PLURAL | ADJ)) !== 0 || /ing$/.test(A[x.i + 1].lc)));
        // ", giving X enough time" -> "→ X gets enough time": a participle that states the result
        const result = (x: Tok) => RESULT_PARTICIPLES.has(x.lc) && x.i > 0 && A[x.i - 1].sent === x.sent;
        // "doesn't produce any issues" -> "causes no issues": a verb of bringing about, said as "cause"
        const causing = (x: Tok) => inv.some((t) => t.lem === 'cause') && CAUSING_VERBS.has(x.lem);
        // (a phrase the license table folds to another word: "due to" read as "from" still states its cause)
        const saidAs = (x: Tok) => /^(?:due|owing|because|thanks)\b/i.test(sa.blk.text.slice(x.s, x.e));
        // "such that the params can be queried" -> "so the params can be queried"; "The reason I didn't
        // add it is that …" -> "I didn't add it because …": the link the verbose text states in other words
        const linked = (x: Tok) => (x.lc === 'such' && A[x.i + 1]?.lc === 'that') || ((x.lc === 'reason' || x.lc === 'reasons') && A.some((u) => u.sent === x.sent && u.i > x.i && ['is', 'was', 'are', 'being'].includes(u.lc) && ['that', 'because'].includes(A[u.i + 1]?.lc ?? '')));
        // ("Graceful fallback removes crash scenarios" -> "graceful fallback → no crash scenarios", "Proper timing
        // makes animation visible" -> "proper timing → animation visible": the arrow in the place of a verb of
        // effect, between the thing that acts and what it brings about)
        // (and "comes out", "ends up", "turns out": "code X comes out 0.58 mm too shallow" -> "code X → 0.58 mm too shallow")
        const outcome = (x: Tok) => ['come', 'end', 'turn'].includes(x.lem) && ['out', 'up'].includes(A[x.i + 1]?.lc ?? '') && A[x.i + 1].sent === x.sent;
        // (the arrows written where verbose words `from` … `to` stood: between the compressed partners of their neighbours)
        const arrowsAround = (from: number, to: number) => {
          const [lo, hi] = pairedAround(sa, B.length, from, to);
          return inv.filter((t) => ARROW_TOKENS.has(t.lc) && t.i > lo && t.i < hi);
        };
        const effect = (x: Tok) => arrow && !x.fn && ['present', 'past'].includes(verbForm(x.lc)) && (EFFECT_VERBS.has(x.lem) || CAUSING_VERBS.has(x.lem) || REMOVAL_VERBS.has(x.lem) || outcome(x)) &&
          // (a removal only with the "no" it leaves: "→ no crash scenarios")
          arrowsAround(x.i, x.i).some((t) => !REMOVAL_VERBS.has(x.lem) || ['no', 'zero'].includes(B[t.i + 1]?.lc ?? ''));
        // ("ran 40 minutes past the setpoint, which pushed the air to 39.8 °C" -> "… past setpoint → air ~39.8 °C":
        // a "which" after a comma that takes up the whole clause before it and says what it did is its result)
        const sentential = (x: Tok) => arrow && x.lc === 'which' && x.i > 0 && A[x.i - 1].sent === x.sent && /,\s*$/.test(sa.blk.text.slice(A[x.i - 1].e, x.s)) &&
          !!A[x.i + 1] && A[x.i + 1].sent === x.sent && !A[x.i + 1].atom && ['present', 'past'].includes(verbForm(A[x.i + 1].lc)) &&
          arrowsAround(x.i, x.i + 1).length > 0;
        // ("… without a restart. This resolves the jitter." -> "… without a restart, which resolves the jitter"): the
        // sentence that opens on "This" and its verb, joined as a "which"
        const thisOpens = (x: Tok) => inv.some((t) => t.lc === 'which') && ['this', 'that', 'it'].includes(x.lc) && (x.i === 0 || A[x.i - 1].sent !== x.sent) &&
          !!A[x.i + 1] && A[x.i + 1].sent === x.sent && ['present', 'past'].includes(verbForm(A[x.i + 1].lc)) && !A[x.i + 1].fn ||
          // (or "and it" before its verb: "ran past the setpoint and it doubled the load" -> "…, which doubled load")
          (inv.some((t) => t.lc === 'which') && x.lc === 'and' && ['it', 'this', 'that'].includes(A[x.i + 1]?.lc ?? '') && sa.match[x.i + 1] < 0 && !!A[x.i + 2] && A[x.i + 2].sent === x.sent && ['present', 'past'].includes(verbForm(A[x.i + 2].lc)));
        const stated = scope.filter((x, k) => sa.match[x.i] < 0 && (causeIn([x, scope[k + 1] ?? x]) || effect(x) || sentential(x) || thisOpens(x) || inference(x, scope[k + 1]) || condition(x) || purpose(x) || result(x) || causing(x) || linked(x) || saidAs(x)) && !(x === scope[k + 1]));
        // ("Applicants who have not answered twice are removed" -> "Applicants who haven't answered twice → removed"):
        // the verb of a subject that its own clause restricts, the arrow from the case to what happens in it
        const ruled = (x: Tok) => arrow && ['are', 'is', 'get', 'gets', 'will', 'become', 'becomes'].includes(x.lc) && sa.match[x.i] < 0 &&
          A.some((y) => y.sent === x.sent && y.i < x.i && y.i >= x.i - 14 && ['who', 'that', 'which'].includes(y.lc) && (sa.match[y.i] >= 0 || partnerA[y.i] >= 0)) &&
          arrowsAround(x.i, x.i).length > 0;
        for (const x of scope) if (ruled(x) && !stated.includes(x)) stated.push(x);
        // ("… the last value stays in memory. The heater then never gets a stop command." -> "… stays in memory →
        // heater never gets stop command": a "then" early in a sentence says what follows from the one before)
        const consequent = (x: Tok) => arrow && x.lc === 'then' && x.i >= 1 && x.i <= 3 + firstA.get(x.sent)!.i &&
          A[x.i - 1].sent === x.sent && !!A[x.i + 1] && A[x.i + 1].sent === x.sent && !/^\d/.test(A[x.i + 1].key) &&
          // (after its sentence's subject, no comma: "It returns early, then the caller retries" is their order)
          !/[,;]\s*$/.test(sa.blk.text.slice(A[x.i - 1].e, x.s)) && (PRONOUN_SUBJECTS.has(A[x.i - 1].lc) || (!A[x.i - 1].fn && (classes(A[x.i - 1].lc) & (NOUN | PLURAL)) !== 0));
        for (const x of scope) if (sa.match[x.i] < 0 && consequent(x) && !stated.includes(x)) stated.push(x);
        // ("If the group moves its samples as planned, it will be full by June" -> "If group moves samples as planned
        // → full by June": the arrow between a condition kept and its consequence, where the comma stood)
        for (const t of inv) {
          if (!ARROW_TOKENS.has(t.lc)) continue;
          let k = t.i - 1;
          while (k >= 0 && B[k].sent === t.sent && !['if', 'when', 'whenever', 'once', 'unless'].includes(B[k].lc) && !ARROW_TOKENS.has(B[k].lc)) k--;
          const cond = k >= 0 && B[k].sent === t.sent && sb.match[k] >= 0 ? A[sb.match[k]] : undefined;
          if (cond && ['if', 'when', 'whenever', 'once', 'unless'].includes(cond.lc) && !stated.includes(cond)) {
            // (the comma that closed the condition in the verbose sentence, between the words around the arrow)
            // (the nearest words the alignment kept on each side: "If yes → theory right" for "If they do, the theory is right")
            let lo = -1, hi = -1;
            for (let m = t.i - 1; m > k && lo < 0; m--) if (sb.match[m] >= 0) lo = sb.match[m];
            if (lo < 0) lo = sb.match[k];
            for (let m = t.i + 1; m < B.length && B[m].sent === t.sent && hi < 0; m++) if (sb.match[m] >= 0) hi = sb.match[m];
            if (lo >= 0 && hi > lo && /,/.test(sa.blk.text.slice(A[lo].e, A[hi].s))) stated.push(cond);
          }
        }
        // a cause word that now joins two verbose sentences links what follows it to what precedes it: the
        // verbose text states that link only where the sentence its next words come from has a cause
        // ("switched because of the feature. It segfaults." -> "switched for the feature, which causes segfaults")
        const side = (t: Tok, dir: 1 | -1) => {
          for (let k = t.i + dir; k >= 0 && k < B.length && B[k].sent === t.sent; k += dir) if (sb.match[k] >= 0 && !B[k].fn) return A[sb.match[k]].sent;
          return -1;
        };
        let joined = 0;
        const used = new Set<Tok>();
        for (const t of inv) {
          const l = side(t, -1), r = side(t, 1);
          if (l < 0 || r < 0 || l === r) continue;
          const own = stated.find((x) => x.sent === r && !used.has(x));
          if (own) used.add(own);
          else joined++;
        }
        // (the verb of a sentential "which" is the arrow's: what the clause did is said by the arrow)
        for (const x of stated) if (x.lc === 'which' && sentential(x) && sa.match[x.i + 1] < 0) sa.done[x.i + 1] = 1;
        const excess = Math.max(inv.length - stated.length, joined);
        if (excess > 0) {
          // blame the inserted words farthest from a cause the verbose text states
          const pos = (t: Tok) => t.i / Math.max(1, B.length);
          const dist = (t: Tok) => Math.min(1, ...stated.map((x) => Math.abs(pos(t) - x.i / Math.max(1, A.length))));
          const blamed = [...inv].sort((a, b) => dist(b) - dist(a)).slice(0, excess).sort((a, b) => a.i - b.i);
          add('cause', 'fail', liveDel().filter((t) => t.fn && /^(?:then|and|when|while|but)$/.test(t.lc)), blamed, `cause ${q(blamed)} invented: the verbose text states none there`);
        }
      }
      for (const t of liveDel()) if (CAUSE_WORDS.has(t.lc)) sa.done[t.i] = 1;
    }
    // tense and mood: future, past auxiliaries gained or lost
    {
      // the index of the word after "will" and its adverbs (and what else `also` lets pass: "will likely have")
      const afterWill = (t: Tok, also: (x: Tok) => boolean = () => false) => {
        let k = t.i + 1;
        while (A[k] && A[k].sent === t.sent && (WILL_ADVERBS.has(A[k].lc) || also(A[k]))) k++;
        return k;
      };
      const future = (toks: Tok[], t: Tok) => (FUTURE_WORDS.has(t.lc) && (t.lc !== 'going' || toks[t.i + 1]?.lc === 'to')) || (t.lc === 'to' && toks[t.i + 1]?.lc === 'be' && (t.i === 0 || toks[t.i - 1].sent !== t.sent));
      const fv = vt.filter((t) => future(A, t)).length;
      const fc = ct.filter((t) => future(B, t)).length;
      // "going to need time" -> "need time": a need stated for later is still the need
      const stateVerb = (t: Tok) => [A[t.i + 1], A[t.i + 2]].some((x) => x && ['need', 'needs', 'want', 'wants', 'have'].includes(x.lc) && sa.match[x.i] >= 0);
      // "denying the permission will turn off the service" -> "denying the permission turns off the service":
      // an act as the subject, and what follows from it whenever it happens, not a plan
      const consequence = (t: Tok) => {
        for (let k = t.i - 1; k >= Math.max(0, t.i - 6) && A[k].sent === t.sent; k--) {
          const x = A[k];
          if (x.atom || /^(?:and|or|but|so|because|since|if|when|that|which)$/.test(x.lc)) return false;
          if (verbForm(x.lc) === 'ing' && (classes(x.lem) & VERB) !== 0) {
            const p = A[k - 1];
            return !p || p.sent !== t.sent || !['is', 'are', 'am', 'was', 'were', 'be', 'been', 'being', 'keep', 'keeps', 'stop', 'start', 'avoid'].includes(p.lc);
          }
        }
        return false;
      };
      // "PortAudio will report 8.7 ms" -> "PortAudio reports 8.7 ms": what a thing does whenever it runs,
      // said in the present; a person's "will" is a plan ("we will run" -> "we run" is not the same)
      const behaviour = (t: Tok) => {
        if (t.lc !== 'will') return false;
        // ("will just add", "will now see": the adverb between says nothing of time)
        const vi = afterWill(t);
        const v = A[vi];
        const subj = A[t.i - 1];
        // ("users will now see a message" -> "users now get a message": what a change makes people see or get
        // is what the product does, no one's plan)
        const undergoes = !!v && v.sent === t.sent && EXPERIENCE_VERBS.has(v.lem) && !!subj && subj.sent === t.sent && !PERSONS.has(subj.lc) && !subj.fn && !(/^[A-Z]/.test(subj.t) && !subj.lead);
        let m = v && v.sent === t.sent ? sa.match[v.i] : -1;
        // (the experience said with another verb of the kind: "will now see" -> "now get")
        if (m < 0 && undergoes) m = B.findIndex((u) => sb.match[u.i] < 0 && EXPERIENCE_VERBS.has(u.lem) && gB(u) === gA(t));
        // (the act said with another verb in its -s form, where the verbose one stood: "15.3 s will actually
        // result in 15.5 s" -> "15.3 s actually gives 15.5 s")
        if (m < 0 && v && v.sent === t.sent) {
          const [lo, hi] = pairedAround(sa, B.length, t.i, vi);
          const w = B.slice(lo + 1, hi).find((u) => sb.match[u.i] < 0 && !u.fn && verbForm(u.lc) === 'present' && /s$/.test(u.lc) && (classes(u.lc) & VERB_S) !== 0);
          if (w) m = w.i;
        }
        // ("it will also be overridden by X" -> "is itself overridden by X", "plans will be based on the
        // schedules" -> "plans based on the schedules": the passive or the state, now in the present)
        if (v && v.lc === 'be' && v.sent === t.sent) {
          if (!subj || subj.sent !== t.sent || PERSONS.has(subj.lc) || ACTOR_NOUNS.has(subj.lc)) return false;
          // ("This will be either the GNU allocator or …" -> ": either the GNU allocator or …": a thing named, its
          // subject and copula gone together)
          if (['this', 'it', 'that'].includes(subj.lc) && sa.match[subj.i] < 0 && sa.match[v.i] < 0) return true;
          const w = A[vi + 1];
          const mw = w && w.sent === t.sent ? sa.match[w.i] : -1;
          const presentAux = (k: number) => [B[k - 1], B[k - 2]].find((u) => u && ['is', 'are', "'s", "'re"].includes(u.lc) && sb.match[u.i] < 0);
          // (the participle as written, where a phrase of the table stands for it: "based on" is read as "per")
          const wl = w ? (/^[\p{L}]+/u.exec(sa.blk.text.slice(w.s, w.e))?.[0] ?? w.lc).toLowerCase() : '';
          if (mw < 0 || verbForm(wl) !== 'past') return false;
          const aux = presentAux(mw);
          // (that "is" says the present of the "will be" it stands for: no past state read as current)
          if (aux) sb.done[aux.i] = 1;
          return !!aux || STATE_PARTICIPLES.has(wl) || STATIVE_PASSIVE.has(wl);
        }
        if (m < 0) return false;
        const form = verbForm(B[m].lc);
        if (!(form === 'present' && /s$/.test(B[m].lc)) && !((form === 'base' || form === 'present') && undergoes)) return false;
        if (!subj || subj.sent !== t.sent || PERSONS.has(subj.lc) || (ACTOR_NOUNS.has(subj.lc) && !undergoes)) return false;
        if (undergoes) return true;
        // (a noun after its determiner: "every manual refresh will add")
        const determined = [A[subj.i - 1], A[subj.i - 2]].some((p) => p && p.sent === t.sent && ['every', 'each', 'any', 'the', 'a', 'an', 'this', 'that', 'its'].includes(p.lc));
        return subj.atom || ['it', 'this', 'that', 'which'].includes(subj.lc) || /[a-z][A-Z]/.test(subj.t) || (!subj.fn && !/^[A-Z]/.test(subj.t) && ((classes(subj.lc) & (NOUN | PLURAL)) !== 0 || determined));
      };
      // "upstream support will end next month" -> "support ends next month": a time ahead in the sentence keeps it ahead
      const timeAhead = (t: Tok) => A.some((u) => u.sent === t.sent && FUTURE_TIMES.has(u.lc) && (sa.match[u.i] >= 0 || partnerA[u.i] >= 0));
      // "Old events without details will still work" -> "… still work": what goes on holding, kept by its "still"
      const stillHolds = (t: Tok) => t.lc === 'will' && ['still', 'continue', 'keep'].includes(A[t.i + 1]?.lc ?? '') && A[t.i + 1].sent === t.sent && sa.match[t.i + 1] >= 0;
      // ("and will likely have gone down as much" -> "likely went down as much": a guess about the past, no plan)
      const guessedPast = (t: Tok) => {
        const k = afterWill(t, (x) => hedgeCls(A, x) !== null);
        return t.lc === 'will' && A[k]?.lc === 'have' && A[k].sent === t.sent && !!A[k + 1] && verbForm(A[k + 1].lc) === 'past';
      };
      const fd = liveDel().filter((t) => future(A, t) && !readerInstruction(t) && !stateVerb(t) && !(t.lc === 'will' && consequence(t)) && !behaviour(t) && !timeAhead(t) && !stillHolds(t) && !guessedPast(t));
      const fi = liveIns().filter((t) => future(B, t));
      const conditional = vt.some((t) => CONDITION_EQUIV.has(t.lc) || t.lc === 'hope' || t.lc === 'hopefully');
      // A plan of someone's ("we will run", "will fix", "@ana will ship") dropped reads as done or as an order;
      // what a thing will do or be, said in the present with the verb as it was ("buttons will consist of" ->
      // "buttons consist of", "a single elevator will be simulated" -> "single elevator simulated"), may be
      // the same description of a design: a reader decides. A past written in its place is a fail either way.
      const someones = (t: Tok) => {
        const subj = A[t.i - 1];
        if (!subj || subj.sent !== t.sent || subj.fn && !PERSONS.has(subj.lc) && !['it', 'this', 'that', 'which', 'there'].includes(subj.lc)) return true;
        return PERSONS.has(subj.lc) || ACTOR_NOUNS.has(subj.lc) || PERSON_NOUNS.has(subj.lem) || /^@/.test(subj.t) || (/^\p{Lu}\p{Ll}/u.test(subj.t) && !subj.lead && !subj.atom);
      };
      const pastNow = (t: Tok) => {
        const vi = afterWill(t, (x) => ['be', 'have', 'been'].includes(x.lc));
        const v = A[vi] && A[vi].sent === t.sent ? A[vi] : undefined;
        const [lo, hi] = pairedAround(sa, B.length, t.i, v ? v.i : t.i);
        if (B.slice(lo + 1, hi).some((u) => sb.match[u.i] < 0 && (PAST_AUX.has(u.lc) || ['has', 'have', "'ve"].includes(u.lc)))) return true;
        const m = v ? sa.match[v.i] : -1;
        // ("The API will be deprecated" -> "API deprecated": the participle alone reads as done)
        const be = A.slice(t.i + 1, vi).find((x) => x.lc === 'be');
        if (be && sa.match[be.i] < 0 && m >= 0 && verbForm(v!.lc) === 'past' && !STATE_PARTICIPLES.has(v!.lc) && !STATIVE_PASSIVE.has(v!.lc)) return true;
        return m >= 0 && B[m].lc !== v!.lc && verbForm(B[m].lc) === 'past';
      };
      // ("as at most times 0 will be returned" -> "as at most times 0 returned": what happens whenever a case
      // comes, a habit, no plan; "so I'll try to rephrase" -> "so trying to rephrase": the plan said as going on)
      const habitual = (t: Tok) => A.some((u) => u.sent === t.sent && (['always', 'usually', 'often', 'sometimes', 'whenever', 'every', 'each', 'typically', 'normally', 'generally'].includes(u.lc) || (u.lc === 'times' && ['most', 'all', 'some'].includes(A[u.i - 1]?.lc ?? ''))) && (sa.match[u.i] >= 0 || partnerA[u.i] >= 0));
      const goingOn = (t: Tok) => {
        const vi = afterWill(t);
        const m = A[vi] && A[vi].sent === t.sent ? sa.match[vi] : -1;
        return m >= 0 && verbForm(B[m].lc) === 'ing' && B[m].lem === A[vi].lem;
      };
      // ("Will it still move the collection?" -> "Still moves collection?": a question about what happens, still asked)
      const asked = (t: Tok) => isQuestion(sa, t) && B.some((u) => sb.match[u.i] >= 0 && A[sb.match[u.i]].sent === t.sent && isQuestion(sb, u));
      const fdFail = fd.filter((t) => (someones(t) || pastNow(t)) && !habitual(t) && !goingOn(t) && !asked(t));
      if (fc < fv && fd.length) add('tense', fc === 0 && !conditional && fdFail.length ? 'fail' : 'review', fd, [], `future ${q(fd)} dropped: a plan reads as done or current`);
      else if (fc > fv && fi.length) add('tense', 'fail', [], fi, `future ${q(fi)} added: a current state reads as a plan`);
      // "Secrets: removed from git history" -> "Secrets: to be removed from git history": work done read as work to do
      for (const b of liveIns()) {
        if (b.lc !== 'be' || B[b.i - 1]?.lc !== 'to' || sb.match[b.i - 1] >= 0) continue;
        // (the "to be" of a clause's head, after a label or a noun: "expected to be configured" is the verb's own)
        const p = B[b.i - 2];
        if (p && p.sent === b.sent && !/[:—–(]|\s-\s/.test(sb.blk.text.slice(p.e, B[b.i - 1].s)) && !['soon', 'now', 'then', 'already', 'still', 'finally', 'later'].includes(p.lc) && (p.fn || (classes(p.lc) & (VERB | ADJ)) !== 0 || verbForm(p.lc) === 'past')) continue;
        const y = B[b.i + 1];
        const k = y && y.sent === b.sent ? sb.match[y.i] : -1;
        if (k < 0 || verbForm(y.lc) !== 'past' || A[k - 1]?.lc === 'be' || ['to', 'will', 'must', 'should', 'needs', 'need'].includes(A[k - 1]?.lc ?? '')) continue;
        add('tense', 'fail', [A[k]], [B[b.i - 1], b], `"to be" added before "${y.t}": work done reads as work to do`);
      }
      // ("had no error handling", "had zero error handling": "had" the verb of having, past in either
      // text as its "lacked" is; only an auxiliary before its participle counts here)
      const pastAux = (toks: Tok[], t: Tok) => {
        if (!PAST_AUX.has(t.lc)) return false;
        if (t.lc !== 'had') return true;
        const n = toks[t.i + 1];
        return !n || n.sent !== t.sent || !(n.fn || ['zero', 'no', 'any', 'some', 'many', 'few'].includes(n.lc) || (classes(n.lc) & (NOUN | PLURAL) && verbForm(n.lc) !== 'past'));
      };
      const pv = vt.filter((t) => pastAux(A, t)).length;
      const pc = ct.filter((t) => pastAux(B, t)).length;
      // (an auxiliary before a verb the verbose text already has in the past: "if I got" -> "if I'd got")
      // (an auxiliary before a verb the verbose text already has in the past: "if I got" -> "if I'd got",
      // "it only got fixed" -> "it was only fixed"; an adverb between them says nothing of time)
      const nextWord = (k: number) => {
        while (B[k] && ['only', 'just', 'also', 'already', 'still', 'then', 'finally', 'eventually', 'recently', 'never', 'not', 'ever', 'since'].includes(B[k].lc)) k++;
        return B[k];
      };
      // ("waited till it was obvious that the alert is not a flap" -> "… it was obvious the alert was not a
      // flap": a clause under a past verb takes its time, the sequence of tenses)
      const underPast = (t: Tok) => {
        // ("as if they are new" -> "as if they were new": the subjunctive of "as if")
        if (t.lc === 'were' && [B[t.i - 1], B[t.i - 2], B[t.i - 3]].some((p, k, arr) => p && p.sent === t.sent && ['if', 'though'].includes(p.lc) && arr[k + 1]?.lc === 'as')) return true;
        if (!['was', 'were'].includes(t.lc) || !liveDel().some((d) => ['is', 'are', "'s", "'re"].includes(d.lc))) return false;
        return B.some((u) => u.sent === t.sent && u.i < t.i && u.i >= t.i - 8 && sb.match[u.i] >= 0 && !(classes(u.lc) & NOUN) &&
          (PAST_AUX.has(A[sb.match[u.i]].lc) || verbForm(A[sb.match[u.i]].lc) === 'past'));
      };
      // ("we experienced ten hours of downtime" -> "we had ten hours of downtime": a past verb said as "had")
      const pastVerbOut = liveDel().filter((d) => !d.fn && !d.atom && verbForm(d.lc) === 'past' && !(classes(d.lc) & NOUN) && sa.match[d.i] < 0);
      const pi = liveIns().filter((t) => {
        if (!pastAux(B, t) || underPast(t)) return false;
        if (['had', 'was', 'were'].includes(t.lc) && pastVerbOut.length) {
          pastVerbOut.shift();
          return false;
        }
        const n = nextWord(t.i + 1);
        return !(n && n.sent === t.sent && sb.match[n.i] >= 0 && verbForm(A[sb.match[n.i]].lc) === 'past');
      });
      if (pc > pv && pi.length) add('tense', 'fail', [], pi, `past ${q(pi)} added: a current state reads as past`);
      // "was"/"were" dropped alone is the copula drop of §1.2 ("scan was clean" -> "scan clean"); one
      // exchanged for a present form is a past state read as current ("was warm" -> "is warm")
      const pastLost = liveDel().filter((t) => PAST_AUX.has(t.lc));
      // ("have" before a participle is the perfect, a past: "didn't face" -> "haven't faced")
      const presentIn = liveIns().filter((t) => PRESENT_AUX.has(t.lc) && !(['have', 'has'].includes(t.lc) && [B[t.i + 1], B[t.i + 2]].some((n) => n && n.sent === t.sent && verbForm(n.lc) === 'past')));
      if (pc < pv && pastLost.length && presentIn.length) add('tense', 'fail', pastLost, presentIn, `${q(pastLost)} became ${q(presentIn)}: a past state reads as current`);
      // "previously" gone, and nothing in the compression says past any more: a past state reads as current
      // ("once you're on stage", "once we've merged": a conjunction, "when", no past)
      const onceWhen = (t: Tok) => t.lc === 'once' && !!A[t.i + 1] && A[t.i + 1].sent === t.sent && (PRONOUN_SUBJECTS.has(A[t.i + 1].lc) || ['the', 'this', 'that', 'it', 'its', 'a', 'an'].includes(A[t.i + 1].lc));
      // ("refine the logic used to generate names": a thing used for a purpose, named as the object of a verb
      // or a preposition, no habit of the past)
      // (the noun named with the words before it: "is a hard disk scheduling algorithm used to determine")
      const usedFor = (t: Tok) => {
        const n = A[t.i - 1];
        let k = t.i - 2;
        while (k >= 0 && k >= t.i - 5 && A[k].sent === t.sent && !A[k].fn && !A[k].atom && (classes(A[k].lc) & (NOUN | PLURAL | ADJ | VERB)) !== 0) k--;
        const d = A[k], v = A[k - 1];
        if (!n || !d || n.sent !== t.sent || d.sent !== t.sent || n.fn || n.atom || !(classes(n.lc) & (NOUN | PLURAL))) return false;
        if (v && v.sent === t.sent && ['is', 'are', 'was', 'were', "'s"].includes(v.lc) && ['a', 'an', 'the'].includes(d.lc)) return true;
        if (!['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'our', 'my', 'your', 'any', 'some'].includes(d.lc)) return false;
        return !!v && v.sent === t.sent && (PREPOSITIONS.has(v.lc) || /ing$/.test(v.lc) || verbForm(v.lc) === 'base');
      };
      const before = liveDel().filter((t) => ['previously', 'formerly', 'earlier', 'once', 'used'].includes(t.lc) && !onceWhen(t) && (t.lc !== 'used' || (A[t.i + 1]?.lc === 'to' && !USED_FOR.has(A[t.i - 1]?.lc ?? '') && !usedFor(t))));
      // read in the compressed sentence where the word stood (its next aligned word's)
      const sentAt = (t: Tok) => {
        for (let k = t.i + 1; k < A.length; k++) if (sa.match[k] >= 0) return B[sa.match[k]].sent;
        return -1;
      };
      const pastIn = (sent: number) => ct.some((t) => t.sent === sent && (PAST_AUX.has(t.lc) || (!t.fn && !t.atom && verbForm(t.lc) === 'past' && !(classes(t.lc) & NOUN))));
      const lostPast = before.filter((t) => !pastIn(sentAt(t)));
      if (lostPast.length) add('tense', 'fail', lostPast, [], `${q(lostPast)} dropped and no past form left: a past state reads as current`);
    }
    // a status of planned work exchanged for one of work done, or back ("TODO" -> "DONE", "Proposed" -> "Accepted")
    {
      const out = liveDel().filter((t) => STATUS_PLANNED.has(t.lc) || STATUS_DONE.has(t.lc));
      for (const t of out) {
        const other = STATUS_PLANNED.has(t.lc) ? STATUS_DONE : STATUS_PLANNED;
        // (or "To do:" opening its line: "Done: the gate now starts …" -> "To do: start the gate …")
        const u = liveIns().find((x) => (other.has(x.lc) && !vt.some((v) => v.lc === x.lc)) ||
          (other === STATUS_PLANNED && x.lc === 'do' && B[x.i - 1]?.lc === 'to' && B[x.i - 1].sent === x.sent && (x.i === 1 || B[x.i - 2].sent !== x.sent) && /^\s*:/.test(sb.blk.text.slice(x.e, x.e + 2))));
        if (u) add('tense', 'fail', [t], [u], `status ${q([t])} became ${q([u])}: ${other === STATUS_DONE ? 'planned work reads as done' : 'work done reads as planned'}`);
      }
    }
    // ("From now on only staff may edit" -> "Until now only staff could edit"): what holds from now on made what
    // held until now, or back
    {
      const fromNow = (toks: Tok[], t: Tok) => t.lc === 'now' && toks[t.i - 1]?.lc === 'from' && toks[t.i + 1]?.lc === 'on';
      // (the license table reads "until now" as "so far")
      const untilNow = (toks: Tok[], t: Tok) => (t.lc === 'now' && ['until', 'till', 'til'].includes(toks[t.i - 1]?.lc ?? '')) || (t.lc === 'now' && toks[t.i - 1]?.lc === 'to' && ['up', 'till', 'until'].includes(toks[t.i - 2]?.lc ?? '')) ||
        (t.lc === 'far' && toks[t.i - 1]?.lc === 'so' && !['as', 'how'].includes(toks[t.i - 2]?.lc ?? ''));
      const findIn = (toks: Tok[], list: Tok[], side: Side, f: (toks: Tok[], t: Tok) => boolean) => list.find((t) => f(toks, t) && side.match[t.i - 1] < 0);
      const a = findIn(A, vt, sa, fromNow) ?? findIn(A, vt, sa, untilNow);
      if (a) {
        const other = fromNow(A, a) ? untilNow : fromNow;
        const b = findIn(B, ct, sb, other);
        if (b) add('tense', 'fail', [A[a.i - 1], a], [B[b.i - 1], b], `"${sa.blk.text.slice(A[a.i - 1].s, a.e)}" became "${sb.blk.text.slice(B[b.i - 1].s, b.e)}": ${other === untilNow ? 'a rule from now on reads as one that held until now' : 'what held until now reads as a rule from now on'}`);
      }
    }
    // actors: a person, agent or group dropped or exchanged
    {
      // "orient yourself" -> "orient": a reflexive object names no one new; "they had" -> "whose": the same referent
      const relIn = liveIns().filter((t) => ['whose', 'who', 'whom'].includes(t.lc));
      // ("Use this agent when you need a review" -> "Use for a review", "Trigger this agent proactively": the
      // agent the definition describes, itself, named as the object of the verb that calls it)
      const itself = (t: Tok) => ['agent', 'skill', 'tool', 'assistant', 'bot', 'subagent'].includes(t.lc) && A[t.i - 1]?.lc === 'this' && sa.match[t.i - 1] < 0 &&
        !!A[t.i - 2] && A[t.i - 2].sent === t.sent && sa.match[t.i - 2] >= 0 && (classes(A[t.i - 2].lc) & VERB) !== 0;
      // ("let both of them run" -> "let both run"): the pronoun after "of" and a quantifier the compression keeps
      const ofQuant = (t: Tok) => ['them', 'us', 'you'].includes(t.lc) && A[t.i - 1]?.lc === 'of' && ['both', 'all', 'each', 'some', 'none', 'most', 'any', 'either', 'neither', 'many', 'few', 'several'].includes(A[t.i - 2]?.lc ?? '') && (sa.match[t.i - 2] >= 0 || partnerA[t.i - 2] >= 0);
      let dl = liveDel().filter((t) => actorPerson(sa, t) && !REFLEXIVES.has(t.lc) && !itself(t) && !ofQuant(t) && !(['they', 'he', 'she', 'their', 'his', 'her'].includes(t.lc) && relIn.some((u) => gB(u) === gA(t))));
      // ("adds the ability to toggle X" -> "lets you toggle X": the generic "you" of what a thing lets one do)
      // (and a person the verbose sentence names already, named again for its pronoun: "by an admin (if one is
      // present)" -> "admin intervention (if admin present)")
      // ("by Philippa in guest services, who needs the estimate" -> "by Philippa (guest services); she needs the estimate"):
      // the relative pronoun said as the person's own pronoun
      const relSaid = (t: Tok) => ['he', 'she', 'they'].includes(t.lc) && del.some((d) => ['who', 'whom'].includes(d.lc) && gA(d) === gB(t) && sa.match[d.i] < 0);
      let il = liveIns().filter((t) => actorPerson(sb, t) && !relSaid(t) && !(t.lc === 'you' && ['allows', 'allow', 'lets', 'let', 'enables', 'enable', 'helps', 'help'].includes(B[t.i - 1]?.lc ?? '')) &&
        !(!PRONOUN_ITEM.has(t.lc) && vt.some((x) => x.key === t.key)));
      const same = new Set(dl.map((t) => t.key).filter((k) => il.some((t) => t.key === k)));
      dl = dl.filter((t) => !same.has(t.key));
      il = il.filter((t) => !same.has(t.key));
      // "every user who looks" -> "anyone who looks": everyone of the kind the sentence is about, said with one word
      {
        const ALL_ONE = ['anyone', 'everyone', 'anybody', 'everybody'];
        const every = dl.filter((t) => PERSON_NOUNS.has(t.lem) && ['every', 'each', 'any', 'all'].includes(A[t.i - 1]?.lc ?? '') && A[t.i - 1].sent === t.sent);
        for (const t of every) {
          const u = il.find((x) => ALL_ONE.includes(x.lc) && gB(x) === gA(t));
          if (!u) continue;
          dl = dl.filter((x) => x !== t);
          il = il.filter((x) => x !== u);
          sa.done[t.i] = sa.done[t.i - 1] = 1;
          sb.done[u.i] = 1;
        }
      }
      // one person named by another role at the same place ("the picker taps" -> "the shipper taps")
      // (or the same one by a word of the same sense: "the customer sees" -> "the client sees")
      // (a name for another name or a role: "Rubi doesn't use the increment" -> "Xiphos doesn't use …")
      // (a capital mid-sentence; at a sentence's start only a word no lexicon knows, no -ing, -ed or -ly form)
      // (no unit or label before a number: "Week 7", "Wk 7", "Phase 3")
      const side = (x: Tok) => (A[x.i] === x ? A : B);
      const beforeNumber = (x: Tok) => { const n = side(x)[x.i + 1]; return !!n && n.sent === x.sent && /^\d/.test(n.key); };
      const aName = (x: Tok) => !x.fn && !x.atom && !CALENDAR.test(x.lc) && !GREETINGS.has(x.lc) && !UNIT_NOUNS.has(x.lc) && !UNIT_ABBR[x.lc] && !beforeNumber(x) && (/^@\w/.test(x.t) || (/^\p{Lu}[\p{Ll}\d]+$/u.test(x.t) &&
        !known(x.lc) && !(x.lead && (/(?:ing|ed|ly|s)$/.test(x.lc) || HEDGE_CLASS.has(x.lc)))));
      const who = (x: Tok) => ROLE_NOUNS.has(x.lc) || aName(x);
      // (and any noun that acts, its verb or modal kept after it, exchanged for a role: "Couple can create
      // tables" -> "Guest can create tables")
      const acting = (t: Tok) => !t.fn && !t.atom && !['they', 'he', 'she', 'it', 'we', 'i', 'you', 'them', 'this', 'that'].includes(t.lc) && (classes(t.lc) & (NOUN | PLURAL)) !== 0 && !!A[t.i + 1] && A[t.i + 1].sent === t.sent && sa.match[t.i + 1] >= 0 &&
        (MODALS.has(A[t.i + 1].lc) || (classes(A[t.i + 1].lc) & (VERB_S | PAST)) !== 0 && !(classes(A[t.i + 1].lc) & PLURAL));
      // ("at the curator's request" -> "at the volunteers' request"): one owner's noun for another's, both
      // possessive, between the same kept words: whose act or thing it is changed
      {
        const owner = (x: Tok, side: Side) => !x.fn && !x.atom && x.lc !== "'s" && (classes(x.lc) & (NOUN | PLURAL)) !== 0 &&
          (/(?:'s|’s|s'|s’)$/u.test(side.blk.text.slice(x.s, x.e)) || /^(?:'s|’s|'|’)(?![\p{L}])/u.test(side.blk.text.slice(x.e, x.e + 3)));
        for (const t of liveDel()) {
          if (sa.match[t.i] >= 0 || sa.done[t.i] || !owner(t, sa)) continue;
          const [lo, hi] = pairedAround(sa, B.length, t.i, t.i);
          if (hi - lo > 4) continue;
          const u = B.slice(Math.max(0, lo + 1), hi).find((x) => sb.match[x.i] < 0 && !sb.done[x.i] && owner(x, sb) && x.lem !== t.lem && !synonymous(t.lc, x.lc) && !synonymous(t.lem, x.lem) && !sameRole(t.lem, x.lem));
          if (!u) continue;
          add('actor', 'fail', [t], [u], `${q([t])} became ${q([u])}: whose it is changed`);
          sa.done[t.i] = 1;
          sb.done[u.i] = 1;
        }
      }
      // ("I asked IT on Tuesday" -> "Dr. Okafor asked IT on Tuesday"): the author's "I" or "we" before its kept verb,
      // a name or a role written in its place: someone else did it
      for (const t of liveDel()) {
        if (!['i', 'we'].includes(t.lc) || sa.match[t.i] >= 0 || sa.done[t.i]) continue;
        const v = A[t.i + 1];
        if (!v || v.sent !== t.sent || sa.match[v.i] < 0) continue;
        const [lo, hi] = pairedAround(sa, B.length, t.i, t.i);
        // (the name or role right before the kept verb, a name of more words whole: "Dr. Okafor asked")
        const jv = sa.match[v.i];
        const u = B.slice(Math.max(0, lo + 1), hi).find((x) => sb.match[x.i] < 0 && !sb.done[x.i] && (aName(x) || ROLE_NOUNS.has(x.lc)) && !vt.some((y) => y.key === x.key) &&
          x.i < jv && jv - x.i <= 3 && B.slice(x.i + 1, jv).every((y) => sb.match[y.i] < 0 && aName(y)));
        if (!u) continue;
        add('actor', 'fail', [t], [u], `actor ${q([t])} became ${q([u])}: someone else acts`);
        sa.done[t.i] = 1;
        sb.done[u.i] = 1;
      }
      for (const t of liveDel()) {
        const role = who(t);
        if ((!role && !acting(t)) || sa.match[t.i] >= 0) continue;
        const [lo, hi] = pairedAround(sa, B.length, t.i, t.i);
        if (lo < 0 && hi === B.length) continue;
        // (or, before its kept verb in a slot of one word, any other noun or initialism: "the component will move
        // the collection" -> "the company will move …", "players can make illegal moves" -> "AI can make …")
        // (both nouns, neither a word of quality: "Suitable" -> "OK" describes)
        const nounOnly = (x: Tok) => (classes(x.lc) & (NOUN | PLURAL)) !== 0 && !(classes(x.lc) & (VERB_S | PAST) && !(classes(x.lc) & NOUN));
        const slot = (role || acting(t)) && hi - lo === 2 && ((nounOnly(t) && !(classes(t.lc) & VERB)) || role);
        const initials = (x: Tok) => /^\p{Lu}{2,4}s?$/u.test(x.t) && !known(x.lc);
        const other = (x: Tok) => !x.fn && (!x.atom || initials(x)) && ((nounOnly(x) && !(classes(x.lc) & ADJ)) || initials(x)) &&
          !derived(t.lc, x.lc) && !synonymous(t.lc, x.lc) && !synonymous(t.lem, x.lem) && !x.lc.endsWith(t.lc) && !t.lc.endsWith(x.lc);
        const u = liveIns().find((x) => (who(x) || (slot && other(x))) && (role || ROLE_NOUNS.has(x.lc) || (slot && other(x))) && sb.match[x.i] < 0 && x.i > lo && x.i < hi && lemma(x.lc) !== lemma(t.lc) && (ROLE_NOUNS.has(x.lc) || ROLE_NOUNS.has(t.lc) || (!clipped(t.lc, x.lc) && !typoFixed(t.lc, x.lc) && !(Math.min(t.lc.length, x.lc.length) >= 3 && (t.lc.startsWith(x.lc) || x.lc.startsWith(t.lc))) && !abbreviates(t.lc, x.lc))));
        if (!u) continue;
        dl = dl.filter((x) => x !== t);
        il = il.filter((x) => x !== u);
        if (synonymous(t.lc, u.lc) || synonymous(lemma(t.lc), lemma(u.lc)) || sameRole(lemma(t.lc), lemma(u.lc))) {
          sa.done[t.i] = 1;
          sb.done[u.i] = 1;
        } else add('actor', 'fail', [t], [u], `actor ${q([t])} became ${q([u])}: someone else acts`);
      }
      const possessive = (t: Tok) => ['my', 'our', 'your', 'his', 'her', 'their'].includes(t.lc);
      // "if you could suggest photos" -> "if eBird could suggest photos": a person's pronoun exchanged for a
      // name or a role at its place hands the act to someone else
      for (const t of liveDel()) {
        if (!['you', 'he', 'she', 'they', 'i', 'we'].includes(t.lc) || sa.match[t.i] >= 0 || sa.done[t.i]) continue;
        const p = A[t.i - 1], n = A[t.i + 1];
        const lo = p && p.sent === t.sent ? sa.match[p.i] : -2;
        const hi = n && n.sent === t.sent ? sa.match[n.i] : -2;
        if (lo < 0 || hi < 0 || hi - lo !== 2) continue;
        const u = B[lo + 1];
        if (!u || sb.match[u.i] >= 0 || sb.done[u.i] || !((u.atom && !/^\d/.test(u.key)) || aName(u) || ROLE_NOUNS.has(u.lc))) continue;
        // (a generic "you" said as the people it means: "if you run it" -> "if users run it")
        if (t.lc === 'you' && genericYou(A, t) && ROLE_NOUNS.has(u.lc)) continue;
        // ("**User experience:** won't notice - they're waiting" -> "users are waiting": the pronoun's own
        // antecedent, named before it in the block, named again in its place)
        if (['they', 'he', 'she'].includes(t.lc) && !u.atom && A.some((x) => x.i < t.i && !x.fn && (x.src ?? [x.lc]).some((w) => lemma(w) === lemma(u.lc)))) {
          dl = dl.filter((x) => x !== t);
          il = il.filter((x) => x !== u);
          sa.done[t.i] = 1;
          sb.done[u.i] = 1;
          continue;
        }
        dl = dl.filter((x) => x !== t);
        il = il.filter((x) => x !== u);
        add('actor', 'fail', [t], [u], `actor "${t.t}" became "${u.t}": someone else acts`);
      }
      // "finding F14 on our side" -> "… on their side": whose it is, handed to others (the noun after it kept)
      for (const t of liveDel()) {
        if (!PERSON_OF[t.lc] || sa.match[t.i] >= 0) continue;
        const n = A[t.i + 1];
        const m = n && n.sent === t.sent ? sa.match[n.i] : -1;
        const u = m > 0 ? B[m - 1] : undefined;
        if (u && PERSON_OF[u.lc] && PERSON_OF[u.lc] !== PERSON_OF[t.lc] && sb.match[u.i] < 0 && !sb.done[u.i]) {
          dl = dl.filter((x) => x !== t);
          il = il.filter((x) => x !== u);
          add('actor', 'fail', [t], [u], `"${t.t}" became "${u.t}": whose it is changed`);
        }
      }
      // ("confirm with David if he wants to skip M2" -> "confirm w/ David: skip M2?": the one "he" names is still there)
      const named = (t: Tok) => ['he', 'she', 'him', 'her'].includes(t.lc) && A.some((x) => x.sent === t.sent && x.i < t.i && !x.fn && ((/^[A-Z][a-z]/.test(x.t) && !x.lead) || PERSON_NOUNS.has(x.lc)) && (sa.match[x.i] >= 0 || partnerA[x.i] >= 0)) &&
        // (a name written new in its place might be someone else; a word the verbose text has, shortened, is none: "January" -> "Jan")
        !liveIns().some((u) => !u.lead && (u.atom || /^[A-Z][a-z]/.test(u.t)) && !vt.some((x) => x.key === u.key || (!u.atom && u.lc.length >= 3 && x.lc.startsWith(u.lc))));
      const lostA = dl.filter((t) => !AUTHOR_PRONOUNS.has(t.lc) && t.lc !== 'you' && !possessive(t) && !named(t));
      // ("Can you please share examples?" -> "Pls share examples.": the request, still to the reader)
      const pleaseIn = ct.some((u) => ['please', 'pls', 'plz'].includes(u.lc));
      const requestYou = (t: Tok) => ['can', 'could', 'would', 'will'].includes(A[t.i - 1]?.lc ?? '') && pleaseIn;
      const youDropped = dl.filter((t) => t.lc === 'you' && !genericYou(A, t) && !isQuestion(sa, t) && !requestYou(t));
      // the author's "I" written where the verbose block speaks as "I" too ("Just spotted it" -> "I just spotted it")
      // (unless a subject it replaces went: "when it finds scenes" -> "when I find scenes")
      const thingSubject = liveDel().some((t) => ['it', 'they', 'this', 'that'].includes(t.lc) && !!A[t.i + 1] && A[t.i + 1].sent === t.sent && sa.match[t.i + 1] >= 0 && !A[t.i + 1].fn);
      if (!dl.length && !thingSubject) il = il.filter((t) => !(AUTHOR_PRONOUNS.has(t.lc) && A.some((x) => x.lc === t.lc)));
      // ("developers" -> "devs", "Havlikuv" -> "Havlíčkův"): the same one, its word cut short or its name spelled
      // with its marks
      {
        const fold = (w: string) => foldMarks(w).toLowerCase();
        const same = (d: Tok, u: Tok) => {
          const a = fold(d.t), b = fold(u.t);
          return a === b || clipped(a, b) || clipped(b, a) || typoFixed(a, b) || (b.length < a.length && a.length >= 4 && abbreviates(a, b)) || lemma(a) === lemma(b);
        };
        for (const d of [...dl]) {
          const u = il.find((x) => same(d, x));
          if (!u) continue;
          dl = dl.filter((x) => x !== d);
          il = il.filter((x) => x !== u);
          sa.done[d.i] = 1;
          sb.done[u.i] = 1;
        }
      }
      if (il.length && dl.length) add('actor', 'fail', dl, il, `actor ${q(dl)} became ${q(il)}`);
      else if (il.length) add('actor', il.some((t) => !possessive(t) && !['it', 'them', 'us', 'me', 'him'].includes(t.lc)) ? 'fail' : 'review', [], il, `actor ${q(il)} added`);
      else if (lostA.length || youDropped.length) {
        // "the probes you reported" -> "the reported probes": the addressee's act became a participle before
        // its noun; nobody else acts, but who did it is left to the reader
        const reduced = (t: Tok) => {
          const n = A[t.i - 1], v = A[t.i + 1];
          if (!n || !v || n.sent !== t.sent || v.sent !== t.sent || verbForm(v.lc) !== 'past') return false;
          const jn = partnerA[n.i], jv = partnerA[v.i];
          return jn >= 0 && jv >= 0 && jv < jn && jn - jv <= 2;
        };
        // "users will see a message prompting them to update" -> "users see a message prompting update": the
        // object of a verb, someone its sentence already names before it; whom it names, a reader decides
        const object = (t: Tok) => ['them', 'him', 'her'].includes(t.lc) && !!A[t.i - 1] && A[t.i - 1].sent === t.sent && !A[t.i - 1].fn && ((classes(A[t.i - 1].lc) | classes(A[t.i - 1].lem)) & VERB) !== 0 &&
          A.some((x) => x.sent === t.sent && x.i < t.i - 1 && !x.fn && (classes(x.lc) & (NOUN | PLURAL)) !== 0 && (sa.match[x.i] >= 0 || partnerA[x.i] >= 0));
        // ("He fixed the bug" -> "Fixed the bug"): the subject of a verb in the past, the verb kept: with no
        // subject it reads as the author's own act (the author's "I" is the one a rule drops); a name is named
        // ("He fixed the bug" -> "Fixed the bug", "Then this agent runs the tests" -> "Then runs the tests"): the
        // subject of a finite verb, the verb kept (or a past act gone with it): with no subject it reads as the
        // author's own act (the author's "I" is the one a rule drops); a name is named. Before a modal of
        // possibility or need ("you can only dose by mL" -> "can only dose by mL"), or in a block that tells
        // the reader who they are, who acts is left to the reader.
        const actsBefore = (t: Tok) => {
          if (/^@/.test(t.t) || (/^\p{Lu}\p{Ll}/u.test(t.t) && !t.lead && !t.fn)) return true;
          if (t.lc === 'you' && addressed) return false;
          let k = t.i + 1;
          while (A[k] && A[k].sent === t.sent && (WILL_ADVERBS.has(A[k].lc) || ['also', 'just', 'already', 'then', 'never', 'not', 'finally', 'only', 'still', 'now', 'often', 'usually', 'always'].includes(A[k].lc))) k++;
          const v = A[k];
          if (!v || v.sent !== t.sent || v.fn && !PAST_AUX.has(v.lc) && !['has', 'have', "'ve", 'could', 'do', 'does'].includes(v.lc)) return false;
          if (['can', 'may', 'might', 'should', 'must', 'need', 'needs'].includes(v.lc) || (['have', 'has'].includes(v.lc) && A[k + 1]?.lc === 'to')) return false;
          const kept = sa.match[v.i] >= 0 || partnerA[v.i] >= 0;
          const past = (verbForm(v.lc) === 'past' && !(classes(v.lc) & ADJ && !(classes(v.lc) & PAST))) || PAST_AUX.has(v.lc) || ['has', 'have', "'ve", 'could'].includes(v.lc);
          if (past) return true;
          return kept && !v.atom && (verbForm(v.lc) === 'present' || verbForm(v.lc) === 'base') && ((classes(v.lc) | classes(v.lem)) & VERB) !== 0;
        };
        // ("by an admin" -> "by a singer"): another word of content where the actor stood, between the same
        // aligned neighbours, names someone else
        const instead = (t: Tok) => {
          if (PRONOUN_ITEM.has(t.lc)) return undefined;
          const [lo, hi] = pairedAround(sa, B.length, t.i, t.i);
          return hi - lo < 2 || hi - lo > 4 ? undefined : B.slice(lo + 1, hi).find((u) => !u.fn && !u.atom && sb.match[u.i] < 0 && !sb.done[u.i] && (classes(u.lc) & (NOUN | PLURAL)) !== 0 && !(classes(u.lc) & VERB && !(classes(u.lc) & NOUN)));
        };
        for (const t of [...lostA, ...youDropped].sort((a, b) => a.i - b.i)) {
          const other = instead(t);
          if (object(t)) add('actor', 'review', [t], [], `object ${q([t])} dropped: whom "${A[t.i - 1].t}" is about is left to the reader`);
          else if (t.lc === 'you' && reduced(t)) add('actor', 'review', [t], [], `actor ${q([t])} dropped: "${A[t.i + 1].t}" no longer says who did it`);
          // ("Won't notice - they're already waiting" -> "won't notice - already waiting": "they" of the
          // people or things the block named before it, the subject left out; a reader decides)
          else if (t.lc === 'they' && A.some((x) => x.i < t.i && !x.fn && !x.atom && ((x.src ?? [x.lc]).some((w) => ROLE_NOUNS.has(w)) || (classes(x.lc) & PLURAL) !== 0) && (sa.match[x.i] >= 0 || partnerA[x.i] >= 0))) add('actor', 'review', [t], [], `actor ${q([t])} dropped: who acts is left to the reader`);
          else if (other) add('actor', 'fail', [t], [other], `actor ${q([t])} became ${q([other])}: someone else acts`);
          // ("(she came in before her interval)" -> "(came in before her interval)": the subject's own possessive
          // kept in its clause still names who acts; a reader decides)
          else if (OWN_POSSESSIVE[t.lc] && A.some((x) => x.sent === t.sent && x.i > t.i && x.lc === OWN_POSSESSIVE[t.lc] && (sa.match[x.i] >= 0 || partnerA[x.i] >= 0))) add('actor', 'review', [t], [], `actor ${q([t])} dropped: who acts is left to the reader`);
          // ("You persist for the session" -> "Persist for session", "which requires you to have" -> "which
          // requires"): the subject left out before a modal or no verb; who acts, a reader decides
          else if (!actsBefore(t)) add('actor', 'review', [t], [], `actor ${q([t])} dropped: who acts is left to the reader`);
          else add('actor', 'fail', [t], [], `actor ${q([t])} dropped: someone else seems to act`);
        }
      }
      else {
        // ("What is your general position?" -> "General position?": the question asks the one it is put to;
        // "memory is not gated: its background work starts" -> "…: background work starts": the thing its
        // sentence names before it, kept)
        const named = (t: Tok) => (t.lc === 'your' && isQuestion(sa, t) && !!A[t.i + 1] && sa.match[t.i + 1] >= 0 && isQuestion(sb, B[sa.match[t.i + 1]])) ||
          (['its', 'their'].includes(t.lc) && A.some((x) => x.sent === t.sent && x.i < t.i && !x.fn && !x.atom && sa.match[x.i] >= 0 && (classes(x.lc) & (NOUN | PLURAL)) !== 0 && !ROLE_NOUNS.has(x.lem) && !ROLE_NOUNS.has(x.lc) && !PERSON_NOUNS.has(x.lc) && !aName(x)));
        const poss = dl.filter((t) => possessive(t) && !AUTHOR_PRONOUNS.has(t.lc) && !named(t));
        if (poss.length) add('actor', 'review', poss, [], `possessive ${q(poss)} dropped: whose it is may blur`);
      }
    }
    // numbers and units, protected spans
    {
      const digits = (t: Tok) => (t.atom && /^\d/.test(t.key)) || /^\d+$/.test(t.key);
      const nearNumber = (toks: Tok[], t: Tok) => [toks[t.i - 1], toks[t.i + 1]].some((x) => x && digits(x));
      // "7x slower" is "7 times slower" (and back): a factor, the same number
      const factor = (t: Tok) => /^\d+(?:\.\d+)?x$/i.test(t.key) ? t.key.slice(0, -1) : null;
      for (const d of liveDel()) {
        const fd = factor(d);
        const u = fd !== null ? liveIns().find((x) => x.key === fd && B[x.i + 1]?.lc === 'times') : null;
        const ff = fd === null && A[d.i + 1]?.lc === 'times' ? liveIns().find((x) => factor(x) === d.key) : null;
        if (u) {
          sa.done[d.i] = 1;
          sb.done[u.i] = sb.done[u.i + 1] = 1;
        } else if (ff) {
          sa.done[d.i] = sa.done[d.i + 1] = 1;
          sb.done[ff.i] = 1;
        }
      }
      // ("a quarter of a percent" -> "a tenth of a percent"): one share exchanged for another is another number
      {
        const share = (t: Tok) => Object.entries(FRACTION_WORDS).find(([, w]) => w.includes(t.lc))?.[0];
        for (const d of liveDel()) {
          const a = share(d);
          if (!a || sa.match[d.i] >= 0) continue;
          const u = liveIns().find((x) => gB(x) === gA(d) && sb.match[x.i] < 0 && !!share(x) && share(x) !== a);
          if (!u) continue;
          add('number', 'fail', [d], [u], `"${d.t}" became "${u.t}": another share`);
          sa.done[d.i] = 1;
          sb.done[u.i] = 1;
        }
      }
      // ("First, X. Second, Y." -> "1st, X. 2nd, Y.", "except the first" -> "except 1st"): an ordinal said in digits;
      // ("both values" -> "the two values"): "both" is two
      {
        const ordinalOf = (t: Tok) => (Object.hasOwn(ORDINAL_WORDS, t.lc) ? String(ORDINAL_WORDS[t.lc]) : undefined);
        for (const u of liveIns()) {
          const m = /^(\d+)(?:st|nd|rd|th)$/i.exec(u.key);
          const d = m ? liveDel().find((t) => ordinalOf(t) === m[1] && gA(t) === gB(u) && sa.match[t.i] < 0) :
            ['two', '2'].includes(u.lc) ? del.find((t) => t.lc === 'both' && gA(t) === gB(u) && sa.match[t.i] < 0) : undefined;
          if (!d) continue;
          sa.done[d.i] = 1;
          sb.done[u.i] = 1;
        }
      }
      // ("twice as long" -> "2× as long", "ran it twice" -> "ran it 2×"): a multiple said with its sign
      {
        const TIMES: Record<string, string> = { twice: '2', thrice: '3', double: '2', triple: '3', quadruple: '4' };
        for (const u of liveIns()) {
          if (!/^\d+$/.test(u.key) || !/^\s?[×x](?![\p{L}\d])/u.test(sb.blk.text.slice(u.e, u.e + 3))) continue;
          const d = liveDel().find((t) => TIMES[t.lc] === u.key && gA(t) === gB(u) && sa.match[t.i] < 0);
          if (!d) continue;
          sa.done[d.i] = 1;
          sb.done[u.i] = 1;
        }
      }
      // "an hour early" -> "1 h early": "a" before a unit is one of it
      const aUnit = vt.some((t) => (t.lc === 'a' || t.lc === 'an') && !!A[t.i + 1] && UNIT_NOUNS.has(A[t.i + 1].lc));
      if (aUnit) for (const t of liveIns()) if (t.key === '1' && B[t.i + 1] && (UNIT_NOUNS.has(B[t.i + 1].lc) || /^(?:h|m|s|d|w|wk|mo|y|yr)$/.test(B[t.i + 1].lc))) sb.done[t.i] = 1;
      // "10,000" -> "10k", "75%" -> "three quarters", "a 60-minute interval" -> "an hourly interval", "only 1
      // person" -> "only a single person": the same number written another way (values.ts reads both)
      {
        // (read where the group's words were left over: the block's words are listed once for all its groups)
        const readAll = (list: Tok[], toks: Tok[], side: Side) => {
          const words = toks === A ? (wordsA ??= A.map((t) => (t.atom ? t.t : t.lc))) : (wordsB ??= B.map((t) => (t.atom ? t.t : t.lc)));
          const out: { value: string; span: Tok[] }[] = [];
          for (const { i: k } of list) {
            if (side.done[k] || side.match[k] >= 0) continue;
            const r = readValue(words, k);
            if (!r) continue;
            const span = toks.slice(k, k + r.length);
            // (every word of it in one sentence, none of them aligned with a word of the other text)
            if (span.some((x) => x.sent !== toks[k].sent || side.match[x.i] >= 0)) continue;
            out.push({ value: r.value, span });
          }
          return out;
        };
        const va = readAll(del, A, sa), vb = readAll(ins, B, sb);
        for (const x of va) {
          if (x.span.some((t) => sa.done[t.i])) continue;
          const y = vb.find((u) => u.value === x.value && !u.span.some((t) => sb.done[t.i]) && (x.span.length > 1 || u.span.length > 1 || x.span[0].key !== u.span[0].key));
          if (!y) continue;
          for (const t of x.span) sa.done[t.i] = 1;
          for (const t of y.span) sb.done[t.i] = 1;
        }
      }
      // "Week 1" -> "the first week", "12th fret" -> "fret 12": the number said as the ordinal beside its noun
      const ordinal = (x: Tok) => (Object.hasOwn(ORDINAL_WORDS, x.lc) ? String(ORDINAL_WORDS[x.lc]) : x.key.replace(/(?<=\d)(?:st|nd|rd|th)$/i, ''));
      for (const d of liveDel()) {
        if (!digits(d)) continue;
        const o = liveIns().find((x) => ordinal(x) === ordinal(d) && x.key !== d.key &&
          [B[x.i - 1], B[x.i + 1]].some((m) => !!m && m.sent === x.sent && !m.fn && [A[d.i - 1], A[d.i + 1]].some((n) => n && n.sent === d.sent && !n.fn && (n.key === m.key || n.lem === m.lem))));
        if (o) {
          sa.done[d.i] = 1;
          sb.done[o.i] = 1;
        }
      }
      // "12/55" -> "12 of 55": a fraction said with "of"; "ten hours" -> "10h": a number and its unit glued;
      // "30 min" -> "half an hour"
      const pairNumbers = (dels: Tok[], side: Side, other: Side, toks: Tok[], others: Tok[]) => {
        const live = (x: Tok | undefined, sd: Side) => !!x && !sd.done[x.i] && sd.match[x.i] < 0;
        for (const d of dels) {
          if (side.done[d.i]) continue;
          const frac = /^(\d+)\/(\d+)$/.exec(d.key);
          if (frac) {
            const n = others.find((x) => live(x, other) && x.key === frac[1] && (others[x.i + 1]?.lc === 'of' || (others[x.i + 1]?.lc === 'out' && others[x.i + 2]?.lc === 'of')));
            if (n) {
              let k = others[n.i + 1].lc === 'of' ? 1 : 2;
              // ("312 of the 320 boxes" -> "312/320 boxes")
              if (['the', 'all'].includes(others[n.i + k + 1]?.lc ?? '') && others[n.i + k + 2]?.key === frac[2]) k++;
              if (others[n.i + k + 1]?.key === frac[2]) {
                side.done[d.i] = 1;
                for (let j = 0; j <= k + 1; j++) other.done[n.i + j] = 1;
              }
            }
            continue;
          }
          const glued = /^(\d+(?:\.\d+)?)([a-z]+)$/i.exec(d.key);
          if (glued && UNIT_ABBR[glued[2].toLowerCase()]) {
            const n = others.find((x) => live(x, other) && x.key === glued[1] && !!others[x.i + 1] && UNIT_ABBR[glued[2].toLowerCase()] === unitOf(others[x.i + 1].lc));
            if (n) {
              side.done[d.i] = 1;
              other.done[n.i] = other.done[n.i + 1] = 1;
            }
          }
          if (d.key === '30' && ['min', 'mins', 'minute', 'minutes', 'm'].includes(toks[d.i + 1]?.lc ?? '')) {
            const h = others.find((x) => live(x, other) && x.lc === 'half' && [others[x.i + 1], others[x.i + 2]].some((u) => u?.lc === 'hour'));
            if (h) {
              side.done[d.i] = side.done[d.i + 1] = 1;
              other.done[h.i] = 1;
              for (const u of [others[h.i + 1], others[h.i + 2]]) if (u && ['an', 'a', 'hour'].includes(u.lc)) other.done[u.i] = 1;
            }
          }
        }
      };
      pairNumbers(liveDel(), sa, sb, A, B);
      pairNumbers(liveIns(), sb, sa, B, A);
      const dn = liveDel().filter((t) => digits(t) && t.lc !== 'one');
      const inum = liveIns().filter((t) => digits(t) && t.lc !== 'one');
      const du = liveDel().filter((t) => UNIT_NOUNS.has(t.lc));
      const iu = liveIns().filter((t) => UNIT_NOUNS.has(t.lc));
      const unitName = (w: string) => unitOf(w) || UNIT_ABBR[w] || w;
      const unitSwap = du.length > 0 && iu.length > 0 && du.some((d) => !iu.some((i) => i.key === d.key || unitName(i.lc) === unitName(d.lc)));
      const unitLost = du.filter((t) => nearNumber(A, t) && !liveIns().some((i) => unitName(i.lc) === unitName(t.lc)));
      if (dn.length || inum.length || unitSwap || unitLost.length) {
        const d = [...dn, ...(unitSwap ? du : unitLost)];
        const i = [...inum, ...(unitSwap ? iu : [])];
        const sev: Severity = d.some((t) => t.atom) || i.length ? 'fail' : 'review';
        add('number', sev, d, i, d.length && i.length ? `${q(d)} became ${q(i)}` : d.length ? `${q(d)} dropped` : `${q(i)} added`);
      }
      const da = liveDel().filter((t) => t.atom);
      const ia = liveIns().filter((t) => t.atom);
      if (da.length) add('protected', 'fail', da, ia, ia.length ? `${q(da)} became ${q(ia)}` : `${q(da)} dropped`);
      else if (ia.length) {
        // a name written where the verbose text names another ("since agbplay renders" -> "since PipeWire
        // renders"): the words it stands in place of, between the same aligned neighbours
        const between = (u: Tok) => {
          const l = B[u.i - 1], r = B[u.i + 1];
          if (!l || !r || l.sent !== u.sent || r.sent !== u.sent) return [];
          const jl = sb.match[l.i], jr = sb.match[r.i];
          if (jl < 0 || jr < 0 || jr - jl < 2 || jr - jl > 6) return [];
          const xs = A.slice(jl + 1, jr).filter((x) => !x.fn && !sa.done[x.i] && /\p{L}/u.test(x.t));
          if (!xs.length || xs.some((x) => sa.match[x.i] >= 0)) return [];
          // the same name marked up as code ("the new flag" -> "the `--new` flag") is no other name
          const letters = (w: string) => w.toLowerCase().replace(/[^\p{L}\d]/gu, '');
          const own = xs.findIndex((x) => letters(x.t) === letters(u.t));
          if (own >= 0 && xs.every((x, k) => k === own || CODE_NOUNS.has(x.lc))) return [];
          if (letters(xs.map((x) => x.t).join('')) === letters(u.t)) return [];
          return xs;
        };
        const swapped = ia.map((u) => [u, between(u)] as const).filter(([, xs]) => xs.length);
        for (const [u, xs] of swapped) add('actor', 'fail', xs, [u], `${q(xs)} became ${q([u])}: another name in its place`);
        const rest = ia.filter((u) => !swapped.some(([x]) => x === u));
        if (rest.length) add('protected', 'review', [], rest, `${q(rest)} added`);
      }
    }
  }

  // a verb of command written new to open a sentence whose verbose one reported ("Existing judge conflict
  // validation still works" -> "Keep existing judge conflict validation working"): a report, now an order
  for (let j = 0; j < B.length; j++) {
    const y = B[j];
    if (!y.lead || sb.match[j] >= 0 || sb.done[j] || sb.moved[j] || /^[*_\s]*:/.test(sb.blk.text.slice(y.e, y.e + 3))) continue;
    // ("Here is where things stand." -> "State of things:"): a noun before "of" orders nothing
    if (B[j + 1]?.lc === 'of' && B[j + 1].sent === y.sent && (classes(y.lc) & NOUN) !== 0) continue;
    // (a verb of command, or any bare verb where the verbose sentence said what there is: "There is a new
    // setting" -> "Add a new setting")
    const thereIs = (k: number) => ['there', 'here'].includes(A[k]?.lc ?? '') && ['is', 'are', "'s", 'was', 'were'].includes(A[k + 1]?.lc ?? '') && A[k + 1].sent === A[k].sent;
    let firstSrc = -1;
    if (!COMMANDING.has(y.lc) && isBaseVerb(y) && verbForm(y.lc) === 'base') {
      for (let k = j + 1; k < B.length && B[k].sent === y.sent && k <= j + 4; k++) if (sb.match[k] >= 0) { firstSrc = firstA.get(A[sb.match[k]].sent)!.i; break; }
    }
    if (firstSrc >= 0 && thereIs(firstSrc) && sa.match[firstSrc] < 0 && sa.match[firstSrc + 1] < 0) {
      add('mood', 'fail', [A[firstSrc], A[firstSrc + 1]], [y], `"${A[firstSrc].t} ${A[firstSrc + 1].t}" became "${y.t}": what there is reads as an instruction`);
      continue;
    }
    if (!COMMANDING.has(y.lc)) continue;
    if (j > 0 && B[j - 1].sent === y.sent) continue;
    // (the verbose sentence its other words come from)
    let src = -1;
    for (let k = j + 1; k < B.length && B[k].sent === y.sent; k++) if (sb.match[k] >= 0 && !B[k].fn) { src = A[sb.match[k]].sent; break; }
    if (src < 0) continue;
    const sent = A.filter((x) => x.sent === src);
    if (!sent.length || (sent[0].lead && isBaseVerb(sent[0]) && verbForm(sent[0].lc) === 'base')) continue;
    // (its finite verb, present or past, now no longer finite or gone)
    const finite = sent.find((x) => !x.fn && !x.atom && (verbForm(x.lc) === 'present' && /s$/.test(x.lc) || (verbForm(x.lc) === 'past' || verbForm(x.lc) === 'none') && (classes(x.lc) & PAST) !== 0) && ((classes(x.lc) | classes(x.lem)) & VERB) !== 0 && (sa.match[x.i] < 0 || verbForm(B[sa.match[x.i]].lc) !== verbForm(x.lc)));
    if (finite && !sent.some((x) => ['should', 'must', 'need', 'needs'].includes(x.lc))) add('mood', 'fail', [finite], [y], `"${finite.t}" became "${y.t}": a report reads as an instruction`);
  }
  // a state word moved to open its sentence before the thing it described ("| App shell & component library
  // complete |" -> "| Complete app shell & component library |"): the adjective now reads as the verb of an order
  for (let i = 0; i < A.length; i++) {
    const j = sa.match[i] >= 0 ? sa.match[i] : partnerA[i];
    if (j < 0) continue;
    const x = A[i], y = B[j];
    if (x.lc !== y.lc || x.lead || !y.lead || x.atom || sa.done[i] || !(classes(x.lc) & ADJ) || !(classes(x.lc) & VERB) || !isBaseVerb(y)) continue;
    const n = B[j + 1];
    const from = n ? (sb.match[n.i] >= 0 ? sb.match[n.i] : A.findIndex((u) => u.sent === x.sent && partnerA[u.i] === n.i)) : -1;
    if (!n || n.sent !== y.sent || n.fn || from < 0 || from >= i || A[from].sent !== x.sent) continue;
    // (the word closed its verbose sentence: a predicate, "… library complete")
    const rest = A.slice(i + 1).find((u) => u.sent === x.sent);
    if (rest) continue;
    add('mood', 'fail', [x], [y], `"${x.t}" moved before what it describes: a state reads as an instruction`);
  }
  // "Nowadays I use the app only for teas" -> "I used to use the app only for teas": a habit of now told as one of the past
  for (const u of B) {
    if (u.lc !== 'used' || sb.match[u.i] >= 0 || B[u.i + 1]?.lc !== 'to' || B[u.i + 1].sent !== u.sent) continue;
    const v = B[u.i + 2];
    if (!v || v.sent !== u.sent || !isBaseVerb(v)) continue;
    const m = sb.match[v.i];
    if (m < 0 || !['present', 'base'].includes(verbForm(A[m].lc)) || A.some((x) => x.lc === 'used' && A[x.i + 1]?.lc === 'to')) continue;
    add('tense', 'fail', [A[m]], [u, B[u.i + 1]], `"${A[m].t}" became "used to ${v.t}": a present habit reads as past`);
  }
  // a "please" written new before a verb whose verbose sentence reported or planned ("Will test soon!" -> "Please
  // test it soon!"): the author's own plan now asks the reader
  for (const u of B) {
    if (!['please', 'pls', 'plz'].includes(u.lc) || sb.match[u.i] >= 0 || sb.done[u.i]) continue;
    const v = B[u.i + 1];
    if (!v || v.sent !== u.sent || !isBaseVerb(v)) continue;
    const m = sb.match[v.i];
    if (m < 0) continue;
    const sent = A.filter((x) => x.sent === A[m].sent);
    if (sent.some((x) => ['please', 'pls', 'plz', 'kindly', 'can', 'could', 'would'].includes(x.lc) || (x.lc === 'you' && x.i < m)) || (sent[0].lead && isBaseVerb(sent[0]) && verbForm(sent[0].lc) === 'base' && sent[0].i === m)) continue;
    add('mood', 'fail', [A[m]], [u, v], `"please ${v.t}" written where the verbose text reports or plans: the author's act reads as a request`);
  }
  // 3. verb forms of aligned words: tense, and a report turned into an instruction
  // (a verb moved to open its sentence as a bare verb: "Blog post being published via X" -> "Publish blog post via X")
  for (let i = 0; i < A.length; i++) {
    const j = partnerA[i];
    if (sa.match[i] >= 0 || j < 0 || sa.done[i] || sb.done[j]) continue;
    const x = A[i];
    const y = B[j];
    const fx = verbForm(x.lc);
    // (or after an adverb that opens the sentence)
    if (!(y.lead || afterLeadAdverb(y)) || x.lead || x.atom || !isBaseVerb(y) || !['past', 'ing', 'present'].includes(fx) || x.lc === y.lc) continue;
    // (the first part of a hyphenated noun is no verb)
    if (hyphenFirst(y)) continue;
    if (fx === 'ing' && classes(x.lc) & NOUN && !(classes(x.lem) & VERB)) continue;
    if (SAME_PAST.has(y.lc) && fx === 'past') continue;
    const label = j > 0 && B[j - 1].sent === y.sent && /^\s*:\s*$/.test(sb.blk.text.slice(B[j - 1].e, y.s));
    if (label) continue;
    // ("- Include relevant keywords naturally integrated into content" -> "- Integrate relevant keywords
    // naturally into content": the verbose sentence is an instruction already, opening on its bare verb)
    const first = A.find((u) => u.sent === x.sent);
    if (first && first.lead && isBaseVerb(first) && sa.match[first.i] < 0 && verbForm(first.lc) === 'base') continue;
    add('mood', 'fail', [x], [y], `"${x.t}" became "${y.t}": a report reads as an instruction`);
  }
  for (let i = 0; i < A.length; i++) {
    const j = sa.match[i];
    if (j < 0) continue;
    const x = A[i];
    const y = B[j];
    // a word of a phrase a rule drops whole ("It should be noted that") paired elsewhere says nothing of tense
    if (x.lc === y.lc || x.atom || sa.done[i] || sa.ctx.exchanges.has(`${x.lc}>${y.lc}`)) continue;
    // a sentence that now opens with a bare verb where the verbose one reported
    // ("This file logs decisions" -> "Log of decisions": a word before "of" names a thing, it orders nothing)
    // (and the first part of a hyphenated noun: "Written up by the agent" -> "Write-up by the agent")
    const nounOf = (B[j + 1]?.lc === 'of' && B[j + 1].sent === y.sent && (classes(y.lc) & NOUN) !== 0) || hyphenFirst(y);
    if ((y.lead || afterLeadAdverb(y)) && isBaseVerb(y) && !nounOf && !(SAME_PAST.has(y.lc) && verbForm(x.lc) === 'past') && verbForm(x.lc) !== 'base' && verbForm(x.lc) !== 'none' && !(classes(x.lc) & NOUN && x.lc.endsWith('ing'))) {
      // "This change composes X" -> "Change: compose X": the verb after its subject made a label describes; a reader decides
      // (a label: one word opening the sentence, a colon after it)
      const label = j > 0 && B[j - 1].sent === y.sent && !B[j - 1].fn && (j === 1 || B[j - 2].sent !== y.sent) && /^\s*:\s*$/.test(sb.blk.text.slice(B[j - 1].e, y.s));
      // ("- Add tests for each change" -> "- Test each change": the verbose sentence is an instruction already)
      const first = A.find((u) => u.sent === x.sent);
      if (first && first !== x && first.lead && isBaseVerb(first) && verbForm(first.lc) === 'base' && sa.match[first.i] < 0) continue;
      add('mood', label ? 'review' : 'fail', [x], [y], `"${x.t}" became "${y.t}": a report reads as an instruction`);
      continue;
    }
    if (y.lead && isBaseVerb(y) && x.lc.endsWith('ing') && [A[i - 1], A[i - 2]].some((p) => p && ['did', 'do', 'does', 'i', 'we'].includes(p.lc) && sa.match[p.i] < 0)) {
      add('mood', 'fail', [x], [y], `"${x.t}" became "${y.t}": a report reads as an instruction`);
      continue;
    }
    const fx = verbForm(x.lc);
    const fy = verbForm(y.lc);
    if (fx === 'none' || fy === 'none' || fx === fy) continue;
    // "which records need to be calculated" -> "which records to calculate": an infinitive, active or
    // passive, has no time
    if (fx === 'past' && A[i - 1]?.lc === 'be' && A[i - 2]?.lc === 'to' && fy === 'base' && B[j - 1]?.lc === 'to') continue;
    // "achievements that directly align with X" -> "achievements directly aligned w/ X", "the state it
    // receives" -> "state received": a relative clause said as the participle after its noun, no time told
    if (fy === 'past' && fx !== 'past' && A.slice(Math.max(0, i - 3), i).some((p) => p.sent === x.sent && ['that', 'which', 'who', 'it', 'they'].includes(p.lc) && sa.match[p.i] < 0) &&
      !!B[j - 1] && B[j - 1].sent === y.sent && !['was', 'were', 'had', "'d", 'did', 'has', 'have', 'is', 'are'].includes(B[j - 1].lc) && ((classes(B[j - 1].lc) & (NOUN | PLURAL)) !== 0 || /ly$/.test(B[j - 1].lc))) continue;
    // ("you should see the history being updated" -> "history should update": what goes on, under the modal)
    if (fx === 'past' && A[i - 1]?.lc === 'being' && sa.match[i - 1] < 0 && fy === 'base' && [B[j - 1], B[j - 2]].some((p) => p && p.sent === y.sent && MODALS.has(p.lc))) continue;
    // ("If you opened a match and clicked Record, it would reverse the stats" -> "If you open … click …, it would
    // …": the past of a supposition, under its "if" with "would" after it, tells no time)
    if (fx === 'past' && fy !== 'past' && A.slice(Math.max(0, i - 12), i).some((p) => p.sent === x.sent && p.lc === 'if') && A.some((u) => u.sent === x.sent && u.i > i && ['would', "'d"].includes(u.lc))) continue;
    // "hit", "set", "put": the past and the present are one form, so no time is lost or gained
    if ((fx === 'past' && SAME_PAST.has(y.lc)) || (fy === 'past' && SAME_PAST.has(x.lc))) continue;
    // (a phrase of the table read as its word: "set up" is "establish", and "set" is its own past)
    const firstWord = (side: Side, t: Tok) => (/^[\p{L}]+/u.exec(side.blk.text.slice(t.s, t.e))?.[0] ?? '').toLowerCase();
    if ((fx === 'past' && SAME_PAST.has(firstWord(sb, y))) || (fy === 'past' && SAME_PAST.has(firstWord(sa, x)))) continue;
    // "must be restarted" -> "must restart", "cannot be loaded" -> "can't load": the voice changed under
    // the modal, the time did not
    if (fx === 'past' && y.lc === y.lem && ['be', 'been'].includes(A[i - 1]?.lc ?? '') && sa.match[i - 1] < 0 && MODALS.has(A[i - 2]?.lc ?? '')) continue;
    // "can allow them" -> "they can be allowed": made passive, the time is the auxiliary's
    if (fy === 'past' && fx !== 'past' && ['be', 'been', 'is', 'are', 'am', 'get', 'gets'].includes(B[j - 1]?.lc ?? '') && sb.match[j - 1] < 0) continue;
    // "Next.js is rebooted every time" -> "Next.js reboots every time": a present passive made active, still present
    if (fx === 'past' && fy !== 'past' && fy !== 'ing' && ['is', 'are', 'am', 'gets', 'get'].includes(A[i - 1]?.lc ?? '') && sa.match[i - 1] < 0) continue;
    // "because of options being different" -> "because options were different": "being" takes the time of its sentence
    if (x.lc === 'being' && fy === 'past' && A.some((u) => u.sent === x.sent && u !== x && sa.match[u.i] >= 0 && (PAST_AUX.has(u.lc) || (verbForm(u.lc) === 'past' && !(classes(u.lc) & NOUN))))) continue;
    // "Led by recovering a device" (a heading's fragment, the participle of a passive) -> "Leads with
    // recovering a device": no act of the past
    if (fx === 'past' && x.lead && A[i + 1]?.lc === 'by' && fy !== 'past') continue;
    // "if we need to put it in the docs" -> "if needed in docs": a participle right after "if", "as",
    // "when" or "unless" is the clause made elliptic (a passive with no time), not a past act
    if (fy === 'past' && fx !== 'past' && ['if', 'as', 'when', 'unless', 'where', 'whenever', 'wherever', 'once', 'until', 'till', 'after'].includes(B[j - 1]?.lc ?? '') && B[j - 1].sent === y.sent) continue;
    // "(which we are mocking locally)" -> "(mocked locally by us)": made passive, its actor after "by"
    if (fy === 'past' && [B[j + 1], B[j + 2], B[j + 3]].some((u) => u && u.sent === y.sent && u.lc === 'by') && !['was', 'were', 'had'].includes(B[j - 1]?.lc ?? '')) continue;
    // "Things we need to do to get it merged:" -> "Needed to get it merged:": a participle that opens a
    // label before its list names what the list holds, it tells no past
    if (fy === 'past' && y.lead && /^\s*:/.test(sb.blk.text.slice(lastB.get(y.sent)?.e ?? y.e, (lastB.get(y.sent)?.e ?? y.e) + 2)) && B.filter((u) => u.sent === y.sent).length <= 8) continue;
    // "patches easy to review" -> "easily reviewed patches": an infinitive has no time to lose; "get this
    // released" -> "release": the causative's participle is the act itself
    if (fy === 'past' && A[i - 1]?.lc === 'to' && verbForm(x.lc) === 'base') continue;
    // ("As far as I've understood" -> "As far as I understand"): the verb of the hedge phrase tells no time
    if ([A[i - 2], A[i - 3], A[i - 4]].some((p) => p && p.sent === x.sent && p.lc === 'far' && A[p.i - 1]?.lc === 'as')) continue;
    // (a "have" right before the participle is the perfect, "we've dropped it": the causative has its object between)
    if (fx === 'past' && fy !== 'past' && [A[i - 1], A[i - 2]].some((p) => p && p.sent === x.sent && (['get', 'got', 'getting'].includes(p.lc) || (['have', 'having'].includes(p.lc) && p.i === i - 2)) && sa.match[p.i] < 0) && !['was', 'were', 'had'].includes(A[i - 1]?.lc ?? '')) continue;
    // "Sync completes within 5 s" -> "Sync done within 5 s": a participle that is never a past tense
    // ("done", "gone", "taken"), with no auxiliary, states how a thing is
    if (fy === 'past' && fx !== 'past' && PARTICIPLE_ONLY.has(y.lc) && !['was', 'were', 'had', "'d"].includes(B[j - 1]?.lc ?? '')) continue;
    // "we don't need to do anything more" -> "nothing more needed": a need said as the state "(is) needed"
    if (fy === 'past' && fx !== 'past' && STATE_PARTICIPLES.has(y.lc) && !['was', 'were', 'had', "'d", 'did'].includes(B[j - 1]?.lc ?? '') && x.lem === y.lem) continue;
    // ("no work orders need to be checked" -> "no work orders need checking"): the passive infinitive after "need" said
    // as its gerund, no time
    if (fx === 'past' && fy === 'ing' && A[i - 1]?.lc === 'be' && A[i - 2]?.lc === 'to' && ['need', 'needs', 'needed', 'require', 'requires', 'want', 'wants'].includes(B[j - 1]?.lc ?? '')) continue;
    // ("Written up by the agent" -> "Write-up by the agent"): a verb made the first part of a hyphenated noun tells no time
    if (fx === 'past' && hyphenFirst(y)) continue;
    // ("Since we upgraded to v2.3.0" -> "Since upgrade to v2.3.0"): the act named by its noun after a word of time
    if (fx === 'past' && (classes(y.lc) & NOUN) !== 0 && ['since', 'after', 'before', 'until', 'till', 'upon'].includes(B[j - 1]?.lc ?? '') && B[j - 1].sent === y.sent) continue;
    // a noun after its determiner is no verb form ("no executable change" -> "nothing executable changed")
    if (classes(x.lc) & NOUN && nounAfter(A, i)) continue;
    // a list item that opens on its verb names a change in either form ("1. Remove X" -> "1. Removed X")
    if (sa.blk.item && x.i === 0 && j === 0 && fx === 'base' && fy === 'past') continue;
    // "had done", and "did find" (what "was able to find" reads as): the past
    const perfect = [A[i - 1], A[i - 2]].some((p) => p && ['have', 'has', 'had'].includes(p.lc)) ||
      // ("I have taken a look at it" -> "Looked at it": the light verb's past is the act's)
      (A[i - 1]?.lc === 'a' && ['taken', 'took', 'had', 'given', 'gave', 'made'].includes(A[i - 2]?.lc ?? '')) || [A[i - 1], A[i - 2]].some((p) => p?.lc === 'did' && sa.match[p.i] < 0) ||
      // ("have been able to reproduce": the ability used, a past)
      (A[i - 1]?.lc === 'can' && /\b(?:have|has|had)\s+been\s+able\b/i.test(sa.blk.text.slice(Math.max(0, A[i - 1].s - 10), A[i - 1].e)));
    const tense = (f: string) => (f === 'past' ? 'past' : f === 'ing' ? 'ing' : 'present');
    // ("I saw it show the pace" -> "it showed the pace": the bare verb after a verb of perceiving takes its time;
    // "when I found it" -> "to find it": an infinitive has none of its own)
    const perceived = (toks: Tok[], k: number) => [toks[k - 2], toks[k - 3]].some((p) => p && p.sent === toks[k].sent && ['saw', 'watched', 'heard', 'noticed', 'made', 'let', 'had', 'felt'].includes(p.lc));
    const tx = perfect || (fx !== 'past' && fx !== 'ing' && perceived(A, i)) ? 'past' : tense(fx);
    // ("the logbook it is uploading to" -> "the logbook being uploaded to": the passive of an act going on)
    const ty = fy === 'past' && B[j - 1]?.lc === 'being' && B[j - 1].sent === y.sent ? 'ing' : tense(fy);
    if (tx === ty) continue;
    if (B[j - 1]?.lc === 'to' && sb.match[j - 1] < 0 && y.lc === y.lem) continue;
    // "I installed 1.6.1 over top and that fixed it" -> "installing 1.6.1 over top fixed it": an -ing form
    // that opens its clause is its subject, with no time of its own; the past verb after it tells it
    if (tx === 'past' && ty === 'ing' && (y.lead || /[,;:(]\s*$/.test(sb.blk.text.slice(Math.max(0, y.s - 3), y.s)))) {
      let told = false;
      // (opening its sentence, "Testing with 2.6.0, I found it": the clause before the main one, past the comma)
      for (let k = j + 1; k <= j + (y.lead ? 14 : 8) && B[k] && B[k].sent === y.sent && !(y.lead ? /[;:]/ : /[,;:]/).test(sb.blk.text.slice(B[k - 1].e, B[k].s)); k++) {
        if (verbForm(B[k].lc) === 'past' && !B[k].fn) { told = true; break; }
      }
      if (told) continue;
    }
    if (tx === 'ing' || ty === 'ing') {
      // "is adding" -> "added": the present became past; "did testing" -> "tested", "that reads" -> "reading" keep it
      const aux = [A[i - 1], A[i - 2]].find((p) => p && ['is', 'are', 'am', 'was', 'were', 'did', 'that', 'which', 'who'].includes(p.lc));
      const presentAux = aux && ['is', 'are', 'am'].includes(aux.lc);
      // ("we've dropped etcd" -> "we're dropping etcd"): work done, now said as going on under "is"/"are"
      const goingNow = tx === 'past' && ty === 'ing' && perfect && ['is', 'are', 'am', "'s", "'re", "'m"].includes(B[j - 1]?.lc ?? '') && B[j - 1].sent === y.sent && ['have', 'has', "'ve"].includes(A[i - 1]?.lc ?? '');
      if (goingNow) add('tense', 'fail', [x], [B[j - 1], y], `"${x.t}" became "${y.t}": work done reads as going on`);
      else if (tx === 'ing' && ty === 'past' && (presentAux || !aux) && !(classes(x.lc) & NOUN)) add('tense', 'fail', [x], [y], `"${x.t}" became "${y.t}": an ongoing act reads as done`);
      else if (tx === 'ing' && ty === 'past' && presentAux) add('tense', 'fail', [x], [y], `"${x.t}" became "${y.t}": an ongoing act reads as done`);
      // a present act and its -ing form without an auxiliary say the same time ("the hook fires" -> "hook firing");
      // a past one read as ongoing is the reader's call
      else if (!aux && !(tx === 'ing' && classes(x.lc) & NOUN) && tx !== 'present' && ty !== 'present') {
        // "Spent some time investigating" -> "Spending some time investigating": a report of work done
        // reads as work going on; "after I noticed it" -> "after noticing it" keeps its time
        const reduced = !!B[j - 1] && B[j - 1].sent === y.sent && (PREPOSITIONS.has(B[j - 1].lc) || ['after', 'before', 'when', 'while', 'since', 'upon', 'without', 'by'].includes(B[j - 1].lc));
        // ("was just added" -> "is being added": the passive of a thing done, now going on)
        const nowGoing = ['was', 'were'].includes(x.lc) && y.lc === 'being' && ['is', 'are', 'am', "'s", "'re"].includes(B[j - 1]?.lc ?? '');
        const report = nowGoing || (tx === 'past' && ty === 'ing' && !reduced && !perfect && (y.lead || B[j - 1]?.lc === '+' || B[j - 1]?.lc === 'and'));
        add('tense', report ? 'fail' : 'review', [x], [y], report ? `"${x.t}" became "${y.t}": work done reads as going on` : `"${x.t}" became "${y.t}"`);
      }
      continue;
    }
    // "tests were added to ensure the warnings appeared" -> "added tests to ensure warnings appear": what a
    // check makes sure of takes the time of its own verb, the sequence of tenses; nothing moved in time
    if (tx === 'past' && ty === 'present' && A.slice(Math.max(0, i - 10), i).some((p) => p.sent === x.sent && ['ensure', 'verify', 'confirm'].includes(p.lc) && A[p.i - 1]?.lc === 'to')) continue;
    // a passive: "keeps the column" -> "column kept" (the object now stands before the participle)
    const obj = A[i + 1];
    let passive = !!obj && ['it', 'them', 'this', 'that', 'these', 'those'].includes(obj.lc) && sa.match[obj.i] < 0 && ty === 'past';
    for (let k = i + 1; k < A.length && k <= i + 4 && !passive; k++) {
      const m = sa.match[k] >= 0 ? sa.match[k] : partnerA[k];
      if (m >= 0 && m < j && !A[k].fn) passive = true;
    }
    // "the script would silently continue" -> "script silently continued": "would" tells what used to
    // happen or what would happen, and the past tells the first; a reader decides
    // (and the verbs it governs: "would swing and fail" -> "swung, failed")
    const would = A.some((p) => p.sent === x.sent && p.i < i && p.i >= i - 6 && p.lc === 'would' && sa.match[p.i] < 0);
    // "what you want when you set it to 500 before" -> "what you wanted …": a sentence whose own words
    // put it in the past ("before" closing it, "ago", "yesterday") may tell it in the past
    const anchored = tx === 'present' && ty === 'past' && A.some((u) => u.sent === x.sent && (PAST_TIMES.has(u.lc) || (u.lc === 'before' && (!A[u.i + 1] || A[u.i + 1].sent !== u.sent || /^\s*[.,;)]/.test(sa.blk.text.slice(u.e, u.e + 2))))));
    // "on the datasheet, they stated 5 cpm" -> "the datasheet states 5 cpm": what a document says is told in
    // the present, whenever it was written
    const docSays = tx === 'past' && ty === 'present' && SAYING_VERBS.has(y.lem) && B.slice(Math.max(0, j - 6), j).some((u) => u.sent === y.sent && DOC_NOUNS.has(u.lem));
    if (docSays) continue;
    add('tense', passive || (would && ty === 'past') || anchored ? 'review' : 'fail', [x], [y], `"${x.t}" became "${y.t}": ${tx} became ${ty}`);
  }
  // a question that now reads as a statement: what was asked is told
  {
    const seen = new Set<number>();
    for (const t of A) {
      if (seen.has(t.sent) || !isQuestion(sa, t)) continue;
      seen.add(t.sent);
      const votes = new Map<number, number>();
      for (const x of A) if (x.sent === t.sent && !x.fn && sa.match[x.i] >= 0) votes.set(B[sa.match[x.i]].sent, (votes.get(B[sa.match[x.i]].sent) ?? 0) + 1);
      const best = [...votes].sort((a, b) => b[1] - a[1])[0];
      if (!best) continue;
      const y = B.find((u) => u.sent === best[0])!;
      const end = lastB.get(best[0])!;
      if (!isQuestion(sb, y) && /^\s*[.!]/.test(sb.blk.text.slice(end.e, end.e + 3))) {
        const xs = A.filter((x) => x.sent === t.sent);
        add('hedge', 'fail', [xs[0], xs[xs.length - 1]], [y, end], `a question became a statement: what was asked now reads as known`);
      }
    }
  }
  // the author's pronoun dropped before a bare verb: the author's report or advice reads as an order
  // (and the main clause after an opening condition: "if it works, we can follow up" -> "if it works, follow up")
  const afterCondition = (j: number) => {
    const y = B[j];
    if (!B[j - 1] || B[j - 1].sent !== y.sent || !/,\s*$/.test(sb.blk.text.slice(B[j - 1].e, y.s))) return false;
    let k = j - 1;
    while (k > 0 && B[k - 1].sent === y.sent) k--;
    // (and a circumstance before it: "In Docker, use X")
    return ['if', 'when', 'once', 'after', 'whenever', 'in', 'on', 'for', 'with', 'during', 'under'].includes(B[k].lc) && j - k <= 8;
  };
  // the subject the verb at i had: the word before it, past its modals and adverbs ("User can replan", "Tells
  // agents to stop"), among the words the compression dropped before it
  const subjectOf = (before: Tok[], i: number) => {
    let k = i - 1;
    while (k >= 0 && A[k].sent === A[i].sent && (['can', 'could', 'will', 'would', 'should', 'may', 'might', 'must', 'also', 'just', 'then', 'still', 'now', 'to', 'often', 'usually', 'always', 'never'].includes(A[k].lc) || /ly$/.test(A[k].lc))) k--;
    return before.filter((t) => t.i === k);
  };
  // ("I haven't tested towers with 6 bells" -> "Don't test towers with 6 bells"): the author's report of what they did
  // not do, opened by "Don't" before the verb: an order not to
  for (let j = 2; j < B.length; j++) {
    const y = B[j];
    if (sb.match[j] < 0 || sb.done[j] || !isBaseVerb(y) || B[j - 1].lc !== 'not' || B[j - 2].lc !== 'do' || sb.match[j - 2] >= 0 || B[j - 1].sent !== y.sent || B[j - 2].sent !== y.sent) continue;
    if (j > 2 && B[j - 3].sent === y.sent) continue;
    const i = sb.match[j];
    const before: Tok[] = [];
    for (let k = i - 1; k >= 0 && k >= i - 4 && A[k].sent === A[i].sent; k--) before.unshift(A[k]);
    const who = before.find((t) => ['i', 'we'].includes(t.lc) && sa.match[t.i] < 0);
    if (!who || !before.some((t) => ['have', 'has', 'had', 'did', 'do', 'was', 'were', 'am'].includes(t.lc))) continue;
    add('mood', 'fail', [who, A[i]], [B[j - 2], y], `"${sa.blk.text.slice(who.s, A[i].e)}" became "${sb.blk.text.slice(B[j - 2].s, y.e)}": what the author did not do reads as an order not to`);
  }
  for (let j = 0; j < B.length; j++) {
    const y = B[j];
    if (!(y.lead || afterCondition(j)) || sb.match[j] < 0 || sb.done[j] || !isBaseVerb(y)) continue;
    // (the first part of a hyphenated noun is no verb)
    if (hyphenFirst(y)) continue;
    const i = sb.match[j];
    if (A[i].lead) continue;
    const before: Tok[] = [];
    for (let k = i - 1; k >= 0 && A[k].sent === A[i].sent && sa.match[k] < 0; k--) before.unshift(A[k]);
    // a label before the verb keeps what the frame said ("The mechanism we have is to return" -> "Mechanism: return")
    const labelled = j > 0 && B[j - 1].sent === y.sent && !B[j - 1].fn && /^\s*:\s*$/.test(sb.blk.text.slice(B[j - 1].e, y.s));
    if (labelled) continue;
    // "We encountered X" -> "Hit X": a verb whose past is its base form stays a report
    if (SAME_PAST.has(y.lc) && verbForm(A[i].lc) === 'past') continue;
    // ("I have a feature request" -> "Feature request": a noun after its article, no verb)
    if (['a', 'an', 'the', 'my', 'our', 'this'].includes(A[i - 1]?.lc ?? '') && sa.match[i - 1] < 0) continue;
    // ("So I've set 33.9" -> "So set 33.9": the perfect of a verb whose participle is its base form, a report)
    if (SAME_PAST.has(y.lc) && before.some((t) => ['have', 'has', 'had'].includes(t.lc))) continue;
    // ("I'm open to suggestions" -> "Open to suggestions": after the copula the word is what the author is)
    if (['am', "'m", 'is', 'are', "'re", 'was', 'were'].includes(A[i - 1]?.lc ?? '') && sa.match[i - 1] < 0) continue;
    if (before.some((t) => t.lc === 'i' || t.lc === 'we') && !before.some((t) => CONDITION_EQUIV.has(t.lc))) {
      // "I like X" -> "Like X": a state of mind reads as the author's; a checklist item ("- [x] I take
      // responsibility" -> "- [x] Take responsibility") is the author's too; a reader decides
      // (a sentence that goes on to report in the past, "Start bringup + rviz: observed drift", narrates
      // its steps: a reader decides)
      // (a finite past with its object, "observed drift": not a participle after its noun, "no crashes observed")
      const narrates = B.some((u) => u.sent === y.sent && u.i > y.i && !u.fn && sb.match[u.i] >= 0 && verbForm(u.lc) === 'past' && verbForm(A[sb.match[u.i]].lc) === 'past' &&
        !(classes(u.lc) & NOUN) && !['be', 'been', 'is', 'are', 'was', 'were', 'has', 'have', 'had'].includes(B[u.i - 1]?.lc ?? '') &&
        !(B[u.i - 1] && B[u.i - 1].sent === u.sent && !B[u.i - 1].fn && (classes(B[u.i - 1].lc) & (NOUN | PLURAL)) !== 0 && !isBaseVerb(B[u.i - 1]) && /^\s*$/.test(sb.blk.text.slice(B[u.i - 1].e, u.s))) &&
        !!B[u.i + 1] && B[u.i + 1].sent === u.sent && !B[u.i + 1].fn);
      // ("I suppose it's possible" -> "Suppose it's possible": an opinion verb opening its clause is the author's guess)
      // ("I put together a CLI" -> "Put together a CLI": a verb whose past is its base form may still report; a reader decides)
      // ("Actually I want a hint section" -> "Want hint section": a want is the author's, nobody orders one)
      if (WANTING.has(y.lc) || ['want', 'need', 'wants', 'needs'].includes(y.lc)) continue;
      // (a verb whose past is its base form, in a sentence that tells of the past by another verb: "Before I set
      // up a better antenna I received MLAT" -> "Set up a better antenna.": a report, now an order)
      // (unless the compressed sentence keeps its time past: "A couple of days ago I set up my receiver" ->
      // "Couple days ago set up receiver")
      const pastTold = SAME_PAST.has(y.lc) && !B.some((u) => u.sent === y.sent && PAST_TIMES.has(u.lc)) && A.some((u) => u.sent === A[i].sent && u.i !== i && !u.fn && verbForm(u.lc) === 'past' && !SAME_PAST.has(u.lc) && (classes(u.lc) & PAST) !== 0 && !['had', 'was', 'were', 'did'].includes(A[u.i - 1]?.lc ?? ''));
      // ("We run batpause on six turbines" -> "Run batpause on 6 turbines", "I use X" -> "Use X"): what the author's
      // setup is, in the present, the verb as it was, nothing but the pronoun before it: the same words may describe
      // or order; a reader decides ("I restart the server every morning" -> "Restart …" is an act: an order)
      const habit = A[i].lc === y.lc && ['run', 'use', 'operate', 'host', 'own', 'maintain', 'manage', 'support', 'agree', 'disagree', 'oppose', 'prefer', 'like', 'approve', 'favour', 'favor'].includes(y.lc) && before.every((t) => ['i', 'we'].includes(t.lc)) && !B.some((u) => u.sent === y.sent && ['please', 'pls'].includes(u.lc));
      add('mood', STATE_VERBS.has(y.lem) || OPINION_VERBS.has(y.lem) || (SAME_PAST.has(y.lc) && !pastTold) || sa.blk.item || narrates || habit ? 'review' : 'fail', [...before, A[i]], [y], `${q([...before, A[i]])} became "${y.t}": the author's report or advice reads as an order`);
    } else if (before.some((t) => t.lc === 'you' && !fillerA.has(t.i)) && before.some((t) => ['can', 'could', 'may', 'might'].includes(t.lc) && !fillerA.has(t.i)) && !before.some((t) => CONDITION_EQUIV.has(t.lc)) && !isQuestion(sa, A[i])) {
      // "However, you can set the multiplier like this:" -> "However, set the multiplier like this:": a way
      // offered to the reader reads as an order
      add('mood', 'fail', [...before, A[i]], [y], `${q([...before, A[i]])} became "${y.t}": a possibility offered reads as an order`);
    } else if (!before.some((t) => CONDITION_EQUIV.has(t.lc) || fillerA.has(t.i)) && !isQuestion(sa, A[i]) && subjectOf(before, i).some((t) => !t.atom && (t.lc === 'you' ? !addressed : (ACTOR_NOUNS.has(t.lc) && !OTHER_PERSON.has(t.lc) && !AUTHOR_PRONOUNS.has(t.lc)) || PERSON_NOUNS.has(t.lem) || /^@/.test(t.t) || ['he', 'she', 'they'].includes(t.lc)))) {
      // "You leave a stop when …" -> "Leave a stop when …", "User can replan any day" -> "Replan any day",
      // "Tells agents to stop" -> "Stop": what someone does, now an order (a block that tells the reader
      // "you are …" addresses its instructions already: "You persist for the session" -> "Persist …")
      add('mood', 'fail', [...before, A[i]], [y], `${q([...before, A[i]])} became "${y.t}": what someone does reads as an order`);
    } else if (!(j > 0 && B[j - 1].sent === y.sent && !B[j - 1].fn && /^\s*:\s*$/.test(sb.blk.text.slice(B[j - 1].e, y.s))) && before.some((t) => ADVICE_FRAME.has(t.lc) && !fillerA.has(t.i)) && !before.some((t) => CONDITION_EQUIV.has(t.lc)) && !B.some((u) => u.sent === y.sent && u.i < y.i && FRAME_NOUNS.has(u.lc)) && !['a', 'an', 'the', 'this', 'that', 'its', 'their', 'our', 'my', 'your'].includes(A[i - 1]?.lc ?? '')) {
      // "Would be good to start …", "It might be worth adding …" -> "Start …": a suggestion reads as an order
      add('mood', 'fail', [...before, A[i]], [y], `${q([...before, A[i]])} became "${y.t}": a suggestion reads as an order`);
    } else {
      // "It would be really cool if you could then suggest photos" -> "Then suggest photos": a wish put to
      // someone, now an order (its words gone from the clause before the verb, a kept "then" aside)
      const gone = A.slice(Math.max(0, i - 12), i).filter((t) => t.sent === A[i].sent && sa.match[t.i] < 0);
      if (gone.some((t) => ['would', "'d"].includes(t.lc)) && gone.some((t) => WISH_WORDS.has(t.lc)) && gone.some((t) => t.lc === 'you')) {
        add('mood', 'fail', gone, [y], `${q(gone)} became "${y.t}": a wish reads as an order`);
      }
    }
  }

  // a verb written anew to open a sentence whose verbose one states the author's wish or preference
  // ("I'd rather have the option as a separate PR" -> "Make the option a separate PR"): an order
  for (let j = 0; j < B.length; j++) {
    const y = B[j];
    // ("I would like to add X" -> "Want to add X": the wish, still said)
    if (!(y.lead || afterCondition(j)) || sb.match[j] >= 0 || sb.moved[j] || sb.done[j] || !isBaseVerb(y) || isQuestion(sb, y) || WANTING.has(y.lc) || ['prefer', 'need', 'hope', 'wish', 'plan', 'intend'].includes(y.lc)) continue;
    let src = -1;
    for (let k = j + 1; k < B.length && B[k].sent === y.sent; k++) if (sb.match[k] >= 0) {
      src = A[sb.match[k]].sent;
      break;
    }
    if (src < 0) continue;
    // (after the circumstance both keep, "In Docker, we recommend X" -> "In Docker, use X", the head is what follows it)
    const all = A.filter((t) => t.sent === src);
    let anchor = -1;
    if (!y.lead) for (let k = j - 1; k >= 0 && B[k].sent === y.sent; k--) if (sb.match[k] >= 0) {
      anchor = sb.match[k];
      break;
    }
    const head = (anchor >= 0 ? all.filter((t) => t.i > anchor) : all).slice(0, 4);
    const wish = head.some((t) => t.lc === 'i' || t.lc === 'we') && head.some((t) => ['would', "'d", 'rather', 'prefer', 'want', 'wish', 'like'].includes(t.lc) && sa.match[t.i] < 0);
    // ("It would be useful to have one for testing" -> "Provide one for testing": a suggestion)
    // ("It just needs to run when uploads happen" -> "Make it run when uploads happen": what a thing needs, said as an order)
    const needs = head.some((t, k) => ['needs', 'need'].includes(t.lc) && sa.match[t.i] < 0 && head[k + 1]?.lc === 'to') && head.some((t) => ['it', 'this', 'that'].includes(t.lc));
    const advice = !wish && (needs || head.some((t) => ADVICE_FRAME.has(t.lc) && sa.match[t.i] < 0 && !fillerA.has(t.i))) && !head.some((t) => CONDITION_EQUIV.has(t.lc)) &&
      !B.some((u) => u.sent === y.sent && u.i < y.i && FRAME_NOUNS.has(u.lc));
    if (wish) add('mood', 'fail', head.filter((t) => sa.match[t.i] < 0), [y], `${q(head.filter((t) => sa.match[t.i] < 0))} became "${y.t}": the author's wish reads as an order`);
    else if (advice) add('mood', 'fail', head.filter((t) => sa.match[t.i] < 0), [y], `${q(head.filter((t) => sa.match[t.i] < 0))} became "${y.t}": a suggestion reads as an order`);
    else {
      // ("items whose plan is pending now carry a badge" -> "give items whose plan is pending a badge": the
      // clause's subject kept, its finite verb exchanged for a bare one before it: what is, now an order)
      const h0 = sb.match[j + 1] >= 0 && B[j + 1].sent === y.sent ? A[sb.match[j + 1]] : undefined;
      const finite = h0 && sa.match[h0.i] >= 0 && !h0.fn && !isBaseVerb(h0) && verbForm(h0.lc) !== 'past' ?
        all.find((t) => t.i > h0.i && sa.match[t.i] < 0 && !sa.done[t.i] && !t.fn && !t.atom && (classes(t.lc) & VERB) !== 0 && !(classes(t.lc) & ADJ) &&
          !/ing$/.test(t.lc) && !(classes(t.lc) & (NOUN | PLURAL) && nounAfter(A, t.i))) : undefined;
      if (finite) add('mood', 'fail', [finite], [y], `"${finite.t}" became "${y.t}" before its subject: what is told reads as an order`);
    }
  }

  // 4. content words left over: lost (with no rule behind it), or exchanged for words no rule lists
  const leftA = A.filter((t) => sa.match[t.i] < 0 && !sa.moved[t.i] && !sa.done[t.i]);
  const leftB = B.filter((t) => sb.match[t.i] < 0 && !sb.moved[t.i] && !sb.done[t.i]);
  const stemsB = new Set(B.map((t) => stem(t.lc)));
  const keysB = new Set(B.map((t) => t.key));
  const stemsA = new Set(A.map((t) => stem(t.lc)));
  // "Attempt to launch it" -> "Launch it" (a step, not a report: "tried to fix" -> "fixed" claims success);
  // "version 1.6.0" -> "1.6.0" (the noun that names the number it stands before)
  const lightVerb = (t: Tok) => ['try', 'tries', 'attempt', 'attempts'].includes(t.lc) && ['to', 'and'].includes(A[t.i + 1]?.lc ?? '');
  const namesNumber = (t: Tok) => ['version', 'release', 'build', 'revision'].includes(t.lc) && !!A[t.i + 1] && /^v?\d/.test(A[t.i + 1].lc) && sa.match[t.i + 1] >= 0;
  // "I just wanted to know whether X?" -> "Whether X?": the frame of a question or a remark
  const askFrame = (t: Tok) => (WANTING.has(t.lc) && A[t.i + 1]?.lc === 'to' && ASKING.has(A[t.i + 2]?.lc ?? '')) || (ASKING.has(t.lc) && A[t.i - 1]?.lc === 'to' && WANTING.has(A[t.i - 2]?.lc ?? ''));
  const opensSentence = (toks: Tok[], t: Tok) => t.i === 0 || toks[t.i - 1].sent !== t.sent;
  // "Hi @ann, the results …" -> "@ann results …": a greeting that opens a comment or a sentence
  const greeting = (t: Tok) => GREETINGS.has(t.lc) && opensSentence(A, t);
  // "you'll need to grab 1.7.1" -> "grab 1.7.1": what the reader must do, said to them as an order (not "we
  // need to", a plan, which the order would change)
  const youMust = (t: Tok) => ['need', 'needs', 'have', 'has'].includes(t.lc) && A[t.i + 1]?.lc === 'to' && !!A[t.i + 2] && sa.match[t.i + 2] >= 0 &&
    [A[t.i - 1], A[t.i - 2]].some((p) => p && p.sent === t.sent && ['you', "you'll", 'youll'].includes(p.lc) && sa.match[p.i] < 0);
  // "The exceptions are as follows:" -> "Exceptions:"; "x number of users" -> "x users"
  const frameWord = (t: Tok) => (t.lc === 'follows' && A[t.i - 1]?.lc === 'as') || (t.lc === 'number' && A[t.i + 1]?.lc === 'of' && !!A[t.i - 1] && !['the', 'this', 'that', 'its', 'their'].includes(A[t.i - 1].lc));
  // "that uses float32 as well" -> "also uses float32": "as well" said as "also" or "too"
  const asWell = (t: Tok) => t.lc === 'well' && A[t.i - 1]?.lc === 'as' && (!A[t.i + 1] || A[t.i + 1].sent !== t.sent || A[t.i + 1].fn || /^[,;.)]/.test(sa.blk.text.slice(t.e, t.e + 1))) &&
    (B.some((u) => gB(u) === gA(t) && ['too', 'also', '+'].includes(u.lc)) || A.some((u) => u.sent === t.sent && u.lc === 'also'));
  // ("During my analysis, a race test found X" -> "Race test found X"): the author's own activity framing the sentence
  const ownFrame = (t: Tok) => !t.fn && (classes(t.lc) & (NOUN | PLURAL)) !== 0 && ['my', 'our'].includes(A[t.i - 1]?.lc ?? '') && ['during', 'in', 'from', 'through'].includes(A[t.i - 2]?.lc ?? '') &&
    (t.i === 2 || A[t.i - 3].sent !== t.sent) && sa.match[t.i] < 0 && sa.match[t.i - 1] < 0 && sa.match[t.i - 2] < 0 && /^\s*,/.test(sa.blk.text.slice(t.e, t.e + 2));
  // ("41 minutes long" -> "41 min"): the dimension after a measure says nothing the measure does not
  const measureWord = (t: Tok) => ['long', 'wide', 'tall', 'high', 'deep', 'thick'].includes(t.lc) && !!A[t.i - 1] && A[t.i - 1].sent === t.sent && (UNIT_NOUNS.has(A[t.i - 1].lc) || !!UNIT_ABBR[A[t.i - 1].lc]) &&
    !!A[t.i - 2] && /^\d/.test(A[t.i - 2].key);
  // ("the robot's own log says 2 milkings" -> "robot's own log: 2 milkings"): a verb of saying, a colon in its place
  // (or a colon a few words on, before what is said: "Ottilie wrote in the ticket: …" -> "Ottilie in ticket: …")
  const sayColon = (t: Tok) => ['says', 'said', 'say', 'reads', 'shows', 'showed', 'states', 'stated', 'reports', 'reported', 'lists', 'listed', 'wrote', 'writes', 'commented', 'noted', 'replied', 'answered'].includes(t.lc) && sa.match[t.i] < 0 && (() => {
    const [lo, hi] = pairedAround(sa, B.length, t.i, t.i);
    if (lo >= 0 && hi < B.length && hi - lo <= 3 && /:/.test(sb.blk.text.slice(B[lo].e, B[hi].s))) return true;
    // (the colon closes the kept words after the verb, as the verbose text's own colon did)
    const colonA = A.find((x) => x.sent === t.sent && x.i > t.i && x.i <= t.i + 5 && /^\s*:/.test(sa.blk.text.slice(x.e, x.e + 2)));
    return lo >= 0 && !!colonA && sa.match[colonA.i] >= 0 && /^\s*:/.test(sb.blk.text.slice(B[sa.match[colonA.i]].e, B[sa.match[colonA.i]].e + 2));
  })();
  // ("ran past the setpoint, which pushed the air to 39.8 °C" -> "ran past setpoint → air ~39.8 °C": the verb of a
  // "which" that takes up the clause before it, said by the arrow written in the linked sentences)
  const resultVerb = (t: Tok) => A[t.i - 1]?.lc === 'which' && A[t.i - 1].sent === t.sent && sa.match[t.i - 1] < 0 && t.i >= 2 &&
    /,\s*$/.test(sa.blk.text.slice(A[t.i - 2].e, A[t.i - 1].s)) && ['present', 'past'].includes(verbForm(t.lc)) &&
    B.some((u) => gB(u) === gA(t) && ARROW_TOKENS.has(u.lc) && sb.match[u.i] < 0);
  // "by each account, I see the following behaviour:" -> "per account:" before its list: the frame that
  // presents what follows (its words, where the sentence holds "the following")
  const followingSents = new Set(A.filter((u) => u.lc === 'following' && A[u.i - 1]?.lc === 'the').map((u) => u.sent));
  const followingFrame = (t: Tok) => followingSents.has(t.sent) && FOLLOWING_FRAME.has(t.lc);
  // "no more crackling occurs" -> "no more crackling", "causes artifacts to appear on greys" -> "→ artifacts
  // on greys": a verb that only says a thing is there (not one that hedges, read with the hedges before)
  const existence = (t: Tok) => ['occur', 'happen', 'exist', 'arise', 'appear'].includes(t.lem) && hedgeCls(A, t) === null;
  // "on a per-ExtruderStepper basis" -> "per ExtruderStepper"; "to check and see if" -> "to see if";
  // "to ensure they are considered" -> "so they're considered"
  const idiomWord = (t: Tok) => (t.lc === 'basis' && [A[t.i - 1], A[t.i - 2], A[t.i - 3]].some((p) => p?.lc === 'per' || p?.lc.startsWith('per-'))) ||
    (t.lc === 'check' && A[t.i + 1]?.lc === 'and' && A[t.i + 2]?.lc === 'see') || (t.lc === 'see' && A[t.i - 1]?.lc === 'and' && A[t.i - 2]?.lc === 'check') ||
    (['ensure', 'ensures', 'ensuring'].includes(t.lc) && A[t.i - 1]?.lc === 'to' && B.some((u) => gB(u) === gA(t) && u.lc === 'so')) ||
    // "I took the liberty of drawing a timeline" -> "I drew a timeline": a courtesy around the act, the act kept
    libertyFrame(t);
  const libertyFrame = (t: Tok) => {
    const k = ['take', 'took', 'taken', 'taking', 'takes'].includes(t.lc) ? t.i : t.lc === 'liberty' ? t.i - 2 : -1;
    if (k < 0 || !A[k] || !['take', 'took', 'taken', 'taking', 'takes'].includes(A[k].lc) || A[k + 1]?.lc !== 'the' || A[k + 2]?.lc !== 'liberty' || A[k + 3]?.lc !== 'of') return false;
    const act = A[k + 4];
    return !!act && act.sent === t.sent && /ing$/.test(act.lc) && B.some((u) => gB(u) === gA(t) && u.lem === act.lem);
  };
  // "chunks that never get returned" -> "chunks never returned": "get" as the passive's auxiliary
  const getPassive = (t: Tok) => ['get', 'gets', 'got', 'gotten', 'getting'].includes(t.lc) && !!A[t.i + 1] && verbForm(A[t.i + 1].lc) === 'past' && sa.match[t.i + 1] >= 0;
  // "seems to fix this issue" -> "seems to fix it": the matter at hand, referred to again
  const anaphor = (t: Tok) => ANAPHOR_NOUNS.has(t.lc) && ['the', 'this', 'that'].includes(A[t.i - 1]?.lc ?? '') && sa.match[t.i - 1] < 0;
  // "This file provides guidance to Claude Code" -> "Guidance for Claude Code": a text that names itself
  // and what it holds opens on what it holds
  const selfFrame = (t: Tok) => {
    const own = (x: Tok | undefined) => !!x && SELF_NOUNS.has(x.lc) && ['this', 'the'].includes(A[x.i - 1]?.lc ?? '') && (x.i === 1 || A[x.i - 2]?.sent !== x.sent);
    if (own(t)) return !!A[t.i + 1] && A[t.i + 1].sent === t.sent && SELF_VERBS.has(A[t.i + 1].lem);
    return SELF_VERBS.has(t.lem) && own(A[t.i - 1]);
  };
  // "the README file" -> "the README", "a video file" -> "a video", "via serial port" -> "over serial": a
  // noun that only says what kind of thing its kept modifier names, at the end of its phrase
  // "a further series of error dialogs" -> "more error dialogs": a noun that only gathers what follows "of"
  const gathers = (t: Tok) => GATHERING_NOUNS.has(t.lc) && A[t.i + 1]?.lc === 'of' && sa.match[t.i + 1] < 0 && !!A[t.i + 2] && A[t.i + 2].sent === t.sent && (sa.match[t.i + 2] >= 0 || partnerA[t.i + 2] >= 0);
  const kindHead = (t: Tok) => {
    if (!KIND_NOUNS.has(t.lc) || sa.match[t.i] >= 0) return false;
    const m = A[t.i - 1];
    if (!m || m.sent !== t.sent || m.fn || (sa.match[m.i] < 0 && partnerA[m.i] < 0)) return false;
    const n = A[t.i + 1];
    return !n || n.sent !== t.sent || n.fn || /^[\s]*[,.;:)]/.test(sa.blk.text.slice(t.e, t.e + 2));
  };
  const licensedDrop = (t: Tok) => t.fn || selfFrame(t) || kindHead(t) || gathers(t) || t.lc === '' || keysB.has(t.key) || stemsB.has(stem(t.lc)) || !/\p{L}/u.test(t.t) || PREPOSITIONS.has(t.lc) || PRESENTING.has(t.lc) || lightVerb(t) || namesNumber(t) || askFrame(t) ||
    greeting(t) || youMust(t) || frameWord(t) || asWell(t) || resultVerb(t) || measureWord(t) || sayColon(t) || ownFrame(t) || getPassive(t) || anaphor(t) || followingFrame(t) || existence(t) || idiomWord(t) ||
    // "The reason I didn't add it is that …" -> "Didn't add it b/c …": the cause, said by its word
    (['reason', 'reasons'].includes(t.lc) && B.some((u) => gB(u) === gA(t) && CAUSE_WORDS.has(u.lc)));
  // a word exchanged for its synonym in the same linked sentences ("discovered" -> "found"): the same word to a reader
  const synonymOf = new Set<Tok>();
  {
    const insBy = new Map<number, Tok[]>();
    for (const t of leftB) if (!t.fn && /^\p{L}+$/u.test(t.t)) (insBy.get(gB(t)) ?? insBy.set(gB(t), []).get(gB(t))!).push(t);
    for (const t of leftA) {
      if (t.fn || !/^\p{L}+$/u.test(t.t)) continue;
      const u = insBy.get(gA(t))?.find((x) => !synonymOf.has(x) && (synonymous(t.lc, x.lc) || typoFixed(t.lc, x.lc) || clipped(t.lc, x.lc) || (x.lc.length < t.lc.length && t.lc.length >= 4 && abbreviates(t.lc, x.lc)) || derived(t.lc, x.lc) ||
        // ("leaflets that use these numbers" -> "leaflets using these numbers": the same verb in another form)
        (t.lem.length >= 3 && (classes(t.lem) & VERB) !== 0 && (t.lem === x.lem || ingBases(x.lc).includes(t.lem))) ||
        // ("with a loss of context" -> "losing context": the noun said by its verb's -ing form)
        ingBases(x.lc).some((b) => b !== t.lc && (synonymous(t.lc, b) || derived(t.lc, b))) ||
        // ("Run the builder again" -> "Rerun the builder"): "again" said by the verb's "re-"
        (/^re-?\p{L}{3,}$/u.test(x.lc) && lemma(x.lc.replace(/^re-?/, '')) === t.lem && A.some((a) => a.lc === 'again' && a.sent === t.sent && sa.match[a.i] < 0))));
      if (u) {
        synonymOf.add(t).add(u);
        if (/^re-?/.test(u.lc) && !/^re-?/.test(t.lc)) for (const a of A) if (a.lc === 'again' && a.sent === t.sent && sa.match[a.i] < 0) synonymOf.add(a);
      }
    }
  }
  const runs = new Map<number, { del: Tok[]; ins: Tok[] }>();
  for (const t of leftA) {
    if (licensedDrop(t) || synonymOf.has(t)) continue;
    const r = runs.get(gA(t)) ?? runs.set(gA(t), { del: [], ins: [] }).get(gA(t))!;
    r.del.push(t);
  }
  // ("Please let me know if you want that fixed" -> "Tell me if you want that fixed": the closer's ask in one word)
  // ("It is not because of this PR" -> "Not caused by this PR"): the cause the verbose text states, said by its verb
  const causeSaid = (t: Tok) => ['caused', 'cause', 'causes'].includes(t.lc) && A.some((u) => ['because', 'due', 'owing'].includes(u.lc) && gA(u) === gB(t) && sa.match[u.i] < 0);
  // ("provided that X" -> "provided X"): the conjunction without its "that"
  const provisoSaid = (t: Tok) => ['provided', 'providing'].includes(t.lc) && A.some((u) => gA(u) === gB(t) && ((u.src ?? []).includes('provided') || u.lc === 'provided' || u.lc === 'providing'));
  // ("Thanks!" -> "thx"): the thanks in its short form
  const thanksSaid = (t: Tok) => ['thx', 'ty', 'tks', 'thanks', 'thank'].includes(t.lc) && A.some((u) => ['thanks', 'thank', 'thx'].includes(u.lc) && gA(u) === gB(t));
  const askSaid = (t: Tok) => ['tell', 'ping', 'notify', 'inform'].includes(t.lc) && A.some((u) => u.lc === 'know' && gA(u) === gB(t) && sa.match[u.i] < 0 && A[u.i - 2]?.lc === 'let');
  for (const t of leftB) {
    if (t.fn || !/\p{L}/u.test(t.t) || stemsA.has(stem(t.lc)) || synonymOf.has(t) || askSaid(t) || thanksSaid(t) || causeSaid(t) || provisoSaid(t)) continue;
    const r = runs.get(gB(t)) ?? runs.set(gB(t), { del: [], ins: [] }).get(gB(t))!;
    r.ins.push(t);
  }
  for (const { del, ins } of runs.values()) {
    // each contiguous run of lost words is one finding: a claim lost when it held three content words or more
    const chunks: Tok[][] = [];
    for (const t of del) {
      const last = chunks[chunks.length - 1];
      if (last && t.i - last[last.length - 1].i <= 3) last.push(t);
      else chunks.push([t]);
    }
    // a phrase reworded (words written in its place) is a claim lost only where far more went than came
    // (the words written where the run stood: between the compressed partners of its neighbours)
    const near = (ch: Tok[]) => {
      let lo = -1;
      let hi = B.length;
      for (let k = ch[0].i - 1; k >= 0; k--) if (sa.match[k] >= 0) {
        lo = sa.match[k];
        break;
      }
      for (let k = ch[ch.length - 1].i + 1; k < A.length; k++) if (sa.match[k] >= 0) {
        hi = sa.match[k];
        break;
      }
      return ins.filter((u) => u.i > lo && u.i < hi).length;
    };
    // (a clause of its own, a finite verb and its words, gone with nothing written in its place, is a claim too)
    // (and a verb after a modal gone with it: "; can break feed submission")
    const finite = (t: Tok) => ((classes(t.lc) & (VERB_S | PAST)) !== 0 && !(classes(t.lc) & PLURAL) && !t.atom) ||
      // (a modal that opens its own clause, after ";" or ",": "; can break feed submission")
      (!t.atom && (classes(t.lc) & VERB) !== 0 && !!A[t.i - 1] && A[t.i - 1].sent === t.sent && ['can', 'could', 'may', 'might', 'will', 'must'].includes(A[t.i - 1].lc) && sa.match[t.i - 1] < 0 &&
        t.i >= 2 && (/[;,]\s*$/.test(sa.blk.text.slice(A[t.i - 2].e, A[t.i - 1].s)) || (['and', 'but'].includes(A[t.i - 2].lc) && sa.match[t.i - 2] < 0)));
    // (one act of two joined by "and" gone with nothing in its place: "we'll publish and monitor the
    // addresses" -> "we'll publish the addresses")
    const verbish = (t: Tok) => !t.atom && (classes(t.lem) & VERB) !== 0 && !(classes(t.lc) & PLURAL);
    const joinedAct = (ch: Tok[]) => {
      if (ch.length !== 1 || near(ch) !== 0 || !verbish(ch[0])) return false;
      const t = ch[0];
      const c = A[t.i - 1], v = A[t.i - 2];
      if (!c || !v || c.sent !== t.sent || v.sent !== t.sent || !['and', 'or', '+', '&'].includes(c.lc) || sa.match[c.i] >= 0) return false;
      // (the kept act plainly a verb: after a modal, "to", a pronoun or an adverb of one; "check and
      // see", "try and", "go and" are one act)
      if (['see', 'go', 'come', 'try', 'wait'].includes(t.lc)) return false;
      const head = [A[v.i - 1], A[v.i - 2]].some((p) => p && p.sent === v.sent && (MODALS.has(p.lc) || ['to', "'ll", 'will', 'we', 'i', 'you', 'they', 'please', 'also', 'then', 'must', 'should', 'can'].includes(p.lc)));
      return head && sa.match[v.i] >= 0 && verbish(v) && verbForm(v.lc) === verbForm(t.lc);
    };
    // (the last item of a list in parentheses gone: "(need herbie library + network access)" -> "(need
    // herbie library)", "(all-local preference, Windows-first)" -> "(all-local preference)")
    const listItem = (ch: Tok[]) => {
      if (ch.length > 4 || near(ch) !== 0) return false;
      const first = ch[0], last = ch[ch.length - 1];
      // (or the last item of a list that ends its sentence or line, "returns answer, card_name, interpretation":
      // a thing named, by nouns, names or identifiers, no verb or word that joins clauses)
      const closed = /^\s*[)\]]/.test(sa.blk.text.slice(last.e, last.e + 3));
      const endsList = !A[last.i + 1] || A[last.i + 1].sent !== last.sent || /^[ \t]*(?:[.;!?]|\n|$)/.test(sa.blk.text.slice(last.e, last.e + 3));
      const thing = (t: Tok) => t.atom || /[_\d]/.test(t.t) || (/^\p{Lu}/u.test(t.t) && !t.lead) ||
        ((classes(t.lc) & (NOUN | PLURAL | ADJ)) !== 0 && (classes(t.lc) & VERB) === 0 && !/ing$/.test(t.lc) && verbForm(t.lc) !== 'past');
      if (!closed && !(endsList && ch.every((t, k) => thing(t) || (k < ch.length - 1 && /ing$/.test(t.lc))) && !(classes(last.lc) & ADJ && !(classes(last.lc) & (NOUN | PLURAL))))) return false;
      let k = first.i - 1;
      while (k >= 0 && ['+', '&', 'and', 'or'].includes(A[k].lc) && sa.match[k] < 0) k--;
      const prev = A[k];
      if (!prev || prev.sent !== first.sent || sa.match[prev.i] < 0 || prev.fn) return false;
      return /,|\s\+\s|\s&\s|\band\b|\bor\b/.test(sa.blk.text.slice(prev.e, first.s)) && !/[()]/.test(sa.blk.text.slice(prev.e, first.s));
    };
    // (a date or a span of dates gone with nothing in its place, "from April to October": when it holds, a fact)
    // (a weekday beside a date kept, "On Friday October 18th" -> "Oct 18th", adds nothing the date does not say)
    const month = (t: Tok) => CALENDAR.test(t.lc) && !/day$|^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)$/.test(t.lc);
    const dated = (ch: Tok[]) => near(ch) === 0 && ch.some((t) => /^\p{Lu}/u.test(t.t) && CALENDAR.test(t.lc) && t.lc !== 'may' && t.lc.length >= 3 && !B.some((u) => u.lc === t.lc) &&
      (month(t) || !A.some((x) => x.sent === t.sent && x !== t && month(x) && !ch.includes(x))));
    // (a person named nowhere else in the compression, gone with nothing in its place: "or ask Saoirse (looks after
    // the site)" dropped loses who else can do it)
    const named = (ch: Tok[]) => near(ch) === 0 && ch.length >= 2 && ch.some((t) => !t.atom && /^\p{Ll}/u.test(t.t) && (classes(t.lc) & VERB) !== 0) && ch.some((t) => !t.lead && !t.atom && /^\p{Lu}\p{Ll}{2,}$/u.test(t.t) && !known(t.lc) && !B.some((u) => u.lc === t.lc));
    const big = (ch: Tok[]) => (ch.length >= CLAIM_WORDS && ch.length > near(ch) + 2) || (ch.length >= 2 && ch.some(finite) && near(ch) === 0) || joinedAct(ch) || listItem(ch) || dated(ch) || named(ch);
    // a clause that says which ones, gone whole with nothing in its place ("Guest who has RSVP'd can view" ->
    // "Guest can view"): the claim now holds of every one
    const restricts = (ch: Tok[]) => {
      if (big(ch) || near(ch) !== 0 || ch.length > 4) return false;
      let k = ch[0].i - 1;
      while (k >= 0 && A[k].sent === ch[0].sent && sa.match[k] < 0 && A[k].fn && !['who', 'that', 'which'].includes(A[k].lc)) k--;
      const rel = A[k], noun = A[k - 1];
      if (!rel || !noun || !['who', 'that'].includes(rel.lc) || sa.match[rel.i] >= 0 || noun.sent !== rel.sent || sa.match[noun.i] < 0 || noun.fn || noun.atom) return false;
      if (!((classes(noun.lc) & (NOUN | PLURAL)) !== 0 || ROLE_NOUNS.has(noun.lc)) || /[,;:(]/.test(sa.blk.text.slice(noun.e, rel.s))) return false;
      // (the clause runs up to a kept verb or modal: the main clause goes on after it)
      let a = ch[ch.length - 1].i + 1;
      while (A[a] && A[a].sent === rel.sent && sa.match[a] < 0 && A[a].fn) a++;
      const after = A[a];
      if (!after || after.sent !== rel.sent || sa.match[after.i] < 0 || A.slice(rel.i + 1, a).some((t) => sa.match[t.i] >= 0)) return false;
      return MODALS.has(after.lc) || ((classes(after.lc) & (VERB_S | VERB)) !== 0 && !(classes(after.lc) & ADJ) && !/ed$/.test(after.lc));
    };
    for (const ch of chunks) if (restricts(ch)) add('limiter', 'fail', ch, [], `the clause ${q(ch)} that says which ones dropped: the claim now holds of all`);
    for (const ch of chunks) if (big(ch)) add('claim', 'fail', ch, [], `${q(ch)} dropped: no rule drops these words`);
    const small = chunks.filter((ch) => !big(ch) && !restricts(ch)).flat();
    // a verb said with another, no more words than it had ("describes" -> "says", "figure out" -> "find",
    // "is a natural addition" -> "fits"): how an act is put, not who or what it is about; a reader need not
    // weigh it (a noun or a name exchanged, "haiku" -> "sonnet", still is)
    const verbal = (t: Tok) => !t.atom && !/^\p{Lu}/u.test(t.t) && (classes(t.lc) & (VERB | VERB_S | PAST)) !== 0 && lemma(t.lc) === t.lem;
    const sameAct = ins.length <= small.length && ins.every(verbal) && small.some(verbal) && !ins.some((u) => small.some((t) => t.lem === u.lem));
    if (small.length && ins.length && sameAct) continue;
    // ("migrate Dexie to v2" -> "to v3", "Booking B" -> "Booking A", "key+n" -> "key+b"): a label of a letter or a
    // version, the same word but its digits or its one letter: another thing named, no paraphrase
    const skeleton = (w: string) => w.replace(/\d+/g, '#');
    const label = (x: Tok, y: Tok) => (x.t !== y.t && /\d/.test(x.t) && /\d/.test(y.t) && skeleton(x.lc) === skeleton(y.lc)) ||
      (/^\p{Lu}$/u.test(x.t) && /^\p{Lu}$/u.test(y.t) && x.t !== y.t && !x.lead) || (/^[a-z]$/.test(x.t) && /^[a-z]$/.test(y.t) && x.t !== y.t && /\+$/.test(sa.blk.text.slice(Math.max(0, x.s - 1), x.s)));
    const relabelled = small.length === 1 && ins.length === 1 && label(small[0], ins[0]);
    if (relabelled) add(/\d/.test(small[0].t) ? 'number' : 'protected', 'fail', small, ins, `${q(small)} became ${q(ins)}: another thing named`);
    else if (small.length && ins.length) add('reworded', 'review', small, ins, `${q(small)} became ${q(ins)}: no rule lists this`);
    else if (small.length) add('claim', 'review', small, [], `${q(small)} dropped: no rule drops these words`);
    else if (ins.length) {
      // ("Controls fade away during active sessions" -> "… to reduce anxiety": a purpose the verbose text never
      // states, added at the end of its clause)
      const to = ins[0] && B[ins[0].i - 1];
      const purpose = !!to && to.lc === 'to' && sb.match[to.i] < 0 && isBaseVerb(ins[0]) && ins.length >= 2 && B.slice(ins[0].i, ins[ins.length - 1].i + 1).every((u) => sb.match[u.i] < 0) &&
        !A.some((x) => x.lem === ins[0].lem);
      if (purpose) add('cause', 'fail', [], [to, ...ins], `a purpose ${q([to, ...ins])} added: the verbose text states no reason there`);
      else add('reworded', 'review', [], ins, `${q(ins)} added: no rule adds words`);
    }
  }
  return pairReviews(out, sa, sb);
}

/**
 * One word exchanged for another is one thing for a reader to weigh: a review of a word dropped and
 * a review of a word added at the same place ("multiple" dropped, quantifier "several" added) become
 * one review, "multiple" became "several", of the more telling class.
 */
function pairReviews(out: LocalFinding[], sa: Side, sb: Side): LocalFinding[] {
  const overlap = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];
  const generic = (c: FindingClass) => c === 'claim' || c === 'reworded';
  const gone = new Set<LocalFinding>();
  // (the reviews of words added, by where they stand in the compressed block: a dropped word's place is
  // looked up among the few that start near it)
  const added = out.filter((x) => x.severity === 'review' && x.hasC && !x.hasV).sort((a, b) => a.c[0] - b.c[0]);
  if (!added.length) return out;
  const near = (f: LocalFinding): LocalFinding | undefined => {
    let lo = 0;
    let hi = added.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (added[mid].c[1] <= f.c[0]) lo = mid + 1;
      else hi = mid;
    }
    for (let k = Math.max(0, lo - 4); k < Math.min(added.length, lo + 8); k++) {
      const x = added[k];
      if (!gone.has(x) && (overlap(f.c, x.c) || overlap(f.v, x.v))) return x;
    }
    return undefined;
  };
  for (const f of out) {
    if (f.severity !== 'review' || !f.hasV || f.hasC || gone.has(f)) continue;
    const g = near(f);
    if (!g) continue;
    const before = sa.blk.text.slice(f.v[0], f.v[1]);
    const after = sb.blk.text.slice(g.c[0], g.c[1]);
    const telling = generic(f.class) && !generic(g.class) ? g : f;
    const why = generic(telling.class) ? 'no rule lists this' : telling.message;
    Object.assign(f, { class: generic(telling.class) ? 'reworded' : telling.class, c: g.c, hasC: true, message: `"${before}" became "${after}": ${why}`, restore: CLASS_INFO[generic(telling.class) ? 'reworded' : telling.class].restore });
    gone.add(g);
  }
  return gone.size ? out.filter((f) => !gone.has(f)) : out;
}

/** The verbs an -ing form may come from ("using" -> use, "running" -> run, "making" -> make). */
function ingBases(w: string): string[] {
  if (!/^\p{L}{2,}ing$/u.test(w)) return [];
  const b = w.slice(0, -3);
  return [b, `${b}e`, ...(/(\p{L})\1$/u.test(b) ? [b.slice(0, -1)] : [])];
}

/** A word read as a noun: a determiner, a possessive or "no" before it, an adjective between at most. */
function nounAfter(toks: Tok[], i: number): boolean {
  const det = (w: string) => ['a', 'an', 'the', 'no', 'this', 'that', 'these', 'those', 'any', 'each', 'every', 'my', 'our', 'your', 'its', 'their', 'his', 'her', "'s", '’s'].includes(w);
  const p = toks[i - 1];
  if (!p || p.sent !== toks[i].sent) return false;
  if (det(p.lc)) return true;
  const pp = toks[i - 2];
  return !!pp && pp.sent === p.sent && det(pp.lc) && (classes(p.lc) & ADJ) !== 0 && verbForm(p.lc) === 'none';
}

/**
 * A typo the rewrite fixed ("amout" -> "amount", "paralel" -> "parallel"): one letter added, dropped,
 * changed or two swapped, in words of five letters or more, one of them a word the lexicon does not know.
 */
/** A word without its diacritical marks ("Havlíčkův" -> "Havlickuv"). */
const foldMarks = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');

function typoFixed(aIn: string, bIn: string): boolean {
  // (a name written with its marks or without them: "Havlikuv" and "Havlíčkův")
  const a = foldMarks(aIn);
  const b = foldMarks(bIn);
  if (a === b && aIn !== bIn) return true;
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1 || (known(a) && known(b))) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let ea = a.length - 1;
  let eb = b.length - 1;
  while (ea >= i && eb >= i && a[ea] === b[eb]) {
    ea--;
    eb--;
  }
  const da = ea - i + 1;
  const db = eb - i + 1;
  if (da <= 1 && db <= 1) return true; // one added, dropped or changed
  return da === 2 && db === 2 && a[i] === b[i + 1] && a[i + 1] === b[i]; // two swapped
}


/** A run of this many content words dropped with no rule behind it is a claim lost; fewer, a reader decides. */
const CLAIM_WORDS = 3;

/** "you" that names the reader in general: in a condition or an instruction ("if you have", "you need to"). */
function genericYou(toks: Tok[], t: Tok): boolean {
  const p = toks[t.i - 1]?.lc ?? '';
  // ("you only need to", "you just have to": the adverb between says nothing of who)
  let k = t.i + 1;
  while (toks[k] && toks[k].sent === t.sent && ['only', 'just', 'also', 'still', 'really', 'usually', 'then', 'always', 'probably', 'simply'].includes(toks[k].lc)) k++;
  const n = toks[k]?.lc ?? '';
  if (['if', 'when', 'unless', 'once', 'whenever', 'where', 'so', 'as', 'whether', 'before', 'after', 'until'].includes(p)) return true;
  // ("Name it whatever you like": the choice left free, "any name")
  if (['whatever', 'however', 'wherever', 'whichever', 'whenever'].includes(p) && ['like', 'want', 'prefer', 'choose', 'wish', 'need'].includes(n)) return true;
  if (['allows', 'allow', 'lets', 'let', 'helps', 'help', 'enables', 'enable', 'gives', 'give', 'makes', 'make', 'for', 'tells', 'shows', 'requires', 'require', 'required', 'forces', 'force', 'asks'].includes(p)) return true;
  return ['need', 'needs', 'will', 'can', 'should', 'must', 'may', 'might', 'have', 'want', 'could', 'would', 'are', 'get', 'see'].includes(n);
}

/** A group of linked sentences of a block pair: its extent in each block's text ([s, e), or null where it has none). */
export interface SentenceGroup {
  v: [number, number] | null;
  c: [number, number] | null;
}

/**
 * The groups of linked sentences of a block pair (what `repair` replaces as a whole), merged where
 * their extents overlap on either side, in order.
 */
export function sentenceGroups(v: LedgerBlock, c: LedgerBlock, ctx: LedgerContext): SentenceGroup[] {
  const { sa, sb } = sidesOf(v, c, ctx);
  const A = sa.toks;
  const B = sb.toks;
  const { ga, gb } = groupsOf(sa, sb);
  const ext = new Map<number, SentenceGroup>();
  const grow = (g: number, side: 'v' | 'c', t: Tok) => {
    const e = ext.get(g) ?? ext.set(g, { v: null, c: null }).get(g)!;
    const r = e[side];
    e[side] = r ? [Math.min(r[0], t.s), Math.max(r[1], t.e)] : [t.s, t.e];
  };
  for (const t of A) grow(ga[t.sent], 'v', t);
  for (const t of B) grow(gb[t.sent], 'c', t);
  const list = [...ext.values()].sort((x, y) => (x.v?.[0] ?? x.c?.[0] ?? 0) - (y.v?.[0] ?? y.c?.[0] ?? 0));
  // overlapping extents on either side are one group
  const out: SentenceGroup[] = [];
  const meets = (a: [number, number] | null, b: [number, number] | null) => !!a && !!b && a[0] < b[1] && b[0] < a[1];
  const join = (a: [number, number] | null, b: [number, number] | null): [number, number] | null => (a && b ? [Math.min(a[0], b[0]), Math.max(a[1], b[1])] : (a ?? b));
  for (const g of list) {
    const hit = out.find((o) => meets(o.v, g.v) || meets(o.c, g.c));
    if (hit) {
      hit.v = join(hit.v, g.v);
      hit.c = join(hit.c, g.c);
    } else out.push({ ...g });
  }
  // merging may make two merged groups meet: once more until stable
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < out.length && !changed; i++) {
      for (let j = i + 1; j < out.length && !changed; j++) {
        if (meets(out[i].v, out[j].v) || meets(out[i].c, out[j].c)) {
          out[i] = { v: join(out[i].v, out[j].v), c: join(out[i].c, out[j].c) };
          out.splice(j, 1);
          changed = true;
        }
      }
    }
  }
  return out;
}

/**
 * The engine's guard (contract.ts's companion): the failing findings of a rewritten unit, read by
 * the same ledger the checker runs, as ranges of the unit's text ([s, e)). `before` and `after` are
 * the unit as written and as rewritten; `atoms` the protected spans in each.
 */
export function unitFindings(before: LedgerBlock, after: LedgerBlock, ctx: LedgerContext): [number, number][] {
  if (before.text === after.text) return [];
  const out: [number, number][] = [];
  for (const f of ledgerBlocks(before, after, ctx, before.text, after.text)) if (f.severity === 'fail') out.push([f.verbose.start, f.verbose.end]);
  return out;
}
