import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatOrderAmount, formatRate } from './money';

describe('money of the finance overview', () => {
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
