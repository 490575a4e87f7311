import type { LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | MarkLineComponentOption
>;

export const BRAND = '#5b4fe9';
const INK_3 = '#636180';
const LINE = '#e8e7f2';

/** The portal's font for the canvas, which cannot inherit it. */
function fontFamily(): string {
  if (typeof document === 'undefined') return 'sans-serif';
  const font = getComputedStyle(document.documentElement).getPropertyValue('--font').trim();
  return font || 'sans-serif';
}

/** What the line charts share: the font, the grid, the axis tooltip and the category axis. */
function lineFrame(input: {
  labels: string[];
  format: (value: number) => string;
  label?: ((label: string) => string) | undefined;
}) {
  return {
    textStyle: { fontFamily: fontFamily() },
    animationDuration: 300,
    grid: { left: 4, right: 12, top: 16, bottom: 4 },
    tooltip: {
      trigger: 'axis' as const,
      valueFormatter: (value: unknown) => input.format(Number(value)),
    },
    xAxis: {
      type: 'category' as const,
      data: input.labels,
      boundaryGap: false,
      axisLine: { lineStyle: { color: LINE } },
      axisTick: { show: false },
      axisLabel: {
        color: INK_3,
        hideOverlap: true,
        formatter: input.label ? (value: string) => input.label!(value) : undefined,
      },
    },
  };
}

const lineSeries = (name: string, values: number[]) => ({
  type: 'line' as const,
  name,
  data: values,
  smooth: 0.3,
  showSymbol: values.length <= 31,
  symbolSize: 5,
  lineStyle: { width: 2 },
});

export interface LineInput {
  /** one label per point (days, hours) */
  labels: string[];
  values: number[];
  /** the series name in the tooltip */
  name: string;
  color?: string;
  /** a value as the tooltip shows it */
  format: (value: number) => string;
  /** an axis label as shown under the axis */
  label?: (label: string) => string;
  /** integers only on the value axis (counts) */
  whole?: boolean;
  /** a value as the value axis shows it */
  axis?: (value: number) => string;
}

/** A single-series line over days or hours, filled lightly under the line. */
export function lineOption(input: LineInput): ChartOption {
  const color = input.color ?? BRAND;
  return {
    ...lineFrame(input),
    color: [color],
    yAxis: {
      type: 'value',
      minInterval: input.whole ? 1 : undefined,
      splitLine: { lineStyle: { color: LINE, type: 'dashed' } },
      axisLabel: {
        color: INK_3,
        formatter: input.axis ? (value: number) => input.axis!(value) : undefined,
      },
    },
    series: [
      {
        ...lineSeries(input.name, input.values),
        areaStyle: { color, opacity: 0.08 },
      },
    ],
  };
}

export interface PieInput {
  items: { name: string; value: number; color: string }[];
  format: (value: number) => string;
}

/** The share of a part in a whole, as "42.5%" ('' for an empty whole). */
export function shareText(value: number, total: number): string {
  return total > 0 ? `${Math.round((value / total) * 1000) / 10}%` : '';
}

/** A ring of shares; the page lists the names, counts and shares beside it. */
export function pieOption(input: PieInput): ChartOption {
  const total = input.items.reduce((sum, item) => sum + item.value, 0);
  return {
    color: input.items.map((item) => item.color),
    textStyle: { fontFamily: fontFamily() },
    animationDuration: 300,
    tooltip: {
      trigger: 'item',
      valueFormatter: (value) =>
        `${input.format(Number(value))} (${shareText(Number(value), total)})`,
    },
    series: [
      {
        type: 'pie',
        radius: ['48%', '78%'],
        center: ['50%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2, borderRadius: 4 },
        data: input.items.map((item) => ({ name: item.name, value: item.value })),
      },
    ],
  };
}

export interface LinesInput {
  /** one label per point (days) */
  labels: string[];
  /** one line per series, each with one value per label */
  series: { name: string; values: number[]; color: string }[];
  /** a value as the tooltip shows it */
  format: (value: number) => string;
  /** an axis label as shown under the axis */
  label?: (label: string) => string;
}

/** Several lines over the same days (one per build version); the page names them beside it. */
export function linesOption(input: LinesInput): ChartOption {
  return {
    ...lineFrame(input),
    color: input.series.map((s) => s.color),
    yAxis: {
      type: 'value',
      minInterval: 1,
      splitLine: { lineStyle: { color: LINE, type: 'dashed' } },
      axisLabel: { color: INK_3 },
    },
    series: input.series.map((s) => lineSeries(s.name, s.values)),
  };
}

/**
 * Rates (percent) of several builds over the same days, with a threshold drawn across; a day
 * without a rate (too few devices) leaves a gap.
 */
export function ratesOption(
  input: Omit<LinesInput, 'series'> & {
    series: { name: string; values: (number | null)[]; color: string }[];
    threshold: { value: number; label: string };
  },
): ChartOption {
  const top = Math.max(input.threshold.value, ...input.series.flatMap((s) => s.values.map(Number)));
  return {
    ...lineFrame(input),
    color: input.series.map((s) => s.color),
    yAxis: {
      type: 'value',
      max: Math.ceil(top * 1.2 * 10) / 10,
      splitLine: { lineStyle: { color: LINE, type: 'dashed' } },
      axisLabel: { color: INK_3, formatter: (value: number) => `${value}%` },
    },
    series: input.series.map((s, i) => ({
      ...lineSeries(s.name, s.values as number[]),
      connectNulls: false,
      ...(i === 0
        ? {
            markLine: {
              silent: true,
              symbol: 'none',
              lineStyle: { color: '#d4380d', type: 'dashed' as const },
              label: { formatter: input.threshold.label, position: 'insideEndTop' as const },
              data: [{ yAxis: input.threshold.value }],
            },
          }
        : {}),
    })),
  };
}
