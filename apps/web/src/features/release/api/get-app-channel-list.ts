import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { releaseApi } from './calls';
import { releaseKeys } from './keys';

/** POST /vrmcsys/dvlper/getAppChannelList {appId}: the main store (toc) and business channels (tob). */
export function getAppChannelList(appId: string, options?: CallOptions) {
  return callApi(releaseApi.getAppChannelList, { appId }, options);
}

export function useAppChannelList(appId: string) {
  return useQuery({
    queryKey: releaseKeys.channels(appId),
    queryFn: ({ signal }) => getAppChannelList(appId, { signal }),
    meta: { quiet: true },
    staleTime: 0,
  });
}
