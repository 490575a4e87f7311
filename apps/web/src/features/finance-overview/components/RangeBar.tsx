import { billLimits } from '@vrportal/contract';
import { DayRangeBar } from '@/components/DayRangeBar';
import { dayRangeTexts } from '@/lib/day-range-texts';
import type { PortalClock } from '@/lib/portal-clock';
import { SHORTCUTS, lastDays, type DayRange, type Shortcut } from '../lib/range';
import { useOverviewText } from '../lib/texts';

/**
 * The date range of the overview: the last 7, 30 or 90 days, or any whole days of the past up to
 * 366 of them, counted in the portal's time zone.
 */
export function RangeBar({
  value,
  onChange,
  clock,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  clock: PortalClock;
}) {
  const t = useOverviewText();
  return (
    <DayRangeBar<Shortcut>
      className="fo-range"
      value={value}
      onChange={onChange}
      shortcuts={SHORTCUTS.map((days) => ({ value: days, label: t('range.last', { days }) }))}
      rangeOf={(days, today) => lastDays(days, today)}
      maxDays={billLimits.overviewMaxDays}
      clock={clock}
      texts={dayRangeTexts(t, clock.timeZone)}
    />
  );
}
