// The review queue's page: the chosen queue's submissions and the counts of every queue.
import type { ReviewQueue } from '@vrportal/contract';
import { useState } from 'react';
import { useReviewQueue } from '../api/get-review-queue';

const PAGE_SIZE = 50;

export function useQueueView(queue: ReviewQueue, onQueue: (queue: ReviewQueue) => void) {
  const [page, setPage] = useState(1);
  const list = useReviewQueue(queue, page);
  const counts = list.data?.counts ?? {};
  const paging = { page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage };
  // another queue starts at its first page
  const chooseQueue = (key: string) => {
    setPage(1);
    onQueue(key as ReviewQueue);
  };
  return { list, counts, paging, chooseQueue };
}
