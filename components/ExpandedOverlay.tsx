'use client';

// An output as a human reader gets it back (Cavekit: "readers apply the reverse-expansion grammar
// when rendering for a human"): expand() of the pane's text under the active profile, over the
// editor while the View's "Expanded for a human" is on. The expander is loaded when first asked
// for, so the first screen does not carry it.
import { useEffect, useMemo, useState } from 'react';
import type { Intensity } from 'caveman-compress/internals/types';
import type { ExpandResult } from 'caveman-compress/internals/expand';
import { workerProfile } from '@/lib/state/selectors';
import { usePlayground } from './usePlayground';

type Expander = typeof import('caveman-compress/internals/expand');
let loading: Promise<Expander> | null = null;

export function ExpandedOverlay({ level }: { level: Intensity }) {
  const on = usePlayground((s) => s.expandedView);
  const output = usePlayground((s) => (s.expandedView ? (s.results?.panes[level].output ?? null) : null));
  const profileId = usePlayground((s) => s.profileId);
  const profileEdits = usePlayground((s) => s.profileEdits);
  const patternHang = usePlayground((s) => s.patternHang);
  // the profile the outputs were made with (a new object per hang: kept out of the store selector)
  const profile = useMemo(() => (on ? workerProfile({ profileId, profileEdits, patternHang }) : null), [on, profileId, profileEdits, patternHang]);
  const [shown, setShown] = useState<{ of: string; result: ExpandResult } | { of: string; error: string } | null>(null);

  useEffect(() => {
    if (output === null || profile === null) return;
    let live = true;
    (loading ??= import('caveman-compress/internals/expand')).then(
      (m) => {
        if (!live) return;
        try {
          setShown({ of: output, result: m.expand(output, { profile }) });
        } catch (err) {
          setShown({ of: output, error: err instanceof Error ? err.message : String(err) });
        }
      },
      (err) => live && setShown({ of: output, error: `the expander did not load (${err instanceof Error ? err.message : String(err)})` }),
    );
    return () => {
      live = false;
    };
  }, [output, profile]);

  if (!on || output === null) return null;
  const current = shown && shown.of === output ? shown : null;
  return (
    <div data-testid={`expanded-${level}`} className="absolute inset-0 z-10 flex flex-col bg-white dark:bg-neutral-950">
      <p className="border-b border-neutral-200 bg-amber-50 px-2 py-0.5 text-[11px] text-neutral-700 dark:border-neutral-800 dark:bg-amber-950/40 dark:text-neutral-300">
        {!current
          ? 'expanding…'
          : 'error' in current
            ? `could not expand: ${current.error}`
            : `expanded for a human: ${current.result.edits.length} abbreviation${current.result.edits.length === 1 ? '' : 's'} or symbol${current.result.edits.length === 1 ? '' : 's'} in words`}
      </p>
      <pre data-testid={`expanded-text-${level}`} className="min-h-0 flex-1 overflow-auto px-3 py-2 font-mono text-[13px] leading-[19px] whitespace-pre-wrap break-words">
        {current && 'result' in current ? current.result.output : ''}
      </pre>
    </div>
  );
}
