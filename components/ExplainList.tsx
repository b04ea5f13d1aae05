'use client';

// Every change of one output, listed (regex101's explanation pane, alex's --why): grouped by rule
// group, each row the text before and after, the rule that made it, a link to its card on /rules.
// A row's button lights the change in every pane and scrolls it into view; the change under the
// mouse or the cursor in a pane marks its row in turn. The output is the one the savings table
// shows (its tabs), so the two read together.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Edit, Intensity, RuleGroup } from 'caveman-compress/internals/types';
import { RULE_GROUPS } from 'caveman-compress/internals/types';
import { savingsPaneFor } from '@/lib/state/selectors';
import { inTextOrder } from '@/lib/panes/map-ranges';
import { lineIndex } from '@/lib/panes/lines';
import { onPointedEdit, showEdit } from '@/lib/monaco/linked';
import { usePlayground } from './usePlayground';
import { OutputTabs, SavingsTable } from './InfoPanel';

/** Rows drawn at first per group; the rest on request (a 100 KB input has thousands of changes). */
const FIRST_ROWS = 60;

const shown = (s: string) => (s === '' ? '∅' : s.replace(/\n/g, '⏎'));
const rulesHref = (rule: string) => `rules/#rule-${rule}`;

/**
 * One row of the list: an edit, or the edits of one rule that touch each other in both texts (a
 * contraction is "do" -> "don't" and "not " -> "": one row "do not" -> "don't", never a bare "not"
 * dropped; ", and" -> ";" likewise).
 */
interface RowItem {
  edits: Edit[];
  before: string;
  after: string;
  /** The output line it lands on, from 1. */
  line: number;
}

function rowsOf(edits: Edit[], output: string): RowItem[] {
  const rows: RowItem[] = [];
  const lineAt = lineIndex(output);
  for (const e of edits) {
    const last = rows[rows.length - 1];
    const prev = last?.edits[last.edits.length - 1];
    if (prev && prev.rule === e.rule && e.output.start >= prev.output.end && e.output.start <= prev.output.end + 1 && e.input.start >= prev.input.end && e.input.start <= prev.input.end + 1) {
      last.edits.push(e);
      last.before += (e.input.start > prev.input.end ? ' ' : '') + e.before;
      last.after += e.after;
      continue;
    }
    rows.push({ edits: [e], before: e.before, after: e.after, line: lineAt(e.output.start).line });
  }
  return rows;
}

/** The edit a merged row lights in the panes: the whole span of its parts. */
function spanOf(row: RowItem): Edit {
  const [a, b] = [row.edits[0], row.edits[row.edits.length - 1]];
  return a === b ? a : { ...a, before: row.before, after: row.after, input: { start: a.input.start, end: b.input.end }, output: { start: a.output.start, end: b.output.end } };
}

function Row({ row, level, pointed }: { row: RowItem; level: Intensity; pointed: boolean }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (pointed) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [pointed]);
  const edit = row.edits[0];
  return (
    <li
      ref={ref}
      data-testid="explain-row"
      data-rule={edit.rule}
      data-edit={row.edits.map((e) => `${e.before} -> ${e.after} (${e.rule})`).join('\n')}
      data-pointed={pointed ? 'true' : undefined}
      className={`flex items-baseline gap-2 rounded px-1 ${pointed ? 'bg-amber-100 dark:bg-amber-900/60' : ''}`}
    >
      <span className="w-8 shrink-0 text-right tabular-nums text-neutral-500 dark:text-neutral-400" title={`line ${row.line} of the ${level} output`}>
        L{row.line}
      </span>
      <button
        type="button"
        className="min-w-0 flex-1 truncate text-left font-mono hover:underline"
        title={`${edit.label}: "${row.before}" -> "${row.after}" (show it in the panes)`}
        onClick={() => showEdit(level, spanOf(row))}
      >
        <del className="text-red-800 decoration-red-800/60 dark:text-red-300">{shown(row.before)}</del>
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> becomes </span>
        <ins className="text-emerald-800 no-underline dark:text-emerald-300">{shown(row.after)}</ins>
      </button>
      <a
        className="shrink-0 text-neutral-600 underline decoration-dotted underline-offset-2 dark:text-neutral-400"
        href={rulesHref(edit.rule)}
        target="_blank"
        rel="noopener"
        title={`The rule's card on the rules page, in a new tab (your work stays here): ${edit.rule}`}
      >
        {edit.label}
      </a>
    </li>
  );
}

