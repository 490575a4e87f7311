import { ResetSchedule } from '@vrportal/contract';

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

const DAY_MS = 86_400_000;
const LETTER: Record<number, string> = {
  [ResetSchedule.daily]: 'd',
  [ResetSchedule.weekly]: 'w',
  [ResetSchedule.monthly]: 'm',
};

const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day a period key names, as it answers: the stored form without the schedule's letter. */
export const keyOfStored = (stored: string) => stored.slice(stored.indexOf(':') + 1);

/**
 * Leaderboard periods cut in the portal's time zone (TIME_ZONE): a day from local midnight, a
 * week from Monday, a month from the 1st. A period is named by its first day.
 */
export class Periods {
  private readonly format: Intl.DateTimeFormat;

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-CA', {
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

  /** The local wall-clock time of an instant, read as if it were UTC. */
  private wallClock(ms: number): number {
    const p = Object.fromEntries(
      this.format.formatToParts(new Date(ms)).map((x) => [x.type, x.value]),
    );
    return Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour) % 24,
      Number(p.minute),
      Number(p.second),
    );
  }

  /** The local day (YYYY-MM-DD) of an instant. */
  dayOf(ms: number): string {
    return dayOfUtc(this.wallClock(ms));
  }

  /** The first instant of a local day (its midnight, or the first hour it has). */
  startOf(day: string): number {
    const wall = utcOfDay(day);
    // the zone's offset near that midnight, corrected once for a change of offset on the day
    let at = wall - (this.wallClock(wall) - wall);
    at = wall - (this.wallClock(at) - at);
    // a midnight that does not exist (a clock moved forward at 00:00) starts the day later
    while (this.dayOf(at) < day) at += 15 * 60_000;
    return at;
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
    const key = this.firstDay(reset, this.dayOf(ms));
    return {
      stored: `${letter}:${key}`,
      key,
      start: new Date(this.startOf(key)).toISOString(),
      end: new Date(this.startOf(this.nextFirstDay(reset, key))).toISOString(),
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
