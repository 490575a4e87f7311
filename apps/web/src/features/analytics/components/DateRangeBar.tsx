import { datacenterLimits } from '@vrportal/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DayRangeBar } from '@/components/DayRangeBar';
import { dayRangeTexts } from '@/lib/day-range-texts';
import { currentLang } from '@/lib/lang';
import { SHORTCUTS, shortcutOf, shortcutRange, type DayRange, type Shortcut } from '../lib/range';

/** Chinese weeks start on Monday, English (US) ones on Sunday. */
export const weekStart = (): 0 | 1 => (currentLang() === 'zh' ? 1 : 0);

/** The range a page opens with: the month so far. */
export const initialRange = (): DayRange => shortcutRange('month', dayjs(), weekStart());

/**
 * The date range of the figures: the shortcuts today, this week, this month and this year, or
 * any whole days of the past up to 366 of them.
 */
export function DateRangeBar({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('analytics');
  return (
    <DayRangeBar<Shortcut>
      className="ana-range"
      value={value}
      onChange={onChange}
      shortcuts={SHORTCUTS.map((shortcut) => ({ value: shortcut, label: t(`range.${shortcut}`) }))}
      active={shortcutOf(value, dayjs(), weekStart())}
      rangeOf={(shortcut) => shortcutRange(shortcut, dayjs(), weekStart())}
      maxDays={datacenterLimits.rangeMaxDays}
      texts={dayRangeTexts(t)}
    />
  );
}
