import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformKeys } from './keys';

/** POST /vrmcsys/dvlper/leaderboard/list {appId}: the app's leaderboards, each with its entries of the current period. */
export function leaderboardList(appId: string, signal?: AbortSignal) {
  return callApi(platformApi.leaderboardList, { appId }, { signal });
}

/** The screen shows a failed load as its own state, not as a toast. */
export function useLeaderboardList(appId: string) {
  return useQuery({
    queryKey: platformKeys.list(appId, 'leaderboard'),
    queryFn: ({ signal }) => leaderboardList(appId, signal),
    meta: { quiet: true },
    staleTime: 10_000,
  });
}
