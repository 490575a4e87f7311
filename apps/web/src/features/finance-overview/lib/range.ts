import { billLimits } from '@vrportal/contract';
import type { Dayjs } from 'dayjs';
import { dayOf, portalToday, type DayRange } from '@/lib/day-range';
import type { PortalClock } from '@/lib/portal-clock';

export type { DayRange } from '@/lib/day-range';

/** The shortcuts: the last 7, 30 and 90 days, today included. */
export const SHORTCUTS = billLimits.overviewShortcuts;
export type Shortcut = (typeof SHORTCUTS)[number];

/** The shortcut the screen opens with. */
export const DEFAULT_SHORTCUT: Shortcut = 30;

/** The last `days` days ending with `today`, both included: 30 days end today, start 29 before. */
export function lastDays(days: number, today: Dayjs): DayRange {
  const end = today.startOf('day');
  return { start: dayOf(end.subtract(Math.max(1, days) - 1, 'day')), end: dayOf(end) };
}

/** The range the screen opens with: the last 30 days of the portal's calendar. */
export const openingRange = (clock: PortalClock): DayRange =>
  lastDays(DEFAULT_SHORTCUT, portalToday(clock));

/** Days of a range, both ends included; NaN when a day cannot be read. */
export function daysIn(range: DayRange): number {
  const start = Date.parse(`${range.start}T00:00:00Z`);
  const end = Date.parse(`${range.end}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}
