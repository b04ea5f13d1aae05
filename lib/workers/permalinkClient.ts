// The page's side of permalink.worker.ts: small states are encoded at once (under a millisecond
// or two), large ones in the worker, started on first use.
import { encodePermalink, type ShareState } from '../state/permalink';

/** Inputs below this many characters are encoded on the main thread. */
export const BACKGROUND_FROM_CHARS = 20_000;

export function backgroundEncoder(makeWorker: () => Worker): (state: ShareState) => Promise<string> {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (frag: string) => void; reject: (err: Error) => void }>();
  const fail = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return (state) => {
    if (state.input.length + state.checker.length < BACKGROUND_FROM_CHARS) return Promise.resolve(encodePermalink(state));
    if (!worker) {
      try {
        worker = makeWorker();
      } catch (err) {
        return Promise.reject(err instanceof Error ? err : new Error(String(err)));
      }
      worker.onmessage = (ev: MessageEvent<{ id: number; frag?: string; error?: string }>) => {
        const w = waiting.get(ev.data.id);
        waiting.delete(ev.data.id);
        if (!w) return;
        if (typeof ev.data.frag === 'string') w.resolve(ev.data.frag);
        else w.reject(new Error(ev.data.error ?? 'encoding failed'));
      };
      worker.onerror = (ev) => {
        ev.preventDefault();
        fail(new Error(ev.message || 'permalink worker failed'));
      };
    }
    const id = nextId++;
    return new Promise<string>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker!.postMessage({ id, state });
    });
  };
}
