import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocTypeValue } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { assetApi, releaseKeys } from './calls';

/**
 * The four asset deletions: POST /vrmcsys/dvlper/deleteAppPic {appId, url} (icon, cover or a
 * screenshot), deleteAppVedio {vedioId} (a trailer and its cover), deleteVedioPic {vedioId}
 * (a trailer's cover), deleteAppDoc {appId, type}.
 */
export type AssetDeletion =
  | { kind: 'pic'; url: string }
  | { kind: 'vedio'; vedioId: string }
  | { kind: 'vedioPic'; vedioId: string }
  | { kind: 'doc'; type: DocTypeValue };

export function deleteAsset(appId: string, what: AssetDeletion) {
  switch (what.kind) {
    case 'pic':
      return callApi(assetApi.deleteAppPic, { appId, url: what.url });
    case 'vedio':
      return callApi(assetApi.deleteAppVedio, { vedioId: what.vedioId });
    case 'vedioPic':
      return callApi(assetApi.deleteVedioPic, { vedioId: what.vedioId });
    case 'doc':
      return callApi(assetApi.deleteAppDoc, { appId, type: what.type });
  }
}

export function useDeleteAsset(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (what: AssetDeletion) => deleteAsset(appId, what),
    onSuccess: () => client.invalidateQueries({ queryKey: releaseKeys.app(appId) }),
  });
}
