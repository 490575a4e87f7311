import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/modifyPwd */
export type ModifyPwdBody = CallRequest<typeof accountCalls.modifyPwd>;

export function modifyPwd(body: ModifyPwdBody, options?: CallOptions) {
  return callApi(accountApi.modifyPwd, body, options);
}

/** The screen shows this call's errors itself. */
export function useModifyPwd() {
  return useMutation({
    mutationFn: (body: ModifyPwdBody) => modifyPwd(body),
    meta: { quiet: true },
  });
}
