import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, playerReviewCalls } from '@vrportal/contract';
import type { ReviewFilterValues } from '../lib/filters';
import { reviewsQueries } from './keys';

export type ReviewListAnswer = CallAnswer<typeof playerReviewCalls.reviewList>;
export type ReviewItem = ReviewListAnswer['list'][number];

/** The screen shows a failed load as its own state, not as a toast. */
export function useReviewList(appId: string, filters: ReviewFilterValues, page: number) {
  return useQuery(reviewsQueries.list(appId, filters, page));
}
