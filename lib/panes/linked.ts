// What lights up where when a range of one pane is linked to the others (issue 13): the input
// and the three outputs are tied together by each output's edits (lib/panes/map-ranges.ts). A range of
// the input lights its image in every output; a range of an output lights its source in the
// input, and that source's image in the other outputs. Pure: the editors (lib/monaco/linked.ts)
// turn these offsets into decorations.
import type { Edit, Intensity, ProtectedSpan, RuleGroup } from 'caveman-compress/internals/types';
import { INTENSITIES } from 'caveman-compress/internals/types';
import { inTextOrder, linkRange, type OffsetRange } from './map-ranges';

export type LinkPane = 'input' | Intensity;

/** The panes' texts and edits, as the results give them. */
export interface LinkBody {
  panes: Record<Intensity, { edits: readonly Edit[] }>;
}

/** A range of one pane; with `edit`, an edit of that output linked exactly (its two ranges). */
export interface LinkSource {
  pane: LinkPane;
  start: number;
  end: number;
  edit?: Edit;
}

export type Linked = Partial<Record<LinkPane, OffsetRange>>;

export function linkedRanges(source: LinkSource, body: LinkBody): Linked {
  const out: Linked = {};
  const range = { start: source.start, end: source.end };
  let input: OffsetRange;
  if (source.pane === 'input') {
    // the input shows everything the outputs' images come from: the range widened by each output's edits
    input = { ...range };
    for (const level of INTENSITIES) {
      const r = linkRange(range, inTextOrder(body.panes[level].edits), 'input');
      out[level] = r.to;
      input = { start: Math.min(input.start, r.from.start), end: Math.max(input.end, r.from.end) };
    }
    out.input = input;
    return out;
  }
  const edits = inTextOrder(body.panes[source.pane].edits);
  if (source.edit) {
    input = { ...source.edit.input };
    out[source.pane] = { ...source.edit.output };
  } else {
    const r = linkRange(range, edits, 'output');
    input = r.to;
    out[source.pane] = r.from;
  }
  out.input = input;
  for (const level of INTENSITIES) {
    if (level !== source.pane) out[level] = linkRange(input, inTextOrder(body.panes[level].edits), 'input').to;
  }
  return out;
}

/**
 * Where an output's edit is drawn: its output range, or for a deletion (an empty output range)
 * the neighbouring character that carries its mark (lib/monaco/decorations.ts: editDecorations).
 */
export function markOf(edit: Edit, output: string): OffsetRange | null {
  const { start, end } = edit.output;
  if (end > start) return { start, end };
  if (start < output.length && output[start] !== '\n' && output[start] !== '\r') return { start, end: start + 1 };
  if (start > 0 && output[start - 1] !== '\n' && output[start - 1] !== '\r') return { start: start - 1, end: start };
  return null;
}

/** The edit whose mark covers `offset` in an output (a replacement before a deletion's mark on the same character). */
export function editAt(edits: readonly Edit[], output: string, offset: number): Edit | null {
  let hit: Edit | null = null;
  for (const e of edits) {
    if (e.output.start > offset + 1) break;
    const m = markOf(e, output);
    if (m && m.start <= offset && offset < m.end) {
      if (e.output.end > e.output.start) return e;
      hit ??= e;
    }
  }
  return hit;
}

const WORD = /[\p{L}\p{N}\p{M}_'’-]/u;

/**
 * What a cursor at `offset` stands for: the protected span around it when the span is on one
 * line (a path, a version: linked whole), else the word, else the one visible character there.
 * `text` is a slice of the pane's text starting at `base` (a line is enough); offsets are absolute.
 */
export function unitAt(text: string, offset: number, spans: readonly ProtectedSpan[] = [], base = 0): OffsetRange | null {
  for (const s of spans) {
    if (s.start <= offset && offset < s.end && s.start >= base && s.end <= base + text.length) {
      if (!text.slice(s.start - base, s.end - base).includes('\n')) return { start: s.start, end: s.end };
    }
  }
  const i = offset - base;
  let a = i;
  let b = i;
  while (a > 0 && WORD.test(text[a - 1])) a--;
  while (b < text.length && WORD.test(text[b])) b++;
  if (b > a) return { start: a + base, end: b + base };
  if (i < text.length && /\S/.test(text[i])) return { start: offset, end: offset + 1 };
  if (i > 0 && /\S/.test(text[i - 1])) return { start: offset - 1, end: offset };
  return null;
}

/**
 * The ranges of one rule group's edits in every pane: each output's own edits, and in the input
 * every text any output changed with that group (sorted, overlaps merged).
 */
export function groupRanges(body: LinkBody, group: RuleGroup): Record<LinkPane, OffsetRange[]> {
  const out = { input: [] } as unknown as Record<LinkPane, OffsetRange[]>;
  const inputs: OffsetRange[] = [];
  for (const level of INTENSITIES) {
    out[level] = [];
    for (const e of inTextOrder(body.panes[level].edits)) {
      if (e.group !== group) continue;
      out[level].push({ ...e.output });
      inputs.push({ ...e.input });
    }
  }
  inputs.sort((a, b) => a.start - b.start || a.end - b.end);
  for (const r of inputs) {
    const last = out.input[out.input.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.input.push(r);
  }
  return out;
}
