import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, ReviewQueue, reviewCalls } from '@vrportal/contract';
import { reviewQueries } from './keys';

/** A queue's apps and every queue's count (getReviewQueue). */
export type QueueAnswer = CallAnswer<typeof reviewCalls.getReviewQueue>;
export type QueueItem = QueueAnswer['items'][number];

export function useReviewQueue(queue: ReviewQueue, page: number, enabled = true) {
  return useQuery({ ...reviewQueries.queue(queue, page), enabled });
}
