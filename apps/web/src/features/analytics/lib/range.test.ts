import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { datacenterLimits } from '@vrportal/contract';
import { matchingShortcut, outOfReach as outOfReachWithin, portalToday } from '@/lib/day-range';
import { SHORTCUTS, openingRange, shortcutRange, type DayRange } from './range';

const outOfReach = (day: Dayjs, today: Dayjs, picked: Dayjs | null) =>
  outOfReachWithin(day, today, picked, datacenterLimits.rangeMaxDays);

/** The shortcut the range bar shows pressed for a range on `today`. */
const shortcutOf = (range: DayRange, today: Dayjs) =>
  matchingShortcut(range, SHORTCUTS, (shortcut) => shortcutRange(shortcut, today));

// a Wednesday
const today = dayjs('2026-11-25T15:30:00');

describe('date range shortcuts', () => {
  it('end today and start at the day, week, month or year start', () => {
    expect(shortcutRange('today', today)).toEqual({ start: '2026-11-25', end: '2026-11-25' });
    expect(shortcutRange('week', today)).toEqual({ start: '2026-11-23', end: '2026-11-25' });
    expect(shortcutRange('week', today, 0)).toEqual({ start: '2026-11-22', end: '2026-11-25' });
    expect(shortcutRange('month', today)).toEqual({ start: '2026-11-01', end: '2026-11-25' });
    expect(shortcutRange('year', today)).toEqual({ start: '2026-01-01', end: '2026-11-25' });
  });

  it('start the week on the day itself when today is its first day', () => {
    const monday = dayjs('2026-11-23');
    expect(shortcutRange('week', monday)).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    const sunday = dayjs('2026-11-22');
    expect(shortcutRange('week', sunday)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(shortcutRange('week', sunday, 0)).toEqual({ start: '2026-11-22', end: '2026-11-22' });
  });

  it('recognises a custom pick that equals a shortcut', () => {
    expect(shortcutOf({ start: '2026-11-01', end: '2026-11-25' }, today)).toBe('month');
    expect(shortcutOf({ start: '2026-10-01', end: '2026-11-25' }, today)).toBeNull();
  });

  it('keeps custom picks in the past and within 366 days', () => {
    expect(outOfReach(dayjs('2026-11-26'), today, null)).toBe(true);
    expect(outOfReach(dayjs('2026-11-25'), today, null)).toBe(false);
    const first = dayjs('2026-11-20');
    expect(outOfReach(first.subtract(365, 'day'), today, first)).toBe(false);
    expect(outOfReach(first.subtract(366, 'day'), today, first)).toBe(true);
  });
});

describe("the figures' range on the portal's calendar", () => {
  const savedZone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = savedZone;
  });

  it('opens on the Shanghai month that began while a browser in UTC is still in November', () => {
    process.env.TZ = 'UTC';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T17:00:00Z'));
    const clock = { timeZone: 'Asia/Shanghai', aheadMs: 0 };
    expect(openingRange(clock)).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    const today = portalToday(clock);
    expect(shortcutRange('today', today)).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    expect(shortcutRange('month', today)).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    // 1 December 2026 is a Tuesday: the week began on Monday 30 November (Sunday 29 in English)
    expect(shortcutRange('week', today)).toEqual({ start: '2026-11-30', end: '2026-12-01' });
    expect(shortcutRange('week', today, 0)).toEqual({ start: '2026-11-29', end: '2026-12-01' });
    expect(shortcutRange('year', today)).toEqual({ start: '2026-01-01', end: '2026-12-01' });
    expect(shortcutOf({ start: '2026-12-01', end: '2026-12-01' }, today)).toBe('today');
  });

  it("opens on the portal's year that has not begun in a browser behind it", () => {
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
    // 31 December 20:00 in Los Angeles is 1 January 12:00 in Shanghai
    vi.setSystemTime(new Date('2027-01-01T04:00:00Z'));
    const today = portalToday({ timeZone: 'Asia/Shanghai', aheadMs: 0 });
    expect(shortcutRange('year', today)).toEqual({ start: '2027-01-01', end: '2027-01-01' });
  });
});
