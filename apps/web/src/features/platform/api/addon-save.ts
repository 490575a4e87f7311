import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, platformCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformQueries } from './keys';

export type AddonSaveRequest = CallRequest<typeof platformCalls.addonSave>;

/** POST /vrmcsys/dvlper/addon/save: creates (no id) or changes an add-on; answers its id. */
export function addonSave(request: AddonSaveRequest) {
  return callApi(platformApi.addonSave, request);
}

/** The form tells a refusal itself, beside the field it concerns. */
export function useAddonSave(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addonSave,
    meta: { quiet: true },
    onSuccess: () =>
      client.invalidateQueries({ queryKey: platformQueries.addonList(appId).queryKey }),
  });
}
