import type { Dayjs } from 'dayjs';

/** Inclusive days of a figure, as the calls take them (`YYYY-MM-DD`). */
export interface DayRange {
  start: string;
  end: string;
}

export const DAY_FORMAT = 'YYYY-MM-DD';

export const dayOf = (value: Dayjs) => value.format(DAY_FORMAT);

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
