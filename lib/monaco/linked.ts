// The four pane editors tied together at run time (issue 13): what the mouse is over, or the
// cursor (mouse or keyboard) is on, in one pane lights the matching range in every pane
// (class `linked-range`); the savings table's selected rule group lights its edits everywhere
// (`selected-group`); scrolling one pane scrolls the others to the same text. The offsets come
// from lib/panes/linked.ts. The typing path only resets a timer: every lookup runs once the cursor or
// the mouse has rested, on the results already in the store.
import type { editor as MonacoEditor, IDisposable, IRange } from 'monaco-editor/editor/editor.api';
import type { StoreApi } from 'zustand/vanilla';
import type { Monaco } from './monaco';
import type { Pane, Playground, Results } from '../state/store';
import { editAt, groupRanges, linkedRanges, unitAt, type Linked } from '../panes/linked';
import { inTextOrder, mapPoint, type OffsetRange } from '../panes/map-ranges';
import type { Edit, Intensity } from 'caveman-compress/internals/types';

interface Entry {
  pane: Pane;
  editor: MonacoEditor.IStandaloneCodeEditor;
  model: MonacoEditor.ITextModel;
  /** Whether the model shows the text the results of input version `seq` belong to. */
  current(seq: number): boolean;
  link: MonacoEditor.IEditorDecorationsCollection;
  group: MonacoEditor.IEditorDecorationsCollection;
  /** performance.now() of the last wheel, key or pointer press in this pane: its scrolls are the user's. */
  intent: number;
}

/** Resting time before a hover or a cursor move is looked up (a keystroke only resets it). */
const REST_MS = 80;
/** A scroll this soon after the user's wheel, key or pointer press in that pane is theirs. */
const INTENT_MS = 600;

const entries = new Map<Pane, Entry>();
/** The edit under the mouse or the cursor in an output pane (the Explain list follows it). */
let pointed: { level: Intensity; edit: Edit } | null = null;
const pointListeners = new Set<(p: { level: Intensity; edit: Edit } | null) => void>();

/** Call `fn` whenever the edit pointed at in the panes changes; returns the unsubscribe. */
export function onPointedEdit(fn: (p: { level: Intensity; edit: Edit } | null) => void): () => void {
  pointListeners.add(fn);
  return () => pointListeners.delete(fn);
}

/**
 * Light one edit of an output, and the text it came from, in every pane, and bring it into view
 * there (a row of the Explain list). The panes' own mouse and cursor take over again on their
 * next move.
 */
export function showEdit(level: Intensity, edit: Edit): void {
  if (!api) return;
  const r = api.store.getState().results;
  if (!r) return;
  const linked = linkedRanges({ pane: level, start: edit.output.start, end: edit.output.end, edit }, r);
  for (const e of entries.values()) {
    const range = linked[e.pane];
    if (!range || !e.current(r.seq)) {
      e.link.clear();
      continue;
    }
    e.link.set(toDecorations(api.monaco, e.model, [range], 'linked-range'));
    reveal(e, range, false);
  }
}
let hover: { pane: Pane; offset: number; onEdit: boolean } | null = null;
let cursorPane: Pane | null = null;
let latest: 'hover' | 'cursor' = 'cursor';
let timer: ReturnType<typeof setTimeout> | null = null;
let groupTimer: ReturnType<typeof setTimeout> | null = null;
let scrollFrame = 0;
let leader: Pane | null = null;
/** Scrolls this module makes (reveal, sync) are not the user's: they never lead a sync. */
let programmatic = 0;
let unsubscribe: (() => void) | null = null;
let api: { monaco: Monaco; store: StoreApi<Playground> } | null = null;

function schedule(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(resolve, REST_MS);
}

function scheduleGroup(reveal: boolean): void {
  if (groupTimer) clearTimeout(groupTimer);
  groupTimer = setTimeout(() => {
    groupTimer = null;
    drawGroup(reveal);
  }, 0);
}

function edits(r: Results, level: Intensity) {
  return inTextOrder(r.panes[level].edits);
}

function spansOf(r: Results, pane: Pane) {
  return pane === 'input' ? r.inputProtected : r.panes[pane].protected;
}

/** The unit (protected span, word) around `offset`, looked up on its line only. */
function unitIn(e: Entry, r: Results, offset: number): OffsetRange | null {
  const line = e.model.getPositionAt(offset).lineNumber;
  const base = e.model.getOffsetAt({ lineNumber: line, column: 1 });
  return unitAt(e.model.getLineContent(line), offset, spansOf(r, e.pane), base);
}

