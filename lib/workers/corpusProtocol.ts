// Messages between the corpus view (/corpus) and its workers (lib/workers/corpus.worker.ts),
// which build the corpus report with the core's own report module (packages/caveman/src/core/report.ts) and
// the tiktoken counter. The corpus is shared out among a few workers (one shard each); one of
// them then puts the shards' rows together into the report (finishReport, diffReports). The
// compression worker's messages are in protocol.ts.

import type { Profile } from 'caveman-compress/internals/types';
import type { Report, ReportDiff, ReportInput, ReportRow } from 'caveman-compress/internals/report';
import type { EncodingName } from 'caveman-compress/tokens';

/** This worker's shard of the corpus, whole: kept until the next one (a run then names no text). */
export interface CorpusFilesMessage {
  type: 'files';
  files: ReportInput[];
}

/**
 * Report the shard with `profile`; with `base` too (the profile's defaults) when they differ. A
 * newer run cancels this one at its next file.
 */
export interface CorpusRunRequest {
  type: 'run';
  id: number;
  profile: Profile;
  /** The profile's defaults when `profile` is edited, else null (the run is its own base). */
  base: Profile | null;
  encoding: EncodingName;
}

/** Put the shards' rows (in corpus order) together into the report and its difference from the defaults. */
export interface CorpusFinishRequest {
  type: 'finish';
  id: number;
  rows: ReportRow[];
  /** The defaults' rows when the profile is edited, else null. */
  baseRows: ReportRow[] | null;
  profile: Profile;
  base: Profile | null;
  encoding: EncodingName;
}

/**
 * While the page waits for files: load `encoding`'s counter and report a few sample texts, so
 * the first run does not pay for the tokenizer's download and a cold JIT (a worker's first files
 * cost 2-3 times its later ones). Any other message stops it at its next text; it posts nothing.
 */
export interface CorpusWarmRequest {
  type: 'warm';
  encoding: EncodingName;
}

export type CorpusWorkerIn = CorpusFilesMessage | CorpusRunRequest | CorpusFinishRequest | CorpusWarmRequest;

/** Rows of the run so far, from shard position `from` on; `done` of `total` steps (files, and the defaults' files). */
export interface CorpusRowsMessage {
  type: 'rows';
  id: number;
  /** 'profile': rows of the table; 'base': the defaults being reported for the difference (no rows sent). */
  phase: 'profile' | 'base';
  from: number;
  rows: ReportRow[];
  done: number;
  total: number;
}

/** The shard is reported: its rows, and the defaults' rows (edited profile; kept from an earlier run when possible). */
export interface CorpusShardMessage {
  type: 'shard';
  id: number;
  rows: ReportRow[];
  baseRows: ReportRow[] | null;
}

export interface CorpusReportMessage {
  type: 'report';
  id: number;
  report: Report;
  /** The defaults' report against this one, or null when the profile is not edited. */
  diff: ReportDiff | null;
}

export interface CorpusErrorMessage {
  type: 'error';
  id: number;
  message: string;
}

export type CorpusWorkerOut = CorpusRowsMessage | CorpusShardMessage | CorpusReportMessage | CorpusErrorMessage;
