import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformQueries } from './keys';

/** POST /vrmcsys/dvlper/addon/delete {appId, id}: removes an add-on that is not under review. */
export function addonDelete(appId: string, id: string) {
  return callApi(platformApi.addonDelete, { appId, id });
}

export function useAddonDelete(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => addonDelete(appId, id),
    meta: { quiet: true },
    onSettled: () =>
      client.invalidateQueries({ queryKey: platformQueries.addonList(appId).queryKey }),
  });
}
