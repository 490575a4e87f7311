import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reviewsApi } from './calls';
import { reviewsKeys } from './keys';

/** POST /vrmcsys/dvlper/reviews/deleteReply {appId, reviewId}: the store is told it is gone. */
export function deleteReviewReply(appId: string, reviewId: string) {
  return callApi(reviewsApi.reviewDeleteReply, { appId, reviewId });
}

export function useDeleteReviewReply(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => deleteReviewReply(appId, reviewId),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKeys.app(appId) }),
  });
}
