import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import zh from 'i18n-iso-countries/langs/zh.json';
import { MAINLAND_CHINA } from '@vrportal/contract';
import type { Lang } from '@/lib/lang';

countries.registerLocale(en);
countries.registerLocale(zh);

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<Lang, CountryOption[]>();

/**
 * ISO 3166-1 countries and regions named in the page's language (i18n-iso-countries), sorted
 * by name (pinyin in Chinese); mainland China first, as its cities come from a cascade.
 */
export function countryOptions(lang: Lang): CountryOption[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const names = countries.getNames(lang, { select: 'official' });
  const collator = new Intl.Collator(lang === 'zh' ? 'zh-Hans-CN-u-co-pinyin' : 'en');
  const options = Object.entries(names)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collator.compare(a.label, b.label));
  const china = options.findIndex((o) => o.value === MAINLAND_CHINA);
  if (china > 0) options.unshift(...options.splice(china, 1));
  cache.set(lang, options);
  return options;
}

export function countryName(code: string, lang: Lang): string {
  return countries.getName(code, lang, { select: 'official' }) ?? code;
}
