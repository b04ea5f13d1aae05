// The words that carry a claim's force, found in plain text: hedges by class, negations, and the
// actors (subject pronouns of anyone but the author). The checker counts them in the prose of both
// texts (invariants 2-4); the engine's contract guard counts them in the words each change
// replaced and wrote (contract.ts). One definition, so that what the engine keeps is what the
// checker asks for.
import { ACTOR_CLASSES, NEGATIONS, NUMBER_WORDS, PLEASANTRY_PATTERNS, UNCERTAINTY_CLASSES, UNIT_WORDS } from './lexicon';

export interface WordHit {
  cls: string;
  word: string;
  start: number;
  end: number;
}

const HEDGE_CLASS = new Map<string, string>();
for (const [cls, words] of Object.entries(UNCERTAINTY_CLASSES)) for (const w of words) HEDGE_CLASS.set(w, cls);
const HEDGE = new RegExp(`\\b(${[...HEDGE_CLASS.keys()].join('|')})\\b`, 'gi');
/** "about" / "around" hedge only before a quantity: "about 40 ms", not "talk about locking". */
const NEEDS_QUANTITY = new Set(['about', 'around']);
const NUMBER_WORD = [...new Set([...Object.keys(NUMBER_WORDS), ...Object.keys(UNIT_WORDS), 'hundred', 'thousand', 'million', 'billion', 'dozen', 'half'])].join('|');
const QUANTITY = new RegExp(String.raw`^\s+(?:~|[-+±]?[$€£]?\d|(?:(?:a|an)\s+)?(?:${NUMBER_WORD})\b)`, 'i');
const PLEASANTRY = new RegExp(PLEASANTRY_PATTERNS.join('|'), 'gi');
const NEGATION = new RegExp(`\\b(${NEGATIONS.join('|')})\\b|n['’]t\\b`, 'gi');

/**
 * Hedges of a prose text by class; a `~` or `≈` before a number approximates it ("about 40" ->
 * "~40" keeps the class). "unclear" or "uncertain" inside a pleasantry ("let me know if anything
 * is unclear") says nothing of a claim and is not counted.
 */
export function hedgeHits(text: string, into: (h: WordHit) => void): void {
  HEDGE.lastIndex = 0;
  let m: RegExpExecArray | null;
  let pleasant: number[] | null = null;
  while ((m = HEDGE.exec(text))) {
    const word = m[1].toLowerCase();
    const end = m.index + m[0].length;
    // "it should be noted" is a pleasantry, not a hedge: lite drops it as SPEC §1.2 asks.
    if (word === 'should' && /^\s+be\s+noted\b/i.test(text.slice(end, end + 20))) continue;
    if (NEEDS_QUANTITY.has(word) && !QUANTITY.test(text.slice(end, end + 24))) continue;
    const cls = HEDGE_CLASS.get(word)!;
    if (cls === 'confidence' && inside((pleasant ??= pleasantrySpans(text)), m.index)) continue;
    into({ cls, word, start: m.index, end });
  }
  const re = /[~≈](?=\s?\d)/g;
  while ((m = re.exec(text))) into({ cls: 'approximation', word: m[0], start: m.index, end: m.index + 1 });
}

/** Start/end pairs of the pleasantries of a text. */
function pleasantrySpans(text: string): number[] {
  PLEASANTRY.lastIndex = 0;
  const out: number[] = [];
  let m: RegExpExecArray | null;
  while ((m = PLEASANTRY.exec(text))) {
    if (m[0] === '') { PLEASANTRY.lastIndex++; continue; }
    out.push(m.index, m.index + m[0].length);
  }
  return out;
}

const inside = (spans: number[], at: number) => {
  for (let k = 0; k < spans.length; k += 2) if (spans[k] <= at && at < spans[k + 1]) return true;
  return false;
};

/** Negations of a prose text (words, and n't). */
export function negationHits(text: string, into: (h: WordHit) => void): void {
  NEGATION.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = NEGATION.exec(text))) {
    const word = m[1] ? m[1].toLowerCase() : "n't";
    into({ cls: 'negation', word, start: m.index, end: m.index + m[0].length });
  }
}

const ACTOR_CLASS = new Map<string, string>();
for (const [cls, words] of Object.entries(ACTOR_CLASSES)) for (const w of words) ACTOR_CLASS.set(w, cls);
const ACTOR = new RegExp(`(?<![\\p{L}\\p{N}_'’-])(${[...ACTOR_CLASS.keys()].map((w) => w.replace("'", "['’]")).join('|')})(?![\\p{L}\\p{N}_'’-])`, 'giu');

/** Actors of a prose text by class (you, he, she, they), outside pleasantries ("thank you"). */
export function actorHits(text: string, into: (h: WordHit) => void): void {
  const skip = pleasantrySpans(text);
  let m: RegExpExecArray | null;
  ACTOR.lastIndex = 0;
  let k = 0;
  while ((m = ACTOR.exec(text))) {
    while (k < skip.length && skip[k + 1] <= m.index) k += 2;
    if (k < skip.length && skip[k] <= m.index) continue;
    const word = m[1].toLowerCase().replace('’', "'");
    into({ cls: ACTOR_CLASS.get(word)!, word, start: m.index, end: m.index + m[0].length });
  }
}

/**
 * Counts by class of every kind of claim word in a text (`hedge:modal`, `negation`, `actor:they` …),
 * of the hits that start before `limit` (what follows is context: "about" before "40 ms").
 */
export function claimCounts(text: string, limit = text.length): Map<string, number> {
  const out = new Map<string, number>();
  const add = (kind: string) => (h: WordHit) => {
    if (h.start >= limit) return;
    const k = kind === 'negation' ? kind : `${kind}:${h.cls}`;
    out.set(k, (out.get(k) ?? 0) + 1);
  };
  hedgeHits(text, add('hedge'));
  negationHits(text, add('negation'));
  actorHits(text, add('actor'));
  return out;
}

const ALL_CLAIM_WORDS = [...HEDGE_CLASS.keys(), ...NEGATIONS, ...ACTOR_CLASS.keys()].map((w) => w.replace("'", "['’]"));
const HINT = new RegExp(`\\b(?:${ALL_CLAIM_WORDS.join('|')})\\b|n['’]t\\b|[~≈]`, 'i');

/** Whether a text may hold a claim word at all (one test: most changed words hold none). */
export const mayHoldClaim = (text: string) => HINT.test(text);
