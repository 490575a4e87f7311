import { AGE_BUCKETS, type MarketingAnswer } from '@vrportal/contract';
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
import { PiePanel, TrendPanel, type Point, type Share } from '../components/Charts';
import { Counters } from '../components/Counters';
import { DayTrendPanel } from '../components/DayTrendPanel';
import type { FigureQuery } from '../components/Panel';
import { ExportBar, type ExportItem } from '../components/ExportBar';
import { AGE_COLORS, GENDER_COLORS, TREND_COLORS, UNKNOWN_COLOR } from '../lib/palette';
import type { DayRange } from '../lib/range';
import { useFormats } from '../lib/use-formats';
import { useRangeCounters } from '../lib/use-range-counters';
import '../analytics.css';

const GENDERS = [1, 2, 3, 0] as const;

/** The lines by day of the sales trends, in their order on the page. */
const DAY_TRENDS = ['visits', 'sales', 'refunds'] as const;
type DayTrend = (typeof DAY_TRENDS)[number];

/** A range without a sale or a refund has nothing to count. */
const nothingSold = (m: MarketingAnswer) =>
  m.saleCount === 0 && m.refundCount === 0 && m.amount === 0;

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

  const counters = useRangeCounters(marketing.data, nothingSold, {
    saleCount: f.count,
    amount: f.yuan,
    refundCount: f.count,
    refundAmount: f.yuan,
  });

  const content = trends.data?.content;
  const series = useMemo(
    (): Record<DayTrend, Point[] | undefined> => ({
      visits: content?.appVisit.map((p) => ({ label: p.time, value: p.VisitCount })),
      sales: content?.appSale.map((p) => ({ label: p.time, value: p.saleCount })),
      refunds: content?.appRefund.map((p) => ({ label: p.time, value: p.refundCount })),
    }),
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
        {DAY_TRENDS.map((name) => (
          <DayTrendPanel
            key={name}
            name={name}
            title={t(`chart.${name}`)}
            query={trends}
            points={series[name]}
            total={sum}
          />
        ))}
        <TrendPanel
          testId="chart-hours"
          title={t('chart.devNum')}
          hint={t('chart.devNumHint')}
          query={hours}
          points={hourPoints}
          format={f.count}
          color={TREND_COLORS.devices}
        />
        <BuyersPanel by="gender" query={gender} shares={genderShares} />
        <BuyersPanel by="age" query={age} shares={ageShares} />
      </div>
      <ExportBar items={exports} />
    </>
  );
}

/** The range's buyers by gender or by age group: a ring of counts with the buyers' hint. */
function BuyersPanel({
  by,
  query,
  shares,
}: {
  by: 'gender' | 'age';
  query: FigureQuery;
  shares: Share[] | undefined;
}) {
  const { t } = useTranslation('analytics');
  const f = useFormats();
  return (
    <PiePanel
      testId={`chart-${by}`}
      title={t(`chart.${by}`)}
      hint={t('chart.buyersHint')}
      query={query}
      shares={shares}
      format={f.count}
    />
  );
}
