'use client';

// Below the editors: the legend of protected kinds (with counts), the view switches and the
// per-rule savings table of one output.
import { PROTECTED_KINDS, INTENSITIES, type Intensity, type RuleGroup } from 'caveman-compress/internals/types';
import { countByKind } from '@/lib/monaco/decorations';
import { PANES, type Pane } from '@/lib/state/store';
import { groupStats, savingsPaneFor } from '@/lib/state/selectors';
import { usePlayground } from './usePlayground';
import { useEffect, useMemo } from 'react';

export function Legend() {
  const spans = usePlayground((s) => s.results?.inputProtected);
  const showProtected = usePlayground((s) => s.showProtected);
  const counts = useMemo(() => countByKind(spans ?? []), [spans]);
  const total = spans?.length ?? 0;
  const present = PROTECTED_KINDS.filter((k) => counts[k] > 0);
  const absent = PROTECTED_KINDS.filter((k) => counts[k] === 0);
  return (
    <section data-testid="protected-legend" aria-label="Protected spans legend" className="min-w-0 flex-[1_1_340px]">
      <h3 className="mb-1 text-xs font-semibold">
        Protected spans <span className="font-normal text-neutral-500 dark:text-neutral-400">({total} in the input{showProtected ? '' : ', hidden'})</span>
      </h3>
      <ul className="flex flex-wrap gap-1 text-[11px]">
        {present.map((k) => (
          <li
            key={k}
            data-testid={`legend-${k}`}
            data-count={counts[k]}
            className={`protected-${k} rounded px-1.5 py-px`}
            title={`${counts[k]} protected span${counts[k] === 1 ? '' : 's'} of kind ${k}`}
          >
            {k} <span className="tabular-nums font-semibold">{counts[k]}</span>
          </li>
        ))}
        {absent.map((k) => (
          <li
            key={k}
            data-testid={`legend-${k}`}
            data-count={0}
            className="legend-absent rounded px-1.5 py-px"
            title={`no protected span of kind ${k} in the input`}
          >
            {k} <span className="tabular-nums">0</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ViewToggles() {
  const showEdits = usePlayground((s) => s.showEdits);
  const showProtected = usePlayground((s) => s.showProtected);
  const tokenView = usePlayground((s) => s.tokenView);
  const truncated = usePlayground((s) => s.boundaries?.truncated ?? false);
  const toggleEdits = usePlayground((s) => s.toggleEdits);
  const toggleProtected = usePlayground((s) => s.toggleProtected);
  const setTokenView = usePlayground((s) => s.setTokenView);
  const expandedView = usePlayground((s) => s.expandedView);
  const setExpandedView = usePlayground((s) => s.setExpandedView);
  return (
    <section aria-label="View" className="flex flex-col gap-1 text-xs">
      <h3 className="font-semibold">View</h3>
      <label className="flex items-center gap-1.5">
        <input data-testid="edits-toggle" type="checkbox" checked={showEdits} onChange={(e) => toggleEdits(e.target.checked)} />
        Show edits <kbd className="kbd">Alt+E</kbd>
      </label>
      <label className="flex items-center gap-1.5">
        <input
          data-testid="protected-toggle"
          type="checkbox"
          checked={showProtected}
          onChange={(e) => toggleProtected(e.target.checked)}
        />
        Highlight protected <kbd className="kbd">Alt+P</kbd>
      </label>
      <label className="flex items-center gap-1.5" title="Each output as a human reader gets it back: what the profile abbreviated or symbolised (DB, ->, +, ~) in words; protected spans untouched">
        <input data-testid="expanded-toggle" type="checkbox" checked={expandedView} onChange={(e) => setExpandedView(e.target.checked)} />
        Expanded for a human
      </label>
      <label className="flex items-center gap-1.5">
        Token boundaries
        <select
          data-testid="token-view-select"
          className="ctl"
          value={tokenView ?? ''}
          onChange={(e) => setTokenView((e.target.value || null) as Pane | null)}
        >
          <option value="">off</option>
          {PANES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
        {truncated && <span className="text-neutral-500">(first 20 000)</span>}
      </label>
    </section>
  );
}

const GROUP_LABEL: Partial<Record<RuleGroup, string>> = {
  narrative: 'narrative filler',
};

export function SavingsTable({ selected, extra }: { selected: string; extra?: React.ReactNode }) {
  const pick = usePlayground((s) => s.savingsPane);
  const setPick = usePlayground((s) => s.setSavingsPane);
  const level: Intensity = savingsPaneFor(pick, selected);
  const results = usePlayground((s) => s.results);
  const savings = usePlayground((s) => s.savings);
  const encoding = usePlayground((s) => s.encoding);
  const setWanted = usePlayground((s) => s.setSavingsWanted);
  const selectedGroup = usePlayground((s) => s.selectedGroup);
  const toggleGroup = usePlayground((s) => s.toggleSelectedGroup);
  useEffect(() => setWanted(level), [level, setWanted]);

  const rows = useMemo(() => {
    const { edits, saved } = groupStats({ results, savings }, level);
    return [...edits.entries()]
      .map(([group, n]) => ({ group, n, saved: saved ? (saved[group] ?? 0) : null }))
      .sort((a, b) => (b.saved ?? 0) - (a.saved ?? 0) || b.n - a.n);
  }, [results, savings, level]);
  const total = rows.reduce((a, r) => a + (r.saved ?? 0), 0);
  const haveSavings = rows.some((r) => r.saved !== null);

  return (
    <section data-testid="savings-table" aria-label="Savings per rule" className="min-w-0 text-xs">
      <div className="mb-1 flex items-center gap-2">
        <h3 className="whitespace-nowrap font-semibold">Savings per rule</h3>
        <OutputTabs level={level} onPick={setPick} testIdPrefix="savings-tab" />
        <span className="text-neutral-500 dark:text-neutral-400">{encoding}</span>
        {extra}
      </div>
      <div className="max-h-[112px] overflow-auto" tabIndex={0} role="region" aria-label="Savings per rule, scrollable">
        <table className="w-full border-collapse tabular-nums">
          <thead className="sticky top-0 bg-white text-left text-neutral-500 dark:bg-neutral-950 dark:text-neutral-400">
            <tr>
              <th className="font-normal">rule group</th>
              <th className="text-right font-normal">edits</th>
              <th className="text-right font-normal">tokens saved</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={3} className="text-neutral-500">
                  {results ? 'no edits' : 'compressing…'}
                </td>
              </tr>
            )}
            {rows.map((r) => {
              const on = r.group === selectedGroup;
              return (
              // the whole row takes a click; its button is the keyboard's way (Enter, Space) and says whether it is pressed
              <tr
                key={r.group}
                data-testid={`savings-row-${r.group}`}
                data-selected={on ? 'true' : undefined}
                onClick={() => toggleGroup(r.group)}
                className={`cursor-pointer ${on ? 'bg-neutral-200 dark:bg-neutral-800' : 'hover:bg-neutral-100 dark:hover:bg-neutral-900'}`}
              >
                <td>
                  <button
                    type="button"
                    aria-pressed={on}
                    data-testid={`savings-select-${r.group}`}
                    title={on ? 'Clear the selection' : `Select the ${GROUP_LABEL[r.group] ?? r.group} edits in every pane`}
                    onClick={(e) => {
                      e.stopPropagation();
                      toggleGroup(r.group);
                    }}
                    className="rounded-sm text-left underline decoration-dotted underline-offset-2"
                  >
                    <span className={`sg-${r.group} mr-1 inline-block h-2 w-2 rounded-full`} style={{ background: `var(--rule-${r.group})` }} />
                    {GROUP_LABEL[r.group] ?? r.group}
                  </button>
                </td>
                <td className="text-right">{r.n}</td>
                <td className="text-right">{r.saved === null ? '…' : r.saved}</td>
              </tr>
              );
            })}
          </tbody>
          {haveSavings && (
            <tfoot className="sticky bottom-0 bg-white dark:bg-neutral-950">
              <tr className="font-semibold shadow-[0_-1px_0_#d4d4d4] dark:shadow-[0_-1px_0_#404040]">
                <td>total</td>
                <td className="text-right">{rows.reduce((a, r) => a + r.n, 0)}</td>
                <td className="text-right">{total}</td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </section>
  );
}

export function SkippedList() {
  const skipped = usePlayground((s) => s.results?.skipped ?? null);
  const input = usePlayground((s) => s.input);
  if (!skipped || skipped.length === 0) return null;
  return (
    <section data-testid="skipped-list" className="min-w-0 flex-[1_1_200px] text-xs">
      <h3 className="mb-1 font-semibold">Kept verbose ({skipped.length})</h3>
      <ul className="max-h-[104px] overflow-auto">
        {skipped.map((r, i) => (
          <li key={i} className="truncate" title={input.slice(r.start, r.end)}>
            <span className="text-neutral-500 dark:text-neutral-400">{r.reason}:</span> {input.slice(r.start, Math.min(r.end, r.start + 60))}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Which output a footer panel shows (the savings table, the Explain list): lite, full or ultra. */
export function OutputTabs({ level, onPick, testIdPrefix }: { level: Intensity; onPick: (i: Intensity) => void; testIdPrefix: string }) {
  return (
    <div role="tablist" aria-label="Output" className="flex overflow-hidden rounded border border-neutral-300 dark:border-neutral-700">
      {INTENSITIES.map((i) => (
        <button
          key={i}
          type="button"
          role="tab"
          aria-selected={i === level}
          data-testid={`${testIdPrefix}-${i}`}
          onClick={() => onPick(i)}
          className={`px-1.5 leading-5 ${i === level ? 'bg-neutral-800 text-white dark:bg-neutral-200 dark:text-neutral-900' : 'hover:bg-neutral-200 dark:hover:bg-neutral-800'}`}
        >
          {i}
        </button>
      ))}
    </div>
  );
}
