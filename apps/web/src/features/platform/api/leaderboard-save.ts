import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, platformCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformQueries } from './keys';

export type LeaderboardSaveRequest = CallRequest<typeof platformCalls.leaderboardSave>;

/** POST /vrmcsys/dvlper/leaderboard/save: creates (no id) or changes a leaderboard; answers its id. */
export function leaderboardSave(request: LeaderboardSaveRequest) {
  return callApi(platformApi.leaderboardSave, request);
}

/** The form tells a refusal itself, beside the field it concerns. */
export function useLeaderboardSave(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: leaderboardSave,
    meta: { quiet: true },
    onSuccess: () =>
      client.invalidateQueries({ queryKey: platformQueries.leaderboardList(appId).queryKey }),
  });
}