/** What the active source links to; undefined while its pane does not show these results yet. */
function currentLink(r: Results): Linked | null | undefined {
  const useHover = hover && (latest === 'hover' || !cursorPane);
  const pane = useHover ? hover!.pane : cursorPane;
  if (!pane) return null;
  const e = entries.get(pane);
  if (!e) return null;
  if (!e.current(r.seq)) return undefined;
  let range: OffsetRange | null;
  if (useHover) {
    const { offset, onEdit } = hover!;
    if (pane !== 'input') {
      const p = r.panes[pane];
      // the character under the mouse, or (the caret snapped right of it) the one before
      const edit = editAt(p.edits, p.output, offset) ?? (onEdit && offset > 0 ? editAt(p.edits, p.output, offset - 1) : null);
      if (edit) {
        pointed = { level: pane, edit };
        return linkedRanges({ pane, start: edit.output.start, end: edit.output.end, edit }, r);
      }
    }
    range = unitIn(e, r, offset);
  } else {
    const sel = e.editor.getSelection();
    if (!sel) return null;
    const a = e.model.getOffsetAt(sel.getStartPosition());
    const b = e.model.getOffsetAt(sel.getEndPosition());
    range = a < b ? { start: a, end: b } : unitIn(e, r, a);
  }
  return range ? linkedRanges({ pane, ...range }, r) : null;
}

function toDecorations(monaco: Monaco, model: MonacoEditor.ITextModel, ranges: readonly OffsetRange[], cls: string): MonacoEditor.IModelDeltaDecoration[] {
  const stickiness = monaco.editor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges;
  return ranges.map((r) => {
    const range = monacoRange(model, r);
    // an empty range (the place where a deletion was): a thin mark there instead
    return r.end > r.start
      ? { range, options: { inlineClassName: cls, stickiness } }
      : { range, options: { beforeContentClassName: `${cls} linked-gap`, stickiness } };
  });
}

function monacoRange(model: MonacoEditor.ITextModel, r: OffsetRange): IRange {
  const a = model.getPositionAt(r.start);
  const b = model.getPositionAt(r.end);
  return { startLineNumber: a.lineNumber, startColumn: a.column, endLineNumber: b.lineNumber, endColumn: b.column };
}

function reveal(e: Entry, r: OffsetRange, center: boolean): void {
  if (!api) return;
  const range = monacoRange(e.model, r);
  programmatic++;
  try {
    if (center) e.editor.revealRangeInCenter(range, api.monaco.editor.ScrollType.Immediate);
    else e.editor.revealRangeInCenterIfOutsideViewport(range, api.monaco.editor.ScrollType.Immediate);
  } finally {
    programmatic--;
  }
}

function resolve(): void {
  timer = null;
  if (!api) return;
  const s = api.store.getState();
  const r = s.results;
  const before = pointed;
  pointed = null;
  const linked = r ? currentLink(r) : null;
  if (pointed !== before) for (const fn of pointListeners) fn(pointed);
  if (linked === undefined) return; // the source pane is ahead of the results: its marks move with the text until they come
  const sourcePane = hover && (latest === 'hover' || !cursorPane) ? hover.pane : cursorPane;
  for (const e of entries.values()) {
    const range = linked?.[e.pane];
    if (!range || !r || !e.current(r.seq)) {
      e.link.clear();
      continue;
    }
    e.link.set(toDecorations(api.monaco, e.model, [range], 'linked-range'));
    if (s.syncScroll && e.pane !== sourcePane) reveal(e, range, false);
  }
}

function drawGroup(revealFirst: boolean): void {
  if (!api) return;
  const s = api.store.getState();
  const r = s.results;
  const g = s.selectedGroup;
  const ranges = g && r ? groupRanges(r, g) : null;
  for (const e of entries.values()) {
    const list = ranges && r && e.current(r.seq) ? ranges[e.pane] : [];
    if (list.length === 0) {
      e.group.clear();
      continue;
    }
    e.group.set(toDecorations(api.monaco, e.model, list, `selected-group sg-${g}`));
    if (revealFirst) reveal(e, list[0], true);
  }
}

