import { billLimits } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { countdownOf, nextRefresh, refreshDelay } from './countdown';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-26T02:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('the countdown of a deadline', () => {
  it('counts whole days and hours left, rounding the hours up', () => {
    expect(countdownOf(at(3 * 24 * HOUR + 5 * HOUR), now)).toEqual({ days: 3, hours: 5 });
    expect(countdownOf(at(5 * HOUR - 60_000), now)).toEqual({ days: 0, hours: 5 });
    expect(countdownOf(at(60_000), now)).toEqual({ days: 0, hours: 1 });
    expect(countdownOf(at(24 * HOUR), now)).toEqual({ days: 1, hours: 0 });
  });

  it('has nothing to show once the deadline passed or when it cannot be read', () => {
    expect(countdownOf(at(0), now)).toBeNull();
    expect(countdownOf(at(-HOUR), now)).toBeNull();
    expect(countdownOf('', now)).toBeNull();
    expect(countdownOf('not a time', now)).toBeNull();
  });
});

describe('how often a countdown is shown again', () => {
  it('waits 60 minutes while a day or more is left', () => {
    expect(refreshDelay(at(3 * 24 * HOUR), now)).toBe(billLimits.refreshMinutes * 60_000);
    expect(refreshDelay(at(24 * HOUR), now)).toBe(60 * 60_000);
  });

  it('waits 30 minutes within the last day', () => {
    expect(refreshDelay(at(24 * HOUR - 1), now)).toBe(billLimits.refreshMinutesLastDay * 60_000);
    expect(refreshDelay(at(5 * HOUR), now)).toBe(30 * 60_000);
  });

  it('never waits past the deadline, and stops after it', () => {
    expect(refreshDelay(at(10 * 60_000), now)).toBe(10 * 60_000);
    expect(refreshDelay(at(0), now)).toBeNull();
    expect(refreshDelay(at(-HOUR), now)).toBeNull();
    expect(refreshDelay('', now)).toBeNull();
  });

  it('follows the soonest of a card’s countdowns', () => {
    expect(nextRefresh([at(3 * 24 * HOUR), at(5 * HOUR)], now)).toBe(30 * 60_000);
    expect(nextRefresh([at(-HOUR), at(3 * 24 * HOUR)], now)).toBe(60 * 60_000);
    expect(nextRefresh([at(-HOUR)], now)).toBeNull();
    expect(nextRefresh([], now)).toBeNull();
  });
});
