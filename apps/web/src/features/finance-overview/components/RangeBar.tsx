import { billLimits } from '@vrportal/contract';
import dayjs from 'dayjs';
import { DayRangeBar } from '@/components/DayRangeBar';
import { dayRangeTexts } from '@/lib/day-range-texts';
import { SHORTCUTS, lastDays, shortcutOf, type DayRange, type Shortcut } from '../lib/range';
import { useOverviewText } from '../lib/texts';

/**
 * The date range of the overview: the last 7, 30 or 90 days, or any whole days of the past up to
 * 366 of them.
 */
export function RangeBar({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const t = useOverviewText();
  return (
    <DayRangeBar<Shortcut>
      className="fo-range"
      value={value}
      onChange={onChange}
      shortcuts={SHORTCUTS.map((days) => ({ value: days, label: t('range.last', { days }) }))}
      active={shortcutOf(value, dayjs())}
      rangeOf={(days) => lastDays(days, dayjs())}
      maxDays={billLimits.overviewMaxDays}
      texts={dayRangeTexts(t)}
    />
  );
}
