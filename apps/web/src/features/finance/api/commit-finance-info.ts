import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, financeCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { financeApi } from './calls';
import { financeQueries } from './keys';

/** POST /vrmcsys/dvlper/commitFinanceInfo: every field plus ownerName; 10500 names the fields at fault. */
export type CommitFinanceInfoBody = CallRequest<typeof financeCalls.commitFinanceInfo>;

export function commitFinanceInfo(body: CommitFinanceInfoBody) {
  return callApi(financeApi.commitFinanceInfo, body);
}

/** The screen shows this call's errors itself (10500 marks the fields). */
export function useCommitFinanceInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: commitFinanceInfo,
    meta: { quiet: true },
    onSuccess: () => client.invalidateQueries({ queryKey: financeQueries.info().queryKey }),
  });
}
