import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { releaseApi } from './calls';
import { releaseKeys } from './keys';

/** POST /vrmcsys/dvlper/getAppChannelInfo {cId}: name, description and linked businesses. */
export function getAppChannelInfo(cId: string, options?: CallOptions) {
  return callApi(releaseApi.getAppChannelInfo, { cId }, options);
}

export function useAppChannelInfo(appId: string, cId: string) {
  return useQuery({
    queryKey: releaseKeys.channel(appId, cId),
    queryFn: ({ signal }) => getAppChannelInfo(cId, { signal }),
    meta: { quiet: true },
    staleTime: 0,
  });
}
