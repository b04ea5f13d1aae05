// The compression worker's answers in order: the first whole, each later one as its difference
// from the one before (the main thread holds that one), and the four counts that come with them.
// Pure, so Node tests drive it as the worker does.
import { memoOf } from '../caveman/count';
import { proseText } from '../caveman/compress';
import { INTENSITIES, type Intensity, type TokenCounter } from '../caveman/types';
import { minimalReplacement } from '../monaco/decorations';
import type { ResultsBody } from '../store';
import { resultsDelta, type ResultsDelta, type TextDelta } from './delta';
import type { Answer } from './results';
import type { CompressResponse } from './protocol';

type Counts = NonNullable<CompressResponse['counts']>;

export class AnswerStream {
  private last: { text: string; answer: Answer } | null = null;

  /** The answer as it crosses to the main thread: whole the first time, else as a difference. */
  next(text: string, answer: Answer): { body: ResultsBody; delta?: undefined } | { delta: ResultsDelta; body?: undefined } {
    const last = this.last;
    this.last = { text, answer };
    if (!last) return { body: answer.body };
    const outputs: Partial<Record<Intensity, TextDelta>> = {};
    for (const level of INTENSITIES) {
      const change = answer.details[level]?.change;
      const before = last.answer.details[level];
      // the core's change is against its last run, which is the answer sent last unless another
      // request ran the same options in between
      if (!change || !before || change.since !== before.revision) continue;
      // the core's change spans whole units: narrowed to the characters that differ
      const r = minimalReplacement(before.slice(change.start, change.end), change.text);
      outputs[level] = r ? { start: change.start + r.start, end: change.start + r.endA, text: r.text } : { start: 0, end: 0, text: '' };
    }
    return { delta: resultsDelta(last.answer.body, answer.body, text.length - last.text.length, outputs) };
  }

  /** Forget the last answer: the next one goes whole. */
  reset(): void {
    this.last = null;
  }
}

/**
 * The four panes' counts and the prose's, from the guard's memo: the input and the prose are
 * counted from their text of the request before (only lines it has not seen are encoded), and each
 * output as the input's count plus the guard's own figure of what the rewrite adds (exact).
 */
export function answerCounts(text: string, answer: Answer, counter: TokenCounter): Counts {
  const memo = memoOf(counter);
  const input = memo.countFrom('input', text);
  const { body, details } = answer;
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
