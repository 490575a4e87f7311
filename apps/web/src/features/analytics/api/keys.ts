import type { DayRange } from '@/lib/day-range';

/** Query keys of the analytics screens: a figure of an app over a range, the SKUs an app sold. */
export const analyticsKeys = {
  figure: (name: string, appId: string, range: DayRange, extra: readonly unknown[]) =>
    ['analytics', name, appId, range.start, range.end, ...extra] as const,
  addonSkus: (appId: string) => ['analytics', 'addonSkuList', appId] as const,
  cluster: (appId: string, clusterId: string) =>
    ['analytics', 'vitalsCluster', appId, clusterId] as const,
};
