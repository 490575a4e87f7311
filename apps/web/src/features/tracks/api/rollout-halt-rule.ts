import { useMutation } from '@tanstack/react-query';
import type { HaltRule } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { useTakeRollout } from './take-rollout';

/** POST /vrmcsys/dvlper/rollout/haltRule: when the app's running rollouts halt by themselves. */
export function setHaltRule(appId: string, rule: HaltRule) {
  return callApi(trackApi.rolloutHaltRule, { appId, ...rule });
}

export function useSetHaltRule(appId: string) {
  const take = useTakeRollout(appId);
  return useMutation({ mutationFn: (rule: HaltRule) => setHaltRule(appId, rule), onSuccess: take });
}
