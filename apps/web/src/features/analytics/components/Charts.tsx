import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/EChart';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { lineOption, pieOption, shareText } from '@/lib/chart-options';
import { Panel, type FigureQuery } from './Panel';

export interface Point {
  label: string;
  value: number;
}

/** A line of one figure over the range, with the range's total beside the title. */
export function TrendPanel({
  title,
  hint,
  extra,
  query,
  points,
  format,
  total,
  label,
  whole = true,
  axis,
  color,
  testId,
}: {
  title: string;
  hint?: ReactNode;
  extra?: ReactNode;
  query: FigureQuery;
  points: Point[] | undefined;
  /** a value as the tooltip shows it */
  format: (value: number) => string;
  /** the range's total as the title's side shows it; none for figures that do not add up */
  total?: (values: number[]) => string;
  label?: (label: string) => string;
  whole?: boolean;
  axis?: (value: number) => string;
  color?: string;
  testId: string;
}) {
  const { t } = useTranslation('analytics');
  const mobile = useIsMobile();
  const height = mobile ? 220 : 260;
  const values = useMemo(() => points?.map((point) => point.value) ?? [], [points]);
  const option = useMemo(
    () =>
      lineOption({
        labels: points?.map((point) => point.label) ?? [],
        values,
        name: title,
        format,
        label,
        whole,
        axis,
        color,
      }),
    [points, values, title, format, label, whole, axis, color],
  );
  return (
    <Panel
      title={title}
      hint={hint}
      extra={extra}
      summary={total ? t('chart.total', { value: total(values) }) : undefined}
      query={query}
      empty={values.every((value) => value === 0)}
      height={height}
      testId={testId}
    >
      <EChart option={option} height={height} label={title} testId={`${testId}-canvas`} />
    </Panel>
  );
}

export interface Share {
  key: string;
  name: string;
  value: number;
  color: string;
}

/** A ring of shares with the list of its parts (name, count, share) beside or under it. */
export function PiePanel({
  title,
  hint,
  query,
  shares,
  format,
  testId,
}: {
  title: string;
  hint?: ReactNode;
  query: FigureQuery;
  shares: Share[] | undefined;
  format: (value: number) => string;
  testId: string;
}) {
  const mobile = useIsMobile();
  const height = mobile ? 200 : 240;
  const parts = useMemo(() => (shares ?? []).filter((share) => share.value > 0), [shares]);
  const total = parts.reduce((sum, share) => sum + share.value, 0);
  const option = useMemo(() => pieOption({ items: parts, format }), [parts, format]);
  return (
    <Panel
      title={title}
      hint={hint}
      query={query}
      empty={total === 0}
      height={height}
      testId={testId}
      className="ana-panel--pie"
    >
      <div className="ana-pie">
        <div className="ana-pie__chart">
          <EChart option={option} height={height} label={title} testId={`${testId}-canvas`} />
        </div>
        <ul className="ana-pie__legend portal-list" data-testid={`${testId}-legend`}>
          {parts.map((share) => (
            <li key={share.key} className="ana-pie__item">
              <span
                className="ana-pie__dot"
                style={{ background: share.color }}
                aria-hidden="true"
              />
              <span className="ana-pie__name">{share.name}</span>
              <span className="ana-pie__value">{format(share.value)}</span>
              <span className="ana-pie__share">{shareText(share.value, total)}</span>
            </li>
          ))}
        </ul>
      </div>
    </Panel>
  );
}
