import { AddonPriceMode, ResetSchedule, ScoreType } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { formatPrice, formatScore, periodDays, pluralForm } from './format';
import type { PlatformText } from './texts';

/** Answers the key and its values, so a test reads what would be shown. */
const t = ((key: string, vars?: Record<string, string | number>) =>
  vars ? `${key} ${JSON.stringify(vars)}` : key) as PlatformText;

describe('platform formats', () => {
  it('shows a price as Free or yuan with two decimals', () => {
    expect(formatPrice(AddonPriceMode.free, 0, 'en', t)).toBe('list.free');
    expect(formatPrice(AddonPriceMode.custom, 12.3, 'en', t)).toBe('list.yuan {"amount":"12.30"}');
    expect(formatPrice(AddonPriceMode.recommended, 1234, 'zh', t)).toBe(
      'list.yuan {"amount":"1,234.00"}',
    );
  });

  it('shows a score in its unit', () => {
    expect(formatScore(1500, ScoreType.timeMilliseconds, 'en', t)).toBe(
      'units.timeMilliseconds {"value":"1,500"}',
    );
  });

  it('tells the days of a period from its key', () => {
    expect(periodDays('', ResetSchedule.none, t)).toBe('entries.periodAll');
    expect(periodDays('2026-11-23', ResetSchedule.daily, t)).toBe(
      'entries.periodDay {"day":"2026-11-23"}',
    );
    expect(periodDays('2026-11-23', ResetSchedule.weekly, t)).toBe(
      'entries.periodRange {"start":"2026-11-23","end":"2026-11-29"}',
    );
    expect(periodDays('2026-02-01', ResetSchedule.monthly, t)).toBe(
      'entries.periodRange {"start":"2026-02-01","end":"2026-02-28"}',
    );
  });

  it('picks the plural form of the language', () => {
    expect(pluralForm(1, 'en')).toBe('one');
    expect(pluralForm(2, 'en')).toBe('other');
    expect(pluralForm(1, 'zh')).toBe('other');
  });
});
