'use client';

// The corpus table: one row per file, sortable by any column (a header is a button; the column's
// th carries aria-sort). A file's name opens it in the four-pane playground, with this page's
// profile and rule edits, through a permalink fragment made when the link is about to be used
// (making 200 of them up front would hold the main thread).

import { memo, useMemo, type MouseEvent, type FocusEvent } from 'react';
import { INTENSITIES, type Intensity } from '@/lib/caveman/types';
import type { FileDelta, ReportRow } from '@/lib/caveman/report';
import { corpusStore } from '@/lib/corpus/state';
import { nextSort, percent, signed, sortTable, type SortKey, type TableRow } from '@/lib/corpus/table';
import { corpusFileFragment } from '@/lib/permalink';
import { sizeLabel } from '@/lib/inputLimit';
import { playgroundStore } from '@/lib/store';
import { usePlayground } from '../usePlayground';
import { corpusControls } from './startCorpus';
import { useCorpus } from './useCorpus';

interface Column {
  key: SortKey;
  label: string;
  title: string;
  numeric?: boolean;
  /** Width in px (the table's layout is fixed: a row that fills in does not lay out the whole table again). */
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
            title={c.pass ? `${i}: check passes` : `${i}: ${c.code ?? 'fails'}${c.message ? ` — ${c.message}` : ''}`}
          >
            <span aria-hidden>{i[0].toUpperCase()}</span>
            <span className="sr-only">{`${i} ${c.pass ? 'passes' : `fails (${c.code ?? ''})`}`}</span>
            <span aria-hidden>{c.pass ? '✓' : '✗'}</span>
          </span>
        );
      })}
    </span>
  );
}

const Row = memo(function Row({ r, withDelta }: { r: TableRow; withDelta: boolean }) {
  const row = r.row;
  const cells = 8 + (withDelta ? DELTA_COLUMNS.length : 0);
  return (
    <tr data-testid="corpus-row" data-name={r.name} data-ready={row ? 'true' : 'false'}>
      <th scope="row" className="corpus-name">
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
        <td colSpan={cells - 1} className="text-neutral-500 dark:text-neutral-400">
          …
        </td>
      ) : row.error !== undefined ? (
        <td colSpan={cells - 1} data-testid="row-error" className="text-red-700 dark:text-red-300">
          not reported: {row.error} ({sizeLabel(row.bytes)})
        </td>
      ) : (
        <>
          <td data-testid="cell-tokens">{row.tokens}</td>
          {INTENSITIES.map((i) => (
            <td key={i} data-testid={`cell-reduction-${i}`}>
              {percent(row.intensities[i].reduction)}
            </td>
          ))}
          <td>{Math.round(row.prose * 100)} %</td>
          <td>{row.protected.count}</td>
          <td>{row.verbose}</td>
          <td>
            <Checks row={row} />
          </td>
          {withDelta && <DeltaCells d={r.delta} />}
        </>
      )}
      <td>
        <button type="button" className="rule-reset" aria-label={`Remove ${r.name} from the corpus`} title="Remove from the corpus" onClick={() => void corpusControls()?.remove(r.name)}>
          ×
        </button>
      </td>
    </tr>
  );
},
// rows are new objects on every slice; a file's row is redrawn only when its report changed
(a, b) => a.r.row === b.r.row && a.r.delta === b.r.delta && a.r.name === b.r.name && a.withDelta === b.withDelta);

function DeltaCells({ d }: { d: FileDelta | undefined }) {
  return (
    <>
      {INTENSITIES.map((i: Intensity) => {
        const v = d?.tokens[i];
        return (
          <td key={i} data-testid={`cell-delta-${i}`} className={v ? (v < 0 ? 'corpus-gain' : 'corpus-loss') : ''}>
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
  const edited = usePlayground((s) => s.profileEdits !== null);
  const withDelta = edited && diff !== null;
  const deltas = useMemo(() => new Map((diff?.files ?? []).map((d) => [d.name, d])), [diff]);
  const table = useMemo(
    () => sortTable(files.map((f) => ({ name: f.name, bytes: f.bytes, row: rows[f.name], ...(withDelta && deltas.has(f.name) ? { delta: deltas.get(f.name) } : {}) })), sort.key, sort.dir),
    [files, rows, sort, withDelta, deltas],
  );
  const columns = withDelta ? [...BASE_COLUMNS, ...DELTA_COLUMNS] : BASE_COLUMNS;
  const ready = files.filter((f) => rows[f.name]).length;
  return (
    <section aria-labelledby="files-title" className="corpus-card corpus-files">
      <h2 id="files-title" className="corpus-h2">
        Files <span className="text-xs font-normal text-neutral-500 dark:text-neutral-400">click a name to open it in the four panes; click a header to sort</span>
      </h2>
      <div className="overflow-x-auto">
        <table
          data-testid="corpus-table"
          data-rows-ready={ready}
          className="corpus-table"
          style={{ minWidth: NAME_MIN + REMOVE_WIDTH + columns.reduce((a, c) => a + (c.width ?? 0), 0) }}
        >
          <colgroup>
            {columns.map((c) => (
              <col key={c.key} style={c.width ? { width: c.width } : undefined} />
            ))}
            <col style={{ width: REMOVE_WIDTH }} />
          </colgroup>
          <caption className="sr-only">
            {files.length} files of the corpus, sorted by {sort.key} {sort.dir}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" aria-sort={sort.key === c.key ? sort.dir : 'none'} className={c.numeric ? 'text-right' : 'text-left'} title={c.title}>
                  <button type="button" data-testid={`sort-${c.key}`} onClick={() => corpusStore().getState().setSort(nextSort(sort, c.key))}>
                    {c.label}
                    <span aria-hidden className="corpus-sort">
                      {sort.key === c.key ? (sort.dir === 'ascending' ? '▲' : '▼') : ''}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.map((r) => (
              <Row key={r.name} r={r} withDelta={withDelta} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
