import chineseDays from 'chinese-days';
import { ZoneTime, nextDay } from '../../lib/zone-time.js';
import type { CalendarDay } from './calendar-days.repository.js';

/** Where the imported calendar comes from (the database), read again now and then. */
export interface ImportedCalendar {
  all(): Promise<CalendarDay[]>;
}

/** How long a server goes on with the imported calendar it read before reading it again. */
const REREAD_MS = 60_000;

const isWeekend = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

const packageYears = new Map<number, boolean>();
/** Whether the chinese-days package knows a year's holidays (every year has New Year's Day). */
function packageKnows(year: number): boolean {
  let known = packageYears.get(year);
  if (known === undefined) {
    known = chineseDays.getHolidaysInRange(`${year}-01-01`, `${year}-01-31`, false).length > 0;
    packageYears.set(year, known);
  }
  return known;
}

/**
 * The mainland China working-day calendar (public holidays and the weekend days worked in their
 * place) in the portal's time zone. A year comes from the calendar an operator imported
 * (`npm run admin -- holidays import`), else from the chinese-days package; a year neither knows
 * counts Monday to Friday, and `knows` says so.
 */
export class WorkingDays {
  private readonly zone: ZoneTime;
  private imported = new Map<string, CalendarDay['kind']>();
  private importedYears = new Set<number>();
  private readAt = -Infinity;

  constructor(
    readonly timeZone: string,
    private readonly source?: ImportedCalendar,
  ) {
    this.zone = new ZoneTime(timeZone);
  }

  /** Reads the imported calendar when the copy in hand is older than a minute. */
  async ready(): Promise<void> {
    if (!this.source || performance.now() - this.readAt < REREAD_MS) return;
    const days = await this.source.all();
    this.imported = new Map(days.map((d) => [d.day, d.kind]));
    this.importedYears = new Set(days.map((d) => d.year));
    this.readAt = performance.now();
  }

  /** Reads the imported calendar at the next `ready`, as after an import. */
  forget(): void {
    this.readAt = -Infinity;
  }

  /** Whether the year's holidays are known (imported or in the package). */
  knows(year: number): boolean {
    return this.importedYears.has(year) || packageKnows(year);
  }

  isWorkday(day: string): boolean {
    if (this.importedYears.has(Number(day.slice(0, 4)))) {
      const kind = this.imported.get(day);
      return kind ? kind === 'workday' : !isWeekend(day);
    }
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
