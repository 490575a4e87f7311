import { queryOptions } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';

/** POST /vrmcsys/account/registerVerifyByMail: confirms an e-mail address from the mailed link. */
export type RegisterVerifyByMailBody = CallRequest<typeof accountCalls.registerVerifyByMail>;

export function registerVerifyByMail(body: RegisterVerifyByMailBody) {
  return callApi(accountApi.registerVerifyByMail, body);
}

/** POST /vrmcsys/account/reqDvlperCheck: 2 approved developer, 1 under review, else none. */
export function reqDvlperCheck() {
  return callApi(accountApi.reqDvlperCheck, {});
}

/** The queries of the sign-in and account screens. */
export const authQueries = {
  /**
   * The confirmation of a mailed link (null: no valid link), run once per link: a second render
   * or StrictMode does not confirm twice.
   */
  registerVerifyByMail: (body: RegisterVerifyByMailBody | null) =>
    queryOptions({
      queryKey: ['account', 'registerVerifyByMail', body?.email, body?.code] as const,
      queryFn: () => registerVerifyByMail(body as RegisterVerifyByMailBody),
      enabled: body !== null,
      retry: false,
      staleTime: Infinity,
      gcTime: Infinity,
      meta: { quiet: true },
    }),
  /** whether the account is a developer, under review or neither */
  dvlperCheck: () =>
    queryOptions({
      queryKey: ['account', 'reqDvlperCheck'] as const,
      queryFn: reqDvlperCheck,
      staleTime: 0,
    }),
};
