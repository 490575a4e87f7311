import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { trackLimits, type TestingTrack } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { trackApi } from './calls';

/** The prefixes of the tracks screen's keys: everything of an app, every page of a track's testers. */
export const tracksKeys = {
  app: (appId: string) => ['tracks', appId] as const,
  testersOf: (appId: string, track: TestingTrack) => ['tracks', appId, 'testers', track] as const,
};

/** A build's automatic check runs after its upload: the list is read again until it ends. */
const CHECK_POLL_MS = 2000;

/**
 * POST /vrmcsys/dvlper/track/list {appId}: ALPHA, BETA and RC with their build, check, notes,
 * testers and link, and the store's live build.
 */
export function trackList(appId: string, signal?: AbortSignal) {
  return callApi(trackApi.trackList, { appId }, { signal });
}

/**
 * POST /vrmcsys/dvlper/rollout/get {appId}: the share the next update starts with, the current
 * or last rollout with its history, the adoption per version over 30 days, the portal's zone.
 */
export function rolloutOf(appId: string, signal?: AbortSignal) {
  return callApi(trackApi.rolloutGet, { appId }, { signal });
}

/** POST /vrmcsys/dvlper/track/testers {appId, track, page, psize}: one page of a track's testers. */
export function trackTesters(
  appId: string,
  track: TestingTrack,
  page: number,
  signal?: AbortSignal,
) {
  return callApi(
    trackApi.trackTesters,
    { appId, track, page, psize: trackLimits.testerPageSize },
    { signal },
  );
}

/**
 * POST /vrmcsys/dvlper/getAppDetailInfo {appId}: the app's package (an uploaded APK must be of
 * it) and its live build, read from the same cache entry as the app center's.
 */
export function appDetail(appId: string, signal?: AbortSignal) {
  return callApi(appApi.getAppDetailInfo, { appId }, { signal });
}

/** The queries of the tracks screen; each one shows a failed load itself, not as a toast. */
export const tracksQueries = {
  /** the tracks, read again while a build's automatic check runs */
  list: (appId: string) =>
    queryOptions({
      queryKey: [...tracksKeys.app(appId), 'list'] as const,
      queryFn: ({ signal }) => trackList(appId, signal),
      meta: { quiet: true },
      refetchInterval: (query) =>
        query.state.data?.tracks.some((entry) => entry.build?.check === 'pending')
          ? CHECK_POLL_MS
          : false,
    }),
  /** the rollout; every rollout change answers it as it is now, which replaces it */
  rollout: (appId: string) =>
    queryOptions({
      queryKey: [...tracksKeys.app(appId), 'rollout'] as const,
      queryFn: ({ signal }) => rolloutOf(appId, signal),
      meta: { quiet: true },
    }),
  /** a page of a track's testers; the page before stays while the next one loads */
  testers: (appId: string, track: TestingTrack, page: number) =>
    queryOptions({
      queryKey: [...tracksKeys.testersOf(appId, track), page] as const,
      queryFn: ({ signal }) => trackTesters(appId, track, page, signal),
      meta: { quiet: true },
      placeholderData: keepPreviousData,
    }),
  /** the app's detail, the app center's cache entry */
  appDetail: (appId: string) =>
    queryOptions({
      queryKey: sharedKeys.appDetail(appId),
      queryFn: ({ signal }) => appDetail(appId, signal),
      meta: { quiet: true },
    }),
};
