import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reviewsApi } from './calls';
import { reviewsKeys } from './keys';

/** POST /vrmcsys/dvlper/reviews/reply {appId, reviewId, text}: writes or edits the reply. */
export function replyToReview(appId: string, reviewId: string, text: string) {
  return callApi(reviewsApi.reviewReply, { appId, reviewId, text });
}

/** A refusal is told as any call's, in the reader's language. */
export function useReplyToReview(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      replyToReview(appId, reviewId, text),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKeys.app(appId) }),
  });
}
