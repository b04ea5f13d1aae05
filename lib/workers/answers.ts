// The compression worker's answers in order: the first whole, each later one as its difference
// from the one before (the main thread holds that one), and the four counts that come with them.
// A keystroke's difference is read off the core's own record of what it changed (resultDetail):
// the changed range of each output, the edits of the units it rewrote, and the protected spans
// of that stretch mapped through them. Nothing in the worker walks the whole text's lists.
// Pure, so Node tests drive it as the worker does.
import { memoOf } from 'caveman-compress/internals/count';
import { proseText } from 'caveman-compress/internals/compress';
import { INTENSITIES, type Intensity, type TokenCounter } from 'caveman-compress/internals/types';
import { minimalReplacement } from '../monaco/decorations';
import { mapProtectedSpans } from '../panes/map-ranges';
import type { ResultsBody } from '../state/store';
import { resultsDelta, spansDelta, type PaneDelta, type ResultsDelta } from './delta';
import type { Answer } from './results';
import type { CompressResponse } from './protocol';

type Counts = NonNullable<CompressResponse['counts']>;

export class AnswerStream {
  private last: Answer | null = null;
  /** Every pane of the last answer has all the input's protected spans (so its lists pair up). */
  private complete = false;
  /** How the last answer was made: whole, from the core's record of its change, or compared list by list. */
  way: 'whole' | 'core' | 'compared' = 'whole';

  /** The answer as it crosses to the main thread: whole the first time, else as a difference. */
  next(answer: Answer): { body: ResultsBody; delta?: undefined } | { delta: ResultsDelta; body?: undefined } {
    const last = this.last;
    this.last = answer;
    if (!last) {
      this.complete = INTENSITIES.every((l) => answer.lost(l) === 0);
      this.way = 'whole';
      return { body: answer.body };
    }
    const delta = this.complete ? fromCore(last, answer) : null;
    this.way = delta ? 'core' : 'compared';
    if (delta) return { delta };
    // not a change the core recorded (the first answer of a profile, another run in between):
    // compared list by list
    this.complete = INTENSITIES.every((l) => answer.lost(l) === 0);
    return { delta: resultsDelta(last.body, answer.body, answer.text.length - last.text.length) };
  }

  /** Forget the last answer: the next one goes whole. */
  reset(): void {
    this.last = null;
  }
}

/** How many of the spans (sorted by start) start before `at`. */
function startingBefore(spans: readonly { start: number }[], at: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid].start < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `answer` as the difference from `last` from the core's record of its runs, or null when it has none. */
function fromCore(last: Answer, answer: Answer): ResultsDelta | null {
  const dIn = answer.text.length - last.text.length;
  const spans = answer.body.inputProtected;
  // the input's own lists are short next to the outputs': compared, and their pairing checked below
  const inputProtected = spansDelta(last.body.inputProtected, spans, dIn);
  const skipped = spansDelta(last.body.skipped, answer.body.skipped, dIn);
  const panes = {} as Record<Intensity, PaneDelta>;
  for (const level of INTENSITIES) {
    const c = answer.details[level]?.change;
    const before = last.details[level];
    const detail = answer.details[level];
    if (!c || !before || !detail || c.since !== before.revision) return null;
    // The spans of the stretch the core ran again are mapped through its new edits (their output
    // may move though their input did not); those before it stand, those after it move along. A
    // span outside the stretch that changed all the same is no change the core recorded.
    const from = startingBefore(spans, c.inStart);
    const to = startingBefore(spans, c.inEndNew);
    if (inputProtected.head < from || spans.length - inputProtected.tail > to) return null;
    const { mapped, lost } = mapProtectedSpans(answer.text, detail.slice, spans.slice(from, to), c.edits.mid, c.start - c.inStart);
    if (lost.length) return null;
    // the core's change spans whole units: narrowed to the characters that differ
    const r = minimalReplacement(before.slice(c.start, c.end), c.text);
    panes[level] = {
      output: r ? { start: c.start + r.start, end: c.start + r.endA, text: r.text } : { start: 0, end: 0, text: '' },
      edits: c.edits,
      protected: { head: from, tail: spans.length - to, mid: mapped },
    };
    if (last.body.panes[level].held?.length || answer.body.panes[level].held?.length) panes[level].held = c.held;
  }
  return { dIn, inputProtected, skipped, panes };
}

/**
 * The four panes' counts and the prose's, from the guard's memo: the input and the prose are
 * counted from their text of the request before (only lines it has not seen are encoded), and each
 * output as the input's count plus the guard's own figure of what the rewrite adds (exact).
 */
export function answerCounts(answer: Answer, counter: TokenCounter): Counts {
  const memo = memoOf(counter);
  const { text, body, details } = answer;
  const input = memo.countFrom('input', text);
  const pane = (level: Intensity) => {
    const d = details[level]?.tokenDelta;
    return d === null || d === undefined ? memo.countFrom(level, body.panes[level].output) : input + d;
  };
  return {
    input,
    lite: pane('lite'),
    full: pane('full'),
    ultra: pane('ultra'),
    prose: memo.countFrom('prose', proseText(text, { protected: body.inputProtected, skipped: body.skipped })),
  };
}
