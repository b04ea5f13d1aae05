// One compression answer as the playground shows it: the core's three outputs with their edits
// and the input's protected spans mapped into each output. The compression worker builds every
// answer with it, and the build renders the first screen's answer with it (lib/firstScreen.ts),
// so the static first screen is byte for byte what the worker would have sent.
import { compressAll, resultDetail, type ResultDetail } from '../caveman/compress';
import { INTENSITIES, type Intensity, type Profile, type TokenCounter } from '../caveman/types';
import { mapProtectedSpans } from '../map-ranges';
import { wholeInputOutOfScope } from '../caveman/scope';
import type { PaneResult, ResultsBody } from '../store';

export interface Answer {
  body: ResultsBody;
  outOfScope: boolean;
  /** What the core knows of each output beyond the body: its change since the last run, its tokens. */
  details: Record<Intensity, ResultDetail | undefined>;
}

/**
 * The answer for a text. Each pane's `output` is read from the core's result when first read: a
 * keystroke's answer crosses to the main thread as changes (delta.ts), and its outputs are never
 * joined in the worker.
 */
export function compressResults(text: string, profile: Profile, counter: TokenCounter | null): Answer {
  const all = compressAll(text, { profile, ...(counter ? { countTokens: counter } : {}) });
  const panes = {} as Record<Intensity, PaneResult>;
  const details = {} as Answer['details'];
  for (const level of INTENSITIES) {
    const r = all[level];
    const detail = resultDetail(r);
    details[level] = detail;
    const { mapped } = mapProtectedSpans(text, detail ? detail.slice : r.output, r.protected, r.edits);
    const pane = { output: '', edits: r.edits, protected: mapped } as PaneResult;
    Object.defineProperty(pane, 'output', {
      enumerable: true,
      configurable: true,
      get: () => r.output,
      set: (v: string) => Object.defineProperty(pane, 'output', { value: v, enumerable: true, writable: true, configurable: true }),
    });
    // the guard's held-back rewrites only where there are some: most answers carry none
    if (r.held.length) pane.held = r.held;
    panes[level] = pane;
  }
  return {
    body: { inputProtected: all.lite.protected, skipped: all.lite.skipped, panes },
    outOfScope: wholeInputOutOfScope(text, all.lite.skipped),
    details,
  };
}
