import { ALL_APP_STATUSES } from '@vrportal/contract';
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
    expect([3, 6, 9, 12].map(statusTone)).toEqual(Array(4).fill('error'));
    expect([1, 2, 4, 5, 7, 8, 10, 11].map(statusTone)).toEqual(Array(8).fill('processing'));
    expect([13, 14, 15].map(statusTone)).toEqual(Array(3).fill('success'));
    expect(statusTone(16)).toBe('warning');
    expect(statusTone(0)).toBe('default');
    expect(statusTone(18)).toBe('default');
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
