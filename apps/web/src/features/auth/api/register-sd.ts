import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/registerSd */
export type RegisterSdBody = CallRequest<typeof accountCalls.registerSd>;

export function registerSd(body: RegisterSdBody, options?: CallOptions) {
  return callApi(accountApi.registerSd, body, options);
}

/** The screen shows this call's errors itself. */
export function useRegisterSd() {
  return useMutation({
    mutationFn: (body: RegisterSdBody) => registerSd(body),
    meta: { quiet: true },
  });
}
