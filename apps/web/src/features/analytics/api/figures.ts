import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import type { DayRange } from '../lib/range';
import { analyticsQueries, type ActivityTrend } from './keys';

/** The text a failed panel shows: the API's errMsg, else the client's localized message. */
export function failureText(error: unknown): string | null {
  if (isApiError(error)) return error.errMsg || error.message;
  return null;
}

export const useMarketing = (appId: string, range: DayRange) =>
  useQuery(analyticsQueries.marketing(appId, range));

export const useInfoTendency = (appId: string, range: DayRange) =>
  useQuery(analyticsQueries.infoTendency(appId, range));

export const useDevNum = (appId: string, range: DayRange) =>
  useQuery(analyticsQueries.devNum(appId, range));

export const useActiveData = (appId: string, range: DayRange) =>
  useQuery(analyticsQueries.activeData(appId, range));

export const useActivityTrend = (trend: ActivityTrend, appId: string, range: DayRange) =>
  useQuery(analyticsQueries.activityTrend(trend, appId, range));

export const useAddonAllIncome = (appId: string, range: DayRange) =>
  useQuery(analyticsQueries.addonAllIncome(appId, range));

/** The add-on sales of each day; `sku` '' for all add-ons together. */
export const useAddonTendency = (appId: string, range: DayRange, sku: string) =>
  useQuery(analyticsQueries.addonTendency(appId, range, sku));

export const useAddonDetail = (appId: string, range: DayRange, page: number, size: number) =>
  useQuery(analyticsQueries.addonDetail(appId, range, page, size));

/** The SKUs an app has sold, for the trend's filter (not bound to the range). */
export const useAddonSkus = (appId: string) => useQuery(analyticsQueries.addonSkus(appId));

export const useBuyerGender = (appId: string, range: DayRange) =>
  useQuery(analyticsQueries.buyerGender(appId, range));

export const useBuyerAge = (appId: string, range: DayRange) =>
  useQuery(analyticsQueries.buyerAge(appId, range));
