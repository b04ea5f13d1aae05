// Messages between the corpus view (/corpus) and its worker (lib/workers/corpus.worker.ts),
// which builds the corpus report with the core's own report module (lib/caveman/report.ts) and
// the tiktoken counter. The compression worker's messages are in protocol.ts.

import type { Profile } from '../caveman/types';
import type { Report, ReportDiff, ReportInput, ReportRow, ReportTotals } from '../caveman/report';
import type { EncodingName } from '../tokens/encodings';

/** The corpus, whole: the worker keeps it until the next one (a run then names no text). */
export interface CorpusFilesMessage {
  type: 'files';
  files: ReportInput[];
}

/**
 * Report the corpus with `profile`; with `base` too (the profile's defaults) when they differ, so
 * the answer carries the difference. A newer run cancels this one at its next file.
 */
export interface CorpusRunRequest {
  type: 'run';
  id: number;
  profile: Profile;
  /** The profile's defaults when `profile` is edited, else null (the run is its own base). */
  base: Profile | null;
  encoding: EncodingName;
}

export type CorpusWorkerIn = CorpusFilesMessage | CorpusRunRequest;

/** Rows of the run so far, in file order, from `from` on; `done` of `total` steps (files, and the defaults' files). */
export interface CorpusRowsMessage {
  type: 'rows';
  id: number;
  /** 'profile': rows of the table; 'base': the defaults being reported for the difference (no rows sent). */
  phase: 'profile' | 'base';
  from: number;
  rows: ReportRow[];
  done: number;
  total: number;
  /** Totals of the table's rows so far (phase 'profile'). */
  totals?: ReportTotals;
}

export interface CorpusReportMessage {
  type: 'report';
  id: number;
  report: Report;
  /** The defaults' report against this one, or null when the profile is not edited. */
  diff: ReportDiff | null;
  ms: number;
}

export interface CorpusErrorMessage {
  type: 'error';
  id: number;
  message: string;
}

export type CorpusWorkerOut = CorpusRowsMessage | CorpusReportMessage | CorpusErrorMessage;
