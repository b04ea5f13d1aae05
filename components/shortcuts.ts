// Keyboard shortcuts of the playground (listed in the help popover). Alt+<key> by physical
// key code, so they work with any layout and inside the editors.
import type { StoreApi } from 'zustand/vanilla';
import { PANES, type Playground } from '@/lib/state/store';
import { ENCODINGS } from 'caveman-compress/tokens';
import { checkerEditor, paneEditors } from '@/lib/monaco/models';
import { outputIntensity } from '@/lib/state/selectors';

export interface Shortcut {
  keys: string;
  code: string;
  alt: boolean;
  shift?: boolean;
  description: string;
}

export const SHORTCUTS: Shortcut[] = [
  { keys: 'Alt+1 … Alt+4', code: 'Digit1-4', alt: true, description: 'Focus the input, lite, full or ultra pane' },
  { keys: 'Alt+D', code: 'KeyD', alt: true, description: 'Open / close the diff view (input vs selected output)' },
  { keys: 'Alt+E', code: 'KeyE', alt: true, description: 'Show / hide edit highlights' },
  { keys: 'Alt+P', code: 'KeyP', alt: true, description: 'Show / hide protected-span highlights' },
  { keys: 'Alt+T', code: 'KeyT', alt: true, description: 'Cycle the token-boundary view (off, input, lite, full, ultra)' },
  { keys: 'Alt+K', code: 'KeyK', alt: true, description: 'Switch the token encoding' },
  { keys: 'Alt+] / Alt+[', code: 'Bracket', alt: true, description: 'Remaining budget +5 % / −5 %' },
  { keys: 'Ctrl/Cmd+S or Alt+L', code: 'KeyS', alt: false, description: 'Share: copy a link that restores this state' },
  { keys: 'Alt+C', code: 'KeyC', alt: true, description: 'Open the checker and put the cursor in it (again: close it)' },
  { keys: 'Alt+R', code: 'KeyR', alt: true, description: 'Open the rule editor and move into it (again: close it)' },
  { keys: 'Alt+H or ?', code: 'KeyH', alt: true, description: 'Show / hide this help' },
  { keys: 'Alt+W or Ctrl+K Ctrl+I', code: 'KeyW', alt: true, description: 'In an output pane: why this changed (the rule at the cursor); on a touch screen, tap the word' },
  { keys: 'Esc', code: 'Escape', alt: false, description: 'Close the diff view, this help or the rule editor; in an editor, leave it (Tab then goes on to the next pane)' },
  { keys: 'Ctrl+M', code: 'KeyM', alt: false, description: 'In the input or checker editor: Tab moves the focus instead of typing a tab (again: back)' },
];

export interface ShortcutContext {
  store: StoreApi<Playground>;
  selected: () => string;
  share: () => void;
}

function isTextField(el: Element | null): boolean {
  if (!el) return false;
  if (el.closest('.monaco-editor')) return true;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (el as HTMLElement).isContentEditable;
}

/** Esc closes the help, else the diff view, else the rule editor (from outside an editor); false when none is open. */
export function closeOverlay(st: Playground): boolean {
  if (st.helpOpen) st.setHelpOpen(false);
  else if (st.diffTarget) st.setDiffTarget(null);
  // (a popover open takes its own Esc first)
  else if (st.ruleEditorOpen && !document.activeElement?.closest('.monaco-editor') && !document.querySelector('[role="dialog"]')) {
    st.setRuleEditorOpen(false);
    document.querySelector<HTMLElement>('[data-testid="rules-button"]')?.focus();
  } else return false;
  return true;
}

/** Calls `fn` with the element once `find` gives one (the checker's editor and the rule editor mount a frame or more later). */
function whenThere<T>(find: () => T | null | undefined, fn: (x: T) => void, frames = 120): void {
  const x = find();
  if (x) fn(x);
  else if (frames > 0) requestAnimationFrame(() => whenThere(find, fn, frames - 1));
}

