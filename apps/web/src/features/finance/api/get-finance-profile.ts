import { useQuery } from '@tanstack/react-query';
import { financeQueries } from './keys';

export function useFinanceProfile(accountId: string | null) {
  return useQuery(financeQueries.profile(accountId));
}
