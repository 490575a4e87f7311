import { useQuery } from '@tanstack/react-query';
import {
  ErrorCode,
  datacenterPaths,
  errorText,
  type AgeAnswer,
  type CallRequest,
  type GenderAnswer,
  type buyersQuery,
  type JsonCallsOf,
  type datacenterCalls,
} from '@vrportal/contract';
import type { z } from 'zod';
import { datacenterApi, type CallRef } from '@/lib/api-calls';
import { ApiError, ClientErrorCode, callApi, isApiError, sessionHeaders } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';
import { currentLang } from '@/lib/lang';
import type { DayRange } from '../lib/range';
import { analyticsKeys } from './keys';

type Calls = JsonCallsOf<typeof datacenterCalls>;

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

/** The text a failed panel shows: the API's errMsg, else the client's localized message. */
export function failureText(error: unknown): string | null {
  if (isApiError(error)) return error.errMsg || error.message;
  return null;
}

const rangeBody = (appId: string, range: DayRange) => ({
  appId,
  startTime: range.start,
  endTime: range.end,
});

/** A figure of an app over a range; a new range keeps the last figures on screen until it loads. */
function useFigure<T>(
  name: string,
  appId: string,
  range: DayRange,
  extra: readonly unknown[],
  load: (signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: analyticsKeys.figure(name, appId, range, extra),
    queryFn: ({ signal }) => toldOnce(() => load(signal)),
    // the previous figures of the same app stay while a new range loads, never another app's
    placeholderData: (previous, query) => (query?.queryKey[2] === appId ? previous : undefined),
    meta: { quiet: true },
    staleTime: 60_000,
  });
}

function usePost<N extends keyof Calls>(
  name: N,
  appId: string,
  range: DayRange,
  body: CallRequest<Calls[N]>,
  extra: readonly unknown[] = [],
) {
  const call = datacenterApi[name] as CallRef<Calls[N]>;
  return useFigure(name, appId, range, extra, (signal) => callApi(call, body, { signal }));
}

export const useMarketing = (appId: string, range: DayRange) =>
  usePost('appMarketing', appId, range, rangeBody(appId, range));

export const useInfoTendency = (appId: string, range: DayRange) =>
  usePost('appInfoTendency', appId, range, rangeBody(appId, range));

export const useDevNum = (appId: string, range: DayRange) =>
  usePost('dayAppDevNum', appId, range, rangeBody(appId, range));

export const useActiveData = (appId: string, range: DayRange) =>
  usePost('appActiveData', appId, range, rangeBody(appId, range));

/** The four day trends of the activity page. */
export type ActivityTrend =
  'appActiveNumTendency' | 'appIncreaseNumTendency' | 'apUseTimeTendency' | 'appStartTendency';

export const useActivityTrend = (trend: ActivityTrend, appId: string, range: DayRange) =>
  usePost(trend, appId, range, rangeBody(appId, range));

export const useAddonAllIncome = (appId: string, range: DayRange) =>
  usePost('addonAllIncome', appId, range, rangeBody(appId, range));

/** The add-on sales of each day; `sku` '' for all add-ons together. */
export const useAddonTendency = (appId: string, range: DayRange, sku: string) =>
  usePost(
    'addonSaleTendency',
    appId,
    range,
    { ...rangeBody(appId, range), ...(sku ? { sku } : {}) },
    [sku],
  );

export const useAddonDetail = (appId: string, range: DayRange, page: number, size: number) =>
  usePost('addonDetailData', appId, range, { ...rangeBody(appId, range), page, size }, [
    page,
    size,
  ]);

/** The SKUs an app has sold, for the trend's filter (not bound to the range). */
export function useAddonSkus(appId: string) {
  return useQuery({
    queryKey: analyticsKeys.addonSkus(appId),
    queryFn: ({ signal }) =>
      toldOnce(() => callApi(datacenterApi.addonSkuList, { appId }, { signal })),
    meta: { quiet: true },
    staleTime: 60_000,
  });
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

export const useBuyerGender = (appId: string, range: DayRange) =>
  useFigure('appUserGender', appId, range, [], (signal) =>
    getBuyers<GenderAnswer>(
      datacenterPaths.appUserGender,
      { appId, startTime: range.start, endTime: range.end },
      signal,
    ),
  );

export const useBuyerAge = (appId: string, range: DayRange) =>
  useFigure('appUserAge', appId, range, [], (signal) =>
    getBuyers<AgeAnswer>(
      datacenterPaths.appUserAge,
      { appId, startTime: range.start, endTime: range.end },
      signal,
    ),
  );
