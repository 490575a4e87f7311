import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';

/**
 * POST /vrmcsys/account/twoStep/confirm {challenge, code}: the second step again, for the
 * challenge of a sensitive change that answered 10070; answers until when changes go through.
 */
export type TwoStepConfirmBody = CallRequest<typeof accountCalls.twoStepConfirm>;

/** The window shows this call's errors itself. */
export function useTwoStepConfirm() {
  return useMutation({
    mutationFn: (body: TwoStepConfirmBody) => callApi(accountApi.twoStepConfirm, body),
    meta: { quiet: true },
  });
}
