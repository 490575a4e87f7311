import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import type { ChartOption } from '@/lib/chart-options';

// only the parts the charts draw (the analytics pages, the adoption of the tracks page), so the
// chunk stays small
echarts.use([
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  MarkLineComponent,
  CanvasRenderer,
]);

const OPTS = { renderer: 'canvas' } as const;

/** Readers who ask their system for less motion get the charts drawn at once. */
const reducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A chart of the portal (the analytics pages, the tracks page's adoption), named for assistive
 * technology by `label`. Import it only from lazy screens: echarts stays out of the sign-in
 * screen's chunks.
 */
export function EChart({
  option,
  height,
  label,
  testId,
}: {
  option: ChartOption;
  height: number;
  label: string;
  testId?: string;
}) {
  const shown = useMemo(() => (reducedMotion ? { ...option, animation: false } : option), [option]);
  return (
    <div className="portal-chart" role="img" aria-label={label} data-testid={testId}>
      <ReactEChartsCore
        echarts={echarts}
        option={shown}
        notMerge
        opts={OPTS}
        style={{ height, width: '100%' }}
      />
    </div>
  );
}
