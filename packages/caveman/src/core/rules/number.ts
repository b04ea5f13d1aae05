// Number words as digits (full).
import { numberWordValue } from '../lexicon';
import { mark, saves } from './edit';
import { cur } from '../tokens';
import { isPunct, lc, lineStart, mentioned, nextNS, prevNS, sentenceStart } from './stream';
import type { RuleDef, UnitCtx } from './types';

export function numbers(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w') continue;
    const w = lc(t);
    const v = numberWordValue(w);
    if (v === undefined || mentioned(live, j, j)) continue;
    const n = nextNS(live, j);
    if (n !== -1 && isPunct(live[n], '-')) continue;
    // "Two." at the start of a line would turn into "2.", an ordered-list marker.
    if (n !== -1 && (isPunct(live[n], '.') || isPunct(live[n], ')')) && lineStart(live, j)) continue;
    // A number word in a name stays: "System Two", "Phase Three".
    const p = prevNS(live, j);
    if (/^\p{Lu}/u.test(cur(t)) && p !== -1 && live[p].k === 'w' && /^\p{Lu}/u.test(cur(live[p])) && !sentenceStart(live, j)) continue;
    if (!saves(u, rule, t, t, cur(t), String(v))) continue;
    mark(t, String(v), rule, u);
    t.k = 'x'; // digits are a protected number on any later pass: treat them so from now on
  }
}
