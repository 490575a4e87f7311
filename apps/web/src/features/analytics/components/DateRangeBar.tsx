import { datacenterLimits } from '@vrportal/contract';
import { useTranslation } from 'react-i18next';
import { DayRangeBar } from '@/components/DayRangeBar';
import { dayRangeTexts } from '@/lib/day-range-texts';
import { currentLang } from '@/lib/lang';
import type { PortalClock } from '@/lib/portal-clock';
import { SHORTCUTS, shortcutRange, type DayRange, type Shortcut } from '../lib/range';

/** Chinese weeks start on Monday, English (US) ones on Sunday. */
export const weekStart = (): 0 | 1 => (currentLang() === 'zh' ? 1 : 0);

/**
 * The date range of the figures: the shortcuts today, this week, this month and this year, or
 * any whole days of the past up to 366 of them, counted in the portal's time zone.
 */
export function DateRangeBar({
  value,
  onChange,
  clock,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  clock: PortalClock;
}) {
  const { t } = useTranslation('analytics');
  return (
    <DayRangeBar<Shortcut>
      className="ana-range"
      value={value}
      onChange={onChange}
      shortcuts={SHORTCUTS.map((shortcut) => ({ value: shortcut, label: t(`range.${shortcut}`) }))}
      rangeOf={(shortcut, today) => shortcutRange(shortcut, today, weekStart())}
      maxDays={datacenterLimits.rangeMaxDays}
      clock={clock}
      texts={dayRangeTexts(t, clock.timeZone)}
    />
  );
}
