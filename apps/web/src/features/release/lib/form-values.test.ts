import { describe, expect, it } from 'vitest';
import { Currency, PriceMode, releaseFieldProblems } from '@vrportal/contract';
import { priceOf, stepInput, toInput } from './form-values';

describe('wizard values on the wire', () => {
  it('joins lists and sums bits', () => {
    const input = toInput({
      devModel: ['YVR 1', 'YVR 2'],
      lang: ['zh_CN', 'en_US'],
      gameMode: [1, 2],
      controlMode: [],
      forced: true,
      abbr: ' v ',
    });
    expect(input).toMatchObject({
      devModel: 'YVR 1,YVR 2',
      lang: 'zh_CN,en_US',
      gameMode: 3,
      controlMode: null,
      forced: 1,
      abbr: 'V',
    });
  });

  it('prices: recommended by index, custom in hundredths, free as null', () => {
    expect(priceOf({ pMode: PriceMode.recommended, recommended: 0 })).toEqual({
      pMode: 0,
      sprice: null,
      currency: Currency.RMB,
    });
    expect(priceOf({ pMode: PriceMode.recommended, recommended: 2 }).sprice).toBe(7000);
    const custom = priceOf({ pMode: PriceMode.custom, amount: '12.99', currency: Currency.USD });
    expect(custom).toEqual({ pMode: 1, sprice: 1299, currency: Currency.USD });
    expect(
      releaseFieldProblems(custom, ['pMode', 'sprice', 'currency'], { channel: true }),
    ).toEqual({});
  });

  it('a step sends only its own fields', () => {
    expect(Object.keys(stepInput({ name: { zh_CN: '星际' } }, 1)).sort()).toEqual([
      'abbr',
      'brief',
      'intros',
      'name',
    ]);
  });
});
