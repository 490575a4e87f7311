import type { Dayjs } from 'dayjs';
import { dayOf, matchingShortcut, type DayRange } from '@/lib/day-range';

export type { DayRange } from '@/lib/day-range';

export const SHORTCUTS = ['today', 'week', 'month', 'year'] as const;
export type Shortcut = (typeof SHORTCUTS)[number];

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
  return matchingShortcut(range, SHORTCUTS, (shortcut) =>
    shortcutRange(shortcut, today, weekStart),
  );
}
