// How a corpus file opens in the four-pane playground: a permalink fragment (lib/permalink.ts)
// of the page's defaults with the file's text and the corpus's profile, rule edits, thresholds and
// encoding. The fragment never reaches a server (browsers do not send it), and the playground
// needs nothing new to read it; the rules page opens its examples the same way.
import { encodePermalink } from '../permalink';
import { defaultShare } from '../session';
import type { PlaygroundState } from '../store';

export function playgroundFragment(input: string, s: Pick<PlaygroundState, 'profileId' | 'profileEdits' | 'thresholds' | 'encoding'>): string {
  return encodePermalink({ ...defaultShare(), input, profileId: s.profileId, rules: s.profileEdits, thresholds: { ...s.thresholds }, encoding: s.encoding });
}
