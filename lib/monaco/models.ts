// One Monaco text model per pane, shared by the pane editors and the diff view.
import type { Pane } from '../store';
import type { Monaco } from './monaco';
import type { editor } from 'monaco-editor/editor/editor.api';

const models = new Map<Pane, editor.ITextModel>();

export function paneModel(monaco: Monaco, pane: Pane, initial = ''): editor.ITextModel {
  let m = models.get(pane);
  if (!m || m.isDisposed()) {
    const uri = monaco.Uri.parse(`inmemory://caveman/${pane}.md`);
    m = monaco.editor.getModel(uri) ?? monaco.editor.createModel(initial, 'markdown', uri);
    // LF everywhere: offsets from the core are string offsets of the LF text.
    m.setEOL(monaco.editor.EndOfLineSequence.LF);
    models.set(pane, m);
  }
  return m;
}

/** Editors by pane, for keyboard shortcuts that move the focus. */
export const paneEditors = new Map<Pane, editor.IStandaloneCodeEditor>();

/** The checker's editor (the pasted compressed text), for revealing an offence. */
export const checkerEditor: { current: editor.IStandaloneCodeEditor | null } = { current: null };

/** The checker's text model. */
export function checkerModel(monaco: Monaco, initial = ''): editor.ITextModel {
  const uri = monaco.Uri.parse('inmemory://caveman/checker.md');
  let m = monaco.editor.getModel(uri);
  if (!m || m.isDisposed()) {
    m = monaco.editor.createModel(initial, 'markdown', uri);
    m.setEOL(monaco.editor.EndOfLineSequence.LF);
  }
  return m;
}
