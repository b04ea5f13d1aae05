// Repairs after removals: one space between words, no orphan commas, capital at a sentence start.
// Repairs are edits too (group "repair"), so every changed byte has a rule behind it.
import { cur, isSpace, type Tok } from './tokens';
import { capitalize, lineStart, nextNS, sentenceStart, type RuleDef, type UnitCtx } from './rules';

export const REPAIR_SPACE: RuleDef = {
  id: 'repair.space', group: 'repair', intensity: 'lite', label: 'repair: spacing',
  description: 'Spacing and orphan punctuation left by a removal are tidied.', run: () => undefined,
};
export const REPAIR_CAPITAL: RuleDef = {
  id: 'repair.capital', group: 'repair', intensity: 'lite', label: 'repair: sentence capitalised',
  description: 'The new first word of a sentence gets the capital of the word removed before it.', run: () => undefined,
};

const set = (t: Tok, v: string, rule: RuleDef, u: UnitCtx) => {
  if (cur(t) === v || t.frozen) return;
  if (v === '') u.drops++;
  u.changes++;
  t.out = v;
  if (t.rule === null || v === '') t.rule = rule.id;
};

export function repairSpacing(u: UnitCtx, live: Tok[]) {
  // Orphan commas: at a sentence start, doubled, or before closing punctuation.
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'p' || cur(t) !== ',' || !touchedAround(u, live, j)) continue;
    const n = nextNS(live, j);
    const nc = n === -1 ? '' : cur(live[n]);
    if (n === -1 || [',', '.', ';', ':', '!', '?', ')'].includes(nc) || sentenceStart(live, j)) {
      set(t, '', REPAIR_SPACE, u);
      const glued = j > 0 && live[j - 1].k !== 's' && live[j - 1].k !== 'g'; // "done.," keeps the space after
      if (live[j + 1] && live[j + 1].k === 's' && !glued && (n === -1 || sentenceStart(live, j))) set(live[j + 1], '', REPAIR_SPACE, u);
    }
  }
  const l2 = live.filter((t) => cur(t) !== '');
  for (let j = 0; j < l2.length; j++) {
    const t = l2[j];
    if (t.k !== 's') continue;
    const p = l2[j - 1];
    const n = l2[j + 1];
    const dropIt =
      !p || !n || (p && (p.k === 's' || (p.k === 'g'))) || (n.k === 'g') ||
      (n.k === 'p' && [',', '.', ';', ':', '!', '?', ')'].includes(cur(n)) && wasTouched(u, t, n));
    if (dropIt && (t.out !== null || neighbourTouched(u, t))) set(t, '', REPAIR_SPACE, u);
  }
  // Capital at a sentence start whose original first word was removed.
  const l3 = l2.filter((t) => cur(t) !== '');
  for (let j = 0; j < l3.length; j++) {
    const t = l3[j];
    // A sentence start, or a line start whose removed first word had the capital ("Note that it" on a line).
    if (t.k !== 'w' || !(sentenceStart(l3, j) || lineStart(l3, j))) continue;
    const c = cur(t);
    if (!/^\p{Ll}/u.test(c)) continue;
    // "p95": a capital would glue into something else ("P95" reads as a finding ID).
    const after = u.toks[t.i + 1];
    if (after && after.k !== 's' && after.k !== 'g' && after.k !== 'm' && !/^[,.;:!?)]/.test(cur(after))) continue;
    const removed = removedBefore(u.toks, t);
    if (removed && /^\p{Lu}/u.test(removed.t)) set(t, capitalize(c), REPAIR_CAPITAL, u);
  }
}

/** The earliest removed word between this token and the previous kept non-space token. */
function removedBefore(toks: Tok[], t: Tok): Tok | null {
  let i = t.i - 1;
  let found: Tok | null = null;
  for (; i >= 0; i--) {
    const x = toks[i];
    if (cur(x) === '') {
      if (x.k === 'w') found = x;
      continue;
    }
    if (isSpace(x) || x.k === 'm') continue; // through emphasis markers: "Of course **the fix**"
    break;
  }
  return found;
}

function touchedAround(u: UnitCtx, live: Tok[], j: number): boolean {
  const a = live[j];
  const idx = a.i;
  for (let i = Math.max(0, idx - 3); i <= Math.min(u.toks.length - 1, idx + 3); i++) if (u.toks[i].out !== null) return true;
  return false;
}
function wasTouched(u: UnitCtx, t: Tok, n: Tok): boolean {
  const a = t.i;
  const b = n.i;
  for (let i = a; i <= b; i++) if (u.toks[i].out !== null) return true;
  return a > 0 && u.toks[a - 1].out !== null;
}
function neighbourTouched(u: UnitCtx, t: Tok): boolean {
  const i = t.i;
  return (i > 0 && u.toks[i - 1].out !== null) || (i + 1 < u.toks.length && u.toks[i + 1].out !== null);
}
