import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/loginDvlperByMail */
export type LoginDvlperByMailBody = CallRequest<typeof accountCalls.loginDvlperByMail>;

export function loginDvlperByMail(body: LoginDvlperByMailBody, options?: CallOptions) {
  return callApi(accountApi.loginDvlperByMail, body, options);
}

/** The screen shows this call's errors itself. */
export function useLoginDvlperByMail() {
  return useMutation({
    mutationFn: (body: LoginDvlperByMailBody) => loginDvlperByMail(body),
    meta: { quiet: true },
  });
}
