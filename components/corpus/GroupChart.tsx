'use client';

// Tokens saved per rule group, summed over the corpus: one stacked bar per intensity, a segment
// per rule group in the group's theme colour (--rule-<group>, lib/theme/palette.ts). Loaded
// lazily (visx). The numbers are in a table under the picture for screen readers; a group that
// costs tokens overall has no segment and is named in the legend.

import { useEffect, useMemo, useRef, useState } from 'react';
import { BarStackHorizontal } from '@visx/shape';
import { scaleBand, scaleLinear } from '@visx/scale';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { INTENSITIES, RULE_GROUPS, type Intensity, type RuleGroup } from 'caveman-compress/internals/types';
import type { ReportTotals } from 'caveman-compress/internals/report';
import { useCorpus } from './useCorpus';

type Datum = { intensity: Intensity } & Record<RuleGroup, number>;

const MARGIN = { top: 8, right: 20, bottom: 46, left: 52 };
const ROW = 34;

function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([e]) => setWidth(Math.floor(e.contentRect.width)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}

export default function GroupChart() {
  const totals = useCorpus((s) => s.totals);
  const [ref, width] = useWidth<HTMLDivElement>();
  const { data, keys, costly, max } = useMemo(() => {
    const data: Datum[] = INTENSITIES.map((i) => {
      const d = { intensity: i } as Datum;
      for (const g of RULE_GROUPS) d[g] = Math.max(0, totals?.intensities[i].savings[g] ?? 0);
      return d;
    });
    const keys = RULE_GROUPS.filter((g) => data.some((d) => d[g] > 0));
    const costly = RULE_GROUPS.filter((g) => INTENSITIES.some((i) => (totals?.intensities[i].savings[g] ?? 0) < 0));
    const max = Math.max(1, ...data.map((d) => keys.reduce((a, g) => a + d[g], 0)));
    return { data, keys, costly, max };
  }, [totals]);
  const height = MARGIN.top + MARGIN.bottom + ROW * INTENSITIES.length;
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = ROW * INTENSITIES.length;
  const xScale = useMemo(() => scaleLinear<number>({ domain: [0, max], range: [0, innerW], nice: true }), [max, innerW]);
  const yScale = useMemo(() => scaleBand<Intensity>({ domain: [...INTENSITIES], range: [0, innerH], padding: 0.25 }), [innerH]);
  return (
    <div data-testid="corpus-chart" className="flex flex-col gap-2">
      {/* always rendered: its width is measured from the first render on */}
      <div ref={ref} className="w-full text-neutral-700 dark:text-neutral-300">
        {totals && width > 0 && (
          <svg width={width} height={height} role="img" aria-labelledby="chart-title chart-desc" data-testid="corpus-chart-svg">
            <desc id="chart-desc">
              Stacked bars, one per intensity; each segment is the tokens a rule group saved over the corpus. The numbers are in the
              table below.
            </desc>
            <Group left={MARGIN.left} top={MARGIN.top}>
              <BarStackHorizontal<Datum, RuleGroup>
                data={data}
                keys={keys}
                y={(d) => d.intensity}
                xScale={xScale}
                yScale={yScale}
                color={(g) => `var(--rule-${g})`}
              >
                {(stacks) =>
                  stacks.map((stack) =>
                    stack.bars.map((bar) =>
                      bar.width > 0 ? (
                        <rect
                          key={`${stack.index}-${bar.index}`}
                          data-testid={`bar-${INTENSITIES[bar.index]}-${bar.key}`}
                          x={bar.x}
                          y={bar.y}
                          width={bar.width}
                          height={bar.height}
                          style={{ fill: bar.color }}
                        >
                          <title>{`${INTENSITIES[bar.index]} · ${bar.key}: ${data[bar.index][bar.key]} tokens saved`}</title>
                        </rect>
                      ) : null,
                    ),
                  )
                }
              </BarStackHorizontal>
              <AxisLeft
                scale={yScale}
                stroke="currentColor"
                tickStroke="currentColor"
                hideTicks
                tickLabelProps={{ fill: 'currentColor', fontSize: 12, textAnchor: 'end', dy: '0.33em' }}
              />
              <AxisBottom
                top={innerH}
                scale={xScale}
                numTicks={Math.max(2, Math.floor(innerW / 90))}
                stroke="currentColor"
                tickStroke="currentColor"
                tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }}
                label="tokens saved"
                labelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }}
                labelOffset={14}
              />
            </Group>
          </svg>
        )}
      </div>
      {totals && <Numbers totals={totals} keys={keys} costly={costly} />}
    </div>
  );
}

function Numbers({ totals, keys, costly }: { totals: ReportTotals; keys: RuleGroup[]; costly: RuleGroup[] }) {
  return (
    <>
      <ul data-testid="corpus-chart-legend" aria-label="Rule groups" className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {keys.map((g) => (
          <li key={g} className="flex items-center gap-1">
            <span aria-hidden className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: `var(--rule-${g})` }} />
            {g}
          </li>
        ))}
        {costly.map((g) => (
          <li key={`cost-${g}`} className="text-neutral-600 dark:text-neutral-300">
            {g} costs tokens at{' '}
            {INTENSITIES.filter((i) => (totals.intensities[i].savings[g] ?? 0) < 0)
              .map((i) => `${i} (${-(totals.intensities[i].savings[g] ?? 0)})`)
              .join(', ')}
          </li>
        ))}
        {keys.length === 0 && <li>No rule group saved tokens on this corpus.</li>}
      </ul>
      {/* sr-only on a wrapper: a table keeps its own width whatever its box says */}
      <div className="sr-only">
      <table data-testid="corpus-chart-table">
        <caption>Tokens saved per rule group and intensity, summed over the corpus</caption>
        <thead>
          <tr>
            <th scope="col">Rule group</th>
            {INTENSITIES.map((i) => (
              <th key={i} scope="col">
                {i}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {RULE_GROUPS.filter((g) => INTENSITIES.some((i) => totals.intensities[i].savings[g])).map((g) => (
            <tr key={g}>
              <th scope="row">{g}</th>
              {INTENSITIES.map((i) => (
                <td key={i}>{totals.intensities[i].savings[g] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </>
  );
}
