'use client';

// The thresholds chart (components/ThresholdsChart.tsx) for the corpus: the corpus-summed tokens
// of the input and each intensity against the remaining budget, with this page's thresholds as
// handles (a drag is kept with the corpus and goes out with "export profile"). Loaded lazily
// with visx (components/corpus/CorpusPage.tsx).
import { useMemo } from 'react';
import type { Thresholds } from '@/lib/caveman/types';
import { selection } from '@/lib/selectors';
import { thresholdSteps, type StepTokens } from '@/lib/thresholdSteps';
import ThresholdsChart from '../ThresholdsChart';
import { usePlayground } from '../usePlayground';
import { useCorpus } from './useCorpus';

export default function CorpusThresholds() {
  const totals = useCorpus((s) => s.totals);
  const budget = usePlayground((s) => s.budget);
  const thresholds = usePlayground((s) => s.thresholds);
  const controls = usePlayground((s) => s.controls);
  const profileId = usePlayground((s) => s.profileId);
  const profileEdits = usePlayground((s) => s.profileEdits);
  const setThreshold = usePlayground((s) => s.setThreshold);
  const steps = useMemo(() => {
    const tokens: StepTokens = totals
      ? { input: totals.tokens, lite: totals.intensities.lite.tokens, full: totals.intensities.full.tokens, ultra: totals.intensities.ultra.tokens }
      : { input: null, lite: null, full: null, ultra: null };
    const state = { controls, thresholds, profileId, profileEdits };
    // a corpus is not one out-of-scope text: the budget and thresholds decide
    return thresholdSteps(tokens, thresholds, (remaining) => selection({ ...state, budget: remaining }, false).intensity);
  }, [totals, controls, thresholds, profileId, profileEdits]);
  const onThresholdsChange = (next: Thresholds) => {
    if (next.upper !== thresholds.upper) setThreshold('upper', next.upper);
    if (next.lower !== thresholds.lower) setThreshold('lower', next.lower);
  };
  return (
    <ThresholdsChart
      steps={steps}
      budget={budget}
      thresholds={thresholds}
      onThresholdsChange={onThresholdsChange}
      inputTokens={totals?.tokens ?? null}
      label="Corpus tokens by remaining budget"
    />
  );
}
