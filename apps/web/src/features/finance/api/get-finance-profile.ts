import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { financeReviewApi } from './calls';
import { financeKeys } from './keys';

/** POST /vrmcsys/admin/finance/getProfile {accountId}: the latest version (masked) and the history. */
export function getFinanceProfile(accountId: string, options?: CallOptions) {
  return callApi(financeReviewApi.getFinanceProfile, { accountId }, options);
}

export function useFinanceProfile(accountId: string | null) {
  return useQuery({
    queryKey: financeKeys.profile(accountId),
    queryFn: ({ signal }) => getFinanceProfile(accountId!, { signal }),
    enabled: accountId !== null,
    staleTime: 0,
  });
}
