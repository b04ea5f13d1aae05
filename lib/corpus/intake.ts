// What enters a corpus: files dropped or picked (a folder, several files) and pasted texts.
// Pure, so the rules are unit-tested: which names are taken, the size limit, and how bytes
// become text. Bytes are decoded the way `caveman report` reads a file (UTF-8, invalid bytes
// as U+FFFD), so the browser's report of a file equals the CLI's; binary data is left for the
// report itself to name (its row then carries the reason).
import { INPUT_LIMIT, sizeLabel } from '../state/inputLimit';

/** One text of the corpus, as kept in IndexedDB. */
export interface CorpusFile {
  /** Path relative to the dropped folder, or the file's / pasted text's name: the key. */
  name: string;
  text: string;
  /** Size in bytes as read (a pasted text: its UTF-8 length). */
  bytes: number;
}

/** A file that was not taken, with the reason shown beside its name. */
export interface Rejected {
  name: string;
  bytes: number;
  reason: string;
}

/** The playground compresses up to this much per text; a corpus file follows the same limit. */
export const MAX_FILE_BYTES = INPUT_LIMIT;
/** A corpus holds at most this many files (a dropped home folder stops here, with a reason). */
export const MAX_FILES = 2000;

export const TEXT_EXTENSIONS = ['.md', '.markdown', '.txt'] as const;

/** Folders never walked into (tool state, dependencies): their files are not artifacts. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules', '.next', '.svn', '.hg']);

/** Why a file of this name and size is not read, or null when it is taken. */
export function rejectReason(name: string, bytes: number): string | null {
  const parts = name.split('/');
  const base = parts[parts.length - 1];
  if (parts.slice(0, -1).some((d) => SKIPPED_DIRS.has(d))) return `inside ${parts.find((d) => SKIPPED_DIRS.has(d))}/, not an artifact`;
  if (base.startsWith('.')) return 'hidden file';
  const lower = base.toLowerCase();
  if (!TEXT_EXTENSIONS.some((e) => lower.endsWith(e))) return `not a text file (${TEXT_EXTENSIONS.join(', ')} only)`;
  if (bytes > MAX_FILE_BYTES) return `too large (${sizeLabel(bytes)}; at most ${sizeLabel(MAX_FILE_BYTES)} per file)`;
  return null;
}

/** Bytes as text: UTF-8 with a leading BOM dropped, invalid sequences as U+FFFD (never throws). */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(bytes);
}

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A pasted text's file name: "pasted-1.md", the next free number among `taken`. */
export function pastedName(taken: Iterable<string>): string {
  const names = new Set(taken);
  for (let n = 1; ; n++) {
    const name = `pasted-${n}.md`;
    if (!names.has(name)) return name;
  }
}

/** A file name for a pasted text the user typed: trimmed, no folders, ".md" added when it has no text extension. */
export function cleanName(raw: string, taken: Iterable<string>): string {
  const name = raw.trim().replace(/[\\/]+/g, '-').replace(/^\.+/, '');
  if (!name) return pastedName(taken);
  return TEXT_EXTENSIONS.some((e) => name.toLowerCase().endsWith(e)) ? name : `${name}.md`;
}

/**
 * New files into a corpus: a file with a name already there replaces it, and past MAX_FILES the
 * rest are rejected. Returns the corpus's files in name order and what was turned away.
 */
export function mergeFiles(current: readonly CorpusFile[], added: readonly CorpusFile[]): { files: CorpusFile[]; rejected: Rejected[] } {
  const byName = new Map(current.map((f) => [f.name, f]));
  const rejected: Rejected[] = [];
  for (const f of added) {
    if (!byName.has(f.name) && byName.size >= MAX_FILES) {
      rejected.push({ name: f.name, bytes: f.bytes, reason: `the corpus holds at most ${MAX_FILES} files` });
      continue;
    }
    byName.set(f.name, f);
  }
  return { files: [...byName.values()].sort((a, b) => compareNames(a.name, b.name)), rejected };
}

// One collator for every comparison: localeCompare with options builds one per call, which
// costs the main thread tens of milliseconds per sort of a few hundred names.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Path order with numbers compared as numbers ("note-2" before "note-10"). */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
