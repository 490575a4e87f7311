import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it } from 'vitest';
import { datacenterLimits } from '@vrportal/contract';
import { outOfReach as outOfReachWithin } from '@/lib/day-range';
import { shortcutOf, shortcutRange } from './range';

const outOfReach = (day: Dayjs, today: Dayjs, picked: Dayjs | null) =>
  outOfReachWithin(day, today, picked, datacenterLimits.rangeMaxDays);

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
