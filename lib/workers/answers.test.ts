// The compression worker's answers as it sends them (AnswerStream), rebuilt as the main thread
// rebuilds them (applyResultsDelta): along a chain of keystrokes each must equal the answer read
// whole, and the counts must be the counter's on the outputs read whole. (That a warm answer is
// the cold one is caveman/incremental.test.ts.)
import { describe, expect, it } from 'vitest';
import { clearCaches, compressAll } from 'caveman-compress/internals/compress';
import { INTENSITIES } from 'caveman-compress/internals/types';
import { resolveProfile } from 'caveman-compress/internals/profiles';
import { DEFAULT_EXAMPLE } from '../examples/default';
import { nodeCounter } from 'caveman-compress/node';
import type { ResultsBody } from '../state/store';
import { applyResultsDelta, textDelta } from './delta';
import { AnswerStream, answerCounts } from './answers';
import { compressResults } from './results';
import { rng } from '../../packages/caveman/src/testing/seeded';

const counter = nodeCounter('o200k_base');
const profile = resolveProfile('forge');
/** An answer's body as it crosses to the main thread (structured clone reads every field). */
const plain = (b: ResultsBody): ResultsBody => JSON.parse(JSON.stringify(b));

describe('the worker answers', () => {
  it.each([11, 12, 13])('along a chain of keystrokes (seed %i): rebuilt answers equal whole ones, output changes are minimal, counts exact', (seed) => {
    const r = rng(seed);
    clearCaches();
    const stream = new AnswerStream();
    let text = ('We ran twelve tests and two of them failed.\n\n' + DEFAULT_EXAMPLE + '\n').repeat(3);
    let held: ResultsBody | null = null;
    let deltas = 0;
    let fromCore = 0;
    let ways = '';
    let revisions: Record<string, number | undefined> = {};
    for (let i = 0; i < 30; i++) {
      if (i) {
        const at = r(text.length);
        const edit = ['basically ', ' ', '\n', 'x', '', '- item\n', 'In order to '][r(7)];
        text = text.slice(0, at) + edit + text.slice(at + (edit === '' ? 1 + r(3) : 0));
      }
      // another caller of the core between two answers (its runs move the core's last run on)
      const between = i % 7 === 3;
      if (between) compressAll(text.slice(3), { profile, countTokens: counter });
      const answer = compressResults(text, profile, counter);
      // the core's change is of the answer before unless another run came between
      for (const level of INTENSITIES) {
        const since = answer.details[level]!.change?.since;
        if (i && !between) expect(since).toBe(revisions[level]);
        if (since !== undefined && since === revisions[level]) fromCore++;
      }
      revisions = Object.fromEntries(INTENSITIES.map((l) => [l, answer.details[l]!.revision]));
      const counts = answerCounts(answer, counter);
      const sent = stream.next(answer);
      const before = held;
      held = sent.delta ? applyResultsDelta(held!, JSON.parse(JSON.stringify(sent.delta))) : plain(sent.body!);
      if (sent.delta) deltas++;
      ways += { whole: 'W', core: 'K', compared: 'C' }[stream.way];
      const whole = plain(answer.body);
      expect(held).toEqual(whole);
      if (sent.delta && before) {
        for (const level of INTENSITIES) expect(sent.delta.panes[level].output).toEqual(textDelta(before.panes[level].output, whole.panes[level].output));
      }
      expect(counts.input).toBe(counter(text));
      for (const level of INTENSITIES) expect(counts[level]).toBe(counter(whole.panes[level].output));
    }
    expect(deltas).toBe(29);
    // 29 answers after the first, less the 4 after another run, had the core's change of each output
    expect(fromCore).toBe(3 * 25);
    // and went as it; the 4 after another run were compared list by list
    expect(ways).toBe('W' + Array.from({ length: 29 }, (_, k) => ((k + 1) % 7 === 3 ? 'C' : 'K')).join(''));
  });

  it('the first answer, and the one after reset, go whole', () => {
    const stream = new AnswerStream();
    const a = compressResults('Plain words here.', profile, counter);
    expect(stream.next(a).body).toBeDefined();
    expect(stream.next(compressResults('Plain words there.', profile, counter)).delta).toBeDefined();
    stream.reset();
    expect(stream.next(compressResults('Plain words.', profile, counter)).body).toBeDefined();
  });
});
