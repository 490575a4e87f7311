import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallAnswer, ReviewReportState, playerReviewConsoleCalls } from '@vrportal/contract';
import { callApi, type CallOptions } from '@/lib/api-client';
import { playerReviewConsoleApi } from './player-review-calls';
import { reviewKeys } from './keys';

export type ReportedReviewsAnswer = CallAnswer<typeof playerReviewConsoleCalls.reportedReviews>;
export type ReportedReviewItem = ReportedReviewsAnswer['list'][number];

/**
 * POST /vrmcsys/admin/reviews/reported {page, state}: the reviews studios reported, waiting
 * ones oldest first, decided ones newest first.
 */
export function getReportedReviews(state: ReviewReportState, page: number, options?: CallOptions) {
  return callApi(playerReviewConsoleApi.reportedReviews, { state, page }, options);
}

/** The page shows a failed load itself, with a retry. */
export function useReportedReviews(state: ReviewReportState, page: number) {
  return useQuery({
    queryKey: reviewKeys.reportedReviewList(state, page),
    queryFn: ({ signal }) => getReportedReviews(state, page, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { quiet: true },
  });
}
