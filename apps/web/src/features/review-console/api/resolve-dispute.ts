import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, billReviewCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { billReviewApi } from './bill-review-calls';
import { reviewKeys } from './keys';

/**
 * POST /vrmcsys/admin/bills/resolveDispute: {id, decision: 'uphold', note} keeps the bill, or
 * {id, decision: 'correct', note, adjustments} replaces it by a corrected bill sent at once;
 * answers {bill, corrected}. 10568 when the dispute is no longer open.
 */
export type ResolveDisputeBody = CallRequest<typeof billReviewCalls.resolveDispute>;

export function resolveDispute(body: ResolveDisputeBody) {
  return callApi(billReviewApi.resolveDispute, body);
}

/** Its errors are shown as toasts in the caller's language; either way the list reloads. */
export function useResolveDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.disputes }),
  });
}
