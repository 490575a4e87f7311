import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/twoStep/verify: answers what the sign-in call would have answered. */
export type TwoStepVerifyBody = CallRequest<typeof accountCalls.twoStepVerify>;

export function twoStepVerify(body: TwoStepVerifyBody, options?: CallOptions) {
  return callApi(accountApi.twoStepVerify, body, options);
}

/** The screen shows this call's errors itself. */
export function useTwoStepVerify() {
  return useMutation({
    mutationFn: (body: TwoStepVerifyBody) => twoStepVerify(body),
    meta: { quiet: true },
  });
}
