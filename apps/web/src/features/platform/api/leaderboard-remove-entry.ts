import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformKeys } from './keys';

/**
 * POST /vrmcsys/dvlper/leaderboard/removeEntry {appId, id, userId, reason}: takes a user's entry
 * off the board and records why; answers the removed score.
 */
export function leaderboardRemoveEntry(appId: string, id: string, userId: string, reason: string) {
  return callApi(platformApi.leaderboardRemoveEntry, { appId, id, userId, reason });
}

export function useRemoveEntry(appId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      leaderboardRemoveEntry(appId, id, userId, reason),
    meta: { quiet: true },
    // the entries, the history and the list's entry count
    onSettled: () => client.invalidateQueries({ queryKey: platformKeys.app(appId) }),
  });
}
