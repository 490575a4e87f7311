import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { financeApi } from './calls';
import { financeKeys } from './keys';

/** POST /vrmcsys/dvlper/getFinanceInfo {}: the caller's payment information and its status. */
export function getFinanceInfo(options?: CallOptions) {
  return callApi(financeApi.getFinanceInfo, {}, options);
}

export function useFinanceInfo() {
  return useQuery({
    queryKey: financeKeys.info,
    queryFn: ({ signal }) => getFinanceInfo({ signal }),
    staleTime: 0,
  });
}
