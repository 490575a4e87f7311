import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { appCalls, CallRequest } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { appKeys } from './keys';

/** POST /vrmcsys/dvlper/createApp {name, pkg}: answers the new appId. */
export type CreateAppBody = CallRequest<typeof appCalls.createApp>;

export function createApp(body: CreateAppBody, options?: CallOptions) {
  return callApi(appApi.createApp, body, options);
}

/** The dialog shows this call's errors itself (10512 under the package field). */
export function useCreateApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAppBody) => createApp(body),
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appKeys.all }),
  });
}
