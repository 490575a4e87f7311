import { useQuery } from '@tanstack/react-query';
import type { appCalls, CallAnswer } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { appKeys } from './keys';

/** POST /vrmcsys/dvlper/getAppDetailInfo {appId}: overview, App Secret, review steps. */
export type AppDetail = CallAnswer<typeof appCalls.getAppDetailInfo>;

export function getAppDetailInfo(appId: string, options?: CallOptions) {
  return callApi(appApi.getAppDetailInfo, { appId }, options);
}

/** The app center shows a missing or foreign app as its own state, not as a toast. */
export function useAppDetailInfo(appId: string | null) {
  return useQuery({
    queryKey: appKeys.detail(appId),
    queryFn: ({ signal }) => getAppDetailInfo(appId!, { signal }),
    enabled: appId !== null,
    meta: { quiet: true },
    staleTime: 10_000,
  });
}
