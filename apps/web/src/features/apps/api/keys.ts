import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { limits } from '@vrportal/contract';
import type { appCalls, CallAnswer, CallRequest, notificationCalls } from '@vrportal/contract';
import { appApi, notificationApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { sharedKeys } from '@/lib/query-keys';

/** The prefix of every key of the app list and the app center: a release commit refreshes them. */
export const appKeys = {
  all: sharedKeys.apps,
};

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

/**
 * POST /vrmcsys/dvlper/searchOwnedApps {name, pkg, appId, cgy, status, page, psize, showDoodle}:
 * the super accounts' search over all apps.
 */
export type SearchOwnedAppsBody = CallRequest<typeof appCalls.searchOwnedApps>;
export type AppSearch = Omit<SearchOwnedAppsBody, 'page' | 'psize'>;

export function searchOwnedApps(body: SearchOwnedAppsBody, options?: CallOptions) {
  return callApi(appApi.searchOwnedApps, body, options);
}

/** POST /vrmcsys/dvlper/getAppDetailInfo {appId}: overview, App Secret, review steps. */
export function getAppDetailInfo(appId: string, options?: CallOptions) {
  return callApi(appApi.getAppDetailInfo, { appId }, options);
}

/** POST /vrmcsys/dvlper/getAppHistorys {appId}: the version history (data.apps). */
export function getAppHistorys(appId: string, options?: CallOptions) {
  return callApi(appApi.getAppHistorys, { appId }, options);
}

/**
 * POST /vrmcsys/dvlper/getAuditStandard {type, language}: the checklist reviewers use (2 manual
 * technical review, 3 content review), shown as the guideline documents of the app center.
 */
export type AuditStandardType = CallRequest<typeof notificationCalls.getAuditStandard>['type'];

export function getAuditStandard(type: AuditStandardType, options?: CallOptions) {
  return callApi(notificationApi.getAuditStandard, { type, language: currentLang() }, options);
}

/** POST /vrmcsys/appstore/getAppCfgInfo (header platForm = 0): categories and game modes. */
export function getAppCfgInfo(options?: CallOptions) {
  return callApi(appApi.getAppCfgInfo, {}, { ...options, headers: { platForm: '0' } });
}

/** The queries of the app list and the app center. */
export const appQueries = {
  /** the caller's apps, 50 a page */
  owned: () =>
    infiniteQueryOptions({
      queryKey: [...appKeys.all, 'owned'] as const,
      queryFn: ({ pageParam, signal }) =>
        getOwnedApps({ page: pageParam, psize: limits.appPageSize }, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextAppPage(last, pages.length),
    }),
  /** a search over all apps, run once one is given (null: no search yet, the plain list shows) */
  search: (search: AppSearch | null) =>
    infiniteQueryOptions({
      queryKey: [...appKeys.all, 'search', search] as const,
      queryFn: ({ pageParam, signal }) =>
        searchOwnedApps({ ...search, page: pageParam, psize: limits.appPageSize }, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextAppPage(last, pages.length),
      enabled: search !== null,
    }),
  /** an app's detail; the app center shows a missing or foreign app itself, not as a toast */
  detail: (appId: string | null) =>
    queryOptions({
      queryKey: sharedKeys.appDetail(appId),
      queryFn: ({ signal }) => getAppDetailInfo(appId!, { signal }),
      enabled: appId !== null,
      meta: { quiet: true },
      staleTime: 10_000,
    }),
  /** an app's version history */
  history: (appId: string | null) =>
    queryOptions({
      queryKey: [...appKeys.all, 'history', appId] as const,
      queryFn: ({ signal }) => getAppHistorys(appId!, { signal }),
      enabled: appId !== null,
    }),
  /** a guideline document (the reviewers' checklist of a review) */
  standard: (type: AuditStandardType | null) =>
    queryOptions({
      queryKey: [...appKeys.all, 'standard', type] as const,
      queryFn: ({ signal }) => getAuditStandard(type!, { signal }),
      enabled: type !== null,
      staleTime: Infinity,
    }),
  /** the categories and game modes of the search */
  cfg: () =>
    queryOptions({
      queryKey: [...appKeys.all, 'cfg'] as const,
      queryFn: ({ signal }) => getAppCfgInfo({ signal }),
      staleTime: Infinity,
    }),
};