/** Opens the checker (on a phone, its tab) and puts the cursor in its editor. */
export function openChecker(st: Playground): void {
  if (!st.checkerOpen) st.setCheckerOpen(true);
  st.setNarrowPane('checker');
  whenThere(() => checkerEditor.current, (ed) => ed.focus());
}

/** Opens the rule editor and moves the focus to its first control. */
export function openRuleEditor(st: Playground): void {
  if (!st.ruleEditorOpen) st.setRuleEditorOpen(true);
  whenThere(
    () => document.querySelector<HTMLElement>('[data-testid="rule-editor"] :is(input, select, textarea, button):not([disabled])'),
    (el) => {
      el.focus();
      el.scrollIntoView({ block: 'nearest' });
    },
  );
}

export function installShortcuts(ctx: ShortcutContext): () => void {
  const onKey = (e: KeyboardEvent) => {
    const st = ctx.store.getState();
    if (e.key === 'Escape' && !e.altKey) {
      if (closeOverlay(st)) e.preventDefault();
      return;
    }
    // Ctrl/Cmd+S shares (instead of the browser's "save page" dialog), wherever the focus is
    if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.code === 'KeyS') {
      e.preventDefault();
      e.stopPropagation();
      ctx.share();
      return;
    }
    if (!e.altKey && !e.ctrlKey && !e.metaKey && e.key === '?' && !isTextField(document.activeElement)) {
      st.setHelpOpen(!st.helpOpen);
      e.preventDefault();
      return;
    }
    if (!e.altKey || e.ctrlKey || e.metaKey) return;
    let handled = true;
    switch (e.code) {
      case 'Digit1':
      case 'Digit2':
      case 'Digit3':
      case 'Digit4': {
        const pane = PANES[Number(e.code.slice(5)) - 1];
        // a narrow screen shows that pane first (its editor cannot take the focus while hidden)
        st.setNarrowPane(pane);
        requestAnimationFrame(() => paneEditors.get(pane)?.focus());
        break;
      }
      case 'KeyD': {
        const sel = ctx.selected();
        const target = outputIntensity(sel);
        st.setDiffTarget(st.diffTarget ? null : target);
        break;
      }
      case 'KeyE':
        st.toggleEdits();
        break;
      case 'KeyP':
        st.toggleProtected();
        break;
      case 'KeyT': {
        const order = [null, ...PANES] as const;
        const i = order.indexOf(st.tokenView);
        st.setTokenView(order[(i + 1) % order.length]);
        break;
      }
      case 'KeyK': {
        const i = ENCODINGS.indexOf(st.encoding);
        st.setEncoding(ENCODINGS[(i + 1) % ENCODINGS.length]);
        break;
      }
      case 'BracketRight':
        st.setBudget(st.budget + 5);
        break;
      case 'BracketLeft':
        st.setBudget(st.budget - 5);
        break;
      case 'KeyL':
        ctx.share();
        break;
      case 'KeyH':
        st.setHelpOpen(!st.helpOpen);
        break;
      case 'KeyC':
        if (st.checkerOpen && checkerEditor.current?.hasTextFocus()) st.setCheckerOpen(false);
        else openChecker(st);
        break;
      case 'KeyR':
        if (st.ruleEditorOpen && document.activeElement?.closest('[data-testid="rule-editor"]')) {
          st.setRuleEditorOpen(false);
          document.querySelector<HTMLElement>('[data-testid="rules-button"]')?.focus();
        } else openRuleEditor(st);
        break;
      case 'KeyW': {
        // why this changed: the hover of the change at the cursor of the focused output pane
        const ed = [...paneEditors.values()].find((x) => x.hasTextFocus());
        if (ed) ed.trigger('keyboard', 'editor.action.showHover', { focus: false });
        else handled = false;
        break;
      }
      default:
        handled = false;
    }
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  window.addEventListener('keydown', onKey, true);
  return () => window.removeEventListener('keydown', onKey, true);
}
