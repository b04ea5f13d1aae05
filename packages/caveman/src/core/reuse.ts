// What a run over a text can take from the run before it (same profile, counter and intensity).
// A keystroke changes one place of a long text: the units before it answer as they did, and the
// units after it answer as they did moved by the length change. Their outputs, edits and held-back
// rewrites are taken from the last run's, not walked unit by unit again (a 100 KB text has some
// 700 units and 4,000 edits; the walk cost more than the rules on the changed unit).
//
// Reuse is exact, not a guess: a unit is taken over only when it is the same analysis at the same
// place (its text, structure and profile) and every character its answer read (the unit and the
// lines its token guard counted) lies in the text the two runs share, at the start or at the end.
import type { HeldBack } from './types';

/** One run's answer before the whole-text guard and the envelope, with what each unit read. */
export interface RunTrace<U, K, R = unknown> {
  text: string;
  /** The run's units, each compared by identity (`a`, the analysis) and place. */
  units: readonly { unit: { start: number; end: number }; a: U }[];
  /** The output in pieces: the text before unit i at 2i, its output at 2i + 1, the text after the last unit last. */
  pieces: string[];
  outLength: number;
  /** Each unit's run whose edits stand in the output (null: the unit stands verbatim); they are placed when read. */
  editRuns: (R | null)[];
  held: HeldBack[];
  kept: K[];
  /** After unit i: the output offset of its end, and the lengths of edits, held and kept. */
  oAfter: Int32Array;
  eAfter: Int32Array;
  hAfter: Int32Array;
  kAfter: Int32Array;
  /** The input characters unit i's answer read: [depFrom, depTo). */
  depFrom: Int32Array;
  depTo: Int32Array;
}

/**
 * How many leading units of `units` answer as the trace's did: the same analysis at the same
 * place, all it read before `head` (the length of the texts' common start).
 */
export function reusedHead<U>(t: RunTrace<U, unknown>, units: RunTrace<U, unknown>['units'], head: number): number {
  const n = Math.min(units.length, t.units.length);
  let k = 0;
  while (k < n && t.units[k].a === units[k].a && t.units[k].unit.start === units[k].unit.start && t.depTo[k] <= head) k++;
  return k;
}

/**
 * The first of the trailing units of `units` (from `min` on) that answer as the trace's did moved
 * by `dIn`: the same analysis, all it read inside the common end (`tail` characters long).
 */
export function reusedTail<U>(t: RunTrace<U, unknown>, units: RunTrace<U, unknown>['units'], tail: number, dIn: number, min: number): number {
  const shift = t.units.length - units.length;
  const tailStart = t.text.length - tail;
  let j = units.length;
  while (j > min && j - 1 + shift >= 0) {
    const i = j - 1 + shift;
    if (t.units[i].a !== units[j - 1].a || t.units[i].unit.start + dIn !== units[j - 1].unit.start || t.depFrom[i] < tailStart) break;
    j--;
  }
  return j;
}

export function movedHeld(h: HeldBack, dIn: number, dOut: number): HeldBack {
  return { ...h, input: { start: h.input.start + dIn, end: h.input.end + dIn }, output: { start: h.output.start + dOut, end: h.output.end + dOut } };
}
