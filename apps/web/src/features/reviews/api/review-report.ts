import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reviewsApi } from './calls';
import { reviewsKeys } from './keys';

/** POST /vrmcsys/dvlper/reviews/report {appId, reviewId, reason}: to the review console, once. */
export function reportReview(appId: string, reviewId: string, reason: string) {
  return callApi(reviewsApi.reviewReport, { appId, reviewId, reason });
}

/** A refusal is told as any call's, in the reader's language. */
export function useReportReview(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      reportReview(appId, reviewId, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKeys.app(appId) }),
  });
}
