import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  ErrorCode,
  datacenterPaths,
  errorText,
  vitalsPaths,
  type AgeAnswer,
  type CallRequest,
  type CrashType,
  type GenderAnswer,
  type buyersQuery,
  type JsonCallsOf,
  type datacenterCalls,
  type vitalsCalls,
} from '@vrportal/contract';
import type { z } from 'zod';
import { callRefs, datacenterApi, type CallRef } from '@/lib/api-calls';
import { ApiError, ClientErrorCode, callApi, isApiError, sessionHeaders } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';
import { currentLang } from '@/lib/lang';
import type { DayRange } from '../lib/range';

type Calls = JsonCallsOf<typeof datacenterCalls>;

/** The vitals calls of the data centre (vitalsCalls); the export is a file, see ./export. */
const vitalsApi = callRefs<typeof vitalsCalls>({
  vitalsOverview: vitalsPaths.overview,
  vitalsClusters: vitalsPaths.clusters,
  vitalsCluster: vitalsPaths.cluster,
});

/**
 * A refused figure shows its state in its own panel; the reason (errMsg, in the reader's
 * language) is also told once as a toast, however many panels it empties.
 */
async function toldOnce<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && !error.handled) {
      feedback.error(error.errMsg || error.message, `analytics-${error.errCode}`);
    }
    throw error;
  }
}

const rangeBody = (appId: string, range: DayRange) => ({
  appId,
  startTime: range.start,
  endTime: range.end,
});

/** The key of a figure of an app over a range; `extra`: what else the figure depends on. */
const figureKey = (name: string, appId: string, range: DayRange, extra: readonly unknown[]) =>
  ['analytics', name, appId, range.start, range.end, ...extra] as const;

/** A figure of an app over a range; a new range keeps the last figures on screen until it loads. */
function figure<T>(
  name: string,
  appId: string,
  range: DayRange,
  extra: readonly unknown[],
  load: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: figureKey(name, appId, range, extra),
    queryFn: ({ signal }) => toldOnce(() => load(signal)),
    // the previous figures of the same app stay while a new range loads, never another app's
    placeholderData: (previous, query) => (query?.queryKey[2] === appId ? previous : undefined),
    meta: { quiet: true },
    staleTime: 60_000,
  });
}

function post<N extends keyof Calls>(
  name: N,
  appId: string,
  range: DayRange,
  body: CallRequest<Calls[N]>,
  extra: readonly unknown[] = [],
) {
  const call = datacenterApi[name] as CallRef<Calls[N]>;
  return figure(name, appId, range, extra, (signal) => callApi(call, body, { signal }));
}

function isEnvelope(value: unknown): value is { errCode: number; errMsg: string; data: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { errCode?: unknown }).errCode === 'number'
  );
}

/**
 * The buyer figures are GET calls with the app and range in the query. An expired session is
 * left to the page's POST calls, which end it as every screen does.
 */
