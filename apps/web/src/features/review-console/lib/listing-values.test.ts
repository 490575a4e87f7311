import { describe, expect, it } from 'vitest';
import type { ReleaseForm } from '@vrportal/contract';
import { givenLangs, listingValue, type ValueTexts } from './listing-values';

const texts: ValueTexts = {
  free: 'Free',
  none: '—',
  yes: 'Yes',
  no: 'No',
  recommended: 'Recommended',
  custom: 'Custom',
  age: (age) => `${age}+`,
  lang: (lang) => lang,
  langText: (lang, text) => `${lang}: ${text}`,
};

const form = {
  name: { zh_CN: '星际', en_US: 'Stars', ja: 'スター' },
  brief: { zh_CN: '简介' },
  intros: {},
  vnote: {},
  cgy: 1,
  tag: [1, 3],
  lang: 'zh_CN,en_US',
  authority: ['storage'],
  nMode: 1,
  controlMode: 3,
  gameMode: null,
  ageRating: 12,
  sprice: 4000,
  bprice: null,
  currency: 0,
} as unknown as ReleaseForm;

describe('listing values as the store shows them', () => {
  it('lists the languages given, in the store order', () => {
    expect(givenLangs(form)).toEqual(['zh_CN', 'en_US', 'ja']);
  });

  it('reads every field in the reader language', () => {
    expect(listingValue(form, 'name', 'en', texts)).toBe('zh_CN: 星际\nen_US: Stars\nja: スター');
    expect(listingValue(form, 'tag', 'en', texts)).toBe('Shooting, Action Adventure');
    expect(listingValue(form, 'tag', 'zh', texts)).toBe('射击, 动作冒险');
    expect(listingValue(form, 'controlMode', 'en', texts)).toBe('VR Controllers, Hand Tracking');
    expect(listingValue(form, 'nMode', 'en', texts)).toBe('Internet connection required');
    expect(listingValue(form, 'ageRating', 'en', texts)).toBe('12+');
    expect(listingValue(form, 'sprice', 'en', texts)).toBe('¥40.00');
    expect(listingValue({ ...form, sprice: null }, 'sprice', 'en', texts)).toBe('Free');
    expect(listingValue(form, 'gameMode', 'en', texts)).toBe('—');
  });
});
