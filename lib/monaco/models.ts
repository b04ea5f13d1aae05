// One Monaco text model per pane, shared by the pane editors and the diff view.
import type { Pane } from '../state/store';
import type { Monaco } from './monaco';
import type { editor } from 'monaco-editor/editor/editor.api';

const models = new Map<Pane, editor.ITextModel>();
/** Every model made here (panes and checker): a restart drops them with their undo stacks. */
const made = new Set<editor.ITextModel>();

export function paneModel(monaco: Monaco, pane: Pane, initial = ''): editor.ITextModel {
  let m = models.get(pane);
  if (!m || m.isDisposed()) {
    const uri = monaco.Uri.parse(`inmemory://caveman/${pane}.md`);
    m = monaco.editor.getModel(uri) ?? monaco.editor.createModel(initial, 'markdown', uri);
    // LF everywhere: offsets from the core are string offsets of the LF text.
    m.setEOL(monaco.editor.EndOfLineSequence.LF);
    noBracketPairs(m);
    models.set(pane, m);
    made.add(m);
  }
  return m;
}

/**
 * Bracket-pair colouring is a model option, not only an editor one: left on, the model parses
 * the whole text for brackets on the first draw after every large change (0.6 s for a 5 MB
 * paste), for colours prose panes never show.
 */
function noBracketPairs(m: editor.ITextModel): void {
  m.updateOptions({ bracketColorizationOptions: { enabled: false, independentColorPoolPerBracketType: false } });
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
    noBracketPairs(m);
    made.add(m);
  }
  return m;
}

/** Disposes every model made here, once their editors are gone (the playground's restart). */
export function disposeModels(): void {
  for (const m of made) if (!m.isDisposed()) m.dispose();
  made.clear();
  models.clear();
}

/**
 * Above this many UTF-16 units a pane is shown as plain text: Monaco's markdown highlighter
 * (Monarch, on the main thread) then costs more than everything else a new text needs (a
 * 250 KB paste spent about 1 s in it). The protected-span and edit marks stay.
 */
export const PLAIN_TEXT_ABOVE = 100_000;

/** Markdown highlighting for ordinary texts, plain text for very large ones. */
export function fitLanguage(monaco: Monaco, model: editor.ITextModel, length: number): void {
  const want = length > PLAIN_TEXT_ABOVE ? 'plaintext' : 'markdown';
  if (model.getLanguageId() !== want) monaco.editor.setModelLanguage(model, want);
}
