import type { Dayjs } from 'dayjs';
import { dayOf, portalToday, type DayRange } from '@/lib/day-range';
import type { PortalClock } from '@/lib/portal-clock';

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

/** The range a page opens with: the month so far on the portal's calendar. */
export const openingRange = (clock: PortalClock): DayRange =>
  shortcutRange('month', portalToday(clock));
