export const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of an instant read in UTC. */
export const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Midnight UTC of a calendar day. */
export const utcOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The calendar day after `day`. */
export const nextDay = (day: string) => dayOfUtc(utcOfDay(day) + DAY_MS);

/**
 * Clock readings of one IANA time zone (the portal's TIME_ZONE): the local day and time of an
 * instant, and the instant a local day and time name. Bills' deadlines, the data centre's days
 * and leaderboard periods all cut time here, so they agree on when a day starts.
 */
export class ZoneTime {
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

  /** The local wall-clock time of an instant, read as if it were UTC. */
  wallClock(ms: number): number {
    const p = Object.fromEntries(
      this.parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]),
    );
    const second = Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour) % 24,
      Number(p.minute),
      Number(p.second),
    );
    return second + (((ms % 1000) + 1000) % 1000);
  }

  /** The local day (YYYY-MM-DD) and time of day of an instant. */
  local(ms: number): { day: string; msOfDay: number } {
    const wall = this.wallClock(ms);
    const day = dayOfUtc(wall);
    return { day, msOfDay: wall - utcOfDay(day) };
  }

  /** The local day (YYYY-MM-DD) of an instant. */
  dayOf(ms: number): string {
    return dayOfUtc(this.wallClock(ms));
  }

  /** The instant a local day's clock time names (two passes settle a change of offset). */
  instantOf(day: string, msOfDay: number): number {
    const wall = utcOfDay(day) + msOfDay;
    let at = wall;
    for (let i = 0; i < 2; i++) at = wall - (this.wallClock(at) - at);
    return at;
  }

  /** The first instant of a local day: its midnight, or the first quarter hour it has. */
  startOf(day: string): number {
    let at = this.instantOf(day, 0);
    // a midnight that does not exist (a clock moved forward at 00:00) starts the day later
    while (this.dayOf(at) < day) at += 15 * 60_000;
    return at;
  }
}
