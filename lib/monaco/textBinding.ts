// The two-way binding of an editable Monaco model to a text in the store (the input, the
// checker's text). Typing writes to the store (at once, or debounced for very large texts); a
// text set from outside the editor (an example, a permalink, a restored draft) is shown. The
// model version of each text version is kept, so marks computed for an older text are never
// drawn on a newer one (Monaco moves the old marks along while the user types).
import type { editor as MonacoEditor } from 'monaco-editor/editor/editor.api';
import type { StoreApi } from 'zustand/vanilla';
import type { Playground } from '../state/store';

/** Debounce delay for an input of `length` UTF-16 units: instant for small texts, a little
 *  longer for big ones so that a burst of keystrokes on 100 KB becomes one job. */
export function debounceFor(length: number): number {
  // The worker queues keep one request in flight and only the newest waiting, so a keystroke can
  // go out at once: the core recomputes only the units it changed. Only very large texts wait.
  if (length < 200_000) return 0;
  if (length < 1_000_000) return 40;
  return 150;
}

export interface BoundText {
  text(s: Playground): string;
  /** The version number the store gives each text it holds. */
  seq(s: Playground): number;
  set(s: Playground, text: string): void;
}

export interface TextBinding {
  /** Whether what the store computed for text version `seq` belongs to the text in the model. */
  current(seq: number): boolean;
  /** Call from the store's subscription, before drawing. */
  onStore(s: Playground, prev: Playground): void;
  /** Writes a pending edit to the store and stops listening. */
  dispose(): void;
}

export const INPUT_TEXT: BoundText = { text: (s) => s.input, seq: (s) => s.inputSeq, set: (s, t) => s.setInput(t) };
export const CHECKER_TEXT: BoundText = { text: (s) => s.checker, seq: (s) => s.checkerSeq, set: (s, t) => s.setChecker(t) };

export function bindText(model: MonacoEditor.ITextModel, store: StoreApi<Playground>, bound: BoundText): TextBinding {
  const versionOfSeq = new Map<number, number>();
  const remember = (seq: number) => {
    versionOfSeq.set(seq, model.getVersionId());
    if (versionOfSeq.size > 32) versionOfSeq.delete(versionOfSeq.keys().next().value!);
  };
  let pushed = bound.text(store.getState());
  remember(bound.seq(store.getState()));
  let timer: ReturnType<typeof setTimeout> | null = null;
  let applyingExternal = false;

  const flush = () => {
    timer = null;
    pushed = model.getValue();
    bound.set(store.getState(), pushed);
    remember(bound.seq(store.getState()));
  };
  const sub = model.onDidChangeContent(() => {
    if (applyingExternal) return;
    if (timer) clearTimeout(timer);
    const delay = debounceFor(model.getValueLength());
    if (delay === 0) flush();
    else timer = setTimeout(flush, delay);
  });

  return {
    current: (seq) => versionOfSeq.get(seq) === model.getVersionId(),
    onStore(s, prev) {
      const text = bound.text(s);
      if (text !== pushed && text !== bound.text(prev)) {
        pushed = text;
        applyingExternal = true;
        try {
          model.setValue(text);
        } finally {
          applyingExternal = false;
        }
        remember(bound.seq(s));
      } else if (bound.seq(s) !== bound.seq(prev) && text === bound.text(prev) && text === pushed && !timer) {
        // a new version of the same text (profile, rule edits, encoding): the model is unchanged
        remember(bound.seq(s));
      }
    },
    dispose() {
      sub.dispose();
      if (timer) {
        clearTimeout(timer);
        flush();
      }
    },
  };
}
