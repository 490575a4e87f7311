import type { Lang } from '@vrportal/contract';

/** What a value shows when it cannot be read. */
export const NO_VALUE = '--';

const locales: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

/** US cents as dollars with two decimals: 123456 -> "$1,234.56" (Chinese: "US$1,234.56"). */
export function formatUsd(cents: number, lang: Lang): string {
  if (!Number.isFinite(cents)) return NO_VALUE;
  return new Intl.NumberFormat(locales[lang], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A money part taken off the total, shown with a minus sign: 1250 -> "-$12.50". */
export function formatDeduction(cents: number, lang: Lang): string {
  return formatUsd(cents === 0 ? 0 : -Math.abs(cents), lang);
}

/** A signed amount with its sign: 1250 -> "+$12.50", -1250 -> "-$12.50". */
export function formatSigned(cents: number, lang: Lang): string {
  const text = formatUsd(cents, lang);
  return cents > 0 ? `+${text}` : text;
}

/** A fee rate in percent: 30 -> "30%", 2.5 -> "2.5%". */
export function formatPercent(percent: number, lang: Lang): string {
  if (!Number.isFinite(percent)) return NO_VALUE;
  return new Intl.NumberFormat(locales[lang], {
    style: 'percent',
    maximumFractionDigits: 4,
  }).format(percent / 100);
}

/** Which plural form a count takes in the reader's language ('one' or 'other'). */
export function pluralForm(count: number, lang: Lang): 'one' | 'other' {
  return new Intl.PluralRules(locales[lang]).select(count) === 'one' ? 'one' : 'other';
}
