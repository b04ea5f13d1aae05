// Export / import of a tuned profile as JSON: the download of the rule editor's Export button,
// and the file picker / drag-and-drop import. An invalid file changes nothing and says why.
import type { Thresholds } from 'caveman-compress/internals/types';
import { playgroundStore } from '@/lib/state/store';
import { exportFileName, exportProfileText, parseProfileFile, type ProfileEdits } from '@/lib/tuning/edits';

export function downloadProfile(profileId: string, edits: ProfileEdits | null, thresholds: Thresholds): void {
  const blob = new Blob([exportProfileText(profileId, edits, thresholds)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = exportFileName(profileId, edits);
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function importProfileFile(file: File): Promise<boolean> {
  const st = playgroundStore().getState;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (e) {
    st().notify('error', 'import', `Profile not imported: “${file.name}” cannot be read (${e instanceof Error ? e.message : String(e)}).`);
    return false;
  }
  const r = parseProfileFile(bytes, file.name);
  if (!r.ok) {
    st().notify('error', 'import', `Profile not imported: ${r.error}. Nothing was changed.`);
    return false;
  }
  st().loadProfile(r.value);
  st().notify('info', 'import', `Imported “${file.name}”: profile ${r.value.profileId}${r.value.edits ? ' with rule edits' : ''}.`);
  return true;
}

/** Page-wide drag-and-drop of a profile file; `onActive` shows / hides the drop hint. */
export function installProfileDrop(onActive: (active: boolean) => void): () => void {
  let depth = 0;
  const hasFiles = (e: DragEvent) => !!e.dataTransfer && Array.from(e.dataTransfer.types).includes('Files');
  const enter = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth++;
    onActive(true);
  };
  const over = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
  };
  const leave = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    depth = Math.max(0, depth - 1);
    if (depth === 0) onActive(false);
  };
  const drop = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.stopPropagation();
    depth = 0;
    onActive(false);
    const f = e.dataTransfer?.files?.[0];
    if (f) void importProfileFile(f);
  };
  // capture: a file dropped on an editor imports too (Monaco would insert nothing useful)
  window.addEventListener('dragenter', enter, true);
  window.addEventListener('dragover', over, true);
  window.addEventListener('dragleave', leave, true);
  window.addEventListener('drop', drop, true);
  return () => {
    window.removeEventListener('dragenter', enter, true);
    window.removeEventListener('dragover', over, true);
    window.removeEventListener('dragleave', leave, true);
    window.removeEventListener('drop', drop, true);
  };
}
