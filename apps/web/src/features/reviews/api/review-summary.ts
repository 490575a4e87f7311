import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, playerReviewCalls } from '@vrportal/contract';
import { reviewsQueries } from './keys';

export type ReviewSummary = CallAnswer<typeof playerReviewCalls.reviewSummary>;

/** The last `days` days up to the portal's now (`now` reads its clock). */
export function useReviewSummary(appId: string, days: number, now: () => number) {
  return useQuery(reviewsQueries.summary(appId, days, now));
}
