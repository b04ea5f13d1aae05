'use client';

// Where the thresholds chart goes in the budget panel. The chart and its store wrapper (visx,
// components/BudgetChart.tsx) load once the first output is on screen, into a box of their final
// height: the first screen's JavaScript and layout stay as they were.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { firstOutputShown } from './probe';
import { THRESHOLDS_CHART_HEIGHT } from './thresholdsChartSize';

const BudgetChart = dynamic(() => import('./BudgetChart'), { ssr: false, loading: () => <Reserved /> });

function Reserved() {
  return <div aria-hidden="true" className="w-full" style={{ height: THRESHOLDS_CHART_HEIGHT }} />;
}

export function BudgetChartSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // at once when the first output is already drawn (the promise is shared)
    void firstOutputShown(2500).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return <div className="mt-1 w-full min-w-0">{ready ? <BudgetChart /> : <Reserved />}</div>;
}
