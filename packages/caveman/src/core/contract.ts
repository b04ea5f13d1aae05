// The contract guard: no rule, built-in or the user's, may change what a sentence claims. After a
// unit is rewritten, every run of changed words is weighed: the claim words it replaced (hedges by
// class, negations, actors: claims.ts, the checker's own definition) against the ones it wrote. A
// run that drops or adds one is held back (its words frozen and the unit rewritten again), and
// says why: "held back: drops a negation".
import { claimCounts, mayHoldClaim } from './claims';
import { cur, type Tok } from './tokens';
import { pushAll } from './common';

export interface ContractBreak {
  /** Token indices of the run (inclusive). */
  first: number;
  last: number;
  /** The rule that made the run's first change. */
  rule: string;
  /** The run's text as the rule would have written it. */
  after: string;
  reason: string;
}

/** Characters of context around a run (a hedge "about" counts only before a quantity). */
const CONTEXT = 24;

const changed = (t: Tok) => t.out !== null && t.out !== t.t;

function describe(kind: string, lost: boolean): string {
  const [what, cls] = kind.split(':');
  const verb = lost ? 'drops' : 'adds';
  if (what === 'negation') return `${verb} a negation`;
  if (what === 'actor') return `${verb} an actor ("${cls}")`;
  return `${verb} a hedge (${cls})`;
}

/** The claim words `toks[i..j]` replace and write differ: why, or '' when they match. */
function claimChange(toks: Tok[], i: number, j: number): string {
  let before = '';
  let after = '';
  for (let k = i; k <= j; k++) {
    before += toks[k].t;
    after += cur(toks[k]);
  }
  // The words just before the run, as they read now, on both sides: a claim word there may count
  // or not by what follows it ("about" hedges before a quantity only: "about a 3.14" does not,
  // "about 3.14" does), and the run may be what follows it.
  let pre = '';
  for (let k = i - 1; k >= 0 && pre.length < CONTEXT; k--) pre = cur(toks[k]) + pre;
  if (!mayHoldClaim(pre + before) && !mayHoldClaim(after)) return '';
  let ctxIn = '';
  let ctxOut = '';
  for (let k = j + 1; k < toks.length && (ctxIn.length < CONTEXT || ctxOut.length < CONTEXT); k++) {
    ctxIn += toks[k].t;
    ctxOut += cur(toks[k]);
  }
  const a = claimCounts(pre + before + ctxIn.slice(0, CONTEXT), pre.length + before.length);
  const b = claimCounts(pre + after + ctxOut.slice(0, CONTEXT), pre.length + after.length);
  for (const [k, n] of a) if ((b.get(k) ?? 0) < n) return describe(k, true);
  for (const [k, n] of b) if ((a.get(k) ?? 0) < n) return describe(k, false);
  return '';
}

function breakOf(toks: Tok[], i: number, j: number, reason: string): ContractBreak {
  let after = '';
  let rule = '';
  for (let k = i; k <= j; k++) {
    after += cur(toks[k]);
    if (!rule && toks[k].rule) rule = toks[k].rule!;
  }
  return { first: i, last: j, rule, after, reason };
}

/**
 * The runs of changed tokens that change the claim words, in order. A run that several rules
 * made ("The migration might" -> "Migration will": an article, a capital, a synonym) is split
 * by rule, and only the parts that change a claim on their own are held back; if none does
 * alone, the whole run is.
 */
