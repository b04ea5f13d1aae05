// The corpus view's state (zustand, like lib/state/store.ts): the files, what was turned away, the
// report rows as the worker sends them, the last whole report and its difference from the
// profile's defaults. Answers of a run other than the newest are dropped here.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Report, ReportDiff, ReportRow, ReportTotals } from 'caveman-compress/internals/report';
import type { CorpusRowsUpdate, CorpusRunResult } from '../workers/corpusClient';
import type { CorpusFile, Rejected } from './intake';
import type { SortDir, SortKey } from './table';

export interface CorpusProgress {
  phase: 'profile' | 'base';
  done: number;
  total: number;
}

export interface CorpusState {
  /** The kept corpus is still being read from IndexedDB. */
  loading: boolean;
  files: CorpusFile[];
  rejected: Rejected[];
  /** Report rows by file name: the newest of each file (a re-run replaces them as it goes). */
  rows: Record<string, ReportRow>;
  /** The run in progress (0: none) and the file names it reports, in its order. */
  runId: number;
  runNames: string[];
  progress: CorpusProgress | null;
  /** Totals of the last whole report (while a run is in progress: of the run before). */
  totals: ReportTotals | null;
  /** The last whole report, and its difference from the profile's defaults (null: not edited). */
  report: Report | null;
  diff: ReportDiff | null;
  runMs: number | null;
  runWorkers: number;
  error: string | null;
  /** Where the corpus is kept: IndexedDB, or only this page (IndexedDB unavailable). */
  storage: 'indexeddb' | 'memory';
  storageError: string | null;
  /** Changes of the kept corpus in flight (files added, removed, cleared, settings): 0 when all are written. */
  writing: number;
  sort: { key: SortKey; dir: SortDir };
}

export interface CorpusActions {
  loaded(files: CorpusFile[]): void;
  setFiles(files: CorpusFile[]): void;
  reject(items: Rejected[]): void;
  dismissRejected(): void;
  startRun(id: number, names: string[]): void;
  applyRows(u: CorpusRowsUpdate): boolean;
  applyReport(r: CorpusRunResult): boolean;
  applyError(id: number, message: string): void;
  setStorage(storage: CorpusState['storage'], error: string | null): void;
  setSort(sort: CorpusState['sort']): void;
  /** A change of the kept corpus began, or ended (however it ended). */
  writeStarted(): void;
  writeEnded(): void;
  /** Nothing left: the corpus was cleared. */
  cleared(): void;
}

export type Corpus = CorpusState & CorpusActions;

export function initialCorpus(): CorpusState {
  return {
    loading: true,
    files: [],
    rejected: [],
    rows: {},
    runId: 0,
    runNames: [],
    progress: null,
    totals: null,
    report: null,
    diff: null,
    runMs: null,
    runWorkers: 0,
    error: null,
    storage: 'indexeddb',
    storageError: null,
    writing: 0,
    sort: { key: 'name', dir: 'ascending' },
  };
}

export function createCorpusStore(): StoreApi<Corpus> {
  return createStore<Corpus>()((set, get) => ({
    ...initialCorpus(),
    loaded: (files) => set({ loading: false, files }),
    setFiles(files) {
      // rows of files no longer there go; the others stay until their new row arrives
      const keep: Record<string, ReportRow> = {};
      const rows = get().rows;
      for (const f of files) if (rows[f.name]) keep[f.name] = rows[f.name];
      set({ files, rows: keep });
    },
    reject: (items) => set((s) => ({ rejected: [...s.rejected, ...items] })),
    dismissRejected: () => set({ rejected: [] }),
    startRun: (id, names) => set({ runId: id, runNames: names, progress: { phase: 'profile', done: 0, total: names.length }, error: null }),
    applyRows(u) {
      const s = get();
      if (u.id !== s.runId) return false;
      const progress = { phase: u.phase, done: u.done, total: u.total };
      if (!u.entries.length) {
        set({ progress });
        return true;
      }
      const rows = { ...s.rows };
      for (const { index, row } of u.entries) rows[s.runNames[index]] = row;
      set({ rows, progress });
      return true;
    },
    applyReport(r) {
      const s = get();
      if (r.id !== s.runId) return false;
      // every row of this run arrived before its report: keeping those objects keeps the table's
      // rows from being redrawn for the same numbers
      const rows: Record<string, ReportRow> = {};
      for (const row of r.report.files) rows[row.name] = s.rows[row.name]?.name === row.name && s.rows[row.name].bytes === row.bytes ? s.rows[row.name] : row;
      set({ rows, report: r.report, diff: r.diff, totals: r.report.totals, runMs: r.ms, runWorkers: r.workers, progress: null, runId: 0 });
      return true;
    },
    applyError(id, message) {
      if (id !== get().runId) return;
      set({ error: message, progress: null, runId: 0 });
    },
    setStorage: (storage, storageError) => set({ storage, storageError }),
    setSort: (sort) => set({ sort }),
    writeStarted: () => set((s) => ({ writing: s.writing + 1 })),
    writeEnded: () => set((s) => ({ writing: Math.max(0, s.writing - 1) })),
    // (the writes in flight go on: the clear is one of them, and an add it cut short ends later)
    cleared: () => set({ ...initialCorpus(), loading: false, storage: get().storage, sort: get().sort, writing: get().writing }),
  }));
}

let pageStore: StoreApi<Corpus> | null = null;

/** The corpus view's store (one per page). */
export function corpusStore(): StoreApi<Corpus> {
  if (!pageStore) pageStore = createCorpusStore();
  return pageStore;
}
