import { useQuery } from '@tanstack/react-query';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { authKeys } from './keys';

/** POST /vrmcsys/account/reqDvlperCheck: 2 approved developer, 1 under review, else none. */
export function reqDvlperCheck() {
  return callApi(accountApi.reqDvlperCheck, {});
}

export function useDvlperCheck() {
  return useQuery({
    queryKey: authKeys.reqDvlperCheck,
    queryFn: reqDvlperCheck,
    staleTime: 0,
  });
}
