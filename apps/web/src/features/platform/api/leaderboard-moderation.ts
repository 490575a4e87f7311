import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallAnswer, platformCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformKeys } from './keys';

export type ModerationRecord = CallAnswer<
  typeof platformCalls.leaderboardModeration
>['items'][number];

/** POST /vrmcsys/dvlper/leaderboard/moderation {appId, id, page}: removals, newest first. */
export function leaderboardModeration(
  appId: string,
  id: string,
  page: number,
  signal?: AbortSignal,
) {
  return callApi(platformApi.leaderboardModeration, { appId, id, page }, { signal });
}

export function useModerationHistory(appId: string, id: string, page: number) {
  return useQuery({
    queryKey: platformKeys.moderation(appId, id, page),
    queryFn: ({ signal }) => leaderboardModeration(appId, id, page, signal),
    meta: { quiet: true },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
