import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatOrderAmount, formatRate, formatUsd } from './money';

describe('money of the finance overview', () => {
  it('shows US cents as dollars with two decimals in the reader’s language', () => {
    expect(formatUsd(123456, 'en')).toBe('$1,234.56');
    expect(formatUsd(123456, 'zh')).toBe('US$1,234.56');
    expect(formatUsd(5, 'en')).toBe('$0.05');
    expect(formatUsd(0, 'en')).toBe('$0.00');
    expect(formatUsd(-1250, 'en')).toBe('-$12.50');
    expect(formatUsd(Number.NaN, 'en')).toBe('--');
    expect(formatUsd(undefined, 'zh')).toBe('--');
  });

  it('knows the decimals of each currency: none for yen', () => {
    expect(currencyDecimals('CNY')).toBe(2);
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('jpy')).toBe(0);
    expect(currencyDecimals('not a code')).toBe(2);
  });

  it('shows an order’s income from minor units with its currency code', () => {
    expect(formatOrderAmount(4000, 'CNY', 'en')).toBe('CNY\u00a040.00');
    expect(formatOrderAmount(123456789, 'CNY', 'zh')).toBe('CNY\u00a01,234,567.89');
    expect(formatOrderAmount(1200, 'JPY', 'en')).toBe('JPY\u00a01,200');
    expect(formatOrderAmount(5, 'JPY', 'zh')).toBe('JPY\u00a05');
    expect(formatOrderAmount(499, 'USD', 'en')).toBe('USD\u00a04.99');
  });

  it('shows a refund with a minus sign', () => {
    expect(formatOrderAmount(499, 'USD', 'en', true)).toBe('-USD\u00a04.99');
    expect(formatOrderAmount(1500, 'JPY', 'en', true)).toBe('-JPY\u00a01,500');
    expect(formatOrderAmount(0, 'CNY', 'en', true)).toBe('CNY\u00a00.00');
  });

  it('shows the exchange rate at the order as dollars per unit', () => {
    expect(formatRate('0.1389', 'CNY')).toBe('1\u00a0CNY = 0.1389\u00a0USD');
    expect(formatRate('0.0067', 'JPY')).toBe('1\u00a0JPY = 0.0067\u00a0USD');
    expect(formatRate('1', 'USD')).toBe('1\u00a0USD = 1\u00a0USD');
    expect(formatRate('1e-7', 'JPY')).toBe('1\u00a0JPY = 0.0000001\u00a0USD');
    expect(formatRate('', 'CNY')).toBe('--');
  });
});
