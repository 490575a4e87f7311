import dayjs from '@/lib/dayjs';
import { AddonPriceMode, ResetSchedule, ScoreType } from '@vrportal/contract';
import type { Lang } from '@/lib/lang';
import { nameOf } from './options';
import type { PlatformText } from './texts';

const locale = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-US');

/** Which plural form a count takes in the reader's language ('one' or 'other'). */
export function pluralForm(count: number, lang: Lang): 'one' | 'other' {
  return new Intl.PluralRules(locale(lang)).select(count) === 'one' ? 'one' : 'other';
}

/** A whole number with the reader's grouping. */
export const formatCount = (value: number, lang: Lang) =>
  value.toLocaleString(locale(lang), { maximumFractionDigits: 0 });

/** An add-on's price: Free, or yuan with two decimals. */
export function formatPrice(mode: number, price: number, lang: Lang, t: PlatformText) {
  if (mode === AddonPriceMode.free || price === 0) return t('list.free');
  const amount = price.toLocaleString(locale(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return t('list.yuan', { amount });
}

/** A leaderboard score in its unit. */
export function formatScore(score: number, scoreType: number, lang: Lang, t: PlatformText) {
  const unit = nameOf(ScoreType, scoreType) ?? 'score';
  return t(`units.${unit}`, { value: formatCount(score, lang) });
}

/**
 * The days of a period, from its key (its first day in the server's calendar): one day, a week
 * from Monday or a month; '' keys a board that never resets.
 */
export function periodDays(key: string, reset: number, t: PlatformText): string {
  if (!key) return t('entries.periodAll');
  const first = dayjs(key);
  if (!first.isValid()) return key;
  if (reset === ResetSchedule.daily) return t('entries.periodDay', { day: key });
  const last = reset === ResetSchedule.monthly ? first.endOf('month') : first.add(6, 'day');
  return t('entries.periodRange', { start: key, end: last.format('YYYY-MM-DD') });
}
