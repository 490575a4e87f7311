import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { appCalls, CallAnswer } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { appQueries } from './keys';

/** POST /vrmcsys/dvlper/resetAppSecret {appId}: a new App Secret; the old one stops working. */
export type ResetAppSecretAnswer = CallAnswer<typeof appCalls.resetAppSecret>;

export function resetAppSecret(appId: string) {
  return callApi(appApi.resetAppSecret, { appId });
}

/** The overview shows the new secret at once, then reads the app again. */
export function useResetAppSecret(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetAppSecret(appId),
    onSuccess: ({ appSecret }) => {
      const { queryKey } = appQueries.detail(appId);
      queryClient.setQueryData(queryKey, (app) => (app ? { ...app, appSecret } : app));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
