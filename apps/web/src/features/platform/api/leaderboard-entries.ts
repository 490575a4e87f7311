import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallAnswer, LeaderboardPeriod, platformCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformKeys } from './keys';

export type EntriesAnswer = CallAnswer<typeof platformCalls.leaderboardEntries>;
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

export function useLeaderboardEntries(appId: string, id: string, request: EntriesRequest) {
  return useQuery({
    queryKey: platformKeys.entries(appId, id, request),
    queryFn: ({ signal }) => leaderboardEntries(appId, id, request, signal),
    meta: { quiet: true },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
