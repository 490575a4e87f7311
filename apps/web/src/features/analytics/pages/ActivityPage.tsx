import type { ActiveDataAnswer } from '@vrportal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveData, useActivityTrend } from '../api/figures';
import type { ActivityTrend } from '../api/keys';
import { AnalyticsFrame } from '../components/AnalyticsFrame';
import type { Point } from '../components/Charts';
import { Counters } from '../components/Counters';
import { DayTrendPanel } from '../components/DayTrendPanel';
import { ExportBar, type ExportItem } from '../components/ExportBar';
import { NO_FIGURE, hoursOf } from '../lib/format';
import type { DayRange } from '../lib/range';
import { useFormats } from '../lib/use-formats';
import { useRangeCounters } from '../lib/use-range-counters';
import '../analytics.css';

/** /activityanalysis: active and new devices, usage time and starts (spec 2.4). */
export default function ActivityPage() {
  return (
    <AnalyticsFrame screen="activityAnalysis">
      {(appId, range) => <Activity appId={appId} range={range} />}
    </AnalyticsFrame>
  );
}

/** A range in which no device started or used the app has nothing to count. */
const nothingUsed = (s: ActiveDataAnswer) =>
  s.activeNum === 0 && s.startNum === 0 && s.useTime === 0;

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

  const counters = useRangeCounters(summary.data, nothingUsed, {
    activeNum: f.count,
    increaseNum: f.count,
    useTime: f.duration,
    startNum: f.count,
  });

  const sum = (values: number[]) => f.count(values.reduce((a, b) => a + b, 0));
  // the usage line is in hours; its total comes from the exact seconds of the summary
  const usageTotal = () => (summary.data ? f.duration(summary.data.useTime) : NO_FIGURE);
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
        <DayTrendPanel name="active" title={t('chart.active')} {...active} />
        <DayTrendPanel name="increase" title={t('chart.increase')} {...increase} total={sum} />
        <DayTrendPanel
          name="usage"
          title={t('chart.useTime')}
          {...usage}
          format={f.hours}
          total={usageTotal}
          whole={false}
        />
        <DayTrendPanel name="starts" title={t('chart.starts')} {...starts} total={sum} />
      </div>
      <ExportBar items={exports} />
    </>
  );
}