/** Scroll every other pane to the text at the top of `leader`, mapped through the edits. */
function syncScroll(): void {
  scrollFrame = 0;
  if (!api || !leader) return;
  const r = api.store.getState().results;
  const lead = entries.get(leader);
  if (!r || !lead || !lead.current(r.seq)) return;
  const visible = lead.editor.getVisibleRanges();
  if (visible.length === 0) return;
  const pos = visible[0].getStartPosition();
  // the part of the top line scrolled past, carried over in pixels
  const into = lead.editor.getScrollTop() - lead.editor.getTopForPosition(pos.lineNumber, pos.column);
  const offset = lead.model.getOffsetAt(pos);
  const inOffset = leader === 'input' ? offset : mapPoint(offset, edits(r, leader), 'output');
  for (const e of entries.values()) {
    if (e.pane === leader || !e.current(r.seq)) continue;
    const o = e.pane === 'input' ? inOffset : mapPoint(inOffset, edits(r, e.pane), 'input');
    const p = e.model.getPositionAt(o);
    const top = Math.max(0, e.editor.getTopForPosition(p.lineNumber, p.column) + into);
    programmatic++;
    try {
      e.editor.setScrollTop(top, api.monaco.editor.ScrollType.Immediate);
    } finally {
      programmatic--;
    }
  }
}

function onStore(s: Playground, prev: Playground): void {
  if (s.results !== prev.results) {
    if (hover || cursorPane) schedule();
    if (s.selectedGroup) scheduleGroup(false);
  }
  if (s.selectedGroup !== prev.selectedGroup) scheduleGroup(true);
}

/**
 * Tie a pane's editor to the others. `current(seq)` says whether its model shows the text the
 * results of input version `seq` were computed for (the input runs ahead while the user types).
 */
export function linkPane(
  monaco: Monaco,
  store: StoreApi<Playground>,
  pane: Pane,
  editor: MonacoEditor.IStandaloneCodeEditor,
  current: (seq: number) => boolean,
): IDisposable {
  api = { monaco, store };
  const model = editor.getModel()!;
  const entry: Entry = {
    pane,
    editor,
    model,
    current,
    link: editor.createDecorationsCollection(),
    group: editor.createDecorationsCollection(),
    intent: 0,
  };
  entries.set(pane, entry);
  if (!unsubscribe) unsubscribe = store.subscribe(onStore);
  if (store.getState().selectedGroup) scheduleGroup(false);

  const subs: IDisposable[] = [];
  subs.push(
    editor.onMouseMove((ev) => {
      const t = ev.target;
      if (t.type !== monaco.editor.MouseTargetType.CONTENT_TEXT || !t.position) {
        if (hover?.pane === pane) {
          hover = null;
          schedule();
        }
        return;
      }
      // the character under the mouse when Monaco knows it, else the caret position nearest to it
      const pos = t.range && (t.range.startLineNumber !== t.range.endLineNumber || t.range.startColumn !== t.range.endColumn) ? { lineNumber: t.range.startLineNumber, column: t.range.startColumn } : t.position;
      const offset = model.getOffsetAt(pos);
      if (hover && hover.pane === pane && hover.offset === offset) return;
      hover = { pane, offset, onEdit: !!t.element?.closest('.edit') };
      latest = 'hover';
      schedule();
    }),
    editor.onMouseLeave(() => {
      if (hover?.pane !== pane) return;
      hover = null;
      schedule();
    }),
    editor.onDidChangeCursorSelection(() => {
      // a cursor moved by new text (an output replaced) is not the user's
      if (!editor.hasTextFocus()) return;
      cursorPane = pane;
      latest = 'cursor';
      schedule();
    }),
    editor.onDidFocusEditorText(() => {
      cursorPane = pane;
      latest = 'cursor';
      schedule();
    }),
    editor.onDidBlurEditorText(() => {
      if (cursorPane !== pane) return;
      cursorPane = null;
      schedule();
    }),
    editor.onDidScrollChange((ev) => {
      if (!ev.scrollTopChanged || programmatic > 0) return;
      if (performance.now() - entry.intent > INTENT_MS) return; // a layout or content change, not the user
      if (!store.getState().syncScroll) return;
      leader = pane;
      if (!scrollFrame) scrollFrame = requestAnimationFrame(syncScroll);
    }),
  );
  const host = editor.getContainerDomNode();
  const mark = () => {
    entry.intent = performance.now();
  };
  const events = ['wheel', 'keydown', 'pointerdown', 'touchmove'] as const;
  for (const type of events) host.addEventListener(type, mark, { capture: true, passive: true });

  return {
    dispose() {
      for (const s of subs) s.dispose();
      for (const type of events) host.removeEventListener(type, mark, { capture: true });
      entry.link.clear();
      entry.group.clear();
      if (entries.get(pane) === entry) entries.delete(pane);
      if (hover?.pane === pane) hover = null;
      if (cursorPane === pane) cursorPane = null;
      if (entries.size === 0) {
        unsubscribe?.();
        unsubscribe = null;
        if (timer) clearTimeout(timer);
        if (groupTimer) clearTimeout(groupTimer);
        if (scrollFrame) cancelAnimationFrame(scrollFrame);
        timer = groupTimer = null;
        scrollFrame = 0;
      }
    },
  };
}
