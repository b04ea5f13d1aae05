'use client';

// Tokens against remaining budget (0-100 %): one step per intensity the selection picks, the
// current budget as a line and a dot, and both thresholds as handles to drag (pointer or keys).
// Plain props and no store: the playground and a corpus view (summed tokens) draw it alike.
// Loaded lazily (components/BudgetChart.tsx), so visx stays off the first screen.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveStepAfter } from '@visx/curve';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import type { Thresholds } from 'caveman-compress/internals/types';
import { clampThresholds } from '@/lib/state/store';
import { stepAt, stepsSummary, type Selected, type ThresholdStep } from '@/lib/panes/thresholdSteps';
import { THRESHOLDS_CHART_HEIGHT } from './thresholdsChartSize';

export interface ThresholdsChartProps {
  steps: readonly ThresholdStep[];
  /** Remaining budget %, marked with a line and a dot. */
  budget: number;
  thresholds: Thresholds;
  onThresholdsChange: (next: Thresholds) => void;
  /** The uncompressed tokens, drawn as a dashed reference line when given. */
  inputTokens?: number | null;
  /** Accessible name of the whole chart. */
  label?: string;
}

const CHART_HEIGHT = THRESHOLDS_CHART_HEIGHT;
const M = { top: 20, right: 18, bottom: 22, left: 46 };

/** A tick label that fits beside the axis title: 800, 5k, 12.5k, 1.2M (a corpus sums to many thousands). */
function compactCount(n: number): string {
  if (n >= 1e6) return `${+(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${+(n / 1e3).toFixed(1)}k`;
  return String(n);
}

// the theme's intensity colours (components/playground.css: the budget track, the Selected badge)
const FILL: Record<Selected, string> = {
  lite: 'fill-(--zone-lite)',
  full: 'fill-(--zone-full)',
  ultra: 'fill-(--zone-ultra)',
  off: 'fill-neutral-200 dark:fill-neutral-700',
  verbose: 'fill-neutral-200 dark:fill-neutral-700',
};

const HALO: Record<Selected | 'ground', string> = {
  lite: 'stroke-(--zone-lite)',
  full: 'stroke-(--zone-full)',
  ultra: 'stroke-(--zone-ultra)',
  off: 'stroke-neutral-200 dark:stroke-neutral-700',
  verbose: 'stroke-neutral-200 dark:stroke-neutral-700',
  ground: 'stroke-white dark:stroke-neutral-950',
};

const HANDLE_NAME: Record<keyof Thresholds, string> = {
  upper: 'Upper threshold on the chart: above it, lite',
  lower: 'Lower threshold on the chart: below it, ultra',
};

const KEY_STEP: Record<string, number> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -10, PageUp: 10 };

/** The width of the element, followed as it resizes. */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}

