// Results as a difference from the previous answer: a keystroke changes one place of a 100 KB
// text, and copying every pane's text, edits and spans across the worker boundary again cost
// the main thread more than drawing them. The worker sends what changed in each list (kept
// head, new middle, kept tail shifted by the length change); the main thread rebuilds the rest.
import type { Edit, HeldBack, Intensity, ProtectedSpan, Range, SkippedRegion } from 'caveman-compress/internals/types';
import { INTENSITIES } from 'caveman-compress/internals/types';
import type { PaneResult, ResultsBody } from '../state/store';
import { minimalReplacement } from '../monaco/decorations';

/** The new text: the old one with [start, end) replaced by `text`. */
export interface TextDelta {
  start: number;
  end: number;
  text: string;
}

/** The new list: the old one's first `head` items, then `mid`, then its last `tail` items shifted. */
export interface ListDelta<T> {
  head: number;
  tail: number;
  mid: T[];
}

export interface PaneDelta {
  output: TextDelta;
  edits: ListDelta<Edit>;
  protected: ListDelta<ProtectedSpan>;
  /** Absent when neither answer held anything back. */
  held?: ListDelta<HeldBack>;
}

/** A compression answer's ResultsBody as the difference from the previous one. */
export interface ResultsDelta {
  /** How much longer the input is than the previous one's (input coordinates of the tails shift by it). */
  dIn: number;
  inputProtected: ListDelta<ProtectedSpan>;
  skipped: ListDelta<SkippedRegion>;
  panes: Record<Intensity, PaneDelta>;
}

export function textDelta(a: string, b: string): TextDelta {
  const r = minimalReplacement(a, b);
  return r ? { start: r.start, end: r.endA, text: r.text } : { start: 0, end: 0, text: '' };
}

export function applyText(a: string, d: TextDelta): string {
  return a.slice(0, d.start) + d.text + a.slice(d.end);
}

const sameRange = (a: Range, b: Range, d: number) => a.start + d === b.start && a.end + d === b.end;

function sameSpan(a: ProtectedSpan | SkippedRegion, b: ProtectedSpan | SkippedRegion, d: number): boolean {
  return sameRange(a, b, d) && a.reason === b.reason && (a as ProtectedSpan).kind === (b as ProtectedSpan).kind;
}

function sameEdit(a: Edit, b: Edit, dIn: number, dOut: number): boolean {
  return sameRange(a.input, b.input, dIn) && sameRange(a.output, b.output, dOut) && a.rule === b.rule && a.label === b.label && a.before === b.before && a.after === b.after;
}

function sameHeld(a: HeldBack, b: HeldBack, dIn: number, dOut: number): boolean {
  return (
    sameRange(a.input, b.input, dIn) &&
    sameRange(a.output, b.output, dOut) &&
    a.rule === b.rule &&
    a.scope === b.scope &&
    a.before === b.before &&
    a.after === b.after &&
    a.tokens.kept === b.tokens.kept &&
    a.tokens.rewritten === b.tokens.rewritten
  );
}

function listDelta<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T, shifted: boolean) => boolean): ListDelta<T> {
  const n = Math.min(a.length, b.length);
  let head = 0;
  while (head < n && same(a[head], b[head], false)) head++;
  let tail = 0;
  while (tail < n - head && same(a[a.length - 1 - tail], b[b.length - 1 - tail], true)) tail++;
  return { head, tail, mid: b.slice(head, b.length - tail) };
}

function applyList<T>(a: readonly T[], d: ListDelta<T>, shift: (x: T) => T): T[] {
  const out = a.slice(0, d.head);
  for (const x of d.mid) out.push(x);
  for (let i = a.length - d.tail; i < a.length; i++) out.push(shift(a[i]));
  return out;
}

const moved = <T extends Range>(x: T, d: number): T => (d === 0 ? x : { ...x, start: x.start + d, end: x.end + d });

/** A list of spans as the difference from another: the tail's moved by `d`. */
export function spansDelta<T extends ProtectedSpan | SkippedRegion>(a: readonly T[], b: readonly T[], d: number): ListDelta<T> {
  return listDelta(a, b, (x, y, shifted) => sameSpan(x, y, shifted ? d : 0));
}

/** `b` as the difference from `a`, compared list by list. */
export function resultsDelta(a: ResultsBody, b: ResultsBody, dIn: number): ResultsDelta {
  const panes = {} as Record<Intensity, PaneDelta>;
  for (const level of INTENSITIES) {
    const pa = a.panes[level];
    const pb = b.panes[level];
    const output = textDelta(pa.output, pb.output);
    const dOut = output.text.length - (output.end - output.start);
    panes[level] = {
      output,
      edits: listDelta(pa.edits, pb.edits, (x, y, s) => sameEdit(x, y, s ? dIn : 0, s ? dOut : 0)),
      protected: spansDelta(pa.protected, pb.protected, dOut),
    };
    if (pa.held?.length || pb.held?.length) panes[level].held = listDelta(pa.held ?? [], pb.held ?? [], (x, y, s) => sameHeld(x, y, s ? dIn : 0, s ? dOut : 0));
  }
  return {
    dIn,
    inputProtected: spansDelta(a.inputProtected, b.inputProtected, dIn),
    skipped: spansDelta(a.skipped, b.skipped, dIn),
    panes,
  };
}

export function applyResultsDelta(a: ResultsBody, d: ResultsDelta): ResultsBody {
  const { dIn } = d;
  const panes = {} as Record<Intensity, PaneResult>;
  for (const level of INTENSITIES) {
    const pa = a.panes[level];
    const pd = d.panes[level];
    const output = applyText(pa.output, pd.output);
    const dOut = output.length - pa.output.length;
    panes[level] = {
      output,
      edits: applyList(pa.edits, pd.edits, (e) => (dIn === 0 && dOut === 0 ? e : { ...e, input: moved(e.input, dIn), output: moved(e.output, dOut) })),
      protected: applyList(pa.protected, pd.protected, (p) => moved(p, dOut)),
    };
    if (pd.held) {
      const held = applyList(pa.held ?? [], pd.held, (h) => (dIn === 0 && dOut === 0 ? h : { ...h, input: moved(h.input, dIn), output: moved(h.output, dOut) }));
      if (held.length) panes[level].held = held;
    }
  }
  return {
    inputProtected: applyList(a.inputProtected, d.inputProtected, (p) => moved(p, dIn)),
    skipped: applyList(a.skipped, d.skipped, (p) => moved(p, dIn)),
    panes,
  };
}
