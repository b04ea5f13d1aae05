// Map ranges of the input into output coordinates through a compression's edits.
// Every change of the output is an edit, so text between edits is copied unchanged and only
// shifts by the cumulative length delta of the edits before it. A range that an edit overlaps
// has no image in the output and is dropped (protected spans never overlap an edit).
// Pure, allocation-light, O(n log n + m log m): used by the compression worker on 100 KB inputs.

export interface OffsetRange {
  start: number;
  end: number;
}

export interface EditLike {
  input: OffsetRange;
  output: OffsetRange;
}

function byInputStart(a: EditLike, b: EditLike): number {
  return a.input.start - b.input.start || a.input.end - b.input.end || a.output.start - b.output.start;
}

/**
 * Map each range into output coordinates. Returns the mapped ranges in the order given, with
 * `null` for a range that an edit overlaps (a zero-length edit strictly inside counts too).
 * Touching an edit at the boundary is fine: `[5,9)` next to a deletion of `[0,5)` maps to `[0,4)`.
 */
export function mapRangesToOutput<R extends OffsetRange>(
  ranges: readonly R[],
  edits: readonly EditLike[],
  /** Output minus input offset before the first of `edits` (ranges of one stretch of a text, and its edits). */
  shift = 0,
): Array<(Omit<R, 'start' | 'end'> & OffsetRange) | null> {
  const sorted = isSorted(edits) ? edits : [...edits].sort(byInputStart);
  const order = ranges.map((_, i) => i).sort((a, b) => ranges[a].start - ranges[b].start);
  const out: Array<(Omit<R, 'start' | 'end'> & OffsetRange) | null> = new Array(ranges.length).fill(null);

  let k = 0; // edits[0..k) end at or before the current range's start
  let delta = shift; // cumulative (output length - input length) of edits[0..k)
  for (const idx of order) {
    const r = ranges[idx];
    while (k < sorted.length && sorted[k].input.end <= r.start) {
      const e = sorted[k];
      delta += e.output.end - e.output.start - (e.input.end - e.input.start);
      k++;
    }
    // Any edit starting before r.end (and not ending at or before r.start) overlaps r,
    // except a pure insertion exactly at r.start or r.end.
    let overlaps = false;
    for (let j = k; j < sorted.length && sorted[j].input.start <= r.end; j++) {
      const e = sorted[j];
      const insertion = e.input.start === e.input.end;
      if (insertion && (e.input.start === r.start || e.input.start === r.end)) continue;
      if (e.input.start < r.end) {
        overlaps = true;
        break;
      }
    }
    if (overlaps) continue;
    // a plain spread then two stores: V8 runs a rest pattern through a slow runtime path
    const m = { ...r } as R;
    m.start = r.start + delta;
    m.end = r.end + delta;
    out[idx] = m;
  }
  return out;
}

/** Map one input offset that lies outside every edit (between edits) into the output. */
export function mapOffsetToOutput(offset: number, edits: readonly EditLike[]): number {
  let delta = 0;
  for (const e of edits) {
    if (e.input.end > offset) break;
    delta += e.output.end - e.output.start - (e.input.end - e.input.start);
  }
  return offset + delta;
}

/**
 * Map input ranges and keep only those whose output text is byte-identical to the input text
 * (a guard against a core bug: such a span would be highlighted in the wrong place).
 */
export function mapProtectedSpans<R extends OffsetRange>(
  input: string,
  /** The output, or a reader of its slices (an output the core keeps in pieces). */
  output: string | ((start: number, end: number) => string),
  ranges: readonly R[],
  edits: readonly EditLike[],
  shift = 0,
): { mapped: Array<Omit<R, 'start' | 'end'> & OffsetRange>; lost: R[] } {
  const read = typeof output === 'string' ? (s: number, e: number) => output.slice(s, e) : output;
  const res = mapRangesToOutput(ranges, edits, shift);
  const mapped: Array<Omit<R, 'start' | 'end'> & OffsetRange> = [];
  const lost: R[] = [];
  res.forEach((m, i) => {
    const r = ranges[i];
    if (m && read(m.start, m.end) === input.slice(r.start, r.end)) mapped.push(m);
    else lost.push(r);
  });
  return { mapped, lost };
}

function isSorted(edits: readonly EditLike[]): boolean {
  for (let i = 1; i < edits.length; i++) if (byInputStart(edits[i - 1], edits[i]) > 0) return false;
  return true;
}

/* ------------------------------------------------------------------------------------------ */
/* Linking both ways: a range of either side, widened to whole edits, and its image            */
/* ------------------------------------------------------------------------------------------ */

/** Which side of the edits an offset belongs to. */
export type Side = 'input' | 'output';

const otherSide = (s: Side): Side => (s === 'input' ? 'output' : 'input');

/** Edits in text order (the core emits them so; the output order is the input order). */
export function inTextOrder<E extends EditLike>(edits: readonly E[]): readonly E[] {
  return isSorted(edits) ? edits : [...edits].sort(byInputStart);
}

/** Index of the first edit whose range on `side` ends after `p` (edits in text order). */
function firstEndingAfter(edits: readonly EditLike[], side: Side, p: number): number {
  let lo = 0;
  let hi = edits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (edits[mid][side].end > p) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Map the offset `p` of side `from` to the other side. Unedited text is copied, so it only shifts
 * by the edits before it; an offset strictly inside an edit maps to the start of the edit's image
 * (`bias: 'end'`: its end). An empty edit exactly at `p` (an insertion seen from the input, a
 * deletion seen from the output) is outside a range that starts or ends there: as a start, `p`
 * maps after that edit's image; as an end, before it.
 * Edits in text order (inTextOrder). O(log n).
 */
export function mapPoint(p: number, edits: readonly EditLike[], from: Side, bias: 'start' | 'end' = 'start'): number {
  const to = otherSide(from);
  const k = firstEndingAfter(edits, from, p);
  if (k < edits.length && edits[k][from].start < p) return bias === 'start' ? edits[k][to].start : edits[k][to].end;
  let j = k - 1;
  if (bias === 'end') while (j >= 0 && edits[j][from].start === p && edits[j][from].end === p) j--;
  return j < 0 ? p : p - edits[j][from].end + edits[j][to].end;
}

/**
 * A range of side `from` widened to every edit it overlaps (an edit is linked whole: "in order
 * to" → "to" has no smaller unit), and that widened range's image on the other side. An empty
 * range inside an edit widens to the edit; one between edits maps to a point. The image of a
 * range that covers only deletions is empty (the place where the text went).
 */
export function linkRange(range: OffsetRange, edits: readonly EditLike[], from: Side): { from: OffsetRange; to: OffsetRange } {
  let start = Math.min(range.start, range.end);
  let end = Math.max(range.start, range.end);
  const s0 = start;
  const e0 = end;
  for (let k = firstEndingAfter(edits, from, s0); k < edits.length && edits[k][from].start < e0; k++) {
    const x = edits[k][from];
    if (x.start < start) start = x.start;
    if (x.end > end) end = x.end;
  }
  const a = mapPoint(start, edits, from, 'start');
  const b = mapPoint(end, edits, from, 'end');
  return { from: { start, end }, to: { start: a, end: Math.max(a, b) } };
}
