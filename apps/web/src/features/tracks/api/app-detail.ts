import { useQuery } from '@tanstack/react-query';
import { appApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/**
 * POST /vrmcsys/dvlper/getAppDetailInfo {appId}: the app's package (an uploaded APK must be of
 * it) and its live build, read from the same cache entry as the app center's.
 */
export function appDetail(appId: string, signal?: AbortSignal) {
  return callApi(appApi.getAppDetailInfo, { appId }, { signal });
}

export function useAppDetail(appId: string) {
  return useQuery({
    queryKey: sharedKeys.appDetail(appId),
    queryFn: ({ signal }) => appDetail(appId, signal),
    meta: { quiet: true },
  });
}
