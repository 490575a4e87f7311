import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewReportDecision } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { playerReviewConsoleApi } from './player-review-calls';
import { reviewKeys } from './keys';

/**
 * POST /vrmcsys/admin/reviews/decide {reportId, decision}: keep the review shown or hide it
 * from the store; 10744 when another reviewer decided it first. Either way the lists reload.
 */
export function decideReportedReview(reportId: string, decision: ReviewReportDecision) {
  return callApi(playerReviewConsoleApi.decideReportedReview, { reportId, decision });
}

export function useDecideReportedReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, decision }: { reportId: string; decision: ReviewReportDecision }) =>
      decideReportedReview(reportId, decision),
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.reportedReviews }),
  });
}
