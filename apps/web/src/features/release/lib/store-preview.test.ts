import { describe, expect, it } from 'vitest';
import { Currency, PriceMode, type ReleaseForm } from '@vrportal/contract';
import { previewPrice, startValues, storeListing } from './store-preview';

const assets = { scover: '/icon.png', rcover: '/cover.png', pics: ['/b.png', '/a.png'] };

describe('the store preview of the wizard', () => {
  it('shows each language its own texts and tag names, the assets in order', () => {
    const values = {
      name: { zh_CN: ' 星际前哨 ', en_US: 'Star Outpost' },
      intros: { en_US: 'An outpost' },
      vnote: { zh_CN: '修复' },
      tag: [1, 999],
    };
    const zh = storeListing(values, assets, 'zh_CN');
    const en = storeListing(values, assets, 'en_US');
    expect(zh).toMatchObject({ name: '星际前哨', intros: '', vnote: '修复', brief: '' });
    expect(en).toMatchObject({ name: 'Star Outpost', intros: 'An outpost', vnote: '' });
    expect(zh.tags).toHaveLength(1);
    expect(en.tags).toHaveLength(1);
    expect(zh.tags[0]).not.toBe(en.tags[0]);
    expect(en.pics).toEqual(['/b.png', '/a.png']);
    expect(en).toMatchObject({ icon: '/icon.png', cover: '/cover.png' });
  });

  it('prices: not chosen, free, a recommended or custom amount with its currency', () => {
    expect(previewPrice({})).toEqual({ kind: 'unset' });
    expect(previewPrice({ pMode: PriceMode.recommended, recommended: null })).toEqual({
      kind: 'unset',
    });
    expect(previewPrice({ pMode: PriceMode.recommended, recommended: 0 })).toEqual({
      kind: 'free',
    });
    expect(previewPrice({ pMode: PriceMode.recommended, recommended: 1 })).toEqual({
      kind: 'amount',
      text: '¥40.00',
    });
    expect(
      previewPrice({ pMode: PriceMode.custom, amount: '12.5', currency: Currency.USD }),
    ).toEqual({ kind: 'amount', text: '$12.50' });
    expect(previewPrice({ pMode: PriceMode.custom, amount: '0', currency: Currency.RMB })).toEqual({
      kind: 'free',
    });
    expect(previewPrice({ pMode: PriceMode.custom, amount: 'abc' })).toEqual({ kind: 'unset' });
  });
});

describe('the values the wizard starts from', () => {
  const form = (name: ReleaseForm['name']) =>
    ({
      name,
      vnote: {},
      brief: {},
      intros: {},
      devModel: '',
      lang: '',
      tag: [],
      authority: [],
      gameMode: null,
      controlMode: null,
      currency: 0,
      pMode: null,
      sprice: null,
    }) as unknown as ReleaseForm;

  it('names a form without a name after the app as it was created, in both languages', () => {
    expect(startValues(form({}), ' Nebula Rangers ').name).toEqual({
      zh_CN: 'Nebula Rangers',
      en_US: 'Nebula Rangers',
    });
  });

  it('keeps a name already given, even in one language only', () => {
    expect(startValues(form({ en_US: 'Star Outpost' }), 'Nebula Rangers').name).toEqual({
      en_US: 'Star Outpost',
    });
    expect(startValues(form({}), undefined).name).toEqual({});
  });
});
