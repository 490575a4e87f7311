import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { vitalsPaths, type CrashType, type vitalsCalls } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import type { DayRange } from '../lib/range';
import { analyticsKeys } from './keys';

/** The vitals calls of the data centre (vitalsCalls); the export is a file, see ./export. */
const vitalsApi = callRefs<typeof vitalsCalls>({
  vitalsOverview: vitalsPaths.overview,
  vitalsClusters: vitalsPaths.clusters,
  vitalsCluster: vitalsPaths.cluster,
});

const rangeBody = (appId: string, range: DayRange) => ({
  appId,
  startTime: range.start,
  endTime: range.end,
});

/** Crash and ANR rates per build and day of the range. */
export function useVitalsOverview(appId: string, range: DayRange) {
  return useQuery({
    queryKey: analyticsKeys.figure('vitalsOverview', appId, range, []),
    queryFn: ({ signal }) => callApi(vitalsApi.vitalsOverview, rangeBody(appId, range), { signal }),
    placeholderData: (previous, query) => (query?.queryKey[2] === appId ? previous : undefined),
    staleTime: 60_000,
  });
}

export interface ClusterFilter {
  versionCode?: number | undefined;
  type?: CrashType | undefined;
  page: number;
}

/** A page of the range's clusters, most reported first. */
export function useVitalsClusters(appId: string, range: DayRange, filter: ClusterFilter) {
  return useQuery({
    queryKey: analyticsKeys.figure('vitalsClusters', appId, range, [
      filter.versionCode ?? null,
      filter.type ?? null,
      filter.page,
    ]),
    queryFn: ({ signal }) =>
      callApi(
        vitalsApi.vitalsClusters,
        {
          ...rangeBody(appId, range),
          page: filter.page,
          ...(filter.versionCode !== undefined ? { versionCode: filter.versionCode } : {}),
          ...(filter.type ? { type: filter.type } : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One cluster with its sample stack, builds and device models. */
export function useVitalsCluster(appId: string, clusterId: string | null) {
  return useQuery({
    queryKey: analyticsKeys.cluster(appId, clusterId ?? ''),
    queryFn: ({ signal }) =>
      callApi(vitalsApi.vitalsCluster, { appId, clusterId: clusterId! }, { signal }),
    enabled: clusterId !== null,
    staleTime: 60_000,
  });
}
