import { LISTING_FIELDS } from '@vrportal/contract';
import type { AppAssets, AssetChange, ListingField, ReleaseForm } from '@vrportal/contract';

/** A value compared as text: object keys sorted, so {en, zh} equals {zh, en}. */
function canonical(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return JSON.stringify(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return JSON.stringify(value ?? null);
}

/** The listing fields whose submitted value differs from the live listing's. */
export function listingChanges(submitted: ReleaseForm, live: ReleaseForm): ListingField[] {
  return LISTING_FIELDS.filter((field) => canonical(submitted[field]) !== canonical(live[field]));
}

/** Every file of an app's assets as a change entry, in the order the store shows them. */
function assetEntries(assets: AppAssets): AssetChange[] {
  const entries: AssetChange[] = [];
  if (assets.scover) entries.push({ kind: 'icon', url: assets.scover, name: '' });
  if (assets.rcover) entries.push({ kind: 'cover', url: assets.rcover, name: '' });
  for (const url of assets.pics) entries.push({ kind: 'screenshot', url, name: '' });
  for (const video of assets.vedios) {
    entries.push({ kind: 'trailer', url: video.vedio, name: video.vName });
    if (video.pic) entries.push({ kind: 'trailerCover', url: video.pic, name: video.pName });
  }
  for (const doc of assets.docs) entries.push({ kind: 'doc', url: doc.url, name: doc.fname });
  return entries;
}

/** The files added and removed since the live listing, and whether screenshots moved. */
export function assetChanges(submitted: AppAssets, live: AppAssets) {
  const now = assetEntries(submitted);
  const before = assetEntries(live);
  const urlsNow = new Set(now.map((a) => a.url));
  const urlsBefore = new Set(before.map((a) => a.url));
  const kept = (pics: string[], other: Set<string>) => pics.filter((url) => other.has(url));
  const keptNow = kept(submitted.pics, urlsBefore);
  const keptBefore = kept(live.pics, urlsNow);
  return {
    added: now.filter((a) => !urlsBefore.has(a.url)),
    removed: before.filter((a) => !urlsNow.has(a.url)),
    screenshotsReordered: keptNow.some((url, i) => keptBefore[i] !== url),
  };
}

const NO_ASSETS: AppAssets = { scover: '', rcover: '', pics: [], vedios: [], docs: [] };

/** Assets recorded as JSON; an unreadable record reads as none. */
export function decodeAssets(json: string): AppAssets {
  try {
    return { ...NO_ASSETS, ...(JSON.parse(json) as Partial<AppAssets>) };
  } catch {
    return NO_ASSETS;
  }
}
