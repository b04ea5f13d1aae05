// Decorations of the checker's report (SPEC §3, §6): the ledger's findings and the invariants'
// offences, in the verbose input (`verbose` ranges) and in the pasted compressed text
// (`compressed` ranges). A failing finding is `check-offence`, one to review `check-review`, one
// the user accepted for this pair `check-accepted`; the finding selected in the report is
// outlined (`check-selected`) in both texts. The core's check() reads both texts without an
// envelope line, so its ranges are moved past that line here.
import { findEnvelope } from 'caveman-compress/internals/envelope';
import type { CheckReport, Finding, Range } from 'caveman-compress/internals/types';
import { escapeMarkdown, type OffsetDecoration } from './decorations';
import { findingKey, findingOf } from '../checker/findings';

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

export type SpanKind = 'check-offence' | 'check-review' | 'check-accepted';

export interface OffenceSpan extends Range {
  invariant: string;
  message: string;
  kind: SpanKind;
}

/** Invariants whose offences are the ledger's findings (listed from `findings`, not twice). */
const FROM_FINDINGS = new Set(['uncertainty', 'negation', 'actors', 'licensed']);

function clip(text: string, at: (o: number) => number, r: Range): Range | null {
  const start = Math.min(text.length, at(r.start));
  const end = Math.min(text.length, r.end > r.start ? at(r.end - 1) + 1 : at(r.end));
  return end > start ? { start, end } : null;
}

/**
 * The report's spans on one side, shifted into `text` coordinates, sorted, clipped to the text:
 * each finding (as failing, to review, or accepted) and each offence of the other invariants.
 */
export function offenceSpans(report: CheckReport, side: 'verbose' | 'compressed', text: string, accepted: readonly string[] = []): OffenceSpan[] {
  const at = fromChecked(text);
  const out: OffenceSpan[] = [];
  const findings = report.findings ?? [];
  for (const f of findings) {
    const r = clip(text, at, f[side]);
    if (!r) continue;
    const kind: SpanKind = accepted.includes(findingKey(f)) ? 'check-accepted' : f.severity === 'fail' ? 'check-offence' : 'check-review';
    out.push({ ...r, invariant: f.class, message: f.message, kind });
  }
  for (const inv of report.invariants) {
    // the ledger's invariants list their findings above; an offence of theirs that is no finding (a negation standing alone) is drawn here
    for (const o of inv.offences) {
      if (FROM_FINDINGS.has(inv.id) && findingOf(findings, o.message)) continue;
      const rr = o[side];
      if (!rr) continue;
      const r = clip(text, at, rr);
      if (r) out.push({ ...r, invariant: inv.name, message: o.message, kind: 'check-offence' });
    }
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

const RANK: Record<SpanKind, number> = { 'check-offence': 3, 'check-review': 2, 'check-accepted': 1 };
const TITLE: Record<SpanKind, string> = { 'check-offence': 'Checker: fails', 'check-review': 'Checker: to review', 'check-accepted': 'Checker: accepted for this pair' };

/**
 * Inline decorations for the report, non-overlapping (hover lookup needs it): overlapping spans
 * are merged, take the strongest kind and list their messages together.
 */
export function offenceDecorations(report: CheckReport, side: 'verbose' | 'compressed', text: string, accepted: readonly string[] = []): OffsetDecoration[] {
  const spans = offenceSpans(report, side, text, accepted);
  const merged: { start: number; end: number; kind: SpanKind; lines: string[] }[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    const line = `**${escapeMarkdown(s.invariant)}**: ${escapeMarkdown(s.message)}`;
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      if (RANK[s.kind] > RANK[last.kind]) last.kind = s.kind;
      if (!last.lines.includes(line)) last.lines.push(line);
    } else merged.push({ start: s.start, end: s.end, kind: s.kind, lines: [line] });
  }
  return merged.map((m) => ({
    start: m.start,
    end: m.end,
    inlineClassName: m.kind,
    hover: () => `**${TITLE[m.kind]}**\n\n${m.lines.join('\n\n')}`,
    zIndex: 3,
  }));
}

/** The outline of the selected finding on one side (drawn over the others, no hover of its own). */
export function selectedDecoration(report: CheckReport, side: 'verbose' | 'compressed', text: string, key: string | null): OffsetDecoration | null {
  if (!key) return null;
  const f = (report.findings ?? []).find((x) => findingKey(x) === key);
  if (!f) return null;
  const r = clip(text, fromChecked(text), f[side]);
  return r ? { ...r, inlineClassName: 'check-selected', zIndex: 4 } : null;
}

/** The finding at an offset of `text` on one side (the narrowest that holds it), for a click in an editor. */
export function findingAt(report: CheckReport, side: 'verbose' | 'compressed', text: string, offset: number): Finding | null {
  const at = fromChecked(text);
  let best: Finding | null = null;
  let width = Infinity;
  for (const f of report.findings ?? []) {
    const r = clip(text, at, f[side]);
    if (!r || offset < r.start || offset > r.end) continue;
    if (r.end - r.start < width) {
      best = f;
      width = r.end - r.start;
    }
  }
  return best;
}
