import { describe, expect, it } from 'vitest';
import { amountProblem, dollarsToCents, feeOf, previewCorrection } from './dispute-money';

describe('typed dollar amounts', () => {
  it('reads dollars with up to two decimals as signed cents, without binary fractions', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('-12.50')).toBe(-1250);
    expect(dollarsToCents('+3.07')).toBe(307);
    expect(dollarsToCents('\u22124')).toBe(-400);
    expect(dollarsToCents(' 1,200 ')).toBe(120000);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('- 0.01')).toBe(-1);
  });

  it('refuses what is not such an amount', () => {
    for (const text of ['', '-', '1.234', '1e3', 'abc', '.5', '1.', '--1', '12345678901']) {
      expect(dollarsToCents(text), text).toBeNull();
    }
  });

  it('says why an amount is refused', () => {
    expect(amountProblem('x')).toBe('format');
    expect(amountProblem('-0.00')).toBe('zero');
    expect(amountProblem('10000000.01')).toBe('tooLarge');
    expect(amountProblem('-10000000')).toBeNull();
    expect(amountProblem('-2.5')).toBeNull();
  });
});

describe('the fee and the corrected amounts', () => {
  it('rounds the fee half up, away from zero for a negative net, exactly', () => {
    expect(feeOf(2665, 30)).toBe(800); // 799.5
    expect(feeOf(2661, 30)).toBe(798);
    expect(feeOf(-2665, 30)).toBe(-800);
    expect(feeOf(1000, 12.5)).toBe(125);
    expect(feeOf(1, 12.5)).toBe(0); // 0.125
    expect(feeOf(4, 12.5)).toBe(1); // 0.5
    expect(feeOf(0, 30)).toBe(0);
    expect(feeOf(333, 33.3)).toBe(111); // 110.889
  });

  it('previews the corrected bill: the adjustments on the net, the fee on the new net', () => {
    const bill = { salesMoney: 5000, refundMoney: 1000, feePercent: 30, settleMoney: 2800 };
    expect(previewCorrection(bill, [-1500, 500])).toEqual({
      adjust: -1000,
      net: 3000,
      fee: 900,
      settle: 2100,
      change: -700,
    });
    expect(previewCorrection(bill, [-6000])).toMatchObject({
      net: -2000,
      fee: -600,
      settle: -1400,
    });
  });
});
