import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billLimits } from '@vrportal/contract';
import { matchingShortcut, outOfReach as outOfReachWithin, portalToday } from '@/lib/day-range';
import {
  DEFAULT_SHORTCUT,
  SHORTCUTS,
  daysIn,
  lastDays,
  openingRange,
  type DayRange,
} from './range';

const outOfReach = (day: Dayjs, today: Dayjs, picked: Dayjs | null) =>
  outOfReachWithin(day, today, picked, billLimits.overviewMaxDays);

/** The shortcut the range bar shows pressed for a range on `today`. */
const shortcutOf = (range: DayRange, today: Dayjs) =>
  matchingShortcut(range, SHORTCUTS, (days) => lastDays(days, today));

const today = dayjs('2026-03-05T15:30:00');

describe('the date range of the finance overview', () => {
  it('offers the last 7, 30 and 90 days and opens with 30', () => {
    expect([...SHORTCUTS]).toEqual([7, 30, 90]);
    expect(DEFAULT_SHORTCUT).toBe(30);
  });

  it('counts the last days with today included, across months and years', () => {
    expect(lastDays(7, today)).toEqual({ start: '2026-02-27', end: '2026-03-05' });
    expect(lastDays(30, today)).toEqual({ start: '2026-02-04', end: '2026-03-05' });
    expect(lastDays(90, today)).toEqual({ start: '2025-12-06', end: '2026-03-05' });
    expect(lastDays(1, today)).toEqual({ start: '2026-03-05', end: '2026-03-05' });
    for (const days of SHORTCUTS) expect(daysIn(lastDays(days, today))).toBe(days);
  });

  it('tells which shortcut a range is today, and none for a custom range', () => {
    expect(shortcutOf({ start: '2026-02-27', end: '2026-03-05' }, today)).toBe(7);
    expect(shortcutOf({ start: '2025-12-06', end: '2026-03-05' }, today)).toBe(90);
    expect(shortcutOf({ start: '2026-02-27', end: '2026-03-04' }, today)).toBeNull();
    // yesterday's 7 days are not today's
    expect(shortcutOf(lastDays(7, today.subtract(1, 'day')), today)).toBeNull();
  });

  it('counts the days of a range with both ends, in leap years too', () => {
    expect(daysIn({ start: '2024-01-01', end: '2024-12-31' })).toBe(366);
    expect(daysIn({ start: '2026-03-05', end: '2026-03-05' })).toBe(1);
    expect(daysIn({ start: 'x', end: '2026-03-05' })).toBeNaN();
  });

  it('keeps a custom pick in the past and within 366 days of its first day', () => {
    expect(outOfReach(today.add(1, 'day'), today, null)).toBe(true);
    expect(outOfReach(today, today, null)).toBe(false);
    const first = dayjs('2026-03-01');
    // 366 days with both ends: 365 days apart is the farthest
    expect(outOfReach(first.subtract(365, 'day'), today, first)).toBe(false);
    expect(outOfReach(first.subtract(366, 'day'), today, first)).toBe(true);
  });
});

describe("the overview's range on the portal's calendar", () => {
  const savedZone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = savedZone;
  });

  it("ends on the portal's today while a browser in UTC is still a day behind", () => {
    process.env.TZ = 'UTC';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T17:00:00Z'));
    const clock = { timeZone: 'Asia/Shanghai', aheadMs: 0 };
    expect(openingRange(clock)).toEqual({ start: '2026-11-02', end: '2026-12-01' });
    const today = portalToday(clock);
    expect(lastDays(7, today)).toEqual({ start: '2026-11-25', end: '2026-12-01' });
    expect(shortcutOf({ start: '2026-11-02', end: '2026-12-01' }, today)).toBe(30);
    // the portal's today can be picked, its tomorrow cannot
    expect(outOfReach(dayjs('2026-12-01'), today, null)).toBe(false);
    expect(outOfReach(dayjs('2026-12-02'), today, null)).toBe(true);
  });
});
