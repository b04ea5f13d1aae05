// What the playground's restart (window.__caveman.restart(), components/probe.ts) does between
// stopping everything and starting again: what a fresh load of `/` in a new tab starts from.
import type { StoreApi } from 'zustand/vanilla';
import type { Playground, PlaygroundState } from '@/lib/state/store';
import { disposeModels } from '@/lib/monaco/models';
import { restartState } from '@/lib/state/restart';

export function resetForRestart(win: Window, store: StoreApi<Playground>, first: PlaygroundState): void {
  // a new tab of a fresh profile: no draft, no tab id, no saved choice
  for (const get of [() => win.localStorage, () => win.sessionStorage]) {
    try {
      get().clear();
    } catch {
      // storage forbidden: there is none to clear
    }
  }
  win.history.replaceState(null, '', win.location.pathname);
  // the editors are gone; their models (text and undo stack) go with them
  disposeModels();
  store.setState(restartState(first, store.getState()));
  if (win.document.activeElement instanceof HTMLElement) win.document.activeElement.blur();
  win.scrollTo(0, 0);
}
