import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { releaseApi } from './calls';
import { releaseQueries } from './keys';

/** POST /vrmcsys/dvlper/unbindBusinessFromChannel {cId, bId}. */
export function unbindBusiness(cId: string, bId: string) {
  return callApi(releaseApi.unbindBusinessFromChannel, { cId, bId });
}

export function useUnbindBusiness(appId: string, cId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bId: string) => unbindBusiness(cId, bId),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: releaseQueries.channel(appId, cId).queryKey }),
  });
}
