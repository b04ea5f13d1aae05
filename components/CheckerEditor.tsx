'use client';

// The checker's editor (loaded with next/dynamic, ssr: false): the compressed text a user
// pastes (e.g. written by a language model), bound to the store like the input (textBinding.ts);
// the report's offending spans are drawn as `check-offence` marks, with the reason on hover.

import { PROSE_EDITOR_OPTIONS } from '@/lib/monaco/options';
import { useEffect, useRef } from 'react';
import { monaco } from '@/lib/monaco/monaco';
import type { editor as MonacoEditor } from 'monaco-editor/editor/editor.api';
import { checkerEditor, checkerModel } from '@/lib/monaco/models';
import { installThemes } from '@/lib/monaco/theme';
import { clearHoverLists, installHoverProvider, setHoverLists } from '@/lib/monaco/hovers';
import { findingAt, offenceDecorations, selectedDecoration } from '@/lib/monaco/checkDecorations';
import { findingKey } from '@/lib/checker/findings';
import { playgroundStore, type Playground } from '@/lib/state/store';
import { bindText, CHECKER_TEXT } from '@/lib/monaco/textBinding';
import { installEditorKeys } from './editorKeys';

export default function CheckerEditor() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const store = playgroundStore();
    installThemes(monaco);
    installHoverProvider(monaco);
    const model = checkerModel(monaco, store.getState().checker);
    if (model.getValue() !== store.getState().checker) model.setValue(store.getState().checker);
    const uri = model.uri.toString();
    const editor = monaco.editor.create(el, {
      model,
      ariaLabel: 'Compressed text to check',
      placeholder: 'Paste a compressed text here (e.g. written by a language model) to check it against the input…',
      ...PROSE_EDITOR_OPTIONS,
    });
    const keys = installEditorKeys(monaco, editor, el);
    checkerEditor.current = editor;
    const decorations = editor.createDecorationsCollection();

    const binding = bindText(model, store, CHECKER_TEXT);

    let drawn = '';
    const draw = (s: Playground) => {
      const r = s.checkReport;
      const current = r !== null && binding.current(r.checkerSeq) && s.checker === model.getValue();
      const key = current ? `${r!.seq}|${r!.checkerSeq}|${r!.guard}|${s.checkerAccepted.join('\u0001')}|${s.selectedFinding}` : 'none';
      if (key === drawn) return;
      if (!current && drawn !== '' && r !== null) return; // keep the old marks while the new report computes
      drawn = key;
      const decos = current ? offenceDecorations(r!.report, 'compressed', s.checker, s.checkerAccepted) : [];
      setHoverLists(uri, [decos]);
      const sel = current ? selectedDecoration(r!.report, 'compressed', s.checker, s.selectedFinding) : null;
      const out: MonacoEditor.IModelDeltaDecoration[] = (sel ? [...decos, sel] : decos).map((d) => {
        const a = model.getPositionAt(d.start);
        const b = model.getPositionAt(d.end);
        return {
          range: new monaco.Range(a.lineNumber, a.column, b.lineNumber, b.column),
          options: { inlineClassName: d.inlineClassName, zIndex: d.zIndex, stickiness: monaco.editor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges },
        };
      });
      decorations.set(out);
    };

    const unsubscribe = store.subscribe((s, prev) => {
      binding.onStore(s, prev);
      if (s.checkReport !== prev.checkReport || s.checker !== prev.checker || s.checkerAccepted !== prev.checkerAccepted || s.selectedFinding !== prev.selectedFinding) draw(s);
    });
    // a click (or a tap) on a finding's words selects it in the report, which scrolls to it
    const clicks = editor.onMouseDown((e) => {
      const pos = e.target.position;
      const s = store.getState();
      if (!pos || !s.checkReport) return;
      const f = findingAt(s.checkReport.report, 'compressed', s.checker, model.getOffsetAt(pos));
      if (f) s.selectFinding(findingKey(f));
    });
    draw(store.getState());

    return () => {
      unsubscribe();
      clicks.dispose();
      binding.dispose();
      clearHoverLists(uri);
      decorations.clear();
      checkerEditor.current = null;
      keys.dispose();
      editor.dispose();
    };
  }, []);

  return <div ref={ref} className="editor-host absolute inset-0" data-pane="checker" />;
}
