import { describe, expect, it } from 'vitest';
import { bitsOf, CONTROL_MODE_BITS, Currency } from '@vrportal/contract';
import { sumBits } from './bits';
import { amountText, formatMoney, parseAmount } from './money';

describe('money', () => {
  it('shows hundredths with two decimals, whole units for JPY', () => {
    expect(formatMoney(4000, Currency.RMB)).toBe('¥40.00');
    expect(formatMoney(999, Currency.USD)).toBe('$9.99');
    expect(formatMoney(120000, Currency.JPY)).toBe('JP¥1200');
    expect(amountText(7000, Currency.RMB)).toBe('70.00');
    expect(amountText(null, Currency.RMB)).toBe('');
  });

  it('reads typed amounts exactly and refuses extra decimals', () => {
    expect(parseAmount('0.29', Currency.RMB)).toBe(29);
    expect(parseAmount('12.5', Currency.USD)).toBe(1250);
    expect(parseAmount(' 40 ', Currency.RMB)).toBe(4000);
    expect(parseAmount('1.234', Currency.RMB)).toBeNull();
    expect(parseAmount('12.5', Currency.JPY)).toBeNull();
    expect(parseAmount('1200', Currency.JPY)).toBe(120000);
    expect(parseAmount('-1', Currency.RMB)).toBeNull();
    expect(parseAmount('', Currency.RMB)).toBeNull();
  });
});

describe('bit sums', () => {
  it('adds ticked bits and gives them back', () => {
    expect(sumBits([1, 4, 8])).toBe(13);
    expect(sumBits([])).toBeNull();
    expect(bitsOf(sumBits([2, 8]), CONTROL_MODE_BITS)).toEqual([2, 8]);
  });
});
