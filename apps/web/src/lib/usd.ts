import type { Lang } from '@vrportal/contract';

/**
 * US-dollar amounts as the bills, the finance overview and the review console's disputes show
 * them: one formatting, so a bill reads the same on every screen.
 */

/** What an amount shows when it cannot be read (loading, failed, not a number). */
export const NO_AMOUNT = '--';

const locales: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

/** US cents as dollars with two decimals: 123456 -> "$1,234.56" (Chinese: "US$1,234.56"). */
export function formatUsd(cents: number | null | undefined, lang: Lang): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return NO_AMOUNT;
  return new Intl.NumberFormat(locales[lang], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A signed change with its sign: 1250 -> "+$12.50", -1250 -> "-$12.50", 0 -> "$0.00". */
export function formatSignedUsd(cents: number, lang: Lang): string {
  const text = formatUsd(cents, lang);
  return cents > 0 ? `+${text}` : text;
}

/** A fee rate in percent: 30 -> "30%", 2.5 -> "2.5%". */
export function formatPercent(percent: number, lang: Lang): string {
  if (!Number.isFinite(percent)) return NO_AMOUNT;
  return new Intl.NumberFormat(locales[lang], {
    style: 'percent',
    maximumFractionDigits: 4,
  }).format(percent / 100);
}
