import type { Adoption } from '@vrportal/contract';
import { useMemo } from 'react';
import { EChart } from '@/components/EChart';
import { EmptyState } from '@/components/EmptyState';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { linesOption } from '@/lib/chart-options';
import { adoptionLines, hasAdoption } from '../lib/adoption';
import { formatCount } from '../lib/format';
import type { TracksText } from '../lib/texts';

/**
 * Devices per version at the end of each day of the last 30, as the store reported installs
 * and updates: one line per version, named beside the chart with its devices on the last day.
 */
export function AdoptionChart({ adoption, t }: { adoption: Adoption; t: TracksText }) {
  const mobile = useIsMobile();
  const lines = useMemo(() => adoptionLines(adoption), [adoption]);
  const option = useMemo(
    () =>
      linesOption({
        labels: adoption.days,
        series: lines.map((line) => ({ name: line.name, values: line.values, color: line.color })),
        format: formatCount,
        // "2026-05-04" -> "05-04": the year is the chart's title's
        label: (day) => day.slice(5),
      }),
    [adoption.days, lines],
  );
  const shown = hasAdoption(adoption);
  return (
    <div className="trk-adoption" data-testid="adoption">
      <h3 className="trk-sub__title">{t('adoption.title')}</h3>
      <p className="trk-muted">{t('adoption.intro')}</p>
      {shown ? (
        <>
          <EChart
            option={option}
            height={mobile ? 220 : 280}
            label={t('adoption.chartLabel')}
            testId="adoption-chart"
          />
          <ul className="trk-legend" aria-label={t('adoption.legend')}>
            {lines.map((line) => (
              <li key={line.versionCode} className="trk-legend__item">
                <span
                  className="trk-legend__swatch"
                  style={{ background: line.color }}
                  aria-hidden="true"
                />
                <span className="trk-legend__name">{line.name}</span>
                <span className="trk-legend__count">
                  {t('adoption.latest', { count: formatCount(line.latest) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState
          block="trk-empty"
          title={t('adoption.emptyTitle')}
          text={t('adoption.emptyText')}
        />
      )}
    </div>
  );
}
