import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { trackApi } from './calls';
import { useTakeRollout } from './take-rollout';

/** POST /vrmcsys/dvlper/rollout/resume {appId}: a halted rollout runs again at its share. */
export function resumeRollout(appId: string) {
  return callApi(trackApi.rolloutResume, { appId });
}

export function useResumeRollout(appId: string) {
  const take = useTakeRollout(appId);
  return useMutation({ mutationFn: () => resumeRollout(appId), onSuccess: take });
}
