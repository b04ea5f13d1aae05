// The first screen's answer as the page receives it from the build (lib/state/firstScreen.ts computes
// it), and the store's starting state made from it. No core import: this runs in the page.
import { initialState, type Count, type Pane, type PlaygroundState, type Results, type Savings } from './store';
import type { EncodingName } from 'caveman-compress/tokens';

export interface FirstScreen {
  /** What it was computed from: the store starts from it only if it starts from the same. */
  input: string;
  profileId: string;
  encoding: EncodingName;
  results: Results;
  counts: Partial<Record<Pane | 'prose', Count>>;
  /** Per-group savings of the pane the savings table shows first. */
  savings: Savings;
}

/** The store's starting state with the first screen's answer, when it was computed from that state. */
export function firstScreenState(fs: FirstScreen | undefined): Partial<PlaygroundState> {
  const start = initialState();
  if (!fs || fs.input !== start.input || fs.profileId !== start.profileId || fs.encoding !== start.encoding) return {};
  if (fs.results.seq !== start.inputSeq) return {};
  return { results: fs.results, counts: { ...fs.counts }, savings: fs.savings };
}
