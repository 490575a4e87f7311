import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { releaseApi } from './calls';
import { releaseQueries } from './keys';

/** POST /vrmcsys/dvlper/deleteAppChannel {cId} (10551 while its release is under review). */
export function deleteAppChannel(cId: string) {
  return callApi(releaseApi.deleteAppChannel, { cId });
}

export function useDeleteAppChannel(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAppChannel,
    onSuccess: () =>
      client.invalidateQueries({ queryKey: releaseQueries.channels(appId).queryKey }),
  });
}
