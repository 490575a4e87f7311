import { ResetSchedule } from '@vrportal/contract';
import { DAY_MS, ZoneTime, dayOfUtc, utcOfDay } from '../../lib/zone-time.js';

/** A leaderboard period: how it is stored, and what the answers show of it. */
export interface Period {
  /** '' for a board that never resets, else the schedule's letter and the first day: 'w:2026-11-23' */
  stored: string;
  /** '' or the period's first day, YYYY-MM-DD in the portal's time zone */
  key: string;
  /** ISO-8601 UTC: the first instant of the period and the first instant of the next ('' for none) */
  start: string;
  end: string;
}

/** A board that never resets has one period, stored as ''. */
export const FOREVER: Period = { stored: '', key: '', start: '', end: '' };

const LETTER: Record<number, string> = {
  [ResetSchedule.daily]: 'd',
  [ResetSchedule.weekly]: 'w',
  [ResetSchedule.monthly]: 'm',
};

/** The day a period key names, as it answers: the stored form without the schedule's letter. */
export const keyOfStored = (stored: string) => stored.slice(stored.indexOf(':') + 1);

/**
 * Leaderboard periods cut in the portal's time zone (TIME_ZONE): a day from local midnight, a
 * week from Monday, a month from the 1st. A period is named by its first day.
 */
export class Periods {
  private readonly zone: ZoneTime;

  constructor(readonly timeZone: string) {
    this.zone = new ZoneTime(timeZone);
  }

  /** The first day of the period of `reset` that holds local day `day`. */
  private firstDay(reset: number, day: string): string {
    if (reset === ResetSchedule.monthly) return `${day.slice(0, 8)}01`;
    if (reset === ResetSchedule.weekly) {
      const ms = utcOfDay(day);
      const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
      return dayOfUtc(ms - sinceMonday * DAY_MS);
    }
    return day;
  }

  /** The first day of the period after the one starting on `first`. */
  private nextFirstDay(reset: number, first: string): string {
    if (reset === ResetSchedule.monthly) {
      const d = new Date(utcOfDay(first));
      return dayOfUtc(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    }
    return dayOfUtc(utcOfDay(first) + (reset === ResetSchedule.weekly ? 7 : 1) * DAY_MS);
  }

  /** The period of a board's schedule that holds the instant `ms`. */
  periodAt(reset: number, ms: number): Period {
    const letter = LETTER[reset];
    if (!letter) return FOREVER;
    const key = this.firstDay(reset, this.zone.dayOf(ms));
    return {
      stored: `${letter}:${key}`,
      key,
      start: new Date(this.zone.startOf(key)).toISOString(),
      end: new Date(this.zone.startOf(this.nextFirstDay(reset, key))).toISOString(),
    };
  }

  /** The current period, or the one before it; null when a board that never resets has none. */
  period(reset: number, now: Date, which: 'current' | 'previous'): Period | null {
    const current = this.periodAt(reset, now.getTime());
    if (which === 'current') return current;
    if (current === FOREVER) return null;
    return this.periodAt(reset, Date.parse(current.start) - 1);
  }
}
