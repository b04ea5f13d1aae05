'use client';

// The thresholds chart of the playground: the store's counts, thresholds and controls made into
// the chart's plain props. Loaded lazily with the chart (components/BudgetChartSlot.tsx).
import { memo, useDeferredValue, useMemo } from 'react';
import { selection, shownCount } from '@/lib/state/selectors';
import { sameSteps, thresholdSteps, type StepTokens } from '@/lib/panes/thresholdSteps';
import ThresholdsChart, { type ThresholdsChartProps } from './ThresholdsChart';
import { usePlayground } from './usePlayground';
import { useSelectionInputs, useThresholdsChange } from './useSelectionInputs';

// Redrawn only when what it shows changed: each keystroke gives new counts, often the same steps.
const Chart = memo(ThresholdsChart, (a: ThresholdsChartProps, b: ThresholdsChartProps) =>
  sameSteps(a.steps, b.steps) && a.budget === b.budget && a.thresholds === b.thresholds && a.inputTokens === b.inputTokens && a.onThresholdsChange === b.onThresholdsChange && a.label === b.label,
);

export default function BudgetChart() {
  const input = usePlayground((s) => shownCount(s, 'input'));
  const lite = usePlayground((s) => shownCount(s, 'lite'));
  const full = usePlayground((s) => shownCount(s, 'full'));
  const ultra = usePlayground((s) => shownCount(s, 'ultra'));
  const budget = usePlayground((s) => s.budget);
  const outOfScope = usePlayground((s) => s.results?.outOfScope ?? false);
  const inputs = useSelectionInputs();
  const onThresholdsChange = useThresholdsChange();

  const steps = useMemo(() => {
    const tokens: StepTokens = { input, lite, full, ultra };
    return thresholdSteps(tokens, inputs.thresholds, (remaining) => selection({ ...inputs, budget: remaining }, outOfScope).intensity);
  }, [input, lite, full, ultra, inputs, outOfScope]);
  // counts change with every keystroke: the chart follows in a render React may put off, so typing never waits for it
  const shownSteps = useDeferredValue(steps);
  const shownInput = useDeferredValue(input);

  return <Chart steps={shownSteps} budget={budget} thresholds={inputs.thresholds} onThresholdsChange={onThresholdsChange} inputTokens={shownInput} />;
}
