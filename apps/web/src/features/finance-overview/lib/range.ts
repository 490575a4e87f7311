import { billLimits } from '@vrportal/contract';
import type { Dayjs } from 'dayjs';

/** Inclusive days of the overview, as its calls take them (`YYYY-MM-DD`). */
export interface DayRange {
  start: string;
  end: string;
}

/** The shortcuts: the last 7, 30 and 90 days, today included. */
export const SHORTCUTS = billLimits.overviewShortcuts;
export type Shortcut = (typeof SHORTCUTS)[number];

/** The shortcut the screen opens with. */
export const DEFAULT_SHORTCUT: Shortcut = 30;

export const DAY_FORMAT = 'YYYY-MM-DD';

export const dayOf = (value: Dayjs) => value.format(DAY_FORMAT);

/** The last `days` days ending with `today`, both included: 30 days end today, start 29 before. */
export function lastDays(days: number, today: Dayjs): DayRange {
  const end = today.startOf('day');
  return { start: dayOf(end.subtract(Math.max(1, days) - 1, 'day')), end: dayOf(end) };
}

/** The shortcut a range equals today, if any (a custom pick may match one). */
export function shortcutOf(range: DayRange, today: Dayjs): Shortcut | null {
  return (
    SHORTCUTS.find((days) => {
      const other = lastDays(days, today);
      return other.start === range.start && other.end === range.end;
    }) ?? null
  );
}

/** Days of a range, both ends included; NaN when a day cannot be read. */
export function daysIn(range: DayRange): number {
  const start = Date.parse(`${range.start}T00:00:00Z`);
  const end = Date.parse(`${range.end}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

/**
 * Days a custom pick may not reach: after today, and days that would make the range longer than
 * the overview takes (366 days, both ends included) counted from the day picked first.
 */
export function outOfReach(day: Dayjs, today: Dayjs, picked: Dayjs | null | undefined): boolean {
  if (day.isAfter(today, 'day')) return true;
  if (!picked) return false;
  return (
    Math.abs(day.startOf('day').diff(picked.startOf('day'), 'day')) >= billLimits.overviewMaxDays
  );
}
