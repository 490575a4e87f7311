import { useInfiniteQuery } from '@tanstack/react-query';
import { limits } from '@vrportal/contract';
import type { appCalls, CallRequest } from '@vrportal/contract';
import { appApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { nextAppPage } from './get-owned-apps';
import { appKeys } from './keys';

/**
 * POST /vrmcsys/dvlper/searchOwnedApps {name, pkg, appId, cgy, status, page, psize, showDoodle}:
 * the super accounts' search over all apps.
 */
export type SearchOwnedAppsBody = CallRequest<typeof appCalls.searchOwnedApps>;
export type AppSearch = Omit<SearchOwnedAppsBody, 'page' | 'psize'>;

export function searchOwnedApps(body: SearchOwnedAppsBody, options?: CallOptions) {
  return callApi(appApi.searchOwnedApps, body, options);
}

/** Runs a search once one is given (null: no search yet, the plain list shows). */
export function useSearchOwnedApps(search: AppSearch | null) {
  return useInfiniteQuery({
    queryKey: appKeys.search(search),
    queryFn: ({ pageParam, signal }) =>
      searchOwnedApps({ ...search, page: pageParam, psize: limits.appPageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextAppPage(last, pages.length),
    enabled: search !== null,
  });
}
