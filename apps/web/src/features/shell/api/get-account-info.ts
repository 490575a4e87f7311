import { useQuery } from '@tanstack/react-query';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { shellKeys } from './keys';

/** POST /vrmcsys/account/getAccountInfo: the signed-in account and its developer status. */
export function getAccountInfo(options?: CallOptions) {
  return callApi(accountApi.getAccountInfo, {}, options);
}

export function useAccountInfo(enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.accountInfo,
    queryFn: ({ signal }) => getAccountInfo({ signal }),
    enabled,
    staleTime: 60_000,
  });
}
