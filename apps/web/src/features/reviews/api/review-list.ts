import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallAnswer, playerReviewCalls } from '@vrportal/contract';
import { playerReviewLimits } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { requestOf, type ReviewFilterValues } from '../lib/filters';
import { reviewsApi } from './calls';
import { reviewsKeys } from './keys';

export type ReviewListAnswer = CallAnswer<typeof playerReviewCalls.reviewList>;
export type ReviewItem = ReviewListAnswer['list'][number];

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

/** The screen shows a failed load as its own state, not as a toast. */
export function useReviewList(appId: string, filters: ReviewFilterValues, page: number) {
  return useQuery({
    queryKey: reviewsKeys.list(appId, filters, page),
    queryFn: ({ signal }) => reviewList(appId, filters, page, signal),
    placeholderData: keepPreviousData,
    meta: { quiet: true },
  });
}
