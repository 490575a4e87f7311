import { CURRENCY_CODES, currencyDecimals, type CurrencyValue } from '@vrportal/contract';

const SYMBOLS: Record<CurrencyValue, string> = { 0: '¥', 1: '$', 2: 'JP¥' };

const isCurrency = (value: number): value is CurrencyValue => value in CURRENCY_CODES;

/** A price in hundredths as the reader sees it: "¥40.00", "$9.99", "JP¥1200". */
export function formatMoney(cents: number, currency: number): string {
  const code = isCurrency(currency) ? currency : 0;
  const decimals = currencyDecimals(code);
  return `${SYMBOLS[code]}${(cents / 100).toFixed(decimals)}`;
}

/** The amount of a price in hundredths as an input shows it: "40.00", "1200" for JPY. */
export function amountText(cents: number | null | undefined, currency: number): string {
  if (typeof cents !== 'number') return '';
  return (cents / 100).toFixed(currencyDecimals(currency));
}

/**
 * A typed amount ("12", "12.5", "12.50") in hundredths; null when empty or not a plain amount
 * with at most the currency's decimals. String arithmetic, so 0.29 is 29 and not 28.999….
 */
export function parseAmount(text: string, currency: number): number | null {
  const value = text.trim();
  const decimals = currencyDecimals(currency);
  const pattern = decimals === 0 ? /^\d{1,9}$/ : /^\d{1,9}(\.\d{1,2})?$/;
  if (!pattern.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
