import { datacenterLimits } from '@vrportal/contract';
import type { Dayjs } from 'dayjs';

/** Inclusive days of a figure, as the calls take them (`YYYY-MM-DD`). */
export interface DayRange {
  start: string;
  end: string;
}

export const SHORTCUTS = ['today', 'week', 'month', 'year'] as const;
export type Shortcut = (typeof SHORTCUTS)[number];

export const DAY_FORMAT = 'YYYY-MM-DD';

export const dayOf = (value: Dayjs) => value.format(DAY_FORMAT);

/**
 * The range of a shortcut, from its start to today (later days hold nothing yet). Weeks start
 * on Monday (0 = Sunday for readers whose weeks start then).
 */
export function shortcutRange(shortcut: Shortcut, today: Dayjs, weekStart: 0 | 1 = 1): DayRange {
  const end = today.startOf('day');
  let start = end;
  if (shortcut === 'week') start = end.subtract((end.day() - weekStart + 7) % 7, 'day');
  if (shortcut === 'month') start = end.startOf('month');
  if (shortcut === 'year') start = end.startOf('year');
  return { start: dayOf(start), end: dayOf(end) };
}

/** The shortcut a range equals today, if any (a custom pick may match one). */
export function shortcutOf(range: DayRange, today: Dayjs, weekStart: 0 | 1 = 1): Shortcut | null {
  return (
    SHORTCUTS.find((shortcut) => {
      const other = shortcutRange(shortcut, today, weekStart);
      return other.start === range.start && other.end === range.end;
    }) ?? null
  );
}

/**
 * Days a custom pick may not reach: after today, and more than the longest range the figures
 * cover away from the day picked first.
 */
export function outOfReach(day: Dayjs, today: Dayjs, picked: Dayjs | null | undefined): boolean {
  if (day.isAfter(today, 'day')) return true;
  if (!picked) return false;
  return (
    Math.abs(day.startOf('day').diff(picked.startOf('day'), 'day')) >= datacenterLimits.rangeMaxDays
  );
}
