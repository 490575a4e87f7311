import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/registerMail */
export type RegisterMailBody = CallRequest<typeof accountCalls.registerMail>;

export function registerMail(body: RegisterMailBody, options?: CallOptions) {
  return callApi(accountApi.registerMail, body, options);
}

/** The screen shows this call's errors itself. */
export function useRegisterMail() {
  return useMutation({
    mutationFn: (body: RegisterMailBody) => registerMail(body),
    meta: { quiet: true },
  });
}
