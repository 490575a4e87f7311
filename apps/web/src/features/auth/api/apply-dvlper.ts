import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/applyDvlper */
export type ApplyDvlperBody = CallRequest<typeof accountCalls.applyDvlper>;

export function applyDvlper(body: ApplyDvlperBody, options?: CallOptions) {
  return callApi(accountApi.applyDvlper, body, options);
}

/** The screen shows this call's errors itself. */
export function useApplyDvlper() {
  return useMutation({
    mutationFn: (body: ApplyDvlperBody) => applyDvlper(body),
    meta: { quiet: true },
  });
}
