// The corpus view's start-up, beside React: reads the kept corpus (IndexedDB), and wires
//   files / profile / rule edits / encoding change -> corpus worker -> corpus store
//   files / profile change -> IndexedDB
// The rule editor is the playground's own (components/RuleEditor.tsx) over this page's
// playground store, so its edits arrive here as profileEdits changes. Returns the function
// that stops it all.
import type { StoreApi } from 'zustand/vanilla';
import { PROFILES } from 'caveman-compress/internals/profiles';
import { mergeFiles, type CorpusFile, type Rejected } from '@/lib/corpus/intake';
import type { Corpus } from '@/lib/corpus/state';
import { indexedDbStore, memoryStore, type CorpusStore } from '@/lib/corpus/store';
import type { Playground } from '@/lib/state/store';
import { workerProfile } from '@/lib/state/selectors';
import { tokenizerAssets } from '@/lib/tokens/assetsHub';
import { CorpusClient, workersFor, type CorpusRowsUpdate } from '@/lib/workers/corpusClient';
import { applyEarlyChoices, CORPUS_CONTROLS, earlyChoices } from '../earlyChoices';

/** Edits arrive per keystroke in the editor's lists: a run starts once they pause this long. */
const RUN_DEBOUNCE_MS = 150;
const ROWS_EVERY_MS = 200;

const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));

export interface CorpusControls {
  add(files: CorpusFile[], rejected: Rejected[]): Promise<void>;
  remove(name: string): Promise<void>;
  clear(): Promise<void>;
}

let controls: CorpusControls | null = null;
/** The running page's controls (null before start). */
export function corpusControls(): CorpusControls | null {
  return controls;
}

