import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { assetApi } from './calls';
import { releaseKeys } from './keys';

/**
 * POST /vrmcsys/dvlper/getAppAssets {appId, cId?}: icon, cover, screenshots, trailers, documents
 * of the main store's release, or of a channel's (each release owns its assets).
 */
export function getAppAssets(appId: string, cId: string, options?: CallOptions) {
  return callApi(assetApi.getAppAssets, { appId, ...(cId ? { cId } : {}) }, options);
}

export function useAppAssets(appId: string, cId: string) {
  return useQuery({
    queryKey: releaseKeys.assets(appId, cId),
    queryFn: ({ signal }) => getAppAssets(appId, cId, { signal }),
    staleTime: 0,
  });
}
