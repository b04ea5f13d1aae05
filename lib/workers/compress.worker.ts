/// <reference lib="webworker" />
// Compression worker: runs the core's compressAll off the main thread and maps the input's
// protected spans into each output's coordinates, so the UI only draws.

import { compressAll } from '../caveman';
import { INTENSITIES, type Intensity } from '../caveman/types';
import { mapProtectedSpans } from '../map-ranges';
import { wholeInputOutOfScope, type CompressWorkerIn, type CompressWorkerOut, type PaneResult } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

function post(msg: CompressWorkerOut): void {
  self.postMessage(msg);
}

self.onmessage = (ev: MessageEvent<CompressWorkerIn>) => {
  const msg = ev.data;
  if (msg.type !== 'compress') return;
  const t0 = performance.now();
  try {
    const all = compressAll(msg.text, { profile: msg.profile });
    const panes = {} as Record<Intensity, PaneResult>;
    for (const level of INTENSITIES) {
      const r = all[level];
      const { mapped } = mapProtectedSpans(msg.text, r.output, r.protected, r.edits);
      panes[level] = { output: r.output, edits: r.edits, protected: mapped };
    }
    post({
      type: 'compressed',
      id: msg.id,
      ms: performance.now() - t0,
      inputProtected: all.lite.protected,
      skipped: all.lite.skipped,
      outOfScope: wholeInputOutOfScope(msg.text, all.lite.skipped),
      panes,
    });
  } catch (err) {
    post({ type: 'error', id: msg.id, message: err instanceof Error ? err.message : String(err) });
  }
};
