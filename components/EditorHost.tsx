'use client';

// One Monaco editor for one pane (loaded with next/dynamic, ssr: false). It reads the store
// directly (not through React state) so a keystroke or a worker answer never re-renders the
// page around it: the input editor writes the text to the store (debounced by size), the
// output editors apply each new output as one minimal edit and redraw their decorations.

import { PROSE_EDITOR_OPTIONS } from '@/lib/monaco/options';
import { useEffect, useRef } from 'react';
import { monaco } from '@/lib/monaco/monaco';
import type { editor as MonacoEditor, IRange } from 'monaco-editor/editor/editor.api';
import { fitLanguage, paneEditors, paneModel, PLAIN_TEXT_ABOVE } from '@/lib/monaco/models';
import { installThemes } from '@/lib/monaco/theme';
import { clearHoverLists, installHoverProvider, setHoverLists } from '@/lib/monaco/hovers';
import {
  editDecorations,
  decorationSplice,
  minimalReplacement,
  protectedDecorations,
  tokenDecorations,
  type OffsetDecoration,
} from '@/lib/monaco/decorations';
import { playgroundStore, type Pane, type Playground } from '@/lib/state/store';
import { INPUT_LIMIT } from '@/lib/state/inputLimit';
import { bindText, INPUT_TEXT } from '@/lib/monaco/textBinding';
import { installEditorKeys } from './editorKeys';
import { installBigPaste } from '@/lib/monaco/bigPaste';
import { markOutputRendered } from './probe';
import { whenIdle } from './mountQueue';
import { findingAt, offenceDecorations, selectedDecoration } from '@/lib/monaco/checkDecorations';
import { findingKey } from '@/lib/checker/findings';
import { heldDecorations } from '@/lib/monaco/heldDecorations';
import { linkPane } from '@/lib/monaco/linked';
import type { Intensity } from 'caveman-compress/internals/types';

const LABELS: Record<Pane, string> = {
  input: 'Verbose input',
  lite: 'lite output',
  full: 'full output',
  ultra: 'ultra output',
};

function toMonaco(model: MonacoEditor.ITextModel, decos: OffsetDecoration[]): MonacoEditor.IModelDeltaDecoration[] {
  const out: MonacoEditor.IModelDeltaDecoration[] = new Array(decos.length);
  for (let i = 0; i < decos.length; i++) {
    const d = decos[i];
    const a = model.getPositionAt(d.start);
    const b = model.getPositionAt(d.end);
    const range: IRange = { startLineNumber: a.lineNumber, startColumn: a.column, endLineNumber: b.lineNumber, endColumn: b.column };
    out[i] = {
      range,
      options: {
        inlineClassName: d.inlineClassName,
        zIndex: d.zIndex,
        stickiness: monaco.editor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges,
      },
    };
  }
  return out;
}

const MOUNT_ORDER: Record<Pane, number> = { input: 0, lite: 1, full: 2, ultra: 3 };

