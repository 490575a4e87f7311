import type { Lang } from '@vrportal/contract';

// the dollar totals read as on the bills
export { formatUsd } from '@/lib/usd';

/** What a figure shows while it has none (loading, failed). */
export const NO_FIGURE = '--';

const locales: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

const decimalsCache = new Map<string, number>();

/** Decimals a currency has: 2 for CNY and USD, none for JPY (ISO 4217, as Intl knows it). */
export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase();
  let decimals = decimalsCache.get(code);
  if (decimals === undefined) {
    try {
      decimals = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: code,
      }).resolvedOptions().maximumFractionDigits;
    } catch {
      decimals = 2;
    }
    decimalsCache.set(code, decimals ?? 2);
  }
  return decimals ?? 2;
}

/**
 * An order's income in its own currency from minor units, with the currency's code and as many
 * decimals as it has; a refund is shown with a minus sign:
 * (4000, 'CNY') -> "CNY 40.00", (1200, 'JPY') -> "JPY 1,200", refund (499, 'USD') -> "-USD 4.99".
 * The space is a no-break space (U+00A0): code and figure stay on one line.
 */
export function formatOrderAmount(
  amount: number,
  currency: string,
  lang: Lang,
  refund = false,
): string {
  if (!Number.isFinite(amount)) return NO_FIGURE;
  const decimals = currencyDecimals(currency);
  const figure = new Intl.NumberFormat(locales[lang], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Math.abs(amount) / 10 ** decimals);
  const negative = refund ? amount !== 0 : amount < 0;
  return `${negative ? '-' : ''}${currency.toUpperCase()}\u00a0${figure}`;
}

/**
 * The exchange rate of an order as the server keeps it (US dollars per unit of the currency):
 * ('0.1389', 'CNY') -> "1 CNY = 0.1389 USD"; the rate alone when it cannot be read.
 */
export function formatRate(usdRate: string, currency: string): string {
  const rate = usdRate.trim();
  if (!/^\d+(\.\d+)?(e-?\d+)?$/i.test(rate)) return rate || NO_FIGURE;
  // the server writes very small rates in exponent form ("1e-7")
  const plain = /e/i.test(rate)
    ? Number(rate).toLocaleString('en-US', { maximumFractionDigits: 20, useGrouping: false })
    : rate;
  return `1\u00a0${currency.toUpperCase()} = ${plain}\u00a0USD`;
}
