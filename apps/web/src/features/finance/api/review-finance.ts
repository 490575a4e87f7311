import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, financeReviewCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { financeReviewApi } from './calls';
import { financeKeys } from './keys';

/** POST /vrmcsys/admin/finance/review {accountId, version, approve, reasons, note}. */
export type ReviewFinanceBody = CallRequest<typeof financeReviewCalls.reviewFinance>;

export function reviewFinance(body: ReviewFinanceBody) {
  return callApi(financeReviewApi.reviewFinance, body);
}

export function useReviewFinance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewFinance,
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.review }),
  });
}