function Group({ group, edits, output, level, saved, pointed }: { group: RuleGroup; edits: Edit[]; output: string; level: Intensity; saved: number | null; pointed: Edit | null }) {
  const [all, setAll] = useState(false);
  const rows = useMemo(() => rowsOf(edits, output), [edits, output]);
  const index = pointed ? rows.findIndex((r) => r.edits.includes(pointed)) : -1;
  const list = all || index >= FIRST_ROWS ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <li data-testid={`explain-group-${group}`}>
      <h4 className="mt-1 flex items-center gap-1 font-semibold">
        <span className="inline-block h-2 w-2 rounded-full" style={{ background: `var(--rule-${group})` }} />
        {group}
        <span className="font-normal text-neutral-600 dark:text-neutral-400">
          · {rows.length} change{rows.length === 1 ? '' : 's'}
          {saved !== null ? ` · ${saved} tokens saved` : ''}
        </span>
      </h4>
      <ul>
        {list.map((r, i) => (
          <Row key={`${r.edits[0].output.start}:${r.edits[0].input.start}:${i}`} row={r} level={level} pointed={!!pointed && r.edits.includes(pointed)} />
        ))}
      </ul>
      {list.length < rows.length && (
        <button type="button" className="ml-1 underline" onClick={() => setAll(true)}>
          show {rows.length - list.length} more
        </button>
      )}
    </li>
  );
}

export function ExplainList({ selected, extra }: { selected: string; extra?: React.ReactNode }) {
  const pick = usePlayground((s) => s.savingsPane);
  const setPick = usePlayground((s) => s.setSavingsPane);
  const level: Intensity = savingsPaneFor(pick, selected);
  const results = usePlayground((s) => s.results);
  const savings = usePlayground((s) => (s.savings && s.savings.intensity === level && s.savings.seq === s.results?.seq ? s.savings : null));
  const [pointed, setPointed] = useState<Edit | null>(null);
  useEffect(() => onPointedEdit((p) => setPointed(p && p.level === level ? p.edit : null)), [level]);
  const groups = useMemo(() => {
    const edits = results ? inTextOrder(results.panes[level].edits) : [];
    const by = new Map<RuleGroup, Edit[]>();
    for (const e of edits) {
      let list = by.get(e.group);
      if (!list) by.set(e.group, (list = []));
      list.push(e);
    }
    return RULE_GROUPS.filter((g) => by.has(g)).map((g) => ({ group: g, edits: by.get(g)! }));
  }, [results, level]);
  const output = results?.panes[level].output ?? '';
  const total = useMemo(() => groups.reduce((n, g) => n + rowsOf(g.edits, output).length, 0), [groups, output]);
  return (
    <section data-testid="explain-list" aria-label={`Every change of ${level}, explained`} className="min-w-0 text-xs">
      <div className="mb-1 flex items-center gap-2">
        <h3 className="font-semibold">
          Explain <span className="font-normal text-neutral-600 dark:text-neutral-400">· {results ? `${total} change${total === 1 ? '' : 's'} in ${level}` : 'compressing…'}</span>
        </h3>
        <OutputTabs level={level} onPick={setPick} testIdPrefix="explain-tab" />
        {extra}
      </div>
      <div className="max-h-[112px] overflow-auto" tabIndex={0} role="region" aria-label="Changes, scrollable">
        {results && total === 0 && <p className="text-neutral-600 dark:text-neutral-400">No changes: every sentence stays as written.</p>}
        <ul>
          {groups.map((g) => (
            <Group key={`${level}:${g.group}`} group={g.group} edits={g.edits} output={output} level={level} saved={savings ? (savings.groups[g.group] ?? 0) : null} pointed={pointed} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The footer's place for one output's changes: the savings per rule group, or every change
 * explained (the Explain view). A switch, not both at once, so the footer keeps its height.
 */
export function ChangesPanel({ selected }: { selected: string }) {
  const [explain, setExplain] = useState(false);
  const toggle = (
    <button
      type="button"
      data-testid={explain ? 'show-savings' : 'show-explain'}
      className="ml-auto shrink-0 whitespace-nowrap rounded border border-neutral-300 px-1.5 leading-5 hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800"
      onClick={() => setExplain(!explain)}
      title={explain ? 'Back to the tokens each rule group saves' : 'Every change of the output, with its rule (e.g. full: article dropped)'}
    >
      {explain ? 'savings' : 'explain'}
    </button>
  );
  return <div className="min-w-0 flex-[1_1_300px]">{explain ? <ExplainList selected={selected} extra={toggle} /> : <SavingsTable selected={selected} extra={toggle} />}</div>;
}
