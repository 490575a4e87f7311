import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, financeReviewCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { financeReviewApi } from './calls';
import { financeQueries } from './keys';

/** POST /vrmcsys/admin/finance/reveal {accountId, version, fields}: full values, logged. */
export type RevealFinanceBody = CallRequest<typeof financeReviewCalls.revealFinance>;

export function revealFinance(body: RevealFinanceBody) {
  return callApi(financeReviewApi.revealFinance, body);
}

/**
 * The values answered stay with the caller (the screen's state), never in the query cache; only
 * the profile's reveal log is updated there.
 */
export function useRevealFinance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revealFinance,
    onSuccess: (answer, body) =>
      client.setQueryData(financeQueries.profile(body.accountId).queryKey, (profile) =>
        profile ? { ...profile, reveals: answer.reveals } : profile,
      ),
  });
}
