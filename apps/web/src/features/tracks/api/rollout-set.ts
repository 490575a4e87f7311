import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { useTakeRollout } from './take-rollout';

/**
 * POST /vrmcsys/dvlper/rollout/set {appId, share}: raises the share of the rollout in progress
 * (100 completes it; never lower: 10725), or, with none in progress, sets the share the next
 * store update starts with.
 */
export function setRolloutShare(appId: string, share: number) {
  return callApi(trackApi.rolloutSet, { appId, share });
}

export function useSetRolloutShare(appId: string) {
  const take = useTakeRollout(appId);
  return useMutation({
    mutationFn: (share: number) => setRolloutShare(appId, share),
    onSuccess: take,
  });
}
