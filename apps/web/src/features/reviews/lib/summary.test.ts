import { describe, expect, it } from 'vitest';
import type { ReviewSummary } from '../api/review-summary';
import { formatAverage, histogramRows, versionLines } from './summary';

const summary: ReviewSummary = {
  average: 3.5,
  count: 4,
  histogram: [1, 0, 1, 0, 2],
  days: [
    { day: '2026-11-20', average: 5, count: 2 },
    { day: '2026-11-21', average: 2, count: 2 },
  ],
  versions: [
    { versionCode: 100, average: 5, count: 2, days: [5, null] },
    { versionCode: 101, average: 2, count: 2, days: [null, 2] },
  ],
  timeZone: 'Asia/Shanghai',
};

describe('the reviews summary', () => {
  it('draws one line per version, newest first, with gaps where a day had no review', () => {
    const lines = versionLines(summary);
    expect(lines.map((l) => l.versionCode)).toEqual([101, 100]);
    expect(lines[0]!.values[0]).toBeNaN();
    expect(lines[0]!.values[1]).toBe(2);
  });

  it('shares the reviews out by stars, 5 first', () => {
    expect(histogramRows(summary)).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 1, percent: 25 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
  });

  it('writes an average with at most two decimals', () => {
    expect(formatAverage(3.3333)).toBe('3.33');
    expect(formatAverage(null)).toBe('—');
  });
});
