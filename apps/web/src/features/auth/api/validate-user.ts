import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/validateUser */
export type ValidateUserBody = CallRequest<typeof accountCalls.validateUser>;

export function validateUser(body: ValidateUserBody, options?: CallOptions) {
  return callApi(accountApi.validateUser, body, options);
}

/** The screen shows this call's errors itself. */
export function useValidateUser() {
  return useMutation({
    mutationFn: (body: ValidateUserBody) => validateUser(body),
    meta: { quiet: true },
  });
}
