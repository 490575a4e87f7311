import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { appCalls, CallRequest } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { appKeys } from './keys';

/** POST /vrmcsys/dvlper/deleteOwnedApp {appId} */
export type DeleteOwnedAppBody = CallRequest<typeof appCalls.deleteOwnedApp>;

export function deleteOwnedApp(body: DeleteOwnedAppBody, options?: CallOptions) {
  return callApi(appApi.deleteOwnedApp, body, options);
}

/** The list shows this call's failure itself ("failed to delete"). */
export function useDeleteOwnedApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteOwnedAppBody) => deleteOwnedApp(body),
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appKeys.all }),
  });
}
