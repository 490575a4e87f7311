import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LeaderboardPeriod, PlatformKind } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';

/** The prefixes of the platform screens' keys: everything of an app, a kind's list, a board. */
export const platformKeys = {
  app: (appId: string) => ['platform', appId] as const,
  /** the key of a kind's list (platformQueries.achievementList...), for a change of any kind */
  list: (appId: string, kind: PlatformKind) => ['platform', appId, kind, 'list'] as const,
  board: (appId: string, boardId: string) => ['platform', appId, 'board', boardId] as const,
};

/** POST /vrmcsys/dvlper/achievement/list {appId}: the app's achievements. */
export function achievementList(appId: string, signal?: AbortSignal) {
  return callApi(platformApi.achievementList, { appId }, { signal });
}

/** POST /vrmcsys/dvlper/addon/list {appId}: the app's add-ons with their publication state. */
export function addonList(appId: string, signal?: AbortSignal) {
  return callApi(platformApi.addonList, { appId }, { signal });
}

/** POST /vrmcsys/dvlper/destination/list {appId}: the app's destinations. */
export function destinationList(appId: string, signal?: AbortSignal) {
  return callApi(platformApi.destinationList, { appId }, { signal });
}

/** POST /vrmcsys/dvlper/leaderboard/list {appId}: the app's leaderboards, each with its entries of the current period. */
export function leaderboardList(appId: string, signal?: AbortSignal) {
  return callApi(platformApi.leaderboardList, { appId }, { signal });
}

/** POST /vrmcsys/dvlper/platform/audits {appId, kind}: the app's submissions, newest first. */
export function platformAudits(appId: string, kind: PlatformKind, signal?: AbortSignal) {
  return callApi(platformApi.audits, { appId, kind }, { signal });
}

export interface EntriesRequest {
  period: LeaderboardPeriod;
  start: number;
  limit: number;
  /** the page around this user instead */
  userId?: string;
}

/**
 * POST /vrmcsys/dvlper/leaderboard/entries {appId, id, period, start, limit, userId?}: a page of
 * the board's ranks in the current or the previous period.
 */
export function leaderboardEntries(
  appId: string,
  id: string,
  request: EntriesRequest,
  signal?: AbortSignal,
) {
  return callApi(platformApi.leaderboardEntries, { appId, id, ...request }, { signal });
}

/** POST /vrmcsys/dvlper/leaderboard/moderation {appId, id, page}: removals, newest first. */
export function leaderboardModeration(
  appId: string,
  id: string,
  page: number,
  signal?: AbortSignal,
) {
  return callApi(platformApi.leaderboardModeration, { appId, id, page }, { signal });
}

/** The queries of the platform screens; each one shows a failed load itself, not as a toast. */
export const platformQueries = {
  achievementList: (appId: string) =>
    queryOptions({
      queryKey: platformKeys.list(appId, 'achievement'),
      queryFn: ({ signal }) => achievementList(appId, signal),
      meta: { quiet: true },
      staleTime: 10_000,
    }),
  addonList: (appId: string) =>
    queryOptions({
      queryKey: platformKeys.list(appId, 'addon'),
      queryFn: ({ signal }) => addonList(appId, signal),
      meta: { quiet: true },
      staleTime: 10_000,
    }),
  destinationList: (appId: string) =>
    queryOptions({
      queryKey: platformKeys.list(appId, 'destination'),
      queryFn: ({ signal }) => destinationList(appId, signal),
      meta: { quiet: true },
      staleTime: 10_000,
    }),
  leaderboardList: (appId: string) =>
    queryOptions({
      queryKey: platformKeys.list(appId, 'leaderboard'),
      queryFn: ({ signal }) => leaderboardList(appId, signal),
      meta: { quiet: true },
      staleTime: 10_000,
    }),
  /** a kind's submissions */
  audits: (appId: string, kind: PlatformKind) =>
    queryOptions({
      queryKey: ['platform', appId, kind, 'audits'] as const,
      queryFn: ({ signal }) => platformAudits(appId, kind, signal),
      meta: { quiet: true },
      staleTime: 10_000,
    }),
  /** a page of a board's ranks; the page on screen stays while the next one loads */
  entries: (appId: string, boardId: string, request: EntriesRequest) =>
    queryOptions({
      queryKey: [...platformKeys.board(appId, boardId), 'entries', request] as const,
      queryFn: ({ signal }) => leaderboardEntries(appId, boardId, request, signal),
      meta: { quiet: true },
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  /** a page of a board's removals; the page on screen stays while the next one loads */
  moderation: (appId: string, boardId: string, page: number) =>
    queryOptions({
      queryKey: [...platformKeys.board(appId, boardId), 'moderation', page] as const,
      queryFn: ({ signal }) => leaderboardModeration(appId, boardId, page, signal),
      meta: { quiet: true },
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
