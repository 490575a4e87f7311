import { useMutation } from '@tanstack/react-query';
import type { accountCalls, CallRequest } from '@vrportal/contract';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/account/reqSmscode */
export type ReqSmscodeBody = CallRequest<typeof accountCalls.reqSmscode>;

export function reqSmscode(body: ReqSmscodeBody, options?: CallOptions) {
  return callApi(accountApi.reqSmscode, body, options);
}

/** The screen shows this call's errors itself. */
export function useReqSmscode() {
  return useMutation({
    mutationFn: (body: ReqSmscodeBody) => reqSmscode(body),
    meta: { quiet: true },
  });
}
