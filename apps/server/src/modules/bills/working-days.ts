import chineseDays from 'chinese-days';
import { ZoneTime, nextDay } from '../../lib/zone-time.js';

/**
 * The mainland China working-day calendar (public holidays and the weekend days worked in their
 * place, from the chinese-days package) in the portal's time zone. A year the package does not
 * know yet counts Monday to Friday; updating the package adds its holidays.
 */
export class WorkingDays {
  private readonly zone: ZoneTime;

  constructor(readonly timeZone: string) {
    this.zone = new ZoneTime(timeZone);
  }

  isWorkday(day: string): boolean {
    return chineseDays.isWorkday(day);
  }

  /**
   * `count` working days after `from`, at the same clock time of the portal's zone: sent at
   * 09:00 on a Friday, 5 working days later is 09:00 the next Friday, or later when holidays fall
   * between. Sent on a holiday, the count starts with the next working day.
   */
  after(from: Date, count: number): Date {
    const local = this.local(from);
    let day = local.day;
    for (let n = 0; n < count;) {
      day = nextDay(day);
      if (this.isWorkday(day)) n += 1;
    }
    return this.instantOf(day, local.msOfDay);
  }

  /** The day (YYYY-MM-DD) and the time of day of an instant in the portal's zone. */
  local(at: Date): { day: string; msOfDay: number } {
    return this.zone.local(at.getTime());
  }

  /** The instant a day's clock time of the portal's zone names. */
  instantOf(day: string, msOfDay: number): Date {
    return new Date(this.zone.instantOf(day, msOfDay));
  }

  /** The first instant of a day of the portal's zone. */
  startOf(day: string): Date {
    return new Date(this.zone.startOf(day));
  }
}

/** The first and last day of a month (YYYY-MM). */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last };
}

/** The month before the one holding `day`. */
export function previousMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}
