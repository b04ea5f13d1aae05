'use client';

// The thresholds chart of the playground: the store's counts, thresholds and controls made into
// the chart's plain props. Loaded lazily with the chart (components/BudgetChartSlot.tsx).
import { useMemo } from 'react';
import type { Thresholds } from '@/lib/caveman/types';
import { overInputLimit } from '@/lib/inputLimit';
import { selection } from '@/lib/selectors';
import type { Pane, PlaygroundState } from '@/lib/store';
import { thresholdSteps, type StepTokens } from '@/lib/thresholdSteps';
import ThresholdsChart from './ThresholdsChart';
import { usePlayground } from './usePlayground';

/** A pane's count as its header shows it (components/PaneCard.tsx): none until counted, none for outputs past the input limit. */
function shownCount(s: PlaygroundState, pane: Pane): number | null {
  const c = s.counts[pane];
  if (!c || c.encoding !== s.encoding) return null;
  if (pane !== 'input' && overInputLimit(s.input)) return null;
  return c.n;
}

export default function BudgetChart() {
  const input = usePlayground((s) => shownCount(s, 'input'));
  const lite = usePlayground((s) => shownCount(s, 'lite'));
  const full = usePlayground((s) => shownCount(s, 'full'));
  const ultra = usePlayground((s) => shownCount(s, 'ultra'));
  const budget = usePlayground((s) => s.budget);
  const thresholds = usePlayground((s) => s.thresholds);
  const controls = usePlayground((s) => s.controls);
  const profileId = usePlayground((s) => s.profileId);
  const profileEdits = usePlayground((s) => s.profileEdits);
  const outOfScope = usePlayground((s) => s.results?.outOfScope ?? false);
  const setThreshold = usePlayground((s) => s.setThreshold);

  const steps = useMemo(() => {
    const tokens: StepTokens = { input, lite, full, ultra };
    const state = { controls, thresholds, profileId, profileEdits };
    return thresholdSteps(tokens, thresholds, (remaining) => selection({ ...state, budget: remaining }, outOfScope).intensity);
  }, [input, lite, full, ultra, controls, thresholds, profileId, profileEdits, outOfScope]);

  const onThresholdsChange = (next: Thresholds) => {
    // the store keeps lower < upper while one moves: set the one that changed
    if (next.upper !== thresholds.upper) setThreshold('upper', next.upper);
    if (next.lower !== thresholds.lower) setThreshold('lower', next.lower);
  };

  return <ThresholdsChart steps={steps} budget={budget} thresholds={thresholds} onThresholdsChange={onThresholdsChange} inputTokens={input} />;
}
