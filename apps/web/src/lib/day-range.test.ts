import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayOf, outOfReach, portalNow, portalToday, readsOtherDays } from './day-range';
import { portalClockOf, type PortalClock } from './portal-clock';

const shanghai: PortalClock = { timeZone: 'Asia/Shanghai', aheadMs: 0 };
const HOUR = 3_600_000;

describe("the portal's today, whatever the browser's zone and clock", () => {
  const savedZone = process.env.TZ;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = savedZone;
  });

  it('is already 1 December in Shanghai when a browser in UTC still reads 30 November', () => {
    process.env.TZ = 'UTC';
    vi.setSystemTime(new Date('2026-11-30T17:00:00Z'));
    // the browser's own calendar is a day behind the portal's
    expect(dayOf(dayjs())).toBe('2026-11-30');
    const today = portalToday(shanghai);
    expect(dayOf(today)).toBe('2026-12-01');
    // a whole day: its start on the browser's calendar
    expect(today.hour()).toBe(0);
    // a custom pick may end on the portal's today, not after it
    expect(outOfReach(dayjs('2026-12-01'), today, null, 366)).toBe(false);
    expect(outOfReach(dayjs('2026-12-02'), today, null, 366)).toBe(true);
  });

  it('is still 30 November in Shanghai when a browser in Kiritimati reads 1 December', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    vi.setSystemTime(new Date('2026-11-30T12:00:00Z'));
    expect(dayOf(dayjs())).toBe('2026-12-01');
    expect(dayOf(portalToday(shanghai))).toBe('2026-11-30');
    expect(outOfReach(dayjs('2026-12-01'), portalToday(shanghai), null, 366)).toBe(true);
  });

  it("counts on the server's clock when the browser's is wrong", () => {
    process.env.TZ = 'Asia/Shanghai';
    // the browser believes it is 10:00 UTC (18:00 in Shanghai); the server said it is 17:00 UTC
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    const clock = portalClockOf(
      { timeZone: 'Asia/Shanghai', now: '2026-11-30T17:00:00.000Z' },
      Date.now(),
    );
    expect(clock.aheadMs).toBe(7 * HOUR);
    expect(new Date(portalNow(clock)).toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(dayOf(portalToday(clock))).toBe('2026-12-01');
  });

  it("says the days are another zone's only when the reader's clocks read another time", () => {
    vi.setSystemTime(new Date('2026-11-30T17:00:00Z'));
    process.env.TZ = 'UTC';
    expect(readsOtherDays(shanghai)).toBe(true);
    process.env.TZ = 'Asia/Shanghai';
    expect(readsOtherDays(shanghai)).toBe(false);
    // another name, the same clocks
    process.env.TZ = 'Asia/Chongqing';
    expect(readsOtherDays(shanghai)).toBe(false);
  });
});
