import { afterEach, describe, expect, it } from 'vitest';
import { formatInZone, formatTime, instantInZone, wallClockIn } from './time';

describe("times in the viewer's time zone", () => {
  const saved = process.env.TZ;
  afterEach(() => {
    process.env.TZ = saved;
  });

  it('names the zone a time to the minute is read in', () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(formatTime('2026-12-09T02:00:00.000Z')).toBe('2026-12-09 10:00 (Asia/Shanghai)');
    expect(formatTime('2026-12-09T02:00:05.000Z', true)).toBe(
      '2026-12-09 10:00:05 (Asia/Shanghai)',
    );
    process.env.TZ = 'Pacific/Honolulu';
    expect(formatTime('2026-12-09T02:00:00.000Z')).toBe('2026-12-08 16:00 (Pacific/Honolulu)');
  });

  it('leaves an empty or unreadable time empty', () => {
    expect(formatTime('')).toBe('');
    expect(formatTime(null)).toBe('');
    expect(formatTime('not a time')).toBe('');
  });
});

describe('times in the portal time zone', () => {
  it('reads an instant on the clocks of the zone, with its name', () => {
    expect(wallClockIn('2026-12-09T02:00:00.000Z', 'Asia/Shanghai')).toBe('2026-12-09 10:00');
    expect(formatInZone('2026-12-09T02:00:00.000Z', 'Asia/Shanghai')).toBe(
      '2026-12-09 10:00 (Asia/Shanghai)',
    );
    expect(formatInZone('2026-12-09T02:00:00.000Z', 'Pacific/Honolulu')).toBe(
      '2026-12-08 16:00 (Pacific/Honolulu)',
    );
    expect(formatInZone('', 'Asia/Shanghai')).toBe('');
  });

  it('turns a wall-clock time of the zone into the instant it names', () => {
    expect(instantInZone('2026-12-09 10:00', 'Asia/Shanghai')).toBe('2026-12-09T02:00:00.000Z');
    // summer and winter time in Berlin
    expect(instantInZone('2026-07-01 12:00', 'Europe/Berlin')).toBe('2026-07-01T10:00:00.000Z');
    expect(instantInZone('2026-12-01 12:00', 'Europe/Berlin')).toBe('2026-12-01T11:00:00.000Z');
    for (const zone of ['Asia/Shanghai', 'America/New_York', 'Asia/Kolkata']) {
      expect(wallClockIn(instantInZone('2027-03-15 08:30', zone), zone)).toBe('2027-03-15 08:30');
    }
  });
});
