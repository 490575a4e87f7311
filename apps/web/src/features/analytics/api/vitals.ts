import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../lib/range';
import { analyticsQueries, type ClusterFilter } from './keys';

/** Crash and ANR rates per build and day of the range. */
export function useVitalsOverview(appId: string, range: DayRange) {
  return useQuery(analyticsQueries.vitalsOverview(appId, range));
}

/** A page of the range's clusters, most reported first. */
export function useVitalsClusters(appId: string, range: DayRange, filter: ClusterFilter) {
  return useQuery(analyticsQueries.vitalsClusters(appId, range, filter));
}

/** One cluster with its sample stack, builds and device models. */
export function useVitalsCluster(appId: string, clusterId: string | null) {
  return useQuery(analyticsQueries.vitalsCluster(appId, clusterId));
}
