import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocTypeValue } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { assetApi } from './calls';
import { releaseKeys } from './keys';

/**
 * The four asset deletions: POST /vrmcsys/dvlper/deleteAppPic {appId, url, cId?} (icon, cover
 * or a screenshot), deleteAppVedio {vedioId} (a trailer and its cover), deleteVedioPic {vedioId}
 * (a trailer's cover), deleteAppDoc {appId, type, cId?}. `cId` names a channel's release: a
 * channel's deletion never touches the main store's assets.
 */
export type AssetDeletion =
  | { kind: 'pic'; url: string }
  | { kind: 'vedio'; vedioId: string }
  | { kind: 'vedioPic'; vedioId: string }
  | { kind: 'doc'; type: DocTypeValue };

export function deleteAsset(appId: string, cId: string, what: AssetDeletion) {
  const release = cId ? { cId } : {};
  switch (what.kind) {
    case 'pic':
      return callApi(assetApi.deleteAppPic, { appId, url: what.url, ...release });
    case 'vedio':
      return callApi(assetApi.deleteAppVedio, { vedioId: what.vedioId });
    case 'vedioPic':
      return callApi(assetApi.deleteVedioPic, { vedioId: what.vedioId });
    case 'doc':
      return callApi(assetApi.deleteAppDoc, { appId, type: what.type, ...release });
  }
}

export function useDeleteAsset(appId: string, cId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (what: AssetDeletion) => deleteAsset(appId, cId, what),
    onSuccess: () => client.invalidateQueries({ queryKey: releaseKeys.app(appId) }),
  });
}
