import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, ReviewQueue, reviewCalls } from '@vrportal/contract';
import { reviewApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** POST /vrmcsys/admin/review/getQueue {queue, page}: a queue's apps and every queue's count. */
export type QueueAnswer = CallAnswer<typeof reviewCalls.getReviewQueue>;
export type QueueItem = QueueAnswer['items'][number];

export function getReviewQueue(queue: ReviewQueue, page: number, options?: CallOptions) {
  return callApi(reviewApi.getReviewQueue, { queue, page }, options);
}

export function useReviewQueue(queue: ReviewQueue, page: number, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.queue(queue, page),
    queryFn: ({ signal }) => getReviewQueue(queue, page, { signal }),
    placeholderData: (previous) => previous,
    staleTime: 0,
    enabled,
  });
}
