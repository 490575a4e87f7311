import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { releaseApi } from './calls';
import { releaseKeys } from './keys';

/** POST /vrmcsys/dvlper/getReleaseDiff {appId, cId?}: the draft build against the live one. */
export function getReleaseDiff(appId: string, cId: string, options?: CallOptions) {
  return callApi(releaseApi.getReleaseDiff, cId ? { appId, cId } : { appId }, options);
}

export function useReleaseDiff(appId: string, cId: string) {
  return useQuery({
    queryKey: releaseKeys.diff(appId, cId),
    queryFn: ({ signal }) => getReleaseDiff(appId, cId, { signal }),
    staleTime: 0,
  });
}
