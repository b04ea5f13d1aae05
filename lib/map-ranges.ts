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
): Array<(Omit<R, 'start' | 'end'> & OffsetRange) | null> {
  const sorted = isSorted(edits) ? edits : [...edits].sort(byInputStart);
  const order = ranges.map((_, i) => i).sort((a, b) => ranges[a].start - ranges[b].start);
  const out: Array<(Omit<R, 'start' | 'end'> & OffsetRange) | null> = new Array(ranges.length).fill(null);

  let k = 0; // edits[0..k) end at or before the current range's start
  let delta = 0; // cumulative (output length - input length) of edits[0..k)
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
  output: string,
  ranges: readonly R[],
  edits: readonly EditLike[],
): { mapped: Array<Omit<R, 'start' | 'end'> & OffsetRange>; lost: R[] } {
  const res = mapRangesToOutput(ranges, edits);
  const mapped: Array<Omit<R, 'start' | 'end'> & OffsetRange> = [];
  const lost: R[] = [];
  res.forEach((m, i) => {
    const r = ranges[i];
    if (m && output.slice(m.start, m.end) === input.slice(r.start, r.end)) mapped.push(m);
    else lost.push(r);
  });
  return { mapped, lost };
}

function isSorted(edits: readonly EditLike[]): boolean {
  for (let i = 1; i < edits.length; i++) if (byInputStart(edits[i - 1], edits[i]) > 0) return false;
  return true;
}
