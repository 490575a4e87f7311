import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { releaseApi } from './calls';
import { releaseQueries } from './keys';

/** POST /vrmcsys/dvlper/bindBusinessToChannel {cId, bId}: mails the business a confirmation link. */
export function bindBusiness(cId: string, bId: string) {
  return callApi(releaseApi.bindBusinessToChannel, { cId, bId });
}

export function useBindBusiness(appId: string, cId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bId: string) => bindBusiness(cId, bId),
    meta: { quiet: true },
    onSuccess: () =>
      client.invalidateQueries({ queryKey: releaseQueries.channel(appId, cId).queryKey }),
  });
}
