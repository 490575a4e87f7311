import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformKeys } from './keys';

/** POST /vrmcsys/dvlper/achievement/list {appId}: the app's achievements. */
export function achievementList(appId: string, signal?: AbortSignal) {
  return callApi(platformApi.achievementList, { appId }, { signal });
}

/** The screen shows a failed load as its own state, not as a toast. */
export function useAchievementList(appId: string) {
  return useQuery({
    queryKey: platformKeys.list(appId, 'achievement'),
    queryFn: ({ signal }) => achievementList(appId, signal),
    meta: { quiet: true },
    staleTime: 10_000,
  });
}
