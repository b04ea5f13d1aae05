// The corpus view's state (zustand, like lib/store.ts): the files, what was turned away, the
// report rows as the worker sends them, the last whole report and its difference from the
// profile's defaults. Answers of a run other than the newest are dropped here.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Report, ReportDiff, ReportRow, ReportTotals } from '../caveman/report';
import type { CorpusReportMessage, CorpusRowsMessage } from '../workers/corpusProtocol';
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
  /** Totals of the rows of the run in progress, then of its report. */
  totals: ReportTotals | null;
  /** The last whole report, and its difference from the profile's defaults (null: not edited). */
  report: Report | null;
  diff: ReportDiff | null;
  runMs: number | null;
  error: string | null;
  /** Where the corpus is kept: IndexedDB, or only this page (IndexedDB unavailable). */
  storage: 'indexeddb' | 'memory';
  storageError: string | null;
  sort: { key: SortKey; dir: SortDir };
}

export interface CorpusActions {
  loaded(files: CorpusFile[]): void;
  setFiles(files: CorpusFile[]): void;
  reject(items: Rejected[]): void;
  dismissRejected(): void;
  startRun(id: number, names: string[]): void;
  applyRows(msg: CorpusRowsMessage): boolean;
  applyReport(msg: CorpusReportMessage): boolean;
  applyError(id: number, message: string): void;
  setStorage(storage: CorpusState['storage'], error: string | null): void;
  setSort(sort: CorpusState['sort']): void;
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
    error: null,
    storage: 'indexeddb',
    storageError: null,
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
    applyRows(msg) {
      const s = get();
      if (msg.id !== s.runId) return false;
      const progress = { phase: msg.phase, done: msg.done, total: msg.total };
      if (msg.phase === 'base' || msg.rows.length === 0) {
        set({ progress, ...(msg.totals ? { totals: msg.totals } : {}) });
        return true;
      }
      const rows = { ...s.rows };
      msg.rows.forEach((r, k) => (rows[s.runNames[msg.from + k]] = r));
      set({ rows, progress, ...(msg.totals ? { totals: msg.totals } : {}) });
      return true;
    },
    applyReport(msg) {
      const s = get();
      if (msg.id !== s.runId) return false;
      const rows: Record<string, ReportRow> = {};
      for (const r of msg.report.files) rows[r.name] = r;
      set({ rows, report: msg.report, diff: msg.diff, totals: msg.report.totals, runMs: msg.ms, progress: null, runId: 0 });
      return true;
    },
    applyError(id, message) {
      if (id !== get().runId) return;
      set({ error: message, progress: null, runId: 0 });
    },
    setStorage: (storage, storageError) => set({ storage, storageError }),
    setSort: (sort) => set({ sort }),
    cleared: () => set({ ...initialCorpus(), loading: false, storage: get().storage, sort: get().sort }),
  }));
}

let pageStore: StoreApi<Corpus> | null = null;

/** The corpus view's store (one per page). */
export function corpusStore(): StoreApi<Corpus> {
  if (!pageStore) pageStore = createCorpusStore();
  return pageStore;
}
