import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { useTakeRollout } from './take-rollout';

/** POST /vrmcsys/dvlper/rollout/complete {appId}: every device is offered the staged build. */
export function completeRollout(appId: string) {
  return callApi(trackApi.rolloutComplete, { appId });
}

export function useCompleteRollout(appId: string) {
  const take = useTakeRollout(appId);
  return useMutation({ mutationFn: () => completeRollout(appId), onSuccess: take });
}
