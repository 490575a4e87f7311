import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { assetApi, releaseKeys } from './calls';

/** POST /vrmcsys/dvlper/getAppAssets {appId}: icon, cover, screenshots, trailers, documents. */
export function getAppAssets(appId: string, options?: CallOptions) {
  return callApi(assetApi.getAppAssets, { appId }, options);
}

export function useAppAssets(appId: string) {
  return useQuery({
    queryKey: releaseKeys.assets(appId),
    queryFn: ({ signal }) => getAppAssets(appId, { signal }),
    staleTime: 0,
  });
}
