'use client';

// Monaco's diff editor: the verbose input (original) against one output (modified), on the
// same text models as the panes, so it follows typing and recompression live.

import { useEffect, useRef } from 'react';
import { monaco } from '@/lib/monaco/monaco';
import { checkerModel, paneModel } from '@/lib/monaco/models';
import { installThemes } from '@/lib/monaco/theme';
import { playgroundStore } from '@/lib/state/store';
import type { Intensity } from 'caveman-compress/internals/types';

export default function DiffView({ target, sideBySide }: { target: Intensity | 'checker'; sideBySide: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const editorRef = useRef<ReturnType<typeof monaco.editor.createDiffEditor> | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    installThemes(monaco);
    const diff = monaco.editor.createDiffEditor(el, {
      readOnly: true,
      originalEditable: false,
      automaticLayout: true,
      renderSideBySide: true,
      useInlineViewWhenSpaceIsLimited: true,
      wordWrap: 'on',
      diffWordWrap: 'on',
      minimap: { enabled: false },
      lineNumbers: 'off',
      fontSize: 13,
      scrollBeyondLastLine: false,
      renderOverviewRuler: false,
      ignoreTrimWhitespace: false,
      diffAlgorithm: 'advanced',
      hideUnchangedRegions: { enabled: false },
    });
    editorRef.current = diff;
    return () => {
      editorRef.current = null;
      diff.setModel(null);
      diff.dispose();
    };
  }, []);

  useEffect(() => {
    const diff = editorRef.current;
    if (!diff) return;
    const s = playgroundStore().getState();
    const original = paneModel(monaco, 'input', s.input);
    // the checker's text is its own model: the diff follows what the user types there
    const modified = target === 'checker' ? checkerModel(monaco, s.checker) : paneModel(monaco, target, s.results?.panes[target].output ?? '');
    diff.setModel({ original, modified });
  }, [target]);

  useEffect(() => {
    editorRef.current?.updateOptions({ renderSideBySide: sideBySide });
  }, [sideBySide]);

  return <div ref={ref} className="absolute inset-0" data-testid="diff-editor" />;
}
