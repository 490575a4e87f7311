import { AGE_BUCKETS } from '@vrportal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useBuyerAge,
  useBuyerGender,
  useDevNum,
  useInfoTendency,
  useMarketing,
} from '../api/figures';
import { AnalyticsFrame } from '../components/AnalyticsFrame';
import { PiePanel, TrendPanel, type Share } from '../components/Charts';
import { Counters } from '../components/Counters';
import { ExportBar, type ExportItem } from '../components/ExportBar';
import { NO_FIGURE } from '../lib/format';
import { AGE_COLORS, GENDER_COLORS, TREND_COLORS, UNKNOWN_COLOR } from '../lib/palette';
import type { DayRange } from '../lib/range';
import { useFormats } from '../lib/use-formats';
import '../analytics.css';

const GENDERS = [1, 2, 3, 0] as const;

/** /applicationdata: sales, refunds, store visits, devices by hour and buyers (spec 2.3). */
export default function ApplicationDataPage() {
  return (
    <AnalyticsFrame screen="applicationData">
      {(appId, range) => <ApplicationData appId={appId} range={range} />}
    </AnalyticsFrame>
  );
}

function ApplicationData({ appId, range }: { appId: string; range: DayRange }) {
  const { t } = useTranslation('analytics');
  const f = useFormats();
  const marketing = useMarketing(appId, range);
  const trends = useInfoTendency(appId, range);
  const hours = useDevNum(appId, range);
  const gender = useBuyerGender(appId, range);
  const age = useBuyerAge(appId, range);

  const m = marketing.data;
  // a range without a sale or a refund has nothing to count
  const none = !m || (m.saleCount === 0 && m.refundCount === 0 && m.amount === 0);
  const counters = [
    {
      key: 'saleCount',
      label: t('counter.saleCount'),
      value: none ? NO_FIGURE : f.count(m.saleCount),
    },
    { key: 'amount', label: t('counter.amount'), value: none ? NO_FIGURE : f.yuan(m.amount) },
    {
      key: 'refundCount',
      label: t('counter.refundCount'),
      value: none ? NO_FIGURE : f.count(m.refundCount),
    },
    {
      key: 'refundAmount',
      label: t('counter.refundAmount'),
      value: none ? NO_FIGURE : f.yuan(m.refundAmount),
    },
  ];

  const content = trends.data?.content;
  const visits = useMemo(
    () => content?.appVisit.map((p) => ({ label: p.time, value: p.VisitCount })),
    [content],
  );
  const sales = useMemo(
    () => content?.appSale.map((p) => ({ label: p.time, value: p.saleCount })),
    [content],
  );
  const refunds = useMemo(
    () => content?.appRefund.map((p) => ({ label: p.time, value: p.refundCount })),
    [content],
  );
  const hourPoints = useMemo(
    () => hours.data?.content.tendency.map((p) => ({ label: p.time, value: p.devNum })),
    [hours.data],
  );

  const genderShares = useMemo((): Share[] | undefined => {
    if (!gender.data) return undefined;
    const counts = new Map<number, number>();
    for (const item of gender.data) {
      const sex = GENDERS.includes(item.sex as 1 | 2 | 3) ? item.sex : 0;
      counts.set(sex, (counts.get(sex) ?? 0) + item.count);
    }
    return GENDERS.map((sex) => ({
      key: String(sex),
      name: t(`gender.${sex}`),
      value: counts.get(sex) ?? 0,
      color: GENDER_COLORS[sex] ?? UNKNOWN_COLOR,
    }));
  }, [gender.data, t]);

  const ageShares = useMemo((): Share[] | undefined => {
    if (!age.data) return undefined;
    const counts = new Map<number, number>();
    for (const item of age.data) {
      const bucket = (AGE_BUCKETS as readonly number[]).includes(item.age) ? item.age : 0;
      counts.set(bucket, (counts.get(bucket) ?? 0) + item.count);
    }
    // youngest first, unknown last
    return [...AGE_BUCKETS.slice(1), 0 as const].map((bucket) => ({
      key: String(bucket),
      name: t(`age.${bucket}`),
      value: counts.get(bucket) ?? 0,
      color: AGE_COLORS[bucket] ?? UNKNOWN_COLOR,
    }));
  }, [age.data, t]);

  const sum = (values: number[]) => f.count(values.reduce((a, b) => a + b, 0));
  const body = { appId, startTime: range.start, endTime: range.end };
  const exports: ExportItem[] = [
    { key: 'sales', label: t('export.sales'), target: { kind: 'app', body: { ...body, type: 1 } } },
    {
      key: 'visits',
      label: t('export.visits'),
      target: { kind: 'app', body: { ...body, type: 2 } },
    },
    { key: 'hours', label: t('export.hours'), target: { kind: 'app', body: { ...body, type: 3 } } },
    {
      key: 'buyers',
      label: t('export.buyers'),
      target: { kind: 'app', body: { ...body, type: 4 } },
    },
  ];

  return (
    <>
      <Counters items={counters} query={marketing} />
      <div className="ana-grid">
        <TrendPanel
          testId="chart-visits"
          title={t('chart.visits')}
          query={trends}
          points={visits}
          format={f.count}
          total={sum}
          label={f.day}
          color={TREND_COLORS.visits}
        />
        <TrendPanel
          testId="chart-sales"
          title={t('chart.sales')}
          query={trends}
          points={sales}
          format={f.count}
          total={sum}
          label={f.day}
          color={TREND_COLORS.sales}
        />
        <TrendPanel
          testId="chart-refunds"
          title={t('chart.refunds')}
          query={trends}
          points={refunds}
          format={f.count}
          total={sum}
          label={f.day}
          color={TREND_COLORS.refunds}
        />
        <TrendPanel
          testId="chart-hours"
          title={t('chart.devNum')}
          hint={t('chart.devNumHint')}
          query={hours}
          points={hourPoints}
          format={f.count}
          color={TREND_COLORS.devices}
        />
        <PiePanel
          testId="chart-gender"
          title={t('chart.gender')}
          hint={t('chart.buyersHint')}
          query={gender}
          shares={genderShares}
          format={f.count}
        />
        <PiePanel
          testId="chart-age"
          title={t('chart.age')}
          hint={t('chart.buyersHint')}
          query={age}
          shares={ageShares}
          format={f.count}
        />
      </div>
      <ExportBar items={exports} />
    </>
  );
}
