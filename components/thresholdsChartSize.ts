// The thresholds chart's height, in its own module: the lazy loader reserves the box before the
// chart's code (visx) arrives, and importing the chart for it would put visx on the first screen.
export const THRESHOLDS_CHART_HEIGHT = 132;
