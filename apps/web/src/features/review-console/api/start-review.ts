import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { reviewKeys } from './keys';

/**
 * POST /vrmcsys/admin/review/start {appId, cId?}: takes a queued stage (4, 7, 10) of the app or of
 * its channel release `cId`; answers the status.
 */
export function startReview(target: { appId: string; cId: string }, options?: CallOptions) {
  const { appId, cId } = target;
  return callApi(reviewApi.startReview, { appId, ...(cId ? { cId } : {}) }, options);
}

/** Every review change refreshes the queues and the submission. */
export function useStartReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { appId: string; cId: string }) => startReview(target),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
