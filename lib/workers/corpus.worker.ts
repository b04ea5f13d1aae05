/// <reference lib="webworker" />
// Corpus worker: the corpus report (lib/caveman/report.ts) of every file with the tiktoken
// counter, file by file, so the table fills as it goes. Work is cut into slices of about
// SLICE_MS; between slices the worker yields, so a newer run (the user edited a rule again)
// cancels this one at the next file. With an edited profile the profile's defaults are reported
// too (once per corpus and encoding: they are kept) and the answer carries diffReports(base, next).

import { clearCaches } from '../caveman/compress';
import { diffReports, finishReport, reportFile, sumReport, type Report, type ReportInput, type ReportRow } from '../caveman/report';
import type { Profile } from '../caveman/types';
import { acceptAssetPort, counterOf, encoder } from '../tokens/encoder';
import { isAssetPortMessage, type AssetPortMessage } from '../tokens/messages';
import type { EncodingName } from '../tokens/encodings';
import type { CorpusRunRequest, CorpusWorkerIn, CorpusWorkerOut } from './corpusProtocol';

declare const self: DedicatedWorkerGlobalScope;

/** Work between two yields: short enough that a new edit is seen within a frame or two. */
const SLICE_MS = 40;

function post(msg: CorpusWorkerOut): void {
  self.postMessage(msg);
}

let files: ReportInput[] = [];
/** The newest run asked for: an older loop stops at its next file. */
let latest = 0;
/** The defaults' report of the current corpus: key -> report. */
let baseKept: { key: string; report: Report } | null = null;
let lastProfile: Profile | null = null;

const yieldNow = () => new Promise<void>((r) => setTimeout(r, 0));

/** Rows of `profile` over the corpus, sliced; null when a newer run took over. */
async function rowsOf(
  id: number,
  profile: Profile,
  encoding: EncodingName,
  onSlice: (from: number, slice: ReportRow[], sofar: ReportRow[]) => void,
): Promise<ReportRow[] | null> {
  const enc = await encoder(encoding);
  const count = counterOf(enc, encoding);
  const rows: ReportRow[] = [];
  let sliceFrom = 0;
  let t0 = performance.now();
  for (let i = 0; i < files.length; i++) {
    if (latest !== id) return null;
    rows.push(reportFile(files[i], { profile, countTokens: count, encoding }));
    if (performance.now() - t0 >= SLICE_MS || i === files.length - 1) {
      onSlice(sliceFrom, rows.slice(sliceFrom), rows);
      sliceFrom = rows.length;
      await yieldNow();
      t0 = performance.now();
    }
  }
  if (files.length === 0) onSlice(0, [], rows);
  return latest === id ? rows : null;
}

async function run(msg: CorpusRunRequest): Promise<void> {
  const { id, profile, base, encoding } = msg;
  const t0 = performance.now();
  // each edit is a new profile object: the core's caches of the previous one are dead weight
  if (lastProfile !== profile) {
    clearCaches();
    lastProfile = profile;
  }
  const baseProfile = base ?? profile;
  const key = `${JSON.stringify(baseProfile)}|${encoding}`;
  const needBase = base !== null && baseKept?.key !== key;
  const total = files.length * (needBase ? 2 : 1);
  const options = { profile, encoding };
  const rows = await rowsOf(id, profile, encoding, (from, slice, sofar) =>
    post({ type: 'rows', id, phase: 'profile', from, rows: slice, done: sofar.length, total, totals: sumReport(sofar) }),
  );
  if (!rows) return;
  const report = finishReport(rows, options);
  if (base === null) baseKept = { key, report };
  else if (needBase) {
    const baseRows = await rowsOf(id, base, encoding, (from, slice) =>
      post({ type: 'rows', id, phase: 'base', from, rows: [], done: files.length + from + slice.length, total }),
    );
    if (!baseRows) return;
    baseKept = { key, report: finishReport(baseRows, { profile: base, encoding }) };
  }
  const diff = base !== null && baseKept ? diffReports(baseKept.report, report) : null;
  post({ type: 'report', id, report, diff, ms: performance.now() - t0 });
}

self.onmessage = (ev: MessageEvent<CorpusWorkerIn | AssetPortMessage>) => {
  if (isAssetPortMessage(ev.data)) return acceptAssetPort(ev.data.port);
  const msg = ev.data;
  if (msg.type === 'files') {
    files = msg.files;
    baseKept = null;
    latest = 0; // a run of the old corpus stops
    return;
  }
  latest = msg.id;
  run(msg).catch((err: unknown) => post({ type: 'error', id: msg.id, message: err instanceof Error ? err.message : String(err) }));
};
