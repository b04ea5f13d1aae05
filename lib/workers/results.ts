// One compression answer as the playground shows it: the core's three outputs with their edits
// and the input's protected spans mapped into each output. The compression worker builds every
// answer with it, and the build renders the first screen's answer with it (lib/firstScreen.ts),
// so the static first screen is byte for byte what the worker would have sent.
import { compressAll } from '../caveman/compress';
import { INTENSITIES, type Intensity, type Profile, type TokenCounter } from '../caveman/types';
import { mapProtectedSpans } from '../map-ranges';
import { wholeInputOutOfScope } from '../caveman/scope';
import type { PaneResult, ResultsBody } from '../store';

export function compressResults(text: string, profile: Profile, counter: TokenCounter | null): { body: ResultsBody; outOfScope: boolean } {
  const all = compressAll(text, { profile, ...(counter ? { countTokens: counter } : {}) });
  const panes = {} as Record<Intensity, PaneResult>;
  for (const level of INTENSITIES) {
    const r = all[level];
    const { mapped } = mapProtectedSpans(text, r.output, r.protected, r.edits);
    // the guard's held-back rewrites only where there are some: most answers carry none
    panes[level] = { output: r.output, edits: r.edits, protected: mapped, ...(r.held.length ? { held: r.held } : {}) };
  }
  return {
    body: { inputProtected: all.lite.protected, skipped: all.lite.skipped, panes },
    outOfScope: wholeInputOutOfScope(text, all.lite.skipped),
  };
}