export function contractBreaks(toks: Tok[]): ContractBreak[] {
  const out: ContractBreak[] = [];
  for (let i = 0; i < toks.length; i++) {
    if (!changed(toks[i])) continue;
    // A run goes on over an unchanged space between two changes ("had not" -> "hadn't": the rule
    // rewrote "had" and dropped "not" with the space after it, keeping the one between).
    let j = i;
    while (j + 1 < toks.length && (changed(toks[j + 1]) || (toks[j + 1].k === 's' && j + 2 < toks.length && changed(toks[j + 2])))) j++;
    let words = false;
    for (let k = i; k <= j && !words; k++) words = toks[k].k === 'w';
    const reason = words ? claimChange(toks, i, j) : '';
    if (reason) {
      const parts: ContractBreak[] = [];
      for (let a = i; a <= j; ) {
        if (!changed(toks[a])) { a++; continue; }
        const rule = toks[a].rule;
        let b = a;
        while (b + 1 <= j && (toks[b + 1].rule === rule || !changed(toks[b + 1])) && !(toks[b + 1].k === 's' && !changed(toks[b + 1]) && b + 2 <= j && toks[b + 2].rule !== rule)) b++;
        const why = claimChange(toks, a, b);
        if (why) parts.push(breakOf(toks, a, b, why));
        a = b + 1;
      }
      if (parts.length) pushAll(out, parts);
      else out.push(breakOf(toks, i, j, reason));
    }
    i = j;
  }
  if (!out.length) danglingBreaks(toks, out);
  return out;
}

/**
 * A sentence that is nothing but a negation ("Not."), as the checker reads one: a task item's
 * checkbox ("- [ ] not.") is part of the unit's tokens but not of the sentence the checker reads.
 */
const DANGLING = /^(?:\[[ xX]\][ \t]*)?[\s*_"'“”(]*(?:not|no|never|none|nothing)[\s*_"'“”)]*[.!?]*[\s*_"'“”)]*$/i;
/**
 * Whether a sentence ends with token k. The checker ends one at ".", "!" or "?" before a blank or
 * the end of the text, whatever token the mark is in: an atom ("too-big.", "v2.") ends one as a
 * full stop does.
 */
function endsSentence(toks: Tok[], k: number): boolean {
  const t = toks[k];
  if (t.k === 'g' || (t.k === 'p' && /^[.!?]+$/.test(t.t))) return true;
  if (!/[.!?]$/.test(cur(t))) return false;
  for (let n = k + 1; n < toks.length; n++) {
    const next = cur(toks[n]);
    if (toks[n].k === 'g' || /^\s/.test(next)) return true;
    if (next) return false;
  }
  return true;
}

/**
 * Edits that leave a negation standing alone ("Not of course." -> "Not."): the words it negated
 * went, so the sentence's edits are held back.
 */
function danglingBreaks(toks: Tok[], out: ContractBreak[]): void {
  for (let a = 0; a < toks.length; ) {
    let b = a;
    while (b < toks.length && !endsSentence(toks, b)) b++;
    const last = Math.min(b, toks.length - 1);
    let before = '';
    let after = '';
    let first = -1;
    let end = -1;
    for (let k = a; k <= last; k++) {
      before += toks[k].t;
      after += cur(toks[k]);
      if (changed(toks[k])) {
        if (first === -1) first = k;
        end = k;
      }
    }
    if (first !== -1 && DANGLING.test(after) && !DANGLING.test(before)) out.push(breakOf(toks, first, end, 'leaves a negation standing alone'));
    a = b + 1;
  }
}

/**
 * Why a rule of a word list can only break the contract, or null: a substitution whose source
 * holds a claim word its replacement does not ("do not -> do" drops a negation, "might -> will"
 * a hedge), or a filler word that is a claim word itself. The guard holds every such edit back;
 * the rule editor says so as the row is typed.
 */
export function ruleRisk(from: string, to: string | null): string | null {
  // read before a number, as a rule's words meet one ("approximately -> about": "about 40" hedges as "approximately 40" does)
  const a = claimCounts(`${from} 40`);
  const b = to === null ? new Map<string, number>() : claimCounts(`${to} 40`);
  for (const [k, n] of a) if ((b.get(k) ?? 0) < n) return describe(k, true);
  for (const [k, n] of b) if ((a.get(k) ?? 0) < n) return describe(k, false);
  return null;
}
