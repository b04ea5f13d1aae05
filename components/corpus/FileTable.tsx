'use client';

// The corpus table: one row per file, sortable by any column (a header is a button; the column's
// th carries aria-sort). A file's name opens it in the four-pane playground, with this page's
// profile and rule edits, through a permalink fragment made when the link is about to be used
// (making 200 of them up front would hold the main thread).

import { memo, useDeferredValue, useEffect, useMemo, useState, type MouseEvent, type FocusEvent } from 'react';
import { INTENSITIES, type Intensity } from 'caveman-compress/internals/types';
import type { FileDelta, ReportRow } from 'caveman-compress/internals/report';
import { corpusStore } from '@/lib/corpus/state';
import { nextSort, percent, signed, sortTable, type SortKey, type TableRow } from '@/lib/corpus/table';
import { corpusFileFragment } from '@/lib/state/permalink';
import { sizeLabel } from '@/lib/state/inputLimit';
import { playgroundStore } from '@/lib/state/store';
import { usePlayground } from '../usePlayground';
import { corpusControls } from './startCorpus';
import { useCorpus } from './useCorpus';

interface Column {
  key: SortKey;
  label: string;
  title: string;
  numeric?: boolean;
  /** Width in px (fixed tracks: a row that fills in does not lay out the other rows again). */
  width?: number;
}

const BASE_COLUMNS: Column[] = [
  { key: 'name', label: 'File', title: 'Path of the file; opens it in the playground' },
  { key: 'tokens', label: 'Tokens', title: 'Tokens of the input', numeric: true, width: 68 },
  ...INTENSITIES.map((i) => ({ key: `reduction-${i}` as SortKey, label: i, title: `Token reduction at ${i}`, numeric: true, width: 68 })),
  { key: 'prose', label: 'Prose', title: 'Share of the text that is prose (outside protected spans and kept-verbose regions)', numeric: true, width: 60 },
  { key: 'protected', label: 'Protected', title: 'Protected spans (kept byte-exact)', numeric: true, width: 80 },
  { key: 'verbose', label: 'Verbose', title: 'Regions kept verbose (out of scope: tables, security notes …)', numeric: true, width: 68 },
  { key: 'checks', label: 'Check', title: 'The contract checker at lite, full and ultra (sorts by failures)', width: 92 },
];
const NAME_MIN = 200;
const REMOVE_WIDTH = 40; // the button with the cell padding; any less and the cell shows an ellipsis beside it

/**
 * The columns as a grid track list: each row is a grid of its own (corpus.css), so a row out of
 * view is skipped by layout and paint while a run fills the table, and the explicit roles keep it
 * a table for assistive technology.
 */
function gridColumns(columns: Column[]): string {
  return [`minmax(${NAME_MIN}px, 1fr)`, ...columns.slice(1).map((c) => `${c.width ?? 0}px`), `${REMOVE_WIDTH}px`].join(' ');
}

const DELTA_COLUMNS: Column[] = INTENSITIES.map((i) => ({
  key: `delta-${i}` as SortKey,
  label: `Δ ${i}`,
  title: `Output tokens at ${i} against the profile's defaults (− = more saved)`,
  numeric: true,
  width: 68,
}));

function openHref(name: string): string {
  const file = corpusStore().getState().files.find((f) => f.name === name);
  if (!file) return '../';
  const s = playgroundStore().getState();
  return `../#${corpusFileFragment(file.text, { profileId: s.profileId, rules: s.profileEdits, thresholds: s.thresholds, encoding: s.encoding })}`;
}

/** The link gets its fragment when it is hovered, focused or clicked. */
function arm(e: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement>, name: string) {
  e.currentTarget.href = openHref(name);
}

function Checks({ row }: { row: Exclude<ReportRow, { error: string }> }) {
  return (
    <span className="flex gap-1">
      {INTENSITIES.map((i) => {
        const c = row.intensities[i].check;
        return (
          <span
            key={i}
            data-testid={`check-${i}`}
            data-pass={c.pass ? 'true' : 'false'}
            className={c.pass ? 'corpus-pass' : 'corpus-fail'}
            title={c.pass ? `${i}: check passes` : (c.failing ?? [{ code: c.code, message: c.message }]).map((f) => `${i}: ${f.code ?? 'fails'}${f.message ? ` — ${f.message}` : ''}`).join('\n')}
          >
            <span aria-hidden>{i[0].toUpperCase()}</span>
            <span className="sr-only">{`${i} ${c.pass ? 'passes' : `fails (${(c.failing ?? [{ code: c.code }]).map((f) => f.code ?? '').join(', ')})`}`}</span>
            <span aria-hidden>{c.pass ? '✓' : '✗'}</span>
          </span>
        );
      })}
    </span>
  );
}

