// The summary of an app's reviews over a range: average, histogram, per day and per version.
import { ErrorCode, playerReviewLimits } from '@vrportal/contract';
import type { ReviewSummaryAnswer } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { ZoneTime, nextDay } from '../../lib/zone-time.js';
import type { PlayerReviewsRepository } from './player-reviews.repository.js';

/** An average to two decimals, exact from the integer sum and count. */
const averageOf = (sum: number, count: number) =>
  count === 0 ? null : Math.round((sum * 100) / count) / 100;

interface Sums {
  sum: number;
  count: number;
}
const add = (into: Sums, rating: number, n: number) => {
  into.sum += rating * n;
  into.count += n;
};

/** The days from the one of `start` to the one of `end` in the portal's time zone; 10580 past 366. */
function daysOf(zone: ZoneTime, start: number, end: number): string[] {
  if (start > end) throw new AppError(ErrorCode.dateRangeInvalid);
  const days: string[] = [];
  const last = zone.dayOf(end);
  for (let day = zone.dayOf(start); day <= last; day = nextDay(day)) {
    days.push(day);
    if (days.length > playerReviewLimits.summaryMaxDays) {
      throw new AppError(ErrorCode.dateRangeInvalid);
    }
  }
  return days;
}

/** Hidden reviews are left out: the store no longer shows them. */
export async function summaryOf(
  repo: PlayerReviewsRepository,
  timeZone: string,
  range: { appId: string; startTime: number; endTime: number },
): Promise<ReviewSummaryAnswer> {
  const zone = new ZoneTime(timeZone);
  const days = daysOf(zone, range.startTime, range.endTime);
  const tally = await repo.tally(
    range.appId,
    new Date(range.startTime).toISOString(),
    new Date(range.endTime).toISOString(),
  );
  const total: Sums = { sum: 0, count: 0 };
  const histogram = [0, 0, 0, 0, 0];
  const perDay = new Map(days.map((d) => [d, { sum: 0, count: 0 }]));
  const perVersion = new Map<number, { all: Sums; days: Map<string, Sums> }>();
  for (const { day, versionCode, rating, n } of tally) {
    add(total, rating, n);
    histogram[rating - 1]! += n;
    const dayOf = perDay.get(day);
    if (dayOf) add(dayOf, rating, n);
    const version = perVersion.get(versionCode) ?? { all: { sum: 0, count: 0 }, days: new Map() };
    add(version.all, rating, n);
    const versionDay = version.days.get(day) ?? { sum: 0, count: 0 };
    add(versionDay, rating, n);
    version.days.set(day, versionDay);
    perVersion.set(versionCode, version);
  }
  return {
    average: averageOf(total.sum, total.count),
    count: total.count,
    histogram,
    days: days.map((day) => {
      const s = perDay.get(day)!;
      return { day, average: averageOf(s.sum, s.count), count: s.count };
    }),
    versions: [...perVersion.entries()]
      .sort(([a], [b]) => a - b)
      .map(([versionCode, v]) => ({
        versionCode,
        average: averageOf(v.all.sum, v.all.count) ?? 0,
        count: v.all.count,
        days: days.map((day) => {
          const s = v.days.get(day);
          return s ? averageOf(s.sum, s.count) : null;
        }),
      })),
    timeZone,
  };
}
