// One compression answer as the playground shows it: the core's three outputs with their edits
// and the input's protected spans mapped into each output. The compression worker builds every
// answer with it, and the build renders the first screen's answer with it (lib/state/firstScreen.ts),
// so the static first screen is byte for byte what the worker would have sent.
import { compressAll, resultDetail, type ResultDetail } from 'caveman-compress/internals/compress';
import { INTENSITIES, type Intensity, type Profile, type ProtectedSpan, type TokenCounter } from 'caveman-compress/internals/types';
import { mapProtectedSpans } from '../panes/map-ranges';
import { lazyField } from 'caveman-compress/internals/lazy';
import { wholeInputOutOfScope } from 'caveman-compress/internals/scope';
import type { PaneResult, ResultsBody } from '../state/store';

export interface Answer {
  text: string;
  body: ResultsBody;
  outOfScope: boolean;
  /** What the core knows of each result beyond the body: its change since the last run, its tokens. */
  details: Record<Intensity, ResultDetail | undefined>;
  /** How many of the input's protected spans a pane's mapping lost (any: a core bug; mapped when asked). */
  lost(level: Intensity): number;
}

/**
 * The answer for a text. Each pane's output, edits and output spans are read from the core's
 * result when first read: a keystroke's answer crosses to the main thread as changes
 * (answers.ts), and its whole lists are never made in the worker.
 */
export function compressResults(text: string, profile: Profile, counter: TokenCounter | null): Answer {
  const all = compressAll(text, { profile, ...(counter ? { countTokens: counter } : {}) });
  const panes = {} as Record<Intensity, PaneResult>;
  const details = {} as Answer['details'];
  const mappings = {} as Record<Intensity, () => { mapped: ProtectedSpan[]; lost: ProtectedSpan[] }>;
  for (const level of INTENSITIES) {
    const r = all[level];
    const detail = resultDetail(r);
    details[level] = detail;
    let mapping: { mapped: ProtectedSpan[]; lost: ProtectedSpan[] } | null = null;
    mappings[level] = () => (mapping ??= mapProtectedSpans(text, detail ? detail.slice : r.output, r.protected, r.edits));
    const pane = { output: '', edits: [], protected: [] } as PaneResult;
    lazyField(pane, 'output', () => r.output);
    lazyField(pane, 'edits', () => r.edits);
    lazyField(pane, 'protected', () => mappings[level]().mapped);
    // the guard's held-back rewrites only where there are some: most answers carry none
    if (r.held.length) pane.held = r.held;
    panes[level] = pane;
  }
  return {
    text,
    body: { inputProtected: all.lite.protected, skipped: all.lite.skipped, panes },
    outOfScope: wholeInputOutOfScope(text, all.lite.skipped),
    details,
    lost: (level) => mappings[level]().lost.length,
  };
}
