import { useQuery } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { authKeys } from './keys';

/** POST /vrmcsys/account/registerVerifyByMail: confirms an e-mail address from the mailed link. */
export type RegisterVerifyByMailBody = CallRequest<typeof accountCalls.registerVerifyByMail>;

export function registerVerifyByMail(body: RegisterVerifyByMailBody) {
  return callApi(accountApi.registerVerifyByMail, body);
}

/** Runs once per link (a second render or StrictMode does not confirm twice). */
export function useRegisterVerifyByMail(body: RegisterVerifyByMailBody | null) {
  return useQuery({
    queryKey: authKeys.registerVerifyByMail(body?.email, body?.code),
    queryFn: () => registerVerifyByMail(body as RegisterVerifyByMailBody),
    enabled: body !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { quiet: true },
  });
}
