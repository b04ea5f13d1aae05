'use client';

// Narrow screens (below Tailwind's `sm`, 640 px) show one pane at a time: these tabs choose it.
// Wide screens hide the tabs and show every pane; the choice is pure CSS (`max-sm:hidden` on the
// other panes), so the first screen rendered at build time is already right at any width.
import { type KeyboardEvent, useRef } from 'react';
import type { NarrowPane } from '@/lib/state/store';
import { checkerIntensity, narrowShown, narrowTabs, shownCount } from '@/lib/state/selectors';
import { usePlayground } from './usePlayground';

const LABELS: Record<NarrowPane, string> = { input: 'Input', lite: 'lite', full: 'full', ultra: 'ultra', checker: 'Checker', report: 'Report' };

/** The id of the element a tab shows (its pane's section). */
export const narrowPanelId = (pane: NarrowPane) => `pane-section-${pane}`;

/** Classes that hide a pane on a narrow screen unless its tab is chosen. */
export function narrowClass(pane: NarrowPane, shown: NarrowPane): string {
  return pane === shown ? '' : 'max-sm:hidden';
}

function TabCount({ pane }: { pane: NarrowPane }) {
  const n = usePlayground((s) => (pane === 'checker' || pane === 'report' ? null : shownCount(s, pane)));
  if (n === null) return null;
  return <span className="ml-1 text-[10px] font-normal tabular-nums opacity-80">{n}</span>;
}

export function PaneTabs({ selected }: { selected: string }) {
  const checkerOpen = usePlayground((s) => s.checkerOpen);
  // only with the checker open: the selector would otherwise run on every keystroke's store update
  const checked = usePlayground((s) => (s.checkerOpen ? checkerIntensity(s) : 'full'));
  const shown = usePlayground(narrowShown);
  const setNarrowPane = usePlayground((s) => s.setNarrowPane);
  const tabs = narrowTabs(checkerOpen, checked);
  const list = useRef<HTMLDivElement>(null);
  // arrow keys move between tabs (WAI-ARIA tabs pattern), Tab leaves the list
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.indexOf(shown);
    const next = e.key === 'ArrowRight' ? (i + 1) % tabs.length : e.key === 'ArrowLeft' ? (i - 1 + tabs.length) % tabs.length : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    setNarrowPane(tabs[next]);
    list.current?.querySelectorAll<HTMLButtonElement>('[role=tab]')[next]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label="Pane shown" data-testid="pane-tabs" className="mb-2 flex gap-1 sm:hidden" onKeyDown={onKey}>
      {tabs.map((pane) => (
        <button
          key={pane}
          type="button"
          role="tab"
          id={`pane-tab-${pane}`}
          data-testid={`pane-tab-${pane}`}
          aria-selected={pane === shown}
          aria-controls={narrowPanelId(pane)}
          tabIndex={pane === shown ? 0 : -1}
          onClick={() => setNarrowPane(pane)}
          className={`flex-1 rounded-md border px-1 py-1 text-xs font-semibold ${
            pane === shown
              ? 'border-neutral-800 bg-neutral-800 text-white dark:border-neutral-200 dark:bg-neutral-200 dark:text-neutral-900'
              : 'border-neutral-300 dark:border-neutral-700'
          } ${pane === selected ? 'underline decoration-emerald-500 decoration-2 underline-offset-4' : ''}`}
        >
          {LABELS[pane]}
          <TabCount pane={pane} />
        </button>
      ))}
    </div>
  );
}
