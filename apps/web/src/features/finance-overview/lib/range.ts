import { billLimits } from '@vrportal/contract';
import type { Dayjs } from 'dayjs';
import { dayOf, matchingShortcut, type DayRange } from '@/lib/day-range';

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

/** The shortcut a range equals today, if any (a custom pick may match one). */
export function shortcutOf(range: DayRange, today: Dayjs): Shortcut | null {
  return matchingShortcut(range, SHORTCUTS, (days) => lastDays(days, today));
}

/** Days of a range, both ends included; NaN when a day cannot be read. */
export function daysIn(range: DayRange): number {
  const start = Date.parse(`${range.start}T00:00:00Z`);
  const end = Date.parse(`${range.end}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}
