import { ALL_APP_STATUSES, AppStatus as S } from '@vrportal/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { statusTextKey, statusTone } from './app-status-view';

const statusTexts = (locale: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../locales/${locale}/apps.json`, import.meta.url), 'utf8'),
    ) as { status: Record<string, string> }
  ).status;
const en = statusTexts('en-US');
const zh = statusTexts('zh-CN');

describe('app status view', () => {
  it('colours failures, reviews, passes and take-downs apart', () => {
    const failed = [S.autoFailed, S.manualFailed, S.contentFailed, S.publishFailed];
    expect(failed.map(statusTone)).toEqual(Array(4).fill('error'));
    const inReview = [
      S.autoQueued,
      S.autoRunning,
      S.manualQueued,
      S.manualRunning,
      S.contentQueued,
      S.contentRunning,
      S.publishQueued,
      S.publishRunning,
    ];
    expect(inReview.map(statusTone)).toEqual(Array(8).fill('processing'));
    expect([S.passed, S.releaseScheduled, S.online].map(statusTone)).toEqual(
      Array(3).fill('success'),
    );
    expect(statusTone(S.takenDown)).toBe('warning');
    expect(statusTone(S.draft)).toBe('default');
    expect(statusTone(S.cancelled)).toBe('default');
  });

  it('has a text for every status code in both languages', () => {
    for (const status of ALL_APP_STATUSES) {
      const key = statusTextKey(status).slice('status.'.length);
      expect(en[key], `en ${status}`).toBeTruthy();
      expect(zh[key], `zh ${status}`).toBeTruthy();
    }
    expect(statusTextKey(17)).toBe('status.unknown');
  });
});
