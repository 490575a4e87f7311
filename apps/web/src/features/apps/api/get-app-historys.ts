import { useQuery } from '@tanstack/react-query';
import type { appCalls, CallAnswer } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { appKeys } from './keys';

/** POST /vrmcsys/dvlper/getAppHistorys {appId}: the version history (data.apps). */
export type VersionItem = CallAnswer<typeof appCalls.getAppHistorys>['apps'][number];

export function getAppHistorys(appId: string, options?: CallOptions) {
  return callApi(appApi.getAppHistorys, { appId }, options);
}

export function useAppHistorys(appId: string | null) {
  return useQuery({
    queryKey: appKeys.history(appId),
    queryFn: ({ signal }) => getAppHistorys(appId!, { signal }),
    enabled: appId !== null,
  });
}
