import { useQuery } from '@tanstack/react-query';
import { financeQueries } from './keys';

export function useFinanceInfo() {
  return useQuery(financeQueries.info());
}
