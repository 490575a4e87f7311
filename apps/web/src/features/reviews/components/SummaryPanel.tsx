import { StarFilled } from '@ant-design/icons';
import { Segmented, Skeleton } from 'antd';
import { useMemo } from 'react';
import { EChart } from '@/components/EChart';
import { EmptyState } from '@/components/EmptyState';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { linesOption } from '@/lib/chart-options';
import type { ReviewSummary } from '../api/review-summary';
import { formatAverage, histogramRows, versionLines } from '../lib/summary';
import type { ReviewsText } from '../lib/texts';

export const SUMMARY_DAYS = [7, 30, 90] as const;

/** The ratings of a period: the average, the count, the stars and each version's average per day. */
export function SummaryPanel({
  summary,
  days,
  onDays,
  t,
}: {
  summary: ReviewSummary | undefined;
  days: number;
  onDays: (days: number) => void;
  t: ReviewsText;
}) {
  return (
    <section
      className="rv-summary portal-surface portal-surface--round"
      aria-labelledby="rv-summary-title"
    >
      <div className="rv-summary__head">
        <h2 id="rv-summary-title" className="rv-section__title">
          {t('summary.title')}
        </h2>
        <Segmented
          aria-label={t('summary.range')}
          value={days}
          onChange={(value) => onDays(Number(value))}
          options={SUMMARY_DAYS.map((n) => ({ value: n, label: t('summary.days', { count: n }) }))}
        />
      </div>
      {!summary ? <Skeleton active /> : <SummaryBody summary={summary} t={t} />}
    </section>
  );
}

function SummaryBody({ summary, t }: { summary: ReviewSummary; t: ReviewsText }) {
  const mobile = useIsMobile();
  const lines = useMemo(() => versionLines(summary), [summary]);
  const option = useMemo(() => {
    const base = linesOption({
      labels: summary.days.map((d) => d.day),
      series: lines.map((line) => ({
        name: t('summary.version', { code: line.versionCode }),
        values: line.values,
        color: line.color,
      })),
      format: formatAverage,
      label: (day) => day.slice(5),
    });
    // a day without a review of a version is a gap the line bridges, not a zero
    const series = Array.isArray(base.series) ? base.series : [];
    return {
      ...base,
      yAxis: { ...base.yAxis, min: 1, max: 5 },
      series: series.map((s) => ({ ...s, connectNulls: true })),
    };
  }, [summary.days, lines, t]);

  if (summary.count === 0) {
    return (
      <EmptyState block="rv-empty" title={t('summary.emptyTitle')} text={t('summary.emptyText')} />
    );
  }
  return (
    <div className="rv-summary__body">
      <div className="rv-figures">
        <div className="rv-figure" data-testid="rv-average">
          <span className="rv-figure__label">{t('summary.average')}</span>
          <span className="rv-figure__value">
            <StarFilled aria-hidden="true" className="rv-star" /> {formatAverage(summary.average)}
          </span>
          <span className="visually-hidden">
            {t('summary.averageValue', { value: formatAverage(summary.average) })}
          </span>
        </div>
        <div className="rv-figure" data-testid="rv-count">
          <span className="rv-figure__label">{t('summary.count')}</span>
          <span className="rv-figure__value">{summary.count}</span>
        </div>
        <ul className="rv-histogram" aria-label={t('summary.histogram')}>
          {histogramRows(summary).map((row) => (
            <li key={row.stars} className="rv-histogram__row">
              <span className="rv-histogram__stars">
                {row.stars === 1 ? t('summary.star') : t('summary.stars', { count: row.stars })}
              </span>
              <span className="rv-histogram__bar" aria-hidden="true">
                <span style={{ width: `${row.percent}%` }} />
              </span>
              <span className="rv-histogram__count">
                {t('summary.share', { count: row.count, percent: row.percent })}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="rv-trend">
        <h3 className="rv-sub__title">{t('summary.trend')}</h3>
        <p className="rv-muted">{t('summary.trendIntro', { zone: summary.timeZone })}</p>
        <EChart
          option={option}
          height={mobile ? 200 : 260}
          label={t('summary.chartLabel')}
          testId="rv-trend-chart"
        />
        <ul className="rv-legend" aria-label={t('summary.legend')}>
          {lines.map((line) => (
            <li key={line.versionCode} className="rv-legend__item">
              <span
                className="rv-legend__swatch"
                style={{ background: line.color }}
                aria-hidden="true"
              />
              <span className="rv-legend__name">
                {t('summary.version', { code: line.versionCode })}
              </span>
              <span className="rv-muted">
                {t('summary.versionAverage', {
                  average: formatAverage(line.average),
                  count: line.count,
                })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
