import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { useTakeRollout } from './take-rollout';

/** POST /vrmcsys/dvlper/rollout/halt {appId}: no new device is offered the staged build. */
export function haltRollout(appId: string) {
  return callApi(trackApi.rolloutHalt, { appId });
}

export function useHaltRollout(appId: string) {
  const take = useTakeRollout(appId);
  return useMutation({ mutationFn: () => haltRollout(appId), onSuccess: take });
}
