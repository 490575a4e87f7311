import { useQuery } from '@tanstack/react-query';
import { financeLimits } from '@vrportal/contract';
import { callApi, type CallOptions } from '@/lib/api-client';
import { financeReviewApi } from './calls';
import { financeKeys } from './keys';

/** POST /vrmcsys/admin/finance/getQueue {page}: payment profiles under review, oldest first. */
export function getFinanceQueue(page: number, options?: CallOptions) {
  return callApi(financeReviewApi.getFinanceQueue, { page }, options);
}

export const FINANCE_QUEUE_PAGE = financeLimits.reviewQueuePage;

export function useFinanceQueue(page: number, enabled: boolean) {
  return useQuery({
    queryKey: financeKeys.queue(page),
    queryFn: ({ signal }) => getFinanceQueue(page, { signal }),
    enabled,
    staleTime: 0,
  });
}
