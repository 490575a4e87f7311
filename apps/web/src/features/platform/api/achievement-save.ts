import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, platformCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformQueries } from './keys';

export type AchievementSaveRequest = CallRequest<typeof platformCalls.achievementSave>;

/** POST /vrmcsys/dvlper/achievement/save: creates (no id) or changes an achievement; answers its id. */
export function achievementSave(request: AchievementSaveRequest) {
  return callApi(platformApi.achievementSave, request);
}

/** The form tells a refusal itself, beside the field it concerns. */
export function useAchievementSave(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: achievementSave,
    meta: { quiet: true },
    onSuccess: () =>
      client.invalidateQueries({ queryKey: platformQueries.achievementList(appId).queryKey }),
  });
}
