import { useQuery } from '@tanstack/react-query';
import { financeLimits } from '@vrportal/contract';
import { financeQueries } from './keys';

export const FINANCE_QUEUE_PAGE = financeLimits.reviewQueuePage;

export function useFinanceQueue(page: number, enabled: boolean) {
  return useQuery({ ...financeQueries.queue(page), enabled });
}
