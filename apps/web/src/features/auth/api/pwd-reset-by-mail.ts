import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/pwdResetByMail */
export type PwdResetByMailBody = CallRequest<typeof accountCalls.pwdResetByMail>;

export function pwdResetByMail(body: PwdResetByMailBody, options?: CallOptions) {
  return callApi(accountApi.pwdResetByMail, body, options);
}

/** The screen shows this call's errors itself. */
export function usePwdResetByMail() {
  return useMutation({
    mutationFn: (body: PwdResetByMailBody) => pwdResetByMail(body),
    meta: { quiet: true },
  });
}
