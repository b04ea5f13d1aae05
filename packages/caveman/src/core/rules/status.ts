// The terse profile's status-line forms.
import { ART, ROUND_STATUS } from '../lexicon';
import { cur, type Tok } from '../tokens';
import { drop, held, mark, saves } from './edit';
import { godmodeLines, terseForm } from '../godmode';
import { lc, prevNS, TERMINAL } from './stream';
import type { RuleDef, UnitCtx } from './types';

const NUMERIC = /^[-+~±]?\d[\d.,:]*(?:%|[A-Za-z]{1,5})?$/;

export function statusRound(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j + 2 < live.length; j++) {
    const t = live[j];
    if (t.k !== 'w' || lc(t) !== 'round' || live[j + 1].k !== 's' || live[j + 2].k !== 'x') continue;
    if (!/^\d+$/.test(cur(live[j + 2]))) continue;
    // "the Round 7": the article stays before a noun a number follows (full.article), and would
    // go before "R7" on a second pass; a round named in prose keeps its words.
    const p = prevNS(live, j);
    if (p !== -1 && live[p].k === 'w' && ART.has(lc(live[p]))) continue;
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

/**
 * godmode's round line in its verbose template, "Round {round}: {change}. {status}. Metric: {metric}
 * ({delta}%).", in its terse one, "R{round} {status}: {change} → {metric} ({delta}%)" (seed 003's
 * integration contract). Both carry the same five fields, so parsing either yields the same
 * (roundLine.test.ts): the status word moves before the change, its label "Metric:" becomes the
 * arrow, every number stays where it was. All or nothing: a line that does not fit the template
 * whole, or any of whose words must stay, is left to the other rules.
 */
export function statusTemplate(u: UnitCtx, rule: RuleDef) {
  const { live } = u;
  for (let j = 0; j + 3 < live.length; j++) {
    const r = live[j];
    if (r.k !== 'w' || r.lt !== 'round' || r.out !== null && r.out !== 'R') continue;
    if (j > 0 && !lineBreakBefore(live, j)) continue;
    const n = live[j + 1]?.k === 's' ? j + 2 : j + 1;
    const colon = n + 1;
    if (live[n]?.k !== 'x' || !/^\d+$/.test(live[n].t) || live[colon]?.k !== 'p' || live[colon].t !== ':' || live[colon].out !== null) continue;
    // the change: one clause on this line, up to the period before the status word
    let d = colon + 1;
    while (d < live.length && !(live[d].k === 'p' && TERMINAL.has(live[d].t)) && !endsLine(live[d])) d++;
    if (d - colon < 3 || live[d]?.t !== '.') continue;
    const [sp1, st, dot2, sp2, label, colon2, sp3] = [d + 1, d + 2, d + 3, d + 4, d + 5, d + 6, d + 7];
    if (live[sp1]?.k !== 's' || endsLine(live[sp1]) || live[st]?.k !== 'w' || live[dot2]?.t !== '.' || live[sp2]?.k !== 's' || endsLine(live[sp2])) continue;
    const status = ROUND_STATUS[live[st].lt];
    if (!status || live[label]?.lt !== 'metric' || live[colon2]?.t !== ':' || live[sp3]?.k !== 's' || endsLine(live[sp3])) continue;
    // the metric and its delta: "226ms (-18.2%)", ending the line (a final period may follow)
    let e = sp3 + 1;
    while (e < live.length && !endsLine(live[e])) e++;
    let last = e - 1;
    const period = live[last]?.t === '.' ? last : -1;
    if (period >= 0) last--;
    if (live[last]?.t !== ')' || !live.slice(sp3 + 1, last).some((t) => t.k === 'x') || live.slice(sp3 + 1, last).some((t) => t.k === 'p' && TERMINAL.has(t.t))) continue;
    if (held(live, colon, colon) || held(live, d, sp3) || (period >= 0 && held(live, period, period))) continue;
    if (live.slice(d, sp3 + 1).some((t) => t.out !== null)) continue;
    mark(live[colon], ` ${status}:`, rule, u);
    mark(live[d], '', rule, u);
    mark(live[st], u.c.arrow, rule, u);
    for (const k of [dot2, sp2, label, colon2]) mark(live[k], '', rule, u);
    if (period >= 0) mark(live[period], '', rule, u);
  }
}

/** A token that ends the line it is on: a structural gap, or a space holding a line break. */
function endsLine(t: Tok): boolean {
  return t.k === 'g' || (t.k === 's' && t.t.includes('\n'));
}

/** Whether live[j] opens its line (nothing but a line break or a gap before it). */
function lineBreakBefore(live: Tok[], j: number): boolean {
  const p = live[j - 1];
  return !p || endsLine(p);
}

/**
 * godmode's dispatch line in its terse template: "Godmode: stack=TypeScript, skill=optimize,
 * phase=OPTIMIZE." becomes "GM: ts/opt/OPT" (godmode.ts: the same three fields, each value written
 * through the template's table, so parsing either form gives the same fields and expand restores
 * the verbose one); the rest of the line is prose for the other rules. All or nothing, and frozen
 * once written.
 */
export function statusGodmode(u: UnitCtx, rule: RuleDef) {
  const { toks, live } = u;
  const text = toks.map((t) => t.t).join('');
  for (const line of godmodeLines(text)) {
    if (line.form !== 'verbose') continue;
    const span = live.filter((t) => t.s >= line.start && t.e <= line.end);
    if (!span.length || span[0].s !== line.start || span[span.length - 1].e !== line.end) continue;
    if (span.some((t) => t.out !== null || t.k === 'x' || t.k === 'g' || t.k === 'm' || t.hold || t.frozen)) continue;
    const to = terseForm(line.fields);
    if (!saves(u, rule, span[0], span[span.length - 1], text.slice(line.start, line.end), to)) continue;
    mark(span[0], to, rule, u);
    for (const t of span.slice(1)) mark(t, '', rule, u);
    for (const t of span) t.frozen = true;
  }
}
