import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/loginDvlper */
export type LoginDvlperBody = CallRequest<typeof accountCalls.loginDvlper>;

export function loginDvlper(body: LoginDvlperBody, options?: CallOptions) {
  return callApi(accountApi.loginDvlper, body, options);
}

/** The screen shows this call's errors itself. */
export function useLoginDvlper() {
  return useMutation({
    mutationFn: (body: LoginDvlperBody) => loginDvlper(body),
    meta: { quiet: true },
  });
}
