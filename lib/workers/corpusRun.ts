// A corpus worker's work, apart from the worker (so Node tests run it with Node's counter): the
// report rows (packages/caveman/src/core/report.ts) of its shard, file by file, cut into slices of about
// SLICE_MS with a yield between them, so a newer run (the user edited a rule again) cancels this
// one at its next file and the table fills as it goes. With an edited profile the profile's
// defaults are reported too -- once per shard and encoding: they are kept. `finish` puts the
// shards together: finishReport and diffReports, the core's own.

import { clearCaches, clearProfileCaches } from 'caveman-compress/internals/compress';
import { clearReadings, keepReadings } from 'caveman-compress/internals/check';
import { diffReports, finishReport, reportFile, type ReportInput, type ReportRow } from 'caveman-compress/internals/report';
import type { Profile, TokenCounter } from 'caveman-compress/internals/types';
import type { EncodingName } from 'caveman-compress/tokens';
import type { CorpusFinishRequest, CorpusRunRequest, CorpusWorkerOut } from './corpusProtocol';

/** Work between two yields: short enough that a new edit is seen within a frame or two. */
export const SLICE_MS = 40;
/** A warm-up's length: about the cold start of a worker (a cold JIT, an empty token memo). */
export const WARM_MS = 3_000;

export interface RunnerEnv {
  counter(encoding: EncodingName): Promise<TokenCounter>;
  post(msg: CorpusWorkerOut): void;
  /** Lets messages in (a worker: a macrotask). */
  yieldNow(): Promise<void>;
  now(): number;
  sliceMs?: number;
}

export class CorpusRunner {
  private files: ReportInput[] = [];
  /** The newest run asked for: an older loop stops at its next file. */
  private latest = 0;
  /** The defaults' rows of this shard, by profile and encoding. */
  private baseKept: { key: string; rows: ReportRow[] } | null = null;
  private lastProfile: Profile | null = null;
  /** Bumped by every message: a warm-up in progress stops. */
  private warmth = 0;
  /** Texts reported by warm-ups so far. */
  warmed = 0;

  constructor(private readonly env: RunnerEnv) {}

  setFiles(files: ReportInput[]): void {
    this.warmth++;
    this.files = files;
    // each file's reading is kept for the re-runs after rule edits (up to 2 MB of text a worker: some 50 MB held)
    keepReadings(Math.min(2_000_000, files.reduce((n, f) => n + f.text.length, 0)));
    this.baseKept = null;
    this.latest = 0; // a run of the old shard stops
  }

  /** Runs `msg` (cancelling any run before it); its messages go to env.post. */
  async start(msg: CorpusRunRequest): Promise<void> {
    this.warmth++;
    this.latest = msg.id;
    try {
      await this.run(msg);
    } catch (err) {
      if (this.latest === msg.id) this.fail(msg.id, err);
    }
  }

  /**
   * Reports `texts` in turn (each made new, the engine's caches cleared after each round, so the
   * work is real) for up to `ms` or until another message arrives; posts nothing.
   */
  async warm(encoding: EncodingName, texts: readonly string[], ms = WARM_MS): Promise<void> {
    const token = ++this.warmth;
    if (!texts.length) return;
    try {
      const countTokens = await this.env.counter(encoding);
      const t0 = this.env.now();
      for (let i = 0; this.warmth === token && this.env.now() - t0 < ms; i++) {
        if (i > 0 && i % texts.length === 0) {
          clearCaches();
          clearReadings();
        }
        reportFile({ name: 'warm-up', text: `${texts[i % texts.length]}\n\nWarm-up pass ${i}.\n` }, { profile: 'forge', countTokens, encoding });
        this.warmed++;
        await this.env.yieldNow();
      }
    } catch {
      // a warm-up is a courtesy: the run that follows reports any real failure
    }
  }

  /** The report of the whole corpus from the shards' rows, and its difference from the defaults. */
  finish(msg: CorpusFinishRequest): void {
    try {
      const report = finishReport(msg.rows, { profile: msg.profile, encoding: msg.encoding });
      const diff = msg.base && msg.baseRows ? diffReports(finishReport(msg.baseRows, { profile: msg.base, encoding: msg.encoding }), report) : null;
      this.env.post({ type: 'report', id: msg.id, report, diff });
    } catch (err) {
      this.fail(msg.id, err);
    }
  }

  private fail(id: number, err: unknown): void {
    this.env.post({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
  }

  private async run({ id, profile, base, encoding }: CorpusRunRequest): Promise<void> {
    const count = await this.env.counter(encoding);
    if (this.latest !== id) return;
    // each edit is a new profile object: the core's caches of the previous one are dead weight
    // (the texts' segmentation and token counts hold for any profile: kept)
    if (this.lastProfile !== profile) {
      clearProfileCaches();
      this.lastProfile = profile;
    }
    const n = this.files.length;
    const key = `${JSON.stringify(base ?? profile)}|${encoding}`;
    const needBase = base !== null && this.baseKept?.key !== key;
    const total = n * (needBase ? 2 : 1);
    const rows = await this.rows(id, profile, count, encoding, (from, slice) =>
      this.env.post({ type: 'rows', id, phase: 'profile', from, rows: slice, done: from + slice.length, total }),
    );
    if (!rows) return;
    if (base === null) this.baseKept = { key, rows };
    else if (needBase) {
      const baseRows = await this.rows(id, base, count, encoding, (from, slice) =>
        this.env.post({ type: 'rows', id, phase: 'base', from, rows: [], done: n + from + slice.length, total }),
      );
      if (!baseRows) return;
      this.baseKept = { key, rows: baseRows };
    }
    this.env.post({ type: 'shard', id, rows, baseRows: base !== null ? this.baseKept!.rows : null });
  }

  /** Rows of `profile` over the shard, slice by slice; null when a newer run took over. */
  private async rows(id: number, profile: Profile, countTokens: TokenCounter, encoding: EncodingName, onSlice: (from: number, slice: ReportRow[]) => void): Promise<ReportRow[] | null> {
    const files = this.files;
    const limit = this.env.sliceMs ?? SLICE_MS;
    const rows: ReportRow[] = [];
    let from = 0;
    let t0 = this.env.now();
    for (let i = 0; i < files.length; i++) {
      rows.push(reportFile(files[i], { profile, countTokens, encoding }));
      if (this.env.now() - t0 >= limit || i === files.length - 1) {
        onSlice(from, rows.slice(from));
        from = rows.length;
        await this.env.yieldNow();
        if (this.latest !== id) return null;
        t0 = this.env.now();
      }
    }
    return this.latest === id ? rows : null;
  }
}
