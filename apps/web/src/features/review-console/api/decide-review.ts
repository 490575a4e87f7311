import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, reviewCalls } from '@vrportal/contract';
import { reviewApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { reviewKeys } from './keys';

/**
 * POST /vrmcsys/admin/review/decide {appId, cId?, pass, items, note, log?}: passes or fails the stage
 * under way; answers the audit id and the new status.
 */
export type DecideReviewBody = CallRequest<typeof reviewCalls.decideReview>;

export function decideReview(body: DecideReviewBody, options?: CallOptions) {
  return callApi(reviewApi.decideReview, body, options);
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideReviewBody) => decideReview(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