export default function ThresholdsChart({ steps, budget, thresholds, onThresholdsChange, inputTokens = null, label = 'Tokens by remaining budget' }: ThresholdsChartProps) {
  const [boxRef, width] = useWidth<HTMLDivElement>();
  const svgRef = useRef<SVGSVGElement>(null);
  const innerW = Math.max(0, width - M.left - M.right);
  const innerH = CHART_HEIGHT - M.top - M.bottom;

  const x = useMemo(() => scaleLinear<number>({ domain: [0, 100], range: [0, innerW], clamp: true }), [innerW]);
  const y = useMemo(() => {
    const top = Math.max(1, inputTokens ?? 0, ...steps.map((s) => s.tokens ?? 0));
    return scaleLinear<number>({ domain: [0, top * 1.12], range: [innerH, 0], nice: true });
  }, [steps, inputTokens, innerH]);

  const current = stepAt(steps, thresholds, budget);
  const boxes = steps.map((step) => {
    const x0 = x(step.from);
    const top = step.tokens === null ? innerH : y(step.tokens);
    const inside = innerH - top >= 30;
    return { key: `${step.from}-${step.intensity}`, step, x0, w: x(step.to) - x0, top, inside, labelY: inside ? top + 12 : Math.max(top - 16, -4) };
  });
  const counted = steps.filter((s): s is ThresholdStep & { tokens: number } => s.tokens !== null);
  const line = counted.length === steps.length && steps.length ? [...counted.map((s) => [s.from, s.tokens] as const), [100, counted[counted.length - 1].tokens] as const] : [];

  // a drag reads the latest props, not the ones of the render it started in
  const latest = useRef({ thresholds, onThresholdsChange });
  useEffect(() => {
    latest.current = { thresholds, onThresholdsChange };
  });
  const move = (which: keyof Thresholds, value: number) => {
    const { thresholds: t, onThresholdsChange: change } = latest.current;
    const next = clampThresholds(t, which, value);
    if (next.upper !== t.upper || next.lower !== t.lower) change(next);
  };
  const atPointer = (clientX: number) => {
    const r = svgRef.current?.getBoundingClientRect();
    return r ? Math.round(x.invert(clientX - r.left - M.left)) : 0;
  };

  return (
    <div data-testid="thresholds-chart" role="group" aria-label={label} className="text-neutral-600 dark:text-neutral-300">
      <p className="sr-only" data-testid="thresholds-summary">
        {stepsSummary(steps)}
      </p>
      <div ref={boxRef} className="relative w-full" style={{ height: CHART_HEIGHT }}>
        {width > 0 && (
          <svg ref={svgRef} width={width} height={CHART_HEIGHT} className="block overflow-visible select-none">
            <Group left={M.left} top={M.top}>
              <g aria-hidden="true">
                <GridRows scale={y} width={innerW} numTicks={3} className="stroke-neutral-200 dark:stroke-neutral-800" />
                {boxes.map((b) => (
                  <g key={b.key} data-testid={`threshold-step-${b.step.intensity}`} data-from={b.step.from} data-to={b.step.to} data-tokens={b.step.tokens ?? ''}>
                    {b.step.tokens !== null && <Bar x={b.x0} y={b.top} width={b.w} height={innerH - b.top} className={FILL[b.step.intensity]} />}
                  </g>
                ))}
                <Line from={{ x: x(budget), y: 0 }} to={{ x: x(budget), y: innerH }} strokeWidth={1.5} className="stroke-(--ui-thumb)" />
                {line.length > 0 && (
                  <LinePath
                    data={line as (readonly [number, number])[]}
                    x={(d) => x(d[0])}
                    y={(d) => y(d[1])}
                    curve={curveStepAfter}
                    strokeWidth={2}
                    className="fill-none stroke-neutral-700 dark:stroke-neutral-200"
                  />
                )}
                {inputTokens !== null && (
                  <g>
                    <Line from={{ x: 0, y: y(inputTokens) }} to={{ x: innerW, y: y(inputTokens) }} strokeDasharray="4 3" className="stroke-neutral-500 dark:stroke-neutral-400" />
                    <text x={innerW} y={y(inputTokens) - 3} textAnchor="end" fontSize={10} className="fill-current">
                      input {inputTokens}
                    </text>
                  </g>
                )}
                <AxisLeft
                  scale={y}
                  numTicks={3}
                  hideZero
                  stroke="currentColor"
                  tickStroke="currentColor"
                  tickLength={3}
                  tickFormat={(v) => compactCount(Number(v))}
                  tickLabelProps={{ fill: 'currentColor', fontSize: 10, fontFamily: 'inherit', dx: -2 }}
                  label="tokens"
                  labelOffset={22}
                  labelProps={{ fill: 'currentColor', fontSize: 10, fontFamily: 'inherit', textAnchor: 'middle' }}
                />
                <AxisBottom
                  top={innerH}
                  scale={x}
                  tickValues={[0, 20, 40, 60, 80, 100]}
                  tickFormat={(v) => `${v} %`}
                  stroke="currentColor"
                  tickStroke="currentColor"
                  tickLength={3}
                  tickLabelProps={{ fill: 'currentColor', fontSize: 10, fontFamily: 'inherit' }}
                />
                {boxes.map((b) => {
                  if (b.w < 18) return null;
                  const named = b.w >= 34;
                  // beside the budget line rather than across it, while the box has room
                  const half = named ? 16 : 10;
                  const bx = x(budget);
                  let cx = b.x0 + b.w / 2;
                  if (Math.abs(bx - cx) < half + 3) cx = bx - cx > 0 ? bx - half - 4 : bx + half + 4;
                  cx = Math.min(Math.max(cx, b.x0 + half), b.x0 + b.w - half);
                  // a halo of the ground behind the letters keeps them readable across the lines
                  return (
                    <text key={b.key} x={cx} y={b.labelY} textAnchor="middle" fontSize={10} paintOrder="stroke" strokeWidth={3} strokeLinejoin="round" className={`fill-neutral-900 dark:fill-neutral-50 ${b.inside ? HALO[b.step.intensity] : HALO.ground}`}>
                      {named && (
                        <tspan x={cx} fontWeight={600}>
                          {b.step.intensity}
                        </tspan>
                      )}
                      <tspan x={cx} dy={named ? 12 : 0} data-testid={`threshold-step-tokens-${b.step.intensity}`} className="tabular-nums">
                        {b.step.tokens ?? '…'}
                      </tspan>
                    </text>
                  );
                })}
                <g data-testid="thresholds-budget" data-budget={budget}>
                  {current?.tokens != null && <circle cx={x(budget)} cy={y(current.tokens)} r={4.5} className="fill-(--ui-thumb) stroke-white dark:stroke-neutral-950" strokeWidth={1.5} />}
                </g>
              </g>
              {(['lower', 'upper'] as const).map((which) => (
                <Handle
                  key={which}
                  which={which}
                  value={thresholds[which]}
                  min={which === 'upper' ? Math.min(100, thresholds.lower + 1) : 0}
                  max={which === 'lower' ? Math.max(0, thresholds.upper - 1) : 100}
                  cx={x(thresholds[which])}
                  height={innerH}
                  onMove={(v) => move(which, v)}
                  atPointer={atPointer}
                />
              ))}
            </Group>
          </svg>
        )}
      </div>
    </div>
  );
}

