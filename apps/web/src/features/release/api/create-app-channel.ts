import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { releaseApi } from './calls';
import { releaseQueries } from './keys';

/** POST /vrmcsys/dvlper/createAppChannel {appId, name, descpt}: answers the new cId. */
export function createAppChannel(appId: string, name: string, descpt: string) {
  return callApi(releaseApi.createAppChannel, { appId, name, descpt });
}

export function useCreateAppChannel(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, descpt }: { name: string; descpt: string }) =>
      createAppChannel(appId, name, descpt),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: releaseQueries.channels(appId).queryKey }),
  });
}