export function startCorpus(corpus: StoreApi<Corpus>, playground: StoreApi<Playground>, makeWorker?: () => Worker): () => void {
  let db: CorpusStore;
  try {
    db = indexedDbStore();
  } catch {
    db = memoryStore();
  }
  const fallBack = (e: unknown) => {
    // IndexedDB refused (private window, quota): the corpus lives in this page only, and says so
    if (corpus.getState().storage === 'memory') return;
    const message = e instanceof Error ? e.message : String(e);
    db = memoryStore();
    corpus.getState().setStorage('memory', message);
    void db.put(corpus.getState().files);
  };

  const client = new CorpusClient({
    factory:
      makeWorker ??
      (() => tokenizerAssets().connect(new Worker(new URL('../../lib/workers/corpus.worker.ts', import.meta.url), { type: 'module', name: 'corpus' }))),
    workers: workersFor(typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : undefined),
    onRows: (u) => queueRows(u),
    onReport: (r) => {
      flushRows();
      corpus.getState().applyReport(r);
    },
    onError: (id, message) => corpus.getState().applyError(id, message),
  });

  // Rows arrive file by file from each worker: the table is redrawn at most every ROWS_EVERY_MS
  // with what came meanwhile, so filling a large corpus costs the main thread a few renders a second.
  let pending: CorpusRowsUpdate | null = null;
  let rowsTimer: ReturnType<typeof setTimeout> | null = null;
  function queueRows(u: CorpusRowsUpdate): void {
    pending = pending && pending.id === u.id ? { ...u, entries: [...pending.entries, ...u.entries] } : u;
    rowsTimer ??= setTimeout(flushRows, ROWS_EVERY_MS);
  }
  function flushRows(): void {
    if (rowsTimer) clearTimeout(rowsTimer);
    rowsTimer = null;
    const u = pending;
    pending = null;
    if (u) corpus.getState().applyRows(u);
  }

  let timer: ReturnType<typeof setTimeout> | null = null;
  function runNow(): void {
    timer = null;
    const { files } = corpus.getState();
    if (files.length === 0) return;
    const st = playground.getState();
    const profile = workerProfile(st);
    const base = st.profileEdits ? PROFILES[st.profileId] : null;
    const id = client.run(profile, base, st.encoding);
    corpus.getState().startRun(
      id,
      files.map((f) => f.name),
    );
  }
  function schedule(delay = RUN_DEBOUNCE_MS): void {
    if (timer) clearTimeout(timer);
    timer = setTimeout(runNow, delay);
  }

  // a profile or encoding chosen on the static page before the scripts ran: applied once the kept
  // settings are in (they would override it), before the first run
  const early = typeof document === 'undefined' ? {} : earlyChoices(document, CORPUS_CONTROLS);
  let stopped = false;
  let settingsReady = false;
  // the workers start now, beside the database's answer: they warm up until there are files
  client.warm(playground.getState().encoding);
  const ready = (async () => {
    try {
      const [files, settings] = await Promise.all([db.list(), db.settings()]);
      if (stopped) return;
      if (settings && PROFILES[settings.profileId]) playground.getState().loadProfile(settings);
      applyEarlyChoices(playground, early);
      settingsReady = true;
      const merged = mergeFiles([], files).files;
      corpus.getState().loaded(merged);
      if (merged.length) {
        client.setFiles(merged);
        schedule(0);
      }
    } catch (e) {
      fallBack(e);
      applyEarlyChoices(playground, early);
      settingsReady = true;
      corpus.getState().loaded([]);
    }
  })();

  const unsubPlayground = playground.subscribe((s, prev) => {
    if (s.profileId === prev.profileId && s.profileEdits === prev.profileEdits && s.encoding === prev.encoding && s.thresholds === prev.thresholds) return;
    // kept with a corpus only: a cleared corpus leaves no database behind
    if (settingsReady && corpus.getState().files.length) saveSettings();
    if (s.profileId !== prev.profileId || s.profileEdits !== prev.profileEdits || s.encoding !== prev.encoding) schedule();
  });

  /**
   * `work` counted as a change of the kept corpus in flight from its start to its end: the page
   * says "saving…" meanwhile, and "saved" only when no change is left to write.
   */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    corpus.getState().writeStarted();
    try {
      return await work();
    } finally {
      corpus.getState().writeEnded();
    }
  }

  function saveSettings(): void {
    const s = playground.getState();
    void writing(() => db.saveSettings({ profileId: s.profileId, edits: s.profileEdits, thresholds: s.thresholds }).catch(fallBack));
  }

  async function setFiles(files: CorpusFile[]): Promise<void> {
    corpus.getState().setFiles(files);
    // the table draws its new rows in this task, the workers get their copies in the next
    // (together some 100 ms of a 200-file drop at load 2-3); a later change of files wins
    await nextTask();
    if (corpus.getState().files !== files) return;
    client.setFiles(files);
    if (files.length) schedule(0);
    else empty();
  }

  /** No files: nothing runs, and the workers warm up for the next ones. */
  function empty(): void {
    if (timer) clearTimeout(timer);
    client.stop();
    client.warm(playground.getState().encoding);
  }

  controls = {
    add: (added, rejected) =>
      writing(async () => {
        await ready;
        const { files, rejected: over } = mergeFiles(corpus.getState().files, added);
        const names = new Set(over.map((r) => r.name));
        const taken = added.filter((f) => !names.has(f.name));
        if (rejected.length || over.length) corpus.getState().reject([...rejected, ...over]);
        if (!taken.length) return;
        await setFiles(files);
        // and the copy into IndexedDB in the task after
        await nextTask();
        await db.put(taken).catch(fallBack);
        // a clear while the files were written leaves no database behind, settings included
        if (corpus.getState().files.length) saveSettings();
      }),
    remove: (name) =>
      writing(async () => {
        await ready;
        await setFiles(corpus.getState().files.filter((f) => f.name !== name));
        await db.remove([name]).catch(fallBack);
      }),
    clear: () =>
      writing(async () => {
        await ready;
        corpus.getState().cleared();
        client.setFiles([]);
        empty();
        await db.clear().catch(fallBack);
      }),
  };

  return () => {
    stopped = true;
    unsubPlayground();
    if (timer) clearTimeout(timer);
    if (rowsTimer) clearTimeout(rowsTimer);
    client.stop();
    controls = null;
  };
}
