import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { playerReviewLimits } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { requestOf, type ReviewFilterValues } from '../lib/filters';
import { reviewsApi } from './calls';

/** The prefix of the reviews screen's keys: everything of an app (a reply or a report refreshes it). */
export const reviewsKeys = {
  app: (appId: string) => ['reviews', appId] as const,
};

const DAY_MS = 86_400_000;

/**
 * POST /vrmcsys/dvlper/reviews/list {appId, page, psize, rating?, language?, versionCode?,
 * replied?, q?}: a page of the app's reviews, newest first, and what the filters offer.
 */
export function reviewList(
  appId: string,
  filters: ReviewFilterValues,
  page: number,
  signal?: AbortSignal,
) {
  return callApi(
    reviewsApi.reviewList,
    { ...requestOf(appId, filters), page, psize: playerReviewLimits.pageSize },
    { signal },
  );
}

/**
 * POST /vrmcsys/dvlper/reviews/summary {appId, startTime, endTime} (epoch ms): the average,
 * count and histogram of the range, and the average per day and per version in the portal's zone.
 */
export function reviewSummary(appId: string, days: number, now: number, signal?: AbortSignal) {
  // the portal clock's offset may hold a half millisecond: the call takes whole ones
  const end = Math.round(now);
  return callApi(
    reviewsApi.reviewSummary,
    { appId, startTime: end - (days - 1) * DAY_MS, endTime: end },
    { signal },
  );
}

/** The queries of the reviews screen; it shows a failed load as its own state, not as a toast. */
export const reviewsQueries = {
  /** a page of the filtered reviews; the page on screen stays while the next one loads */
  list: (appId: string, filters: ReviewFilterValues, page: number) =>
    queryOptions({
      queryKey: [...reviewsKeys.app(appId), 'list', filters, page] as const,
      queryFn: ({ signal }) => reviewList(appId, filters, page, signal),
      placeholderData: keepPreviousData,
      meta: { quiet: true },
    }),
  /** the last `days` days up to the portal's now (`now` reads its clock when the call is made) */
  summary: (appId: string, days: number, now: () => number) =>
    queryOptions({
      queryKey: [...reviewsKeys.app(appId), 'summary', days] as const,
      queryFn: ({ signal }) => reviewSummary(appId, days, now(), signal),
      meta: { quiet: true },
    }),
};
