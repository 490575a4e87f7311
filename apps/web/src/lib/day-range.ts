import dayjs, { type Dayjs } from '@/lib/dayjs';
import type { PortalClock } from './portal-clock';
import { dayInZone, viewerZone, wallClockIn } from './time';

/** Inclusive days of a figure, as the calls take them (`YYYY-MM-DD`). */
export interface DayRange {
  start: string;
  end: string;
}

export const DAY_FORMAT = 'YYYY-MM-DD';

export const dayOf = (value: Dayjs) => value.format(DAY_FORMAT);

/** The portal's time now (epoch ms): the browser's clock set to the server's. */
export const portalNow = (clock: PortalClock, browserNow = Date.now()) =>
  browserNow + clock.aheadMs;

/**
 * The portal's today: the day it is now in the portal's time zone, whatever the browser's zone
 * and clock, as the start of that day on the browser's calendar (the ranges count whole days).
 * Every shortcut, default range and "after today" limit starts from it, as the figures do.
 */
export function portalToday(clock: PortalClock, browserNow = Date.now()): Dayjs {
  return dayjs(dayInZone(portalNow(clock, browserNow), clock.timeZone));
}

/**
 * Whether the reader's own clocks read another time than the portal's now, so that its days
 * start at another hour than the reader's and a range says in which zone its days are counted.
 */
export function readsOtherDays(clock: PortalClock, browserNow = Date.now()): boolean {
  const now = new Date(portalNow(clock, browserNow)).toISOString();
  return wallClockIn(now, clock.timeZone) !== wallClockIn(now, viewerZone());
}

/**
 * Days a custom pick may not reach: after today, and days that would make the range longer than
 * `maxDays` (both ends included) counted from the day picked first.
 */
export function outOfReach(
  day: Dayjs,
  today: Dayjs,
  picked: Dayjs | null | undefined,
  maxDays: number,
): boolean {
  if (day.isAfter(today, 'day')) return true;
  if (!picked) return false;
  return Math.abs(day.startOf('day').diff(picked.startOf('day'), 'day')) >= maxDays;
}

/** The shortcut whose range equals `range` today, if any (a custom pick may match one). */
export function matchingShortcut<K>(
  range: DayRange,
  shortcuts: readonly K[],
  rangeOf: (shortcut: K) => DayRange,
): K | null {
  return (
    shortcuts.find((shortcut) => {
      const other = rangeOf(shortcut);
      return other.start === range.start && other.end === range.end;
    }) ?? null
  );
}
