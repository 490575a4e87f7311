import { describe, expect, it } from 'vitest';
import type { FinanceRecord } from '@vrportal/contract';
import { cityName, isChinaRegion, regionCodes, regionOptions } from './china-regions';
import { toFormValues, toRecord } from './form-values';

const pick = (options: ReturnType<typeof regionOptions>, ...codes: string[]) => {
  const labels: string[] = [];
  let level = options;
  for (const code of codes) {
    const option = level.find((o) => o.value === code);
    if (!option) throw new Error(`no option ${code}`);
    labels.push(option.label);
    level = option.children ?? [];
  }
  return labels;
};

describe('the mainland China cascade', () => {
  it('names the options in Chinese, valued by their GB/T 2260 codes', () => {
    const options = regionOptions('zh');
    expect(options).toHaveLength(31);
    expect(pick(options, '440000', '440300', '440305')).toEqual(['广东省', '深圳市', '南山区']);
    expect(pick(options, '650000')).toEqual(['新疆维吾尔自治区']);
  });

  it('names the same options in English, with no Chinese left', () => {
    const options = regionOptions('en');
    expect(pick(options, '440000', '440300', '440305')).toEqual([
      'Guangdong',
      'Shenzhen',
      'Nanshan District',
    ]);
    expect(pick(options, '610000', '610100')).toEqual(['Shaanxi', "Xi'an"]);
    expect(pick(options, '650000')).toEqual(['Xinjiang Uygur Autonomous Region']);
    const labels = JSON.stringify(options, ['label', 'children']);
    expect(labels).not.toMatch(/[\u4e00-\u9fff]/);
    // the same tree in both languages: only the labels differ
    expect(JSON.stringify(options, ['value', 'children'])).toBe(
      JSON.stringify(regionOptions('zh'), ['value', 'children']),
    );
  });

  it('reads a city in either language as the same codes, and names it in the page language', () => {
    const codes = ['440000', '440300', '440305'];
    expect(regionCodes('广东省/深圳市/南山区')).toEqual(codes);
    expect(regionCodes('Guangdong/Shenzhen/Nanshan District')).toEqual(codes);
    expect(regionCodes('广东省/深圳市')).toBeNull();
    expect(isChinaRegion(codes.join('/'))).toBe(true);
    expect(cityName('CN', '广东省/深圳市/南山区', 'en', ' / ')).toBe(
      'Guangdong / Shenzhen / Nanshan District',
    );
    expect(cityName('HK', 'Hong Kong', 'en')).toBe('Hong Kong');
  });

  it('sends the picked district as names in the page language, read back as the same codes', () => {
    const record = {
      orgCountry: 'CN',
      orgCity: 'Guangdong/Shenzhen/Nanshan District',
      orgAddr: 'Guangdong/Shenzhen/Nanshan District/1 Science Park Road',
      bankCountry: 'HK',
      bankCity: 'Hong Kong',
      bankAddr: 'Hong Kong/1 Queen’s Road',
      ownerBirth: '',
    } as FinanceRecord;
    const values = toFormValues(record);
    expect(values.orgCity).toEqual(['440000', '440300', '440305']);
    expect(values.orgAddr).toBe('1 Science Park Road');
    const zh = toRecord(values, 'zh');
    expect(zh.orgCity).toBe('广东省/深圳市/南山区');
    expect(zh.orgAddr).toBe('广东省/深圳市/南山区/1 Science Park Road');
    expect(zh.bankAddr).toBe('Hong Kong/1 Queen’s Road');
    expect(toRecord(values, 'en').orgCity).toBe('Guangdong/Shenzhen/Nanshan District');
  });
});
