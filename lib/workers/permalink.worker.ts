/// <reference lib="webworker" />
// Encodes the session's state into a link fragment off the main thread: lz-string over a 100 KB
// input is a ~100 ms task, which the page would feel while typing (lib/state/session.ts saves the
// draft half a second after each pause).
import { encodePermalink, type ShareState } from '../state/permalink';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (ev: MessageEvent<{ id: number; state: ShareState }>) => {
  const { id, state } = ev.data;
  try {
    self.postMessage({ id, frag: encodePermalink(state) });
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
