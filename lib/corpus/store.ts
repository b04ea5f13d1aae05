// The corpus in this browser's IndexedDB, so a reload keeps it: one object store of files keyed
// by name, one of settings (the profile and rule edits the corpus is tuned with). Kept thin --
// every function is one transaction, but for `put`, one per batch -- and exercised by
// e2e/corpus.spec.ts in a real browser.
// Clearing deletes the whole database: nothing of the corpus stays behind.
import type { CorpusFile } from './intake';
import type { ProfileEdits } from '../tuning/edits';
import type { Thresholds } from 'caveman-compress/internals/types';

export const CORPUS_DB = 'caveman-corpus';
const VERSION = 1;
const FILES = 'files';
const SETTINGS = 'settings';

/** What the corpus is tuned with, restored with it. */
export interface CorpusSettings {
  profileId: string;
  edits: ProfileEdits | null;
  thresholds: Thresholds;
}

export interface CorpusStore {
  list(): Promise<CorpusFile[]>;
  put(files: readonly CorpusFile[]): Promise<void>;
  remove(names: readonly string[]): Promise<void>;
  count(): Promise<number>;
  settings(): Promise<CorpusSettings | null>;
  saveSettings(s: CorpusSettings): Promise<void>;
  /** Deletes the database (the next write creates it again). */
  clear(): Promise<void>;
}

/**
 * Characters of file text written per transaction. IndexedDB copies each record on the page's
 * main thread as it is put: 200 files of 5 KB in one transaction were a task of 80-90 ms while
 * the table filled. Each batch waits for the one before to commit, so the page runs between them.
 */
export const PUT_BATCH_CHARS = 64_000;

/** `files` in order, cut into runs of at most `maxChars` characters of text (a longer file is a run of its own). */
export function batches<T extends { text: string }>(files: readonly T[], maxChars: number): T[][] {
  const out: T[][] = [];
  let cur: T[] = [];
  let chars = 0;
  for (const f of files) {
    if (cur.length && chars + f.text.length > maxChars) {
      out.push(cur);
      cur = [];
      chars = 0;
    }
    cur.push(f);
    chars += f.text.length;
  }
  if (cur.length) out.push(cur);
  return out;
}

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

/** The browser's IndexedDB store of the corpus; throws (on first use) where IndexedDB is unavailable. */
export function indexedDbStore(idb: IDBFactory = indexedDB): CorpusStore {
  let db: Promise<IDBDatabase> | null = null;
  /** Bumped by clear(): a put in progress stops at its next batch. */
  let generation = 0;
  const open = (): Promise<IDBDatabase> => {
    if (!db) {
      db = new Promise<IDBDatabase>((resolve, reject) => {
        const req = idb.open(CORPUS_DB, VERSION);
        req.onupgradeneeded = () => {
          const d = req.result;
          if (!d.objectStoreNames.contains(FILES)) d.createObjectStore(FILES, { keyPath: 'name' });
          if (!d.objectStoreNames.contains(SETTINGS)) d.createObjectStore(SETTINGS);
        };
        req.onsuccess = () => {
          const d = req.result;
          // another tab clearing the corpus asks this one to let go
          d.onversionchange = () => {
            d.close();
            db = null;
          };
          resolve(d);
        };
        req.onerror = () => reject(req.error ?? new Error('IndexedDB cannot be opened'));
        req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
      });
      db.catch(() => (db = null));
    }
    return db;
  };
  const tx = async (stores: string[], mode: IDBTransactionMode) => (await open()).transaction(stores, mode);
  // Reading opens no database that is not there: opening creates it, and a cleared corpus leaves
  // none behind, across reloads too. (A browser without databases() opens it: an empty one.)
  const absent = async (): Promise<boolean> => {
    if (db || typeof idb.databases !== 'function') return false;
    const list = await idb.databases().catch(() => null);
    return list !== null && !list.some((d) => d.name === CORPUS_DB);
  };
  return {
    async list() {
      if (await absent()) return [];
      const t = await tx([FILES], 'readonly');
      const rows = (await done(t.objectStore(FILES).getAll())) as CorpusFile[];
      return rows.map(({ name, text, bytes }) => ({ name, text, bytes }));
    },
    async put(files) {
      // a page closed between two batches keeps the files of those before: each is whole; a
      // clear between two batches ends the put (the next batch would open the database again)
      const g = generation;
      for (const batch of batches(files, PUT_BATCH_CHARS)) {
        if (generation !== g) return;
        const t = await tx([FILES], 'readwrite');
        if (generation !== g) return t.abort();
        const s = t.objectStore(FILES);
        for (const f of batch) s.put({ name: f.name, text: f.text, bytes: f.bytes });
        await committed(t);
      }
    },
    async remove(names) {
      const t = await tx([FILES], 'readwrite');
      const s = t.objectStore(FILES);
      for (const n of names) s.delete(n);
      await committed(t);
    },
    async count() {
      if (await absent()) return 0;
      const t = await tx([FILES], 'readonly');
      return done(t.objectStore(FILES).count());
    },
    async settings() {
      if (await absent()) return null;
      const t = await tx([SETTINGS], 'readonly');
      return ((await done(t.objectStore(SETTINGS).get('profile'))) as CorpusSettings | undefined) ?? null;
    },
    async saveSettings(s) {
      const t = await tx([SETTINGS], 'readwrite');
      t.objectStore(SETTINGS).put(structuredClone(s), 'profile');
      await committed(t);
    },
    async clear() {
      generation++;
      if (db) {
        const d = await db.catch(() => null);
        d?.close();
        db = null;
      }
      await new Promise<void>((resolve, reject) => {
        const req = idb.deleteDatabase(CORPUS_DB);
        req.onsuccess = () => resolve();
        req.onerror = () => reject(req.error ?? new Error('IndexedDB could not delete the corpus'));
        // another tab holds it open: it closes on versionchange, then this succeeds
        req.onblocked = () => undefined;
      });
    },
  };
}

/** A store in memory, for a browser without IndexedDB (the corpus then lasts until the page closes) and for tests. */
export function memoryStore(): CorpusStore {
  const files = new Map<string, CorpusFile>();
  let settings: CorpusSettings | null = null;
  return {
    list: async () => [...files.values()].map((f) => ({ ...f })),
    put: async (fs) => void fs.forEach((f) => files.set(f.name, { ...f })),
    remove: async (ns) => void ns.forEach((n) => files.delete(n)),
    count: async () => files.size,
    settings: async () => (settings ? structuredClone(settings) : null),
    saveSettings: async (s) => void (settings = structuredClone(s)),
    clear: async () => {
      files.clear();
      settings = null;
    },
  };
}
