import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, ReviewReportState, playerReviewConsoleCalls } from '@vrportal/contract';
import { reviewQueries } from './keys';

export type ReportedReviewsAnswer = CallAnswer<typeof playerReviewConsoleCalls.reportedReviews>;
export type ReportedReviewItem = ReportedReviewsAnswer['list'][number];

/** The page shows a failed load itself, with a retry. */
export function useReportedReviews(state: ReviewReportState, page: number) {
  return useQuery(reviewQueries.reportedReviews(state, page));
}
