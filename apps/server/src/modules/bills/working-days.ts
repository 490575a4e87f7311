import chineseDays from 'chinese-days';

const DAY_MS = 86_400_000;

/**
 * The mainland China working-day calendar (public holidays and the weekend days worked in their
 * place, from the chinese-days package) in the portal's time zone. A year the package does not
 * know yet counts Monday to Friday; updating the package adds its holidays.
 */
export class WorkingDays {
  private readonly parts: Intl.DateTimeFormat;

  constructor(readonly timeZone: string) {
    this.parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
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
    const p = Object.fromEntries(this.parts.formatToParts(at).map((x) => [x.type, x.value]));
    const msOfDay =
      ((Number(p.hour) % 24) * 3600 + Number(p.minute) * 60 + Number(p.second)) * 1000 +
      at.getUTCMilliseconds();
    return { day: `${p.year}-${p.month}-${p.day}`, msOfDay };
  }

  /** The instant a day's clock time of the portal's zone names (two passes settle a DST change). */
  instantOf(day: string, msOfDay: number): Date {
    const wall = Date.parse(`${day}T00:00:00Z`) + msOfDay;
    let guess = wall;
    for (let i = 0; i < 2; i++) guess = wall - this.offsetAt(guess);
    return new Date(guess);
  }

  /** The first instant of a day of the portal's zone. */
  startOf(day: string): Date {
    return this.instantOf(day, 0);
  }

  private offsetAt(ms: number): number {
    const { day, msOfDay } = this.local(new Date(ms));
    return Date.parse(`${day}T00:00:00Z`) + msOfDay - ms;
  }
}

export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
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