/** One threshold: a tag above the plot with a dashed line down, a slider to the keyboard and a screen reader. */
function Handle({
  which,
  value,
  min,
  max,
  cx,
  height,
  onMove,
  atPointer,
}: {
  which: keyof Thresholds;
  value: number;
  min: number;
  max: number;
  cx: number;
  height: number;
  onMove: (v: number) => void;
  atPointer: (clientX: number) => number;
}) {
  const dragging = useRef(false);
  const onKeyDown = (e: KeyboardEvent) => {
    const d = KEY_STEP[e.key];
    const to = d !== undefined ? value + d : e.key === 'Home' ? min : e.key === 'End' ? max : null;
    if (to === null) return;
    e.preventDefault();
    onMove(to);
  };
  const onPointerDown = (e: PointerEvent<SVGGElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.focus();
    e.currentTarget.setPointerCapture(e.pointerId);
    dragging.current = true;
  };
  const onPointerMove = (e: PointerEvent<SVGGElement>) => {
    if (dragging.current) onMove(atPointer(e.clientX));
  };
  const stop = (e: PointerEvent<SVGGElement>) => {
    dragging.current = false;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };
  return (
    <g
      data-testid={`threshold-handle-${which}`}
      role="slider"
      tabIndex={0}
      aria-label={HANDLE_NAME[which]}
      aria-orientation="horizontal"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={`${which} threshold ${value} %`}
      transform={`translate(${cx}, 0)`}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
      className="cursor-ew-resize touch-none"
    >
      {/* a wide hit area along the whole line, so a finger finds it */}
      <rect x={-9} y={-M.top} width={18} height={height + M.top} className="fill-transparent" />
      <line y1={-4} y2={height} strokeDasharray="3 2" strokeWidth={1.5} className="stroke-(--ui-handle)" />
      <rect x={-11} y={-M.top + 1} width={22} height={14} rx={3} className="fill-(--ui-handle)" />
      <text y={-M.top + 11.5} textAnchor="middle" fontSize={10} fontWeight={600} className="pointer-events-none fill-white tabular-nums dark:fill-neutral-900">
        {value}
      </text>
    </g>
  );
}
