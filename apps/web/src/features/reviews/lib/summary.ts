import type { ReviewSummary } from '../api/review-summary';

/** One colour per version, the newest first; past six they repeat. */
const VERSION_COLORS = ['#5b4fe9', '#16a38a', '#f08a24', '#3b82f6', '#e5484d', '#a855f7'];
/** The chart draws the versions with the most reviews, the others are left to the list. */
const MAX_LINES = 6;

export interface VersionLine {
  versionCode: number;
  /** average per day; NaN where the version had no review that day (a gap the line bridges) */
  values: number[];
  average: number;
  count: number;
  color: string;
}

/** The lines of the trend: the versions with the most reviews, newest first. */
export function versionLines(summary: ReviewSummary): VersionLine[] {
  return [...summary.versions]
    .sort((a, b) => b.count - a.count || b.versionCode - a.versionCode)
    .slice(0, MAX_LINES)
    .sort((a, b) => b.versionCode - a.versionCode)
    .map((v, index) => ({
      versionCode: v.versionCode,
      values: v.days.map((d) => d ?? Number.NaN),
      average: v.average,
      count: v.count,
      color: VERSION_COLORS[index % VERSION_COLORS.length]!,
    }));
}

/** Each star count's share of the reviews, in whole percent; 5 stars first. */
export function histogramRows(summary: ReviewSummary) {
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = summary.histogram[stars - 1] ?? 0;
    return {
      stars,
      count,
      percent: summary.count === 0 ? 0 : Math.round((count * 100) / summary.count),
    };
  });
}

/** An average as the screen writes it: one or two decimals, a dash for none. */
export const formatAverage = (value: number | null) =>
  value === null || Number.isNaN(value) ? '—' : String(Math.round(value * 100) / 100);
