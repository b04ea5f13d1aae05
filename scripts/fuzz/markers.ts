// Uncertainty and negation markers of SPEC §1.5 (2, 3), counted by class in prose. Written from
// the spec, not from packages/caveman/src/core/lexicon.ts, so a gap in the core's lexicon shows up here.

const QUANTITY = String.raw`(?:[-+±~≈]?[$€£]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|a few|a dozen|half|a third)\b)`;

export const HEDGE_CLASSES: Record<string, RegExp> = {
  // "it should be noted" is a pleasantry SPEC §1.2 tells lite to drop, not a hedge.
  modal: /\b(?:may|might|could|should(?! be noted))\b/gi,
  likelihood: /\b(?:possibly|likely|probably|apparently|perhaps)\b/gi,
  appearance: /\b(?:seem|seems|seemed|appear|appears|appeared)\b/gi,
  // `~` before a number approximates it: "about 40 ms" -> "~40 ms" keeps the class.
  approximation: new RegExp(String.raw`\b(?:approximate|approximately|roughly)\b|\b(?:about|around)(?=\s+${QUANTITY})|~(?=\s?\d)`, 'gi'),
  confidence: /\b(?:uncertain|unclear|unconfirmed)\b/gi,
};

export const NEGATION = /\b(?:not|no|never|none|nothing|without|cannot)\b|n['’]t\b/gi;

function count(text: string, re: RegExp): number {
  return text.match(re)?.length ?? 0;
}

export function hedgeCounts(text: string): Record<string, number> {
  return Object.fromEntries(Object.entries(HEDGE_CLASSES).map(([k, re]) => [k, count(text, re)]));
}

export function negationCount(text: string): number {
  return count(text, NEGATION);
}

/**
 * Actors of SPEC §1.5 (4): the subject pronouns of anyone but the author, by class; a pronoun in
 * a pleasantry SPEC §1.2 tells lite to drop ("Thank you!", "Let me know if you have questions.",
 * "As you can see") names no actor and is not counted.
 */
const PLEASANTRIES = /\bthank you\b|\bas you can see\b|\blet (?:me|us) know\b[^.!?\n]*/gi;
export const ACTOR_CLASSES: Record<string, RegExp> = {
  you: /\byou(?:['’](?:re|ve|ll|d))?\b/gi,
  he: /\bhe(?:['’](?:s|ll|d))?\b/gi,
  she: /\bshe(?:['’](?:s|ll|d))?\b/gi,
  they: /\bthey(?:['’](?:re|ve|ll|d))?\b/gi,
};

export function actorCounts(text: string): Record<string, number> {
  const t = text.replace(PLEASANTRIES, ' ');
  return Object.fromEntries(Object.entries(ACTOR_CLASSES).map(([k, re]) => [k, count(t, re)]));
}
