// The store's state when the playground starts again in the same page (components/restart.ts):
// its first state, under version numbers the last run never used. An answer the last run asked
// for (a token count from the shared token worker) can still arrive; with a version older than
// every one of the new run it is stale, and the store drops it.
import type { PlaygroundState } from './store';

export function restartState(first: PlaygroundState, before: Pick<PlaygroundState, 'inputSeq' | 'checkerSeq'>): PlaygroundState {
  const seq = Math.max(first.inputSeq, before.inputSeq + 1);
  const counts = Object.fromEntries(Object.entries(first.counts).map(([pane, c]) => [pane, c && { ...c, seq }])) as PlaygroundState['counts'];
  return {
    ...first,
    inputSeq: seq,
    checkerSeq: Math.max(first.checkerSeq, before.checkerSeq + 1),
    // the first screen's answer is of the first input: it keeps being that input's answer
    results: first.results && { ...first.results, seq },
    counts,
    savings: first.savings && { ...first.savings, seq },
  };
}
