// The terse profile's status-line forms.
import { cur } from '../tokens';
import { drop, held, mark } from './edit';
import { lc } from './stream';
import type { RuleDef, UnitCtx } from './types';

const NUMERIC = /^[-+~±]?\d[\d.,:]*(?:%|[A-Za-z]{1,5})?$/;

export function statusRound(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j + 2 < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'round' || live[j + 1].k !== 's' || live[j + 2].k !== 'x') continue;
    if (!/^\d+$/.test(cur(live[j + 2]))) continue;
    mark(t, 'R', rule, u);
    mark(live[j + 1], '', rule, u);
  }
  // "from 276ms to 226ms" -> "276ms→226ms": both numbers stay.
  for (let j = 0; j + 4 < live.length; j++) {
    if (live[j].k !== 'w' || lc(live[j]) !== 'from') continue;
    if (live[j + 1].k !== 's' || live[j + 2].k !== 'x' || live[j + 3].k !== 's' || live[j + 4].k !== 'w' || lc(live[j + 4]) !== 'to') continue;
    if (live[j + 5]?.k !== 's' || live[j + 6]?.k !== 'x' || held(live, j, j + 4)) continue;
    // Only between two numbers: "from https://x to y" or a quote glued to an arrow reads as something else.
    if (!NUMERIC.test(cur(live[j + 2])) || !NUMERIC.test(cur(live[j + 6]))) continue;
    drop(u, j, j, rule);
    mark(live[j + 3], '', rule, u);
    mark(live[j + 4], u.c.arrow, rule, u);
    mark(live[j + 5], '', rule, u);
  }
}
