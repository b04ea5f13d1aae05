'use client';

// The thresholds chart (components/ThresholdsChart.tsx) for the corpus: the corpus-summed tokens
// of the input and each intensity against the remaining budget, with this page's thresholds as
// handles (a drag is kept with the corpus and goes out with "export profile"). Loaded lazily
// with visx (components/corpus/CorpusPage.tsx).
import { useMemo } from 'react';
import { selection } from '@/lib/state/selectors';
import { thresholdSteps, type StepTokens } from '@/lib/panes/thresholdSteps';
import ThresholdsChart from '../ThresholdsChart';
import { usePlayground } from '../usePlayground';
import { useSelectionInputs, useThresholdsChange } from '../useSelectionInputs';
import { useCorpus } from './useCorpus';

export default function CorpusThresholds() {
  const totals = useCorpus((s) => s.totals);
  const budget = usePlayground((s) => s.budget);
  const inputs = useSelectionInputs();
  const onThresholdsChange = useThresholdsChange();
  const steps = useMemo(() => {
    const tokens: StepTokens = totals
      ? { input: totals.tokens, lite: totals.intensities.lite.tokens, full: totals.intensities.full.tokens, ultra: totals.intensities.ultra.tokens }
      : { input: null, lite: null, full: null, ultra: null };
    // a corpus is not one out-of-scope text: the budget and thresholds decide
    return thresholdSteps(tokens, inputs.thresholds, (remaining) => selection({ ...inputs, budget: remaining }, false).intensity);
  }, [totals, inputs]);
  return (
    <ThresholdsChart
      steps={steps}
      budget={budget}
      thresholds={inputs.thresholds}
      onThresholdsChange={onThresholdsChange}
      inputTokens={totals?.tokens ?? null}
      label="Corpus tokens by remaining budget"
    />
  );
}
