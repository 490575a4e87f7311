import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveData, useActivityTrend, type ActivityTrend } from '../api/figures';
import { AnalyticsFrame } from '../components/AnalyticsFrame';
import { TrendPanel, type Point } from '../components/Charts';
import { Counters } from '../components/Counters';
import { ExportBar, type ExportItem } from '../components/ExportBar';
import { NO_FIGURE, hoursOf } from '../lib/format';
import { TREND_COLORS } from '../lib/palette';
import type { DayRange } from '../lib/range';
import { useFormats } from '../lib/use-formats';
import '../analytics.css';

/** /activityanalysis: active and new devices, usage time and starts (spec 2.4). */
export default function ActivityPage() {
  return (
    <AnalyticsFrame screen="activityAnalysis">
      {(appId, range) => <Activity appId={appId} range={range} />}
    </AnalyticsFrame>
  );
}

function useTrendPoints(
  trend: ActivityTrend,
  appId: string,
  range: DayRange,
  scale?: (n: number) => number,
) {
  const query = useActivityTrend(trend, appId, range);
  const points = useMemo(
    (): Point[] | undefined =>
      query.data?.content.tendency.map((p) => ({
        label: p.time,
        value: scale ? scale(p.num) : p.num,
      })),
    [query.data, scale],
  );
  return { query, points };
}

function Activity({ appId, range }: { appId: string; range: DayRange }) {
  const { t } = useTranslation('analytics');
  const f = useFormats();
  const summary = useActiveData(appId, range);
  const active = useTrendPoints('appActiveNumTendency', appId, range);
  const increase = useTrendPoints('appIncreaseNumTendency', appId, range);
  const usage = useTrendPoints('apUseTimeTendency', appId, range, hoursOf);
  const starts = useTrendPoints('appStartTendency', appId, range);

  const s = summary.data;
  // a range in which no device started or used the app has nothing to count
  const none = !s || (s.activeNum === 0 && s.startNum === 0 && s.useTime === 0);
  const counters = [
    {
      key: 'activeNum',
      label: t('counter.activeNum'),
      value: none ? NO_FIGURE : f.count(s.activeNum),
    },
    {
      key: 'increaseNum',
      label: t('counter.increaseNum'),
      value: none ? NO_FIGURE : f.count(s.increaseNum),
    },
    {
      key: 'useTime',
      label: t('counter.useTime'),
      value: none ? NO_FIGURE : f.duration(s.useTime),
    },
    {
      key: 'startNum',
      label: t('counter.startNum'),
      value: none ? NO_FIGURE : f.count(s.startNum),
    },
  ];

  const sum = (values: number[]) => f.count(values.reduce((a, b) => a + b, 0));
  // the usage line is in hours; its total comes from the exact seconds of the summary
  const usageTotal = () => (s ? f.duration(s.useTime) : NO_FIGURE);
  const body = { appId, startTime: range.start, endTime: range.end };
  const exports: ExportItem[] = [
    {
      key: 'active',
      label: t('export.active'),
      target: { kind: 'app', body: { ...body, type: 5 } },
    },
    { key: 'usage', label: t('export.usage'), target: { kind: 'app', body: { ...body, type: 6 } } },
  ];

  return (
    <>
      <Counters items={counters} query={summary} />
      <div className="ana-grid">
        <TrendPanel
          testId="chart-active"
          title={t('chart.active')}
          query={active.query}
          points={active.points}
          format={f.count}
          label={f.day}
          color={TREND_COLORS.active}
        />
        <TrendPanel
          testId="chart-increase"
          title={t('chart.increase')}
          query={increase.query}
          points={increase.points}
          format={f.count}
          total={sum}
          label={f.day}
          color={TREND_COLORS.increase}
        />
        <TrendPanel
          testId="chart-usage"
          title={t('chart.useTime')}
          query={usage.query}
          points={usage.points}
          format={f.hours}
          total={usageTotal}
          label={f.day}
          whole={false}
          color={TREND_COLORS.usage}
        />
        <TrendPanel
          testId="chart-starts"
          title={t('chart.starts')}
          query={starts.query}
          points={starts.points}
          format={f.count}
          total={sum}
          label={f.day}
          color={TREND_COLORS.starts}
        />
      </div>
      <ExportBar items={exports} />
    </>
  );
}
