import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformQueries } from './keys';

/** POST /vrmcsys/dvlper/leaderboard/delete {appId, id}: removes a leaderboard that is not under review. */
export function leaderboardDelete(appId: string, id: string) {
  return callApi(platformApi.leaderboardDelete, { appId, id });
}

export function useLeaderboardDelete(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => leaderboardDelete(appId, id),
    meta: { quiet: true },
    onSettled: () =>
      client.invalidateQueries({ queryKey: platformQueries.leaderboardList(appId).queryKey }),
  });
}