const Row = memo(function Row({ r, withDelta, lazy }: { r: TableRow; withDelta: boolean; lazy: boolean }) {
  const row = r.row;
  const cells = 8 + (withDelta ? DELTA_COLUMNS.length : 0);
  return (
    <tr role="row" data-testid="corpus-row" data-name={r.name} data-ready={row ? 'true' : 'false'} data-lazy={lazy ? 'true' : undefined}>
      <th role="rowheader" scope="row" className="corpus-name">
        <a
          href="../"
          data-testid="corpus-open"
          onMouseEnter={(e) => arm(e, r.name)}
          onFocus={(e) => arm(e, r.name)}
          onClick={(e) => arm(e, r.name)}
          title={`Open ${r.name} in the playground (with this page's profile and rule edits)`}
        >
          {r.name}
        </a>
      </th>
      {!row ? (
        <td role="cell" colSpan={cells - 1} aria-colspan={cells - 1} className="corpus-span text-neutral-500 dark:text-neutral-400">
          …
        </td>
      ) : row.error !== undefined ? (
        <td role="cell" colSpan={cells - 1} aria-colspan={cells - 1} data-testid="row-error" className="corpus-span text-red-700 dark:text-red-300">
          not reported: {row.error} ({sizeLabel(row.bytes)})
        </td>
      ) : (
        <>
          <td role="cell" data-testid="cell-tokens">{row.tokens}</td>
          {INTENSITIES.map((i) => (
            <td role="cell" key={i} data-testid={`cell-reduction-${i}`}>
              {percent(row.intensities[i].reduction)}
            </td>
          ))}
          <td role="cell">{Math.round(row.prose * 100)} %</td>
          <td role="cell">{row.protected.count}</td>
          <td role="cell">{row.verbose}</td>
          <td role="cell">
            <Checks row={row} />
          </td>
          {withDelta && <DeltaCells d={r.delta} />}
        </>
      )}
      <td role="cell">
        <button type="button" className="rule-reset" aria-label={`Remove ${r.name} from the corpus`} title="Remove from the corpus" onClick={() => void corpusControls()?.remove(r.name)}>
          ×
        </button>
      </td>
    </tr>
  );
},
// rows are new objects on every slice; a file's row is redrawn only when its report changed
(a, b) => a.r.row === b.r.row && a.r.delta === b.r.delta && a.r.name === b.r.name && a.withDelta === b.withDelta && a.lazy === b.lazy);

/** Rows drawn per step once a run is over, a step every DRAW_EVERY_MS (a step of 40 rows was a frame of 65-120 ms at load 3). */
const DRAW_BATCH = 20;
const DRAW_EVERY_MS = 50;
/** Rows made lazy per step when a run starts, a step every UNDRAW_EVERY_MS (all 200 at once: a style recalc of 70-110 ms). */
const UNDRAW_BATCH = 50;
const UNDRAW_EVERY_MS = 20;

/**
 * Rows from the top drawn even while a run fills the table: on a first screen they are the rows in
 * view, and a lazy row in view is laid out twice in the frame that first shows it (skipped, then
 * again once the browser finds it in view). With all 200 new rows lazy that frame took up to
 * 130 ms in the bench at load 2; with these drawn, 57-77 ms traced at the same load.
 */
const IN_VIEW_ROWS = 40;

/**
 * How many rows from the top are drawn whether in view or not. While a run fills the table, the
 * first IN_VIEW_ROWS: the rows below them are skipped while out of view (data-lazy, corpus.css),
 * and a re-run after a rule edit redraws each row as its numbers arrive. When a run starts, the
 * drawn rows are made lazy from the bottom a batch at a time; once it is over they are drawn a
 * batch at a time from the top. So no single frame restyles or lays out the whole table, and in
 * the end a capture of the whole page shows every row. `running` is also true while files wait
 * for their first run (it starts after a short debounce): a new table starts lazy below its first
 * rows.
 */
function useDrawnRows(running: boolean, total: number): number {
  const [drawn, setDrawn] = useState(running ? IN_VIEW_ROWS : Infinity);
  useEffect(() => {
    if (running ? drawn === IN_VIEW_ROWS : drawn === Infinity) return;
    const step = running
      ? () => setDrawn(Math.max(IN_VIEW_ROWS, Math.min(drawn, total) - UNDRAW_BATCH))
      : () => setDrawn(drawn + DRAW_BATCH >= total ? Infinity : drawn + DRAW_BATCH);
    const timer = setTimeout(step, running ? UNDRAW_EVERY_MS : DRAW_EVERY_MS);
    return () => clearTimeout(timer);
  }, [running, drawn, total]);
  return drawn;
}

/**
 * Rows put in the document per step when many files arrive at once, a step per task. Mounting
 * 200 new rows in one render was a task of 85-150 ms at load 2-3 (the bench's worst while a
 * corpus fills); 25 rows fill the screen below the totals.
 */
