import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/pwdResetVerifyByMail */
export type PwdResetVerifyByMailBody = CallRequest<typeof accountCalls.pwdResetVerifyByMail>;

export function pwdResetVerifyByMail(body: PwdResetVerifyByMailBody, options?: CallOptions) {
  return callApi(accountApi.pwdResetVerifyByMail, body, options);
}

/** The screen shows this call's errors itself. */
export function usePwdResetVerifyByMail() {
  return useMutation({
    mutationFn: (body: PwdResetVerifyByMailBody) => pwdResetVerifyByMail(body),
    meta: { quiet: true },
  });
}
