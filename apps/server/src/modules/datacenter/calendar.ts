import { ErrorCode, datacenterLimits } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, ZoneTime } from '../../lib/zone-time.js';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The inclusive days of a figure, as YYYY-MM-DD of the portal's time zone. */
export interface DayRange {
  from: string;
  to: string;
  days: string[];
}

/**
 * Days and hours in the portal's time zone (TIME_ZONE, default Asia/Shanghai, as the store's
 * own): an event at 23:30 UTC belongs to the next day in UTC+8.
 */
export class Calendar {
  private readonly zone: ZoneTime;

  constructor(readonly timeZone: string) {
    this.zone = new ZoneTime(timeZone);
  }

  /** Day and hour of each quarter hour seen lately: instants of one batch mostly share them. */
  private readonly hours = new Map<number, { day: string; hour: number }>();

  /** The day and hour of an instant (every zone's offset is a whole number of quarter hours). */
  dayHourOf(ms: number): { day: string; hour: number } {
    const quarter = Math.floor(ms / 900_000);
    const known = this.hours.get(quarter);
    if (known) return known;
    const { day, msOfDay } = this.zone.local(quarter * 900_000);
    const placed = { day, hour: Math.floor(msOfDay / 3_600_000) };
    if (this.hours.size > 10_000) this.hours.clear();
    this.hours.set(quarter, placed);
    return placed;
  }

  dayOf(ms: number): string {
    return this.dayHourOf(ms).day;
  }

  /** Month start to today, the figures' default range. */
  defaultRange(now: Date): DayRange {
    const today = this.dayOf(now.getTime());
    return this.range(`${today.slice(0, 8)}01`, today);
  }

  /**
   * The range of a request: each end a day (YYYY-MM-DD) or an instant (epoch ms). Refused with
   * 10580 when a day does not exist, the start is after the end, or it covers over 366 days.
   */
  resolve(startTime: string | number, endTime: string | number): DayRange {
    const from = typeof startTime === 'number' ? this.dayOf(startTime) : startTime;
    const to = typeof endTime === 'number' ? this.dayOf(endTime) : endTime;
    return this.range(from, to);
  }

  /** The `count` days ending with `today`. */
  lastDays(today: string, count: number): DayRange {
    const from = new Date(utcOf(today)! - (count - 1) * DAY_MS).toISOString().slice(0, 10);
    return this.range(from, today);
  }

  private range(from: string, to: string): DayRange {
    const start = utcOf(from);
    const end = utcOf(to);
    if (start === null || end === null || start > end)
      throw new AppError(ErrorCode.dateRangeInvalid);
    const count = (end - start) / DAY_MS + 1;
    if (count > datacenterLimits.rangeMaxDays) throw new AppError(ErrorCode.dateRangeInvalid);
    const days = Array.from({ length: count }, (_, i) =>
      new Date(start + i * DAY_MS).toISOString().slice(0, 10),
    );
    return { from, to, days };
  }
}

/** Midnight UTC of a calendar day, or null when no such day exists (2026-02-30). */
function utcOf(day: string): number | null {
  const m = DAY_RE.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

/** A valid IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
