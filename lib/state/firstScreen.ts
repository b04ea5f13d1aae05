// The first screen's answer, computed at build time (app/page.tsx) by the same core and the same
// answer builder as the compression worker, with Node's tokenizer for the token guard and counts.
// The static page then shows the default example's four panes, edits and counts before Monaco,
// the workers or any encoder ranks load; the store starts from it (firstScreenState.ts).
// Build-time only: it imports the whole core, which the main page's bundle does not carry.
import { compress, proseText } from 'caveman-compress/internals/compress';
import type { TokenCounter } from 'caveman-compress/internals/types';
import { initialState, type Pane } from './store';
import { savingsPaneFor, selection, workerProfile } from './selectors';
import type { FirstScreen } from './firstScreenState';
import { compressResults } from '../workers/results';
import type { EncodingName } from 'caveman-compress/tokens';

export function firstScreen(counter: TokenCounter, encoding: EncodingName): FirstScreen {
  const start = initialState();
  const profile = workerProfile(start);
  const { body, outOfScope } = compressResults(start.input, profile, counter);
  const seq = start.inputSeq;
  const results: FirstScreen['results'] = { seq, ms: 0, ...body, outOfScope, guard: encoding };
  const counts: FirstScreen['counts'] = {};
  const texts: Record<Pane | 'prose', string> = {
    input: start.input,
    lite: body.panes.lite.output,
    full: body.panes.full.output,
    ultra: body.panes.ultra.output,
    prose: proseText(start.input, { protected: body.inputProtected, skipped: body.skipped }),
  };
  for (const [k, text] of Object.entries(texts) as Array<[Pane | 'prose', string]>) counts[k] = { n: counter(text), seq, encoding };
  // the savings table's pane, as the page picks it (the selected intensity)
  const intensity = savingsPaneFor(null, selection(start, outOfScope).intensity);
  const groups = compress(start.input, { intensity, profile, countTokens: counter }).savings;
  const savings = { seq, encoding, profileId: start.profileId, intensity, groups };
  return { input: start.input, profileId: start.profileId, encoding, results, counts, savings };
}
