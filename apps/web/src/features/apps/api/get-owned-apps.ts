import { useInfiniteQuery } from '@tanstack/react-query';
import { limits } from '@vrportal/contract';
import type { appCalls, CallAnswer, CallRequest } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { appKeys } from './keys';

/** POST /vrmcsys/dvlper/getOwnedApps {page, psize}: one page of the caller's apps. */
export type GetOwnedAppsBody = CallRequest<typeof appCalls.getOwnedApps>;
export type AppListAnswer = CallAnswer<typeof appCalls.getOwnedApps>;

export function getOwnedApps(body: GetOwnedAppsBody, options?: CallOptions) {
  return callApi(appApi.getOwnedApps, body, options);
}

/** The next page to load: another page exists while a page comes back full (50 apps). */
export function nextAppPage(last: AppListAnswer, loaded: number): number | undefined {
  return last.apps.length >= limits.appPageSize ? loaded + 1 : undefined;
}

export function useOwnedApps(enabled = true) {
  return useInfiniteQuery({
    queryKey: appKeys.owned,
    queryFn: ({ pageParam, signal }) =>
      getOwnedApps({ page: pageParam, psize: limits.appPageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextAppPage(last, pages.length),
    enabled,
  });
}
