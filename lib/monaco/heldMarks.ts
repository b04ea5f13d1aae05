// The held-back marks in the output editors (heldDecorations.ts builds them): drawn beside the
// edits while "Show edits" is on, each with its hover. The output editors keep their own
// decorations; these are a separate collection per editor, bound when Monaco creates it, and
// drawn after the editor has taken the new output (a store update applies the text first).
import type { Monaco } from './monaco';
import type { editor as MonacoEditor, IRange } from 'monaco-editor/editor/editor.api';
import { INTENSITIES, type Intensity } from '../caveman/types';
import { playgroundStore } from '../store';
import { paneEditors } from './models';
import type { OffsetDecoration } from './decorations';
import { heldDecorations, heldHoversAt } from './heldDecorations';

const byModel = new Map<string, OffsetDecoration[]>();
let installed = false;

export function installHeldMarks(monaco: Monaco, rulesUrl: string): void {
  if (installed) return;
  installed = true;
  // the pane is known once mountEditor has filed the editor (right after creating it)
  monaco.editor.onDidCreateEditor((ed) => queueMicrotask(() => bind(monaco, ed as MonacoEditor.IStandaloneCodeEditor)));
  monaco.languages.registerHoverProvider(['markdown', 'plaintext'], {
    provideHover(model, position) {
      const decos = byModel.get(model.uri.toString());
      if (!decos?.length) return null;
      const hits = heldHoversAt(decos, model.getOffsetAt(position), rulesUrl);
      if (hits.length === 0) return null;
      const a = model.getPositionAt(Math.min(...hits.map((h) => h.start)));
      const b = model.getPositionAt(Math.max(...hits.map((h) => h.end)));
      return {
        range: new monaco.Range(a.lineNumber, a.column, b.lineNumber, b.column),
        contents: hits.map((h) => ({ value: h.text, isTrusted: false, supportThemeIcons: false })),
      };
    },
  });
}

function paneOf(ed: MonacoEditor.IStandaloneCodeEditor): Intensity | null {
  for (const p of INTENSITIES) if (paneEditors.get(p) === ed) return p;
  return null;
}

function bind(monaco: Monaco, ed: MonacoEditor.IStandaloneCodeEditor): void {
  const pane = paneOf(ed);
  const model = ed.getModel();
  if (!pane || !model) return;
  const uri = model.uri.toString();
  const store = playgroundStore();
  const marks = ed.createDecorationsCollection();
  let drawn = '';
  let queued = false;
  const draw = () => {
    queued = false;
    if (model.isDisposed()) return;
    const s = store.getState();
    const r = s.results;
    const res = r?.panes[pane];
    const held = s.showEdits && res?.held?.length ? res.held : null;
    const key = held ? `${r!.seq}|${r!.ms}|${r!.guard ?? ''}` : '-';
    if (key === drawn) return;
    // the editor has not taken this output yet: its own update comes first, then this one again
    if (held && model.getValueLength() !== res!.output.length) return;
    drawn = key;
    const decos = held ? heldDecorations(held, r!.guard ?? null) : [];
    byModel.set(uri, decos);
    marks.set(decos.map((d) => ({ range: rangeOf(model, d), options: { inlineClassName: d.inlineClassName, zIndex: d.zIndex, stickiness: monaco.editor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges } })));
  };
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.results === prev.results && s.showEdits === prev.showEdits) return;
    if (!queued) queueMicrotask(draw);
    queued = true;
  });
  draw();
  ed.onDidDispose(() => {
    unsubscribe();
    byModel.delete(uri);
  });
}

function rangeOf(model: MonacoEditor.ITextModel, d: OffsetDecoration): IRange {
  const a = model.getPositionAt(d.start);
  const b = model.getPositionAt(d.end);
  return { startLineNumber: a.lineNumber, startColumn: a.column, endLineNumber: b.lineNumber, endColumn: b.column };
}
