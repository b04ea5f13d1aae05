// Files out of a drop (folders walked with webkitGetAsEntry), a file picker (a folder picker's
// files carry webkitRelativePath) or a paste, read in this browser: nothing is uploaded. Each
// file is judged by name and size before it is read (lib/corpus/intake.ts), so a dropped folder
// of images costs no reading; what is turned away keeps its reason.
import { decodeText, rejectReason, type CorpusFile, type Rejected } from '@/lib/corpus/intake';

export interface Gathered {
  files: CorpusFile[];
  rejected: Rejected[];
}

interface Named {
  name: string;
  file: File;
}

function entryFile(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** Every file under a directory entry (readEntries answers in batches until an empty one). */
async function walk(dir: FileSystemDirectoryEntry, out: Named[], failed: Rejected[]): Promise<void> {
  const reader = dir.createReader();
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject)).catch(() => {
      failed.push({ name: dir.fullPath.replace(/^\//, '') + '/', bytes: 0, reason: 'folder could not be read' });
      return [] as FileSystemEntry[];
    });
    if (batch.length === 0) return;
    for (const e of batch) await visit(e, out, failed);
  }
}

async function visit(entry: FileSystemEntry, out: Named[], failed: Rejected[]): Promise<void> {
  const name = entry.fullPath.replace(/^\//, '') || entry.name;
  if (entry.isDirectory) {
    // a skipped folder (.git, node_modules) is named once, not walked
    const reason = rejectReason(`${name}/x.md`, 0);
    if (reason) return void failed.push({ name: `${name}/`, bytes: 0, reason: reason.replace(/^inside .*?\/, /, 'skipped folder, ') });
    return walk(entry as FileSystemDirectoryEntry, out, failed);
  }
  try {
    out.push({ name, file: await entryFile(entry as FileSystemFileEntry) });
  } catch {
    failed.push({ name, bytes: 0, reason: 'could not be read' });
  }
}

/** Files read at once: each read waits on the browser, so one at a time leaves the page idle. */
const READS_AT_ONCE = 32;

async function read(named: readonly Named[], rejected: Rejected[]): Promise<Gathered> {
  // in the given order, whichever read ends first
  const results: ({ file: CorpusFile } | { rejected: Rejected } | null)[] = named.map(() => null);
  let next = 0;
  const reader = async () => {
    while (next < named.length) {
      const i = next++;
      const { name, file } = named[i];
      const reason = rejectReason(name, file.size);
      if (reason) {
        results[i] = { rejected: { name, bytes: file.size, reason } };
        continue;
      }
      try {
        results[i] = { file: { name, text: decodeText(new Uint8Array(await file.arrayBuffer())), bytes: file.size } };
      } catch (e) {
        results[i] = { rejected: { name, bytes: file.size, reason: `could not be read (${e instanceof Error ? e.message : String(e)})` } };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, named.length) }, reader));
  const files: CorpusFile[] = [];
  for (const r of results) {
    if (r && 'file' in r) files.push(r.file);
    else if (r) rejected.push(r.rejected);
  }
  return { files, rejected };
}

/** A drop: files and whole folders (where the browser offers entries), else the plain file list. */
export async function fromDataTransfer(dt: DataTransfer): Promise<Gathered> {
  const named: Named[] = [];
  const rejected: Rejected[] = [];
  // entries must be taken synchronously, before the first await: the items go stale after the event
  const entries = Array.from(dt.items ?? [])
    .filter((i) => i.kind === 'file')
    .map((i) => i.webkitGetAsEntry?.() ?? null);
  if (entries.length && entries.every((e) => e !== null)) {
    for (const e of entries) await visit(e!, named, rejected);
  } else {
    for (const f of Array.from(dt.files)) named.push({ name: f.name, file: f });
  }
  return read(named, rejected);
}

/** A file or folder picker's files (a folder's keep their path under it). */
export function fromFileList(list: FileList | readonly File[]): Promise<Gathered> {
  return read(
    Array.from(list).map((f) => ({ name: f.webkitRelativePath || f.name, file: f })),
    [],
  );
}
