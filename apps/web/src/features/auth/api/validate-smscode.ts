import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/validateSmscode */
export type ValidateSmscodeBody = CallRequest<typeof accountCalls.validateSmscode>;

export function validateSmscode(body: ValidateSmscodeBody, options?: CallOptions) {
  return callApi(accountApi.validateSmscode, body, options);
}

/** The screen shows this call's errors itself. */
export function useValidateSmscode() {
  return useMutation({
    mutationFn: (body: ValidateSmscodeBody) => validateSmscode(body),
    meta: { quiet: true },
  });
}