export default function EditorHost({ pane, onReady }: { pane: Pane; onReady?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const readyRef = useRef(onReady);
  useEffect(() => {
    readyRef.current = onReady;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let unmount: (() => void) | null = null;
    let raf = 0;
    const cancel = whenIdle(MOUNT_ORDER[pane], () => {
      unmount = mountEditor(el, pane);
      raf = requestAnimationFrame(() => readyRef.current?.());
    });
    return () => {
      cancel();
      cancelAnimationFrame(raf);
      unmount?.();
    };
  }, [pane]);

  return <div ref={ref} className="editor-host absolute inset-0" data-pane={pane} />;
}

/** Create the pane's editor in `el` and bind it to the store; returns the teardown. */
function mountEditor(el: HTMLElement, pane: Pane): () => void {
  const store = playgroundStore();
  installThemes(monaco);
  installHoverProvider(monaco);
  const isInput = pane === 'input';
  const initial = isInput ? store.getState().input : (store.getState().results?.panes[pane as Intensity].output ?? '');
  const model = paneModel(monaco, pane, initial);
  const uri = model.uri.toString();
  const editor = monaco.editor.create(el, {
    model,
    readOnly: !isInput,
    domReadOnly: !isInput,
    readOnlyMessage: { value: 'Output panes are read-only: edit the verbose input.' },
    ariaLabel: LABELS[pane],
    ...PROSE_EDITOR_OPTIONS,
    renderLineHighlight: isInput ? 'line' : 'none',
    // an output is read-only: Tab has nothing to type there, so it moves the focus on
    tabFocusMode: !isInput,
  });
  const keys = installEditorKeys(monaco, editor, el);
  paneEditors.set(pane, editor);
  // Decorations as drawn last (sorted by start), their ids, and the text they were drawn on: a
  // new set replaces only the middle that changed (decorationSplice); Monaco has moved the rest.
  let drawnDecos: OffsetDecoration[] = [];
  let drawnIds: string[] = [];
  let drawnText = '';
  const setDecorations = (decos: OffsetDecoration[], text: string, change?: ReturnType<typeof minimalReplacement>) => {
    decos.sort((a, b) => a.start - b.start);
    const ch = change !== undefined ? change : minimalReplacement(drawnText, text);
    const { head, tail } = ch
      ? decorationSplice(drawnDecos, decos, ch.start, ch.endA, ch.start + ch.text.length)
      : decorationSplice(drawnDecos, decos, text.length, text.length, text.length);
    const old = drawnIds.slice(head, drawnIds.length - tail);
    const added = editor.deltaDecorations(old, toMonaco(model, decos.slice(head, decos.length - tail)));
    drawnIds = [...drawnIds.slice(0, head), ...added, ...drawnIds.slice(drawnIds.length - tail)];
    drawnDecos = decos;
    drawnText = text;
  };

  // --- input: model <-> store ----------------------------------------------------------
  const binding = isInput ? bindText(model, store, INPUT_TEXT) : null;
  // A large paste is shown as plain text from the start: switched before Monaco takes the event
  // (capture phase), the markdown highlighter never runs over it (3 s of main thread for 5 MB).
  // Past the input limit, lines are not wrapped either (wrapping 5 MB took another 0.5 s).
  let wrapped = true;
  const fitWrap = (length: number) => {
    const want = length <= INPUT_LIMIT;
    if (want !== wrapped) editor.updateOptions({ wordWrap: want ? 'on' : 'off' });
    wrapped = want;
  };
  const fitTo = (length: number) => {
    fitLanguage(monaco, model, length);
    fitWrap(length);
  };
  const onPaste = (e: ClipboardEvent) => {
    const pasted = e.clipboardData?.getData('text/plain').length ?? 0;
    if (pasted > PLAIN_TEXT_ABOVE) fitTo(model.getValueLength() + pasted);
  };
  if (isInput) el.addEventListener('paste', onPaste, true);
  // registered after onPaste, so the language and wrap are fitted first either way
  const bigPaste = isInput
    ? installBigPaste(el, editor, model, fitTo, monaco.editor.EditorOption.readOnly, monaco.KeyCode.KeyZ)
    : null;
  // A flush (setValue: a link, a draft, a big paste) destroys the model's decorations: the next
  // draw must not keep any as moved.
  const flushes = model.onDidChangeContent((e) => {
    if (!e.isFlush) return;
    drawnDecos = [];
    drawnIds = [];
    drawnText = '';
  });

  // --- linked panes: hover, cursor, savings-row selection, synced scroll -----------------
  let shownSeq = -1; // the results version an output model shows
  const linking = linkPane(monaco, store, pane, editor, isInput ? (seq) => binding!.current(seq) : (seq) => seq === shownSeq);

  // --- store -> editor ----------------------------------------------------------------
  let drawnKey = '';
  // An output model changes only here: `shown` is its text, without reading the model back.
  let shown = isInput ? '' : model.getValue(); // a model outlives its editor (remounts)
  const draw = (s: Playground) => {
    let decos: OffsetDecoration[] = [];
    let key: string;
    let text: string;
    let change: ReturnType<typeof minimalReplacement> | undefined;
    if (isInput) {
      fitLanguage(monaco, model, model.getValueLength());
      fitWrap(model.getValueLength());
      const r = s.results;
      const current = r !== null && binding!.current(r.seq);
      const bd = s.boundaries;
      const b = bd && bd.pane === 'input' && binding!.current(bd.seq) ? bd : null;
      // the checker's offending spans in the input (when the checker is open)
      const cr = s.checkerOpen && s.checker.trim() !== '' && s.checkReport && binding!.current(s.checkReport.seq) ? s.checkReport : null;
      const toggles = `${s.showProtected}|${s.tokenView}|${s.checkerOpen}`;
      key = `${current ? r!.seq : 'x'}|${b ? b.seq + b.encoding : '-'}|${cr ? `${cr.seq}:${cr.checkerSeq}:${cr.guard}:${s.checkerAccepted.join('\u0001')}:${s.selectedFinding}` : '-'}|${toggles}`;
      if (key === drawnKey) return;
      // Nothing new for this text and no toggle changed: keep the old decorations, which
      // Monaco moves along with the user's typing until the new results arrive.
      if (!current && !b && !cr && drawnKey.endsWith(toggles)) return;
      text = model.getValue();
      const prot = current && s.showProtected ? protectedDecorations(r!.inputProtected, text) : [];
      const offs = cr ? offenceDecorations(cr.report, 'verbose', text, s.checkerAccepted) : [];
      setHoverLists(uri, [prot, offs]);
      const sel = cr ? selectedDecoration(cr.report, 'verbose', text, s.selectedFinding) : null;
      decos = prot.concat(offs, sel ? [sel] : [], b ? tokenDecorations(b.ends) : []);
    } else {
      const r = s.results;
      if (!r) return;
      const res = r.panes[pane as Intensity];
      const b = s.boundaries && s.boundaries.pane === pane && s.boundaries.seq === r.seq ? s.boundaries : null;
      key = `${r.seq}|${r.ms}|${s.showProtected}|${s.showEdits}|${b ? b.seq + b.encoding : '-'}`;
      if (key === drawnKey) return;
      const rep = minimalReplacement(shown, res.output);
      // the decorations were drawn on the text shown: the same change moves them
      if (drawnText === shown) change = rep;
      shown = text = res.output;
      // before the edit, so the highlighter never runs over a text too large for it
      fitLanguage(monaco, model, res.output.length);
      if (rep) {
        const a = model.getPositionAt(rep.start);
        const z = model.getPositionAt(rep.endA);
        model.applyEdits([{ range: new monaco.Range(a.lineNumber, a.column, z.lineNumber, z.column), text: rep.text }]);
      }
      shownSeq = r.seq;
      if (res.output.length > 0) markOutputRendered();
      const prot = s.showProtected ? protectedDecorations(res.protected, res.output) : [];
      const eds = s.showEdits ? editDecorations(res.edits, res.output) : [];
      const held = s.showEdits && res.held?.length ? heldDecorations(res.held, r.guard ?? null) : [];
      setHoverLists(uri, [prot, eds], held);
      decos = prot.concat(eds, held, b ? tokenDecorations(b.ends) : []);
    }
    drawnKey = key;
    setDecorations(decos, text, change);
  };

  const onStore = (s: Playground, prev: Playground) => {
    binding?.onStore(s, prev);
    if (
      s.checkReport !== prev.checkReport ||
      s.checkerOpen !== prev.checkerOpen ||
      s.results !== prev.results ||
      s.showEdits !== prev.showEdits ||
      s.showProtected !== prev.showProtected ||
      s.boundaries !== prev.boundaries ||
      s.tokenView !== prev.tokenView ||
      s.input !== prev.input ||
      s.checkerAccepted !== prev.checkerAccepted ||
      s.selectedFinding !== prev.selectedFinding
    ) {
      draw(s);
    }
  };
  const unsubscribe = store.subscribe(onStore);
  // with the checker open, a click on a finding's words in the input selects it in the report
  const clicks = isInput
    ? editor.onMouseDown((e) => {
        const pos = e.target.position;
        const s = store.getState();
        if (!pos || !s.checkerOpen || !s.checkReport) return;
        const f = findingAt(s.checkReport.report, 'verbose', model.getValue(), model.getOffsetAt(pos));
        if (f) s.selectFinding(findingKey(f));
      })
    : null;
  draw(store.getState());

  return () => {
    unsubscribe();
    clicks?.dispose();
    linking.dispose();
    el.removeEventListener('paste', onPaste, true);
    bigPaste?.dispose();
    flushes.dispose();
    binding?.dispose();
    paneEditors.delete(pane);
    clearHoverLists(uri);
    editor.deltaDecorations(drawnIds, []);
    keys.dispose();
    editor.dispose();
  };
}
