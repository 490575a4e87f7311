import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/admin/review/start {appId}: takes a queued stage (4, 7, 10); answers the status. */
export function startReview(appId: string, options?: CallOptions) {
  return callApi(reviewApi.startReview, { appId }, options);
}

/** Every review change refreshes the queues and the submission. */
export function useStartReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appId: string) => startReview(appId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
}
