// Decorations of the checker's offences (SPEC §3): the offending spans in the verbose input
// (offence.verbose) and in the pasted compressed text (offence.compressed). The core's check()
// reads both texts without an envelope line, so its ranges are moved past that line here.
import { findEnvelope } from 'caveman-compress/internals/envelope';
import type { CheckReport, Range } from 'caveman-compress/internals/types';
import { escapeMarkdown, type OffsetDecoration } from './decorations';

/**
 * From an offset in the text check() saw (`text` without its envelope line) to the same place in
 * `text`. The line is not always the first: it may follow a front matter or a byte-order mark,
 * and what precedes it keeps its offsets.
 */
export function fromChecked(text: string): (offset: number) => number {
  const e = findEnvelope(text);
  if (!e) return (o) => o;
  const cut = e.end - e.start;
  return (o) => (o < e.start ? o : o + cut);
}

export interface OffenceSpan extends Range {
  invariant: string;
  message: string;
}

/** The offences' ranges on one side, shifted into `text` coordinates, sorted, clipped to the text. */
export function offenceSpans(report: CheckReport, side: 'verbose' | 'compressed', text: string): OffenceSpan[] {
  const at = fromChecked(text);
  const out: OffenceSpan[] = [];
  for (const inv of report.invariants) {
    for (const o of inv.offences) {
      const r = o[side];
      if (!r) continue;
      const start = Math.min(text.length, at(r.start));
      const end = Math.min(text.length, r.end > r.start ? at(r.end - 1) + 1 : at(r.end));
      if (end <= start) continue;
      out.push({ start, end, invariant: inv.name, message: o.message });
    }
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * Inline decorations `check-offence` for the offences, non-overlapping (hover lookup needs it):
 * overlapping spans are merged and their messages listed together.
 */
export function offenceDecorations(report: CheckReport, side: 'verbose' | 'compressed', text: string): OffsetDecoration[] {
  const spans = offenceSpans(report, side, text);
  const merged: { start: number; end: number; lines: string[] }[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    const line = `**${escapeMarkdown(s.invariant)}**: ${escapeMarkdown(s.message)}`;
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      if (!last.lines.includes(line)) last.lines.push(line);
    } else merged.push({ start: s.start, end: s.end, lines: [line] });
  }
  return merged.map((m) => ({
    start: m.start,
    end: m.end,
    inlineClassName: 'check-offence',
    hover: () => `**Checker: fails**\n\n${m.lines.join('\n\n')}`,
    zIndex: 3,
  }));
}