const MOUNT_BATCH = 25;
/** A row's height in px: the rows not yet mounted are one spacer of their height, so the page does not grow as they come. */
const ROW_HEIGHT = 23;

/** How many rows of `total` are in the document: MOUNT_BATCH more per task until all are. */
function useMountedRows(total: number): number {
  const [mounted, setMounted] = useState(() => Math.min(total, MOUNT_BATCH));
  useEffect(() => {
    if (mounted >= total) return;
    const timer = setTimeout(() => setMounted(Math.min(total, mounted + MOUNT_BATCH)), 0);
    return () => clearTimeout(timer);
  }, [mounted, total]);
  return Math.min(mounted, total);
}

function DeltaCells({ d }: { d: FileDelta | undefined }) {
  return (
    <>
      {INTENSITIES.map((i: Intensity) => {
        const v = d?.tokens[i];
        return (
          <td role="cell" key={i} data-testid={`cell-delta-${i}`} className={v ? (v < 0 ? 'corpus-gain' : 'corpus-loss') : ''}>
            {v === undefined ? '' : signed(v)}
            {d?.broken.includes(i) && (
              <span className="corpus-fail ml-1" title={`the ${i} check now fails`}>
                ✗
              </span>
            )}
          </td>
        );
      })}
    </>
  );
}

export function FileTable() {
  const files = useCorpus((s) => s.files);
  const rows = useCorpus((s) => s.rows);
  const diff = useCorpus((s) => s.diff);
  const sort = useCorpus((s) => s.sort);
  const running = useCorpus((s) => s.runId !== 0);
  const edited = usePlayground((s) => s.profileEdits !== null);
  const newDelta = edited && diff !== null;
  const deltas = useMemo(() => new Map((diff?.files ?? []).map((d) => [d.name, d])), [diff]);
  const newView = useMemo(
    () => ({
      table: sortTable(files.map((f) => ({ name: f.name, bytes: f.bytes, row: rows[f.name], ...(newDelta && deltas.has(f.name) ? { delta: deltas.get(f.name) } : {}) })), sort.key, sort.dir),
      withDelta: newDelta,
    }),
    [files, rows, sort, newDelta, deltas],
  );
  // The rows follow in a background render React cuts into slices: a report that changes every
  // row (the difference columns of a rule edit, a sort) was one task of 110-125 ms at load 2-3.
  const { table, withDelta } = useDeferredValue(newView);
  const columns = withDelta ? [...BASE_COLUMNS, ...DELTA_COLUMNS] : BASE_COLUMNS;
  const reported = files.filter((f) => rows[f.name]).length;
  const drawn = useDrawnRows(running || reported < files.length, table.length);
  const mounted = useMountedRows(table.length);
  // rows on the page with their numbers (the store may be a render or a few ahead)
  let ready = 0;
  for (let i = 0; i < mounted; i++) if (table[i].row) ready++;
  return (
    <section aria-labelledby="files-title" className="corpus-card corpus-files">
      <h2 id="files-title" className="corpus-h2">
        Files <span className="text-xs font-normal text-neutral-500 dark:text-neutral-400">click a name to open it in the four panes; click a header to sort</span>
      </h2>
      <div className="overflow-x-auto">
        <table
          role="table"
          data-testid="corpus-table"
          data-rows-ready={ready}
          className="corpus-table"
          style={{ minWidth: NAME_MIN + REMOVE_WIDTH + columns.reduce((a, c) => a + (c.width ?? 0), 0), ['--corpus-cols' as string]: gridColumns(columns) }}
        >
          <caption className="sr-only">
            {files.length} files of the corpus, sorted by {sort.key} {sort.dir}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((c) => (
                <th role="columnheader" key={c.key} scope="col" aria-sort={sort.key === c.key ? sort.dir : 'none'} className={c.numeric ? 'text-right' : 'text-left'} title={c.title}>
                  <button type="button" data-testid={`sort-${c.key}`} onClick={() => corpusStore().getState().setSort(nextSort(sort, c.key))}>
                    {c.label}
                    <span aria-hidden className="corpus-sort">
                      {sort.key === c.key ? (sort.dir === 'ascending' ? '▲' : '▼') : ''}
                    </span>
                  </button>
                </th>
              ))}
              <th role="columnheader" scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {table.slice(0, mounted).map((r, i) => (
              <Row key={r.name} r={r} withDelta={withDelta} lazy={i >= drawn} />
            ))}
            {mounted < table.length && <tr aria-hidden data-testid="corpus-rows-pending" style={{ height: (table.length - mounted) * ROW_HEIGHT }} />}
          </tbody>
        </table>
      </div>
    </section>
  );
}
