import { apiKeyLimits } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { expiresAtOf, expiryChoices, pickableDays } from './expiry';

const DAY = 24 * 60 * 60 * 1000;
// 00:30 on the 30th in Shanghai, 16:30 on the 29th in UTC
const NOW = Date.parse('2026-11-29T16:30:00Z');
const ZONE = 'Asia/Shanghai';

describe('the expiry of a new API key', () => {
  it('offers none, 30, 90 and 365 days, and a day', () => {
    expect(expiryChoices).toEqual(['never', '30', '90', '365', 'date']);
  });

  it('sends null for none and counts the days from now', () => {
    expect(expiresAtOf('never', null, NOW, ZONE)).toBeNull();
    expect(expiresAtOf('30', null, NOW, ZONE)).toBe('2026-12-29T16:30:00.000Z');
    expect(Date.parse(expiresAtOf('365', null, NOW, ZONE)!)).toBe(NOW + 365 * DAY);
  });

  it('ends a chosen day when the next one starts in the portal zone', () => {
    expect(expiresAtOf('date', null, NOW, ZONE)).toBeUndefined();
    // midnight of 1 January in Shanghai is 16:00 UTC the day before
    expect(expiresAtOf('date', '2026-12-31', NOW, ZONE)).toBe('2026-12-31T16:00:00.000Z');
    expect(expiresAtOf('date', '2026-12-31', NOW, 'UTC')).toBe('2027-01-01T00:00:00.000Z');
  });

  it('lets days be picked from the portal\u2019s tomorrow to within the longest expiry', () => {
    const { first, last } = pickableDays(NOW, ZONE);
    expect(first).toBe('2026-12-01');
    expect(pickableDays(NOW, 'UTC').first).toBe('2026-11-30');
    const end = Date.parse(expiresAtOf('date', last, NOW, ZONE)!);
    expect(end).toBeLessThanOrEqual(NOW + apiKeyLimits.expiryDaysMax * DAY);
    // and less than a day (and the two hours to spare) short of it
    expect(end + DAY + 2 * 60 * 60 * 1000).toBeGreaterThan(NOW + apiKeyLimits.expiryDaysMax * DAY);
  });
});
