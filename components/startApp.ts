// The playground's start-up: everything that runs beside React, wired to one store and one
// window. Order matters: the link or the saved draft is loaded first, so the first compression
// is of the right state. Returns the function that stops it all (flushing the draft).
import type { StoreApi } from 'zustand/vanilla';
import type { Playground } from '@/lib/state/store';
import { installSession } from '@/lib/state/session';
import { tokenClient } from '@/lib/tokens/client';
import { tokenizerAssets } from '@/lib/tokens/assetsHub';
import { startPipeline } from '@/lib/workers/pipeline';
import { backgroundEncoder } from '@/lib/workers/permalinkClient';
import { applyEarlyChoices, earlyChoices } from './earlyChoices';
import { installProfileDrop } from './profileFiles';
import { installProbe } from './probe';
import { installShortcuts } from './shortcuts';

export interface AppHooks {
  /** A profile file is being dragged over the page. */
  setDropping(dropping: boolean): void;
  /** The intensity selected now (the shortcuts act on it). */
  selected(): string;
  share(): void;
}

/** localStorage and sessionStorage throw when the browser forbids them: then there is none. */
function storage(get: () => Storage): Storage | null {
  try {
    return get();
  } catch {
    return null;
  }
}

/**
 * The compression worker a stopped app left for the next start in this page (the restart,
 * components/restart.ts; React's second mount in development): its code, WASM and encoders are
 * loaded already, and it forgets the rest when taken (lib/workers/compressClient.ts).
 */
const compressWorkerSlot: { worker: Worker | null } = { worker: null };

export function startApp(store: StoreApi<Playground>, win: Window, hooks: AppHooks): () => void {
  const doc = win.document;
  // read before the session moves the controls; applied after it, as the user's latest word
  const early = earlyChoices(doc);
  const stopSession = installSession(store, {
    location: win.location,
    history: win.history,
    storage: storage(() => win.localStorage),
    session: storage(() => win.sessionStorage),
    addEventListener: (t, fn) => win.addEventListener(t, fn),
    removeEventListener: (t, fn) => win.removeEventListener(t, fn),
    onStorage: (fn) => {
      const h = (e: StorageEvent) => fn(e.key);
      win.addEventListener('storage', h);
      return () => win.removeEventListener('storage', h);
    },
    every: (ms, fn) => {
      const t = win.setInterval(fn, ms);
      return () => win.clearInterval(t);
    },
    onShown: (fn) => {
      const h = (e: PageTransitionEvent) => e.persisted && fn();
      win.addEventListener('pageshow', h);
      return () => win.removeEventListener('pageshow', h);
    },
    onHidden: (fn) => {
      const h = () => doc.visibilityState === 'hidden' && fn();
      doc.addEventListener('visibilitychange', h);
      return () => doc.removeEventListener('visibilitychange', h);
    },
    encodeInBackground: backgroundEncoder(
      () => new Worker(new URL('../lib/workers/permalink.worker.ts', import.meta.url), { type: 'module', name: 'permalink' }),
    ),
  });
  applyEarlyChoices(store, early);
  const stopDrop = installProfileDrop(hooks.setDropping);
  const stopPipeline = startPipeline({
    store,
    tokens: tokenClient(),
    // the compression worker's token guard uses the tokenizer downloads the token worker uses
    compressWorker: () =>
      tokenizerAssets().connect(new Worker(new URL('../lib/workers/compress.worker.ts', import.meta.url), { type: 'module', name: 'compress' })),
    workerSlot: compressWorkerSlot,
    debounce: () => 0, // the input editor already coalesces keystrokes by size
  });
  const stopShortcuts = installShortcuts({ store, selected: hooks.selected, share: hooks.share });
  const stopProbe = installProbe(store);
  return () => {
    stopPipeline();
    stopShortcuts();
    stopProbe();
    stopDrop();
    stopSession();
  };
}
