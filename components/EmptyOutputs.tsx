'use client';

// With no input the three outputs are blank editors, which reads as "broken" on a first visit:
// an invitation floats over them instead. It is an absolutely positioned child of the pane grid,
// so it takes a grid area without pushing any pane out of its cell (placement: Playground.tsx).
import { usePlayground } from './usePlayground';
import { openExamplesGallery } from './gallery/ExamplesGallery';
import type { NarrowPane } from '@/lib/state/store';

export function EmptyOutputs({ shown, wide }: { shown: NarrowPane; wide: boolean }) {
  const empty = usePlayground((s) => s.input.trim() === '');
  const checkerOpen = usePlayground((s) => s.checkerOpen);
  // the checker's panes take the grid's cells: its report says what is missing
  if (!empty || checkerOpen) return null;
  // a phone shows one pane: the invitation belongs on an output, never over the input being typed in
  const phone = shown === 'input' ? 'max-sm:hidden' : 'max-sm:col-start-1 max-sm:row-start-1';
  // two by two: over full and ultra (the bottom row); four across: over the three outputs
  const place = `sm:col-start-1 sm:col-end-3 sm:row-start-2 sm:row-end-3 ${wide ? 'xl:col-start-2 xl:col-end-5 xl:row-start-1 xl:row-end-2' : ''}`;
  return (
    <div data-testid="empty-state" className={`pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-4 ${phone} ${place}`}>
      <div className="pointer-events-auto flex max-w-sm flex-col items-center gap-2 rounded-lg border border-neutral-300 bg-white px-5 py-4 text-center shadow-md dark:border-neutral-700 dark:bg-neutral-900">
        <p className="text-sm font-medium">Paste an artifact, or open an example</p>
        <p className="text-xs text-neutral-600 dark:text-neutral-300">
          A handoff note, a review summary, a status report: its lite, full and ultra rewrites appear here.
        </p>
        <button type="button" data-testid="empty-examples" className="btn" onClick={openExamplesGallery}>
          Open examples
        </button>
      </div>
    </div>
  );
}
