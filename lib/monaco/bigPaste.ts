// A very large paste into the input replaces the model's text in one flush (setValue) instead of
// going through Monaco's paste command. The command's edit path (undo-stack element, one
// lines-inserted event per view, a second copy of the text for undo) held the main thread for
// 0.3–1 s with 5 MB; the flush path skips all three. What it gives up is Monaco's undo of that
// paste, so Ctrl/Cmd+Z brings back the text from before the paste once nothing older is left to
// undo.

import type { editor as MonacoEditor, IDisposable } from 'monaco-editor/editor/editor.api';

/** Pastes longer than this take the flush path (well past what the page compresses). */
export const FLUSH_PASTE_ABOVE = 1_000_000;

/** The text after pasting `pasted` over [start, end) of `value`, and where the cursor goes. */
export function pastedText(value: string, start: number, end: number, pasted: string): { text: string; caret: number } {
  return { text: value.slice(0, start) + pasted + value.slice(end), caret: start + pasted.length };
}

type Editor = Pick<
  MonacoEditor.IStandaloneCodeEditor,
  'getSelections' | 'setPosition' | 'revealPosition' | 'onKeyDown' | 'getOption' | 'setModel' | 'focus'
>;

/**
 * Take over pastes above FLUSH_PASTE_ABOVE in `el` (capture phase, before Monaco's textarea sees
 * them). `before(length)` runs first with the new text's length (language and wrap are fitted to
 * it). Returns the listener's disposer.
 */
export function installBigPaste(
  el: HTMLElement,
  editor: Editor,
  model: MonacoEditor.ITextModel,
  before: (length: number) => void,
  readOnlyOption: number,
  zKeyCode: number,
): IDisposable {
  let prior: { text: string; caret: number } | null = null; // the text before the last flushed paste, for undo
  let ours = false;
  // Two tasks instead of one: the text buffer is built while no view shows the model, and the
  // view's lines are laid out when the editor takes the model back (each half ~half the work).
  const setText = (text: string, caret: number) => {
    before(text.length);
    editor.setModel(null);
    ours = true;
    try {
      model.setValue(text);
    } finally {
      ours = false;
    }
    setTimeout(() => {
      if (model.isDisposed()) return;
      editor.setModel(model);
      const at = model.getPositionAt(caret);
      editor.setPosition(at);
      editor.revealPosition(at);
      editor.focus();
    }, 0);
  };
  const onPaste = (e: ClipboardEvent) => {
    const pasted = e.clipboardData?.getData('text/plain') ?? '';
    if (pasted.length <= FLUSH_PASTE_ABOVE) return;
    const sels = editor.getSelections();
    // several cursors paste line by line: Monaco's own command knows how
    if (!sels || sels.length !== 1 || editor.getOption(readOnlyOption as never)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    const value = model.getValue();
    const start = model.getOffsetAt(sels[0].getStartPosition());
    const end = model.getOffsetAt(sels[0].getEndPosition());
    const { text, caret } = pastedText(value, start, end, pasted);
    setText(text, caret);
    prior = { text: value, caret: end };
  };
  el.addEventListener('paste', onPaste, true);
  // a text set from elsewhere (a link, a draft) is not the paste's to undo
  const flushes = model.onDidChangeContent((e) => {
    if (e.isFlush && !ours) prior = null;
  });
  const keys = editor.onKeyDown((e) => {
    if (prior === null || e.keyCode !== zKeyCode || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return;
    if (model.canUndo()) return;
    e.preventDefault();
    e.stopPropagation();
    const { text, caret } = prior;
    prior = null;
    setText(text, caret);
  });
  return {
    dispose() {
      el.removeEventListener('paste', onPaste, true);
      flushes.dispose();
      keys.dispose();
    },
  };
}
