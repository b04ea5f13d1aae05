// What leaves the page with an output: its text as copied, the same as Markdown with a one-line
// footer saying where it came from, and the file name of its download.
//
// The footer is an HTML comment, so the Markdown renders as the output alone. It is a footer
// and not the core's envelope (packages/caveman/src/core/envelope.ts): the envelope is only read from the first
// line, and a tool that finds one believes the text was written at that intensity under the
// envelope's rules; the footer is a note of how this copy was made, and its wording
// ("caveman-playground", no "intensity=") never matches the envelope's pattern.
import type { Intensity } from 'caveman-compress/internals/types';
import type { PlaygroundState } from '../state/store';
import { reduction } from '../state/selectors';

export interface TakeawayFacts {
  level: Intensity;
  profileId: string;
  /** The profile has rule edits. */
  edited: boolean;
  encoding: string;
  /** The token counts of this output and of its input, when both are of the text on screen. */
  tokens: { input: number; output: number } | null;
}

/** '--' cannot appear inside an HTML comment: it would end it early in some parsers. */
const safe = (s: string) => s.replace(/-(?=-)/g, '- ').replace(/>/g, '›');

/** The footer line: `<!-- caveman-playground: full · profile forge · 383 tokens (−12.8 % of 439) · o200k_base -->`. */
export function markdownFooter(f: TakeawayFacts): string {
  const parts = [f.level, `profile ${safe(f.profileId)}${f.edited ? ' (edited)' : ''}`];
  if (f.tokens) {
    const r = reduction(f.tokens.input, f.tokens.output);
    const sign = r.saved >= 0 ? '−' : '+';
    parts.push(`${f.tokens.output} tokens (${sign}${Math.abs(r.percent).toFixed(1)} % of ${f.tokens.input})`);
  }
  parts.push(safe(f.encoding));
  return `<!-- caveman-playground: ${parts.join(' · ')} -->`;
}

/** The output, unchanged, then a blank line and the footer. */
export function asMarkdown(output: string, f: TakeawayFacts): string {
  const gap = output === '' ? '' : output.endsWith('\n') ? '\n' : '\n\n';
  return `${output}${gap}${markdownFooter(f)}\n`;
}

export function downloadName(level: Intensity): string {
  return `caveman-${level}.md`;
}

/** The output on screen and its facts, or null when there is none. */
export function takeawayOf(s: PlaygroundState, level: Intensity): { output: string; facts: TakeawayFacts } | null {
  const r = s.results;
  if (!r) return null;
  const out = s.counts[level];
  const inp = s.counts.input;
  // a count of another encoding or an older text would put a wrong number under this text
  const current = out && inp && out.encoding === s.encoding && inp.encoding === s.encoding && out.seq === r.seq && r.seq === s.inputSeq && inp.seq === s.inputSeq;
  return {
    output: r.panes[level].output,
    facts: {
      level,
      profileId: s.profileId,
      edited: !!s.profileEdits && Object.keys(s.profileEdits).length > 0,
      encoding: s.encoding,
      tokens: current ? { input: inp.n, output: out.n } : null,
    },
  };
}
