import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { financeApi } from './calls';

/** POST /vrmcsys/dvlper/getFinanceInfo {}: the caller's payment information and its status. */
export function getFinanceInfo(options?: CallOptions) {
  return callApi(financeApi.getFinanceInfo, {}, options);
}

export const financeInfoKey = ['finance', 'info'] as const;

export function useFinanceInfo() {
  return useQuery({
    queryKey: financeInfoKey,
    queryFn: ({ signal }) => getFinanceInfo({ signal }),
    staleTime: 0,
  });
}
