import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { financeReviewApi } from './calls';

/** POST /vrmcsys/admin/finance/getQueue {page}: payment profiles under review, oldest first. */
export function getFinanceQueue(page: number, options?: CallOptions) {
  return callApi(financeReviewApi.getFinanceQueue, { page }, options);
}

export function useFinanceQueue(page = 1) {
  return useQuery({
    queryKey: ['finance', 'review', 'queue', page],
    queryFn: ({ signal }) => getFinanceQueue(page, { signal }),
    staleTime: 0,
  });
}
