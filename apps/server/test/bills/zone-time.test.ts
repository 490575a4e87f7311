import { describe, expect, it } from 'vitest';
import { ZoneTime, nextDay } from '../../src/lib/zone-time.js';
import { Calendar } from '../../src/modules/datacenter/calendar.js';
import { WorkingDays } from '../../src/modules/bills/working-days.js';

describe('the time zone clock the bills, the data centre and the leaderboards share', () => {
  it('reads an instant as the local day and time of day, milliseconds included', () => {
    const shanghai = new ZoneTime('Asia/Shanghai');
    // 23:30:15.250 UTC is 07:30:15.250 of the next day in UTC+8
    const at = Date.parse('2026-10-31T23:30:15.250Z');
    expect(shanghai.local(at)).toEqual({ day: '2026-11-01', msOfDay: 27_015_250 });
    expect(shanghai.dayOf(at)).toBe('2026-11-01');
    expect(shanghai.instantOf('2026-11-01', 27_015_250)).toBe(at);
  });

  it('starts a day at its midnight, or later when the clock skipped that midnight', () => {
    const berlin = new ZoneTime('Europe/Berlin');
    // summer time begins at 02:00 on 29 March: midnight is still UTC+1
    expect(new Date(berlin.startOf('2026-03-29')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(berlin.startOf('2026-03-30')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // São Paulo moved its clocks from 00:00 to 01:00 on 4 November 2018
    const saoPaulo = new ZoneTime('America/Sao_Paulo');
    expect(new Date(saoPaulo.startOf('2018-11-04')).toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(saoPaulo.dayOf(saoPaulo.startOf('2018-11-04'))).toBe('2018-11-04');
  });

  it('gives the data centre the hour and the bills the same clock time of a later day', () => {
    const newYork = new Calendar('America/New_York');
    // 03:10 UTC on 1 November 2026 is 23:10 of 31 October in New York (still UTC-4)
    expect(newYork.dayHourOf(Date.parse('2026-11-01T03:10:00Z'))).toEqual({
      day: '2026-10-31',
      hour: 23,
    });
    // after the change back to UTC-5 the same UTC time is 22:10 of the day before
    expect(newYork.dayHourOf(Date.parse('2026-11-02T03:10:00Z'))).toEqual({
      day: '2026-11-01',
      hour: 22,
    });
    const days = new WorkingDays('Asia/Shanghai');
    // sent at 09:00 on Friday 25 September 2026: 28-30 September, then the holiday week, 8 and 9
    // October, and the 6th is 09:00 on Saturday 10 October, worked in place of a holiday
    const due = days.after(new Date('2026-09-25T01:00:00Z'), 6);
    expect(due.toISOString()).toBe('2026-10-10T01:00:00.000Z');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
