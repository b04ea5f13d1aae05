'use client';

// What the selection (SPEC §2) reads from the playground's store besides the budget, and how a
// dragged threshold handle writes back: one home for the main page's selection, its thresholds
// chart and the corpus page's chart.
import { useCallback, useMemo } from 'react';
import type { Thresholds } from 'caveman-compress/internals/types';
import type { PlaygroundState } from '@/lib/state/store';
import { usePlayground } from './usePlayground';

export type SelectionInputs = Pick<PlaygroundState, 'controls' | 'thresholds' | 'profileId' | 'profileEdits'>;

/** The selection's inputs but the budget: a new object only when one of them changes. */
export function useSelectionInputs(): SelectionInputs {
  const controls = usePlayground((s) => s.controls);
  const thresholds = usePlayground((s) => s.thresholds);
  const profileId = usePlayground((s) => s.profileId);
  const profileEdits = usePlayground((s) => s.profileEdits);
  return useMemo(() => ({ controls, thresholds, profileId, profileEdits }), [controls, thresholds, profileId, profileEdits]);
}

/** A threshold chart's onThresholdsChange: sets the handle that moved (the store keeps lower < upper while one moves). */
export function useThresholdsChange(): (next: Thresholds) => void {
  const thresholds = usePlayground((s) => s.thresholds);
  const setThreshold = usePlayground((s) => s.setThreshold);
  return useCallback(
    (next: Thresholds) => {
      if (next.upper !== thresholds.upper) setThreshold('upper', next.upper);
      if (next.lower !== thresholds.lower) setThreshold('lower', next.lower);
    },
    [thresholds, setThreshold],
  );
}
