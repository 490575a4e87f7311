import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformQueries } from './keys';

/** POST /vrmcsys/dvlper/achievement/delete {appId, id}: removes an achievement that is not under review. */
export function achievementDelete(appId: string, id: string) {
  return callApi(platformApi.achievementDelete, { appId, id });
}

export function useAchievementDelete(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => achievementDelete(appId, id),
    meta: { quiet: true },
    onSettled: () =>
      client.invalidateQueries({ queryKey: platformQueries.achievementList(appId).queryKey }),
  });
}
