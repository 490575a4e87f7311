import { iso } from '../../lib/time.js';
import { ZoneTime } from '../../lib/zone-time.js';
import type { ReviewService } from './review.service.js';

/** A release date as the owner reads it: "2026-12-09 10:00 (Asia/Shanghai)". */
export function releaseTimeText(at: string, timeZone: string): string {
  const { day, msOfDay } = new ZoneTime(timeZone).local(Date.parse(at));
  const minutes = Math.floor(msOfDay / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${day} ${hh}:${mm} (${timeZone})`;
}

const BATCH = 100;

/**
 * The release-date job: apps whose release date has come go online. Safe to run from every
 * instance at once: each app moves in one conditional UPDATE, so exactly one run writes its log
 * line and notification. The server runs it on a timer; `npm run admin -- run-job release-dates`
 * runs it by hand, as of a time.
 */
export class ReleaseDateJob {
  constructor(private readonly review: Pick<ReviewService, 'dueReleases' | 'releaseOnline'>) {}

  /** Puts online what is due by `now`; answers how many apps this run moved. */
  async run(now: Date): Promise<{ released: number }> {
    const at = iso(now);
    let released = 0;
    for (;;) {
      const ids = await this.review.dueReleases(at, BATCH);
      let moved = 0;
      for (const id of ids) if (await this.review.releaseOnline(id, at)) moved += 1;
      released += moved;
      // a full batch of which none moved is being taken by another run: leave it to that one
      if (ids.length < BATCH || moved === 0) return { released };
    }
  }
}
