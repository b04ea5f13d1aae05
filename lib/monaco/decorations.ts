// Pure builders of the editors' decorations, in string offsets (the editor component turns
// offsets into Monaco positions). Class names are the UI contract:
//   protected-<kind>   a protected span (input and outputs)
//   edit-<group>       an edit in an output, at its output range
//   edit-deletion      added to an edit whose output range is empty (a deletion): it marks
//                      the neighbouring character with a thin bar instead
//   tok-a / tok-b      alternating token tints of the token-boundary view
import type { Edit, ProtectedKind, ProtectedSpan } from 'caveman-compress/internals/types';
import { PROTECTED_KINDS } from 'caveman-compress/internals/types';
import { commonHead, commonTail } from 'caveman-compress/internals/common';

export interface OffsetDecoration {
  start: number;
  end: number;
  inlineClassName: string;
  /**
   * Markdown shown on hover, built only when the user hovers (no string work per update). Given
   * the rules page's absolute URL, an edit's rule is a link to its card there.
   */
  hover?: (rulesUrl?: string) => string;
  /** Paint order: higher wins where decorations overlap. */
  zIndex?: number;
}

/** Backslash-escape every ASCII punctuation character (CommonMark allows it on all of them). */
export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+\-.!|<>~"'&:;=?@$%^,/]/g, '\\$&');
}

/** Quote a snippet of text for a hover: visible whitespace, bounded length. */
export function quoteSnippet(s: string, max = 80): string {
  if (s.length === 0) return '∅';
  let t = s.length > max ? s.slice(0, max - 1) + '…' : s;
  t = t.replace(/\r?\n/g, '⏎').replace(/\t/g, '⇥');
  return '“' + escapeMarkdown(t) + '”';
}

export function protectedHover(span: ProtectedSpan, text?: string): string {
  const what = text !== undefined ? ` ${quoteSnippet(text, 60)}` : '';
  return `**Protected: ${span.kind}**${what}\n\n${escapeMarkdown(span.reason || 'kept byte-exact')}`;
}

/**
 * The link to a rule's card on the rules page (components/rules: id "rule-<rule id>"). Monaco's
 * hover only keeps absolute http(s) links of an untrusted markdown, hence the absolute base.
 */
export function ruleLink(rulesUrl: string, ruleId: string): string {
  return `${rulesUrl}#rule-${encodeURIComponent(ruleId).replace(/[()]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())}`;
}

export function editHover(edit: Edit, rulesUrl?: string): string {
  const change =
    edit.after.length === 0
      ? `removed ${quoteSnippet(edit.before)}`
      : edit.before.length === 0
        ? `inserted ${quoteSnippet(edit.after)}`
        : `${quoteSnippet(edit.before)} → ${quoteSnippet(edit.after)}`;
  const id = `\`${edit.rule.replace(/`/g, '')}\``;
  const rule = rulesUrl ? `[${id}](${ruleLink(rulesUrl, edit.rule)} "Open this rule on the rules page")` : id;
  return `**${escapeMarkdown(edit.label || edit.rule)}**\n\n${change}\n\nrule ${rule} · group ${escapeMarkdown(edit.group)}`;
}

export function protectedDecorations(spans: readonly ProtectedSpan[], text?: string): OffsetDecoration[] {
  const out: OffsetDecoration[] = [];
  for (const s of spans) {
    if (s.end <= s.start) continue;
    out.push({
      start: s.start,
      end: s.end,
      inlineClassName: `protected protected-${s.kind}`,
      hover: () => protectedHover(s, text?.slice(s.start, s.end)),
      zIndex: 1,
    });
  }
  return out;
}

/**
 * Decorations for an output's edits at their output ranges. A deletion (empty output range)
 * marks the character after it (or before it at a line end / the end of the text).
 */
export function editDecorations(edits: readonly Edit[], output: string): OffsetDecoration[] {
  const out: OffsetDecoration[] = [];
  for (const e of edits) {
    const { start, end } = e.output;
    if (end > start) {
      out.push({ start, end, inlineClassName: `edit edit-${e.group}`, hover: (rulesUrl) => editHover(e, rulesUrl), zIndex: 2 });
      continue;
    }
    let s = -1;
    if (start < output.length && output[start] !== '\n' && output[start] !== '\r') s = start;
    else if (start > 0 && output[start - 1] !== '\n' && output[start - 1] !== '\r') s = start - 1;
    if (s < 0) continue;
    const after = s === start;
    out.push({
      start: s,
      end: s + 1,
      inlineClassName: `edit edit-${e.group} edit-deletion ${after ? 'edit-deletion-before' : 'edit-deletion-after'}`,
      hover: (rulesUrl) => editHover(e, rulesUrl),
      zIndex: 2,
    });
  }
  // deletions may mark the character before them: keep the list sorted for hoversAt
  for (let i = 1; i < out.length; i++) {
    if (out[i].start < out[i - 1].start) return out.sort((a, b) => a.start - b.start);
  }
  return out;
}

