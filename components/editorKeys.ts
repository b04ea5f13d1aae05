// Keys that let the keyboard out of an editor. An editor keeps Tab for typing (the input and the
// checker indent lists with it; Ctrl+M switches Tab to moving the focus, Monaco's tab-focus mode).
// Esc always gets out: it closes the help or the diff view as it does elsewhere, else it moves the
// focus to the end of the editor's pane (data-pane-exit), so Tab goes on to the next pane and
// Shift+Tab back to this pane's buttons, as the TypeScript playground does.
import type { editor as MonacoEditor } from 'monaco-editor/editor/editor.api';
import type { Monaco } from '@/lib/monaco/monaco';
import { playgroundStore } from '@/lib/state/store';
import { closeOverlay } from './shortcuts';

// A key listener of this editor, not editor.addCommand: Monaco's commands are shared by every
// editor on the page, so the last editor to register Esc would take it from all the others.
export function installEditorKeys(monaco: Monaco, editor: MonacoEditor.IStandaloneCodeEditor, host: HTMLElement): { dispose(): void } {
  // Why did this word change? On a touch screen, where no hover comes, a tap shows the hover that
  // names the rule (the keyboard's way is Alt+W, components/shortcuts.ts, or Monaco's Ctrl+K Ctrl+I).
  const why = () => editor.trigger('keyboard', 'editor.action.showHover', { focus: false });
  // (the host's own pointer event: Monaco turns a touch into a gesture, and its mouse events then may not come)
  let last = 0;
  const onTap = (ev: PointerEvent) => {
    if (ev.pointerType !== 'touch' || ev.timeStamp - last < 50) return;
    last = ev.timeStamp;
    const target = editor.getTargetAtClientPoint(ev.clientX, ev.clientY);
    if (!target?.position) return;
    editor.setPosition(target.position);
    // after Monaco has handled the same touch (it may move the cursor or close a hover of its own)
    setTimeout(why, 0);
  };
  host.addEventListener('pointerup', onTap);
  const tap = { dispose: () => host.removeEventListener('pointerup', onTap) };
  const keys = editor.onKeyDown((e) => {
    if (e.keyCode !== monaco.KeyCode.Escape || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    // Esc first drops extra cursors, as Monaco does (the find widget has its own input and key handling)
    if ((editor.getSelections()?.length ?? 0) > 1) return;
    e.preventDefault();
    e.stopPropagation();
    if (closeOverlay(playgroundStore().getState())) return;
    const pane = host.closest('section');
    (pane?.querySelector<HTMLElement>('[data-pane-exit]') ?? pane?.querySelector<HTMLElement>('[data-pane-title]'))?.focus();
  });
  return {
    dispose() {
      tap.dispose();
      keys.dispose();
    },
  };
}