async function getBuyers<T>(
  path: string,
  query: z.input<typeof buyersQuery>,
  signal: AbortSignal,
): Promise<T> {
  const lang = currentLang();
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  let response: Response;
  try {
    response = await fetch(`${path}?${params.toString()}`, {
      method: 'GET',
      headers: sessionHeaders(),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal.aborted) throw error;
    const text = i18n.t('common:errors.network');
    throw new ApiError(ClientErrorCode.network, text, null, text, null, false);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401 || response.status === 403) {
    const text = errorText(ErrorCode.loginExpired, lang);
    throw new ApiError(ErrorCode.loginExpired, text, null, text, response.status, true);
  }
  if (!isEnvelope(payload)) {
    const text = errorText(ErrorCode.internal, lang);
    throw new ApiError(ClientErrorCode.http, text, null, text, response.status, false);
  }
  if (payload.errCode === ErrorCode.ok) return payload.data as T;
  throw new ApiError(
    payload.errCode,
    payload.errMsg,
    payload.data,
    errorText(payload.errCode, lang),
    response.status,
    payload.errCode === ErrorCode.loginExpired,
  );
}

/** The four day trends of the activity page. */
export type ActivityTrend =
  'appActiveNumTendency' | 'appIncreaseNumTendency' | 'apUseTimeTendency' | 'appStartTendency';

export interface ClusterFilter {
  versionCode?: number | undefined;
  type?: CrashType | undefined;
  page: number;
}

/**
 * The queries of the analytics screens: an app's figures over a range (a refusal is shown in
 * its panel and told once as a toast), the SKUs it sold, its vitals.
 */
export const analyticsQueries = {
  marketing: (appId: string, range: DayRange) =>
    post('appMarketing', appId, range, rangeBody(appId, range)),
  infoTendency: (appId: string, range: DayRange) =>
    post('appInfoTendency', appId, range, rangeBody(appId, range)),
  devNum: (appId: string, range: DayRange) =>
    post('dayAppDevNum', appId, range, rangeBody(appId, range)),
  activeData: (appId: string, range: DayRange) =>
    post('appActiveData', appId, range, rangeBody(appId, range)),
  activityTrend: (trend: ActivityTrend, appId: string, range: DayRange) =>
    post(trend, appId, range, rangeBody(appId, range)),
  addonAllIncome: (appId: string, range: DayRange) =>
    post('addonAllIncome', appId, range, rangeBody(appId, range)),
  /** the add-on sales of each day; `sku` '' for all add-ons together */
  addonTendency: (appId: string, range: DayRange, sku: string) =>
    post(
      'addonSaleTendency',
      appId,
      range,
      { ...rangeBody(appId, range), ...(sku ? { sku } : {}) },
      [sku],
    ),
  addonDetail: (appId: string, range: DayRange, page: number, size: number) =>
    post('addonDetailData', appId, range, { ...rangeBody(appId, range), page, size }, [page, size]),
  /** the SKUs an app has sold, for the trend's filter (not bound to the range) */
  addonSkus: (appId: string) =>
    queryOptions({
      queryKey: ['analytics', 'addonSkuList', appId] as const,
      queryFn: ({ signal }) =>
        toldOnce(() => callApi(datacenterApi.addonSkuList, { appId }, { signal })),
      meta: { quiet: true },
      staleTime: 60_000,
    }),
  buyerGender: (appId: string, range: DayRange) =>
    figure('appUserGender', appId, range, [], (signal) =>
      getBuyers<GenderAnswer>(
        datacenterPaths.appUserGender,
        { appId, startTime: range.start, endTime: range.end },
        signal,
      ),
    ),
  buyerAge: (appId: string, range: DayRange) =>
    figure('appUserAge', appId, range, [], (signal) =>
      getBuyers<AgeAnswer>(
        datacenterPaths.appUserAge,
        { appId, startTime: range.start, endTime: range.end },
        signal,
      ),
    ),
  /** crash and ANR rates per build and day of the range */
  vitalsOverview: (appId: string, range: DayRange) =>
    queryOptions({
      queryKey: figureKey('vitalsOverview', appId, range, []),
      queryFn: ({ signal }) =>
        callApi(vitalsApi.vitalsOverview, rangeBody(appId, range), { signal }),
      placeholderData: (previous, query) => (query?.queryKey[2] === appId ? previous : undefined),
      staleTime: 60_000,
    }),
  /** a page of the range's clusters, most reported first */
  vitalsClusters: (appId: string, range: DayRange, filter: ClusterFilter) =>
    queryOptions({
      queryKey: figureKey('vitalsClusters', appId, range, [
        filter.versionCode ?? null,
        filter.type ?? null,
        filter.page,
      ]),
      queryFn: ({ signal }) =>
        callApi(
          vitalsApi.vitalsClusters,
          {
            ...rangeBody(appId, range),
            page: filter.page,
            ...(filter.versionCode !== undefined ? { versionCode: filter.versionCode } : {}),
            ...(filter.type ? { type: filter.type } : {}),
          },
          { signal },
        ),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  /** one cluster (null: none open) with its sample stack, builds and device models */
  vitalsCluster: (appId: string, clusterId: string | null) =>
    queryOptions({
      queryKey: ['analytics', 'vitalsCluster', appId, clusterId ?? ''] as const,
      queryFn: ({ signal }) =>
        callApi(vitalsApi.vitalsCluster, { appId, clusterId: clusterId! }, { signal }),
      enabled: clusterId !== null,
      staleTime: 60_000,
    }),
};