/** Alternating tints over tokens, from the tokens' UTF-16 end offsets. */
export function tokenDecorations(ends: readonly number[]): OffsetDecoration[] {
  const out: OffsetDecoration[] = [];
  let prev = 0;
  for (let i = 0; i < ends.length; i++) {
    const end = ends[i];
    if (end > prev) out.push({ start: prev, end, inlineClassName: i % 2 === 0 ? 'tok tok-a' : 'tok tok-b', zIndex: 0 });
    prev = end;
  }
  return out;
}

/** Spans per kind, every kind present (0 when absent). */
export function countByKind(spans: readonly ProtectedSpan[]): Record<ProtectedKind, number> {
  const out = Object.fromEntries(PROTECTED_KINDS.map((k) => [k, 0])) as Record<ProtectedKind, number>;
  for (const s of spans) out[s.kind] = (out[s.kind] ?? 0) + 1;
  return out;
}

/** Common prefix and suffix of two strings: the single replacement that turns `a` into `b`. */
export function minimalReplacement(a: string, b: string): { start: number; endA: number; text: string } | null {
  if (a === b) return null;
  const max = Math.min(a.length, b.length);
  let p = commonHead(a, b, max);
  // don't split a surrogate pair
  if (p > 0 && p < a.length && isLowSurrogate(a.charCodeAt(p))) p--;
  let s = commonTail(a, b, max - p);
  if (s > 0 && isLowSurrogate(a.charCodeAt(a.length - s))) s--;
  return { start: p, endA: a.length - s, text: b.slice(p, b.length - s) };
}

/**
 * Which decorations to replace after the text changed from [start, endA) to [start, endB): the
 * editor moves the ones outside the change along with the text, so only the middle of the list
 * (after `head` equal items, before `tail` equal items shifted by the change) is replaced.
 * Both lists sorted by start.
 */
export function decorationSplice(
  prev: readonly OffsetDecoration[],
  next: readonly OffsetDecoration[],
  start: number,
  endA: number,
  endB: number,
): { head: number; tail: number } {
  const same = (a: OffsetDecoration, b: OffsetDecoration, d: number) =>
    a.start + d === b.start && a.end + d === b.end && a.inlineClassName === b.inlineClassName && a.zIndex === b.zIndex;
  const n = Math.min(prev.length, next.length);
  let head = 0;
  while (head < n && prev[head].end < start && same(prev[head], next[head], 0)) head++;
  const d = endB - endA;
  let tail = 0;
  while (tail < n - head && prev[prev.length - 1 - tail].start > endA && same(prev[prev.length - 1 - tail], next[next.length - 1 - tail], d)) tail++;
  return { head, tail };
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/**
 * Hover texts of the decorations that contain `offset`. `lists` are decoration lists each
 * sorted by start and free of overlaps within the list (protected spans; edits).
 */
export function hoversAt(lists: ReadonlyArray<readonly OffsetDecoration[]>, offset: number, rulesUrl?: string): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  for (const list of lists) {
    let lo = 0;
    let hi = list.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].start <= offset) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found < 0) continue;
    const d = list[found];
    if (offset < d.end && d.hover) out.push({ start: d.start, end: d.end, text: d.hover(rulesUrl) });
  }
  return out;
}

/**
 * A text cut into runs, each with the classes of the decorations that cover it (ordered by
 * zIndex, as the editor nests them): the static first screen draws the same classes as the
 * editor's decorations before the editor loads. Decorations may overlap; empty ones are skipped.
 */
export function textRuns(text: string, decos: readonly OffsetDecoration[]): { text: string; className: string }[] {
  const cuts = new Set<number>([0, text.length]);
  const live = decos.filter((d) => d.end > d.start && d.start < text.length);
  for (const d of live) {
    cuts.add(Math.max(0, d.start));
    cuts.add(Math.min(text.length, d.end));
  }
  const at = [...cuts].sort((a, b) => a - b);
  const byStart = [...live].sort((a, b) => a.start - b.start);
  const runs: { text: string; className: string }[] = [];
  let open: OffsetDecoration[] = [];
  let next = 0;
  for (let i = 0; i + 1 < at.length; i++) {
    const s = at[i];
    const e = at[i + 1];
    open = open.filter((d) => d.end > s);
    while (next < byStart.length && byStart[next].start <= s) {
      if (byStart[next].end > s) open.push(byStart[next]);
      next++;
    }
    const className = [...open]
      .sort((a, b) => (a.zIndex ?? 0) - (b.zIndex ?? 0))
      .map((d) => d.inlineClassName)
      .join(' ');
    const last = runs[runs.length - 1];
    if (last && last.className === className) last.text += text.slice(s, e);
    else runs.push({ text: text.slice(s, e), className });
  }
  return runs;
}
