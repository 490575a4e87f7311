import { queryOptions } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { financeApi, financeReviewApi } from './calls';

/** The prefix of the finance review's keys: a decision refreshes its queue and profiles. */
export const financeKeys = {
  review: ['finance', 'review'] as const,
};

/** POST /vrmcsys/dvlper/getFinanceInfo {}: the caller's payment information and its status. */
export function getFinanceInfo(options?: CallOptions) {
  return callApi(financeApi.getFinanceInfo, {}, options);
}

/** POST /vrmcsys/admin/finance/getQueue {page}: payment profiles under review, oldest first. */
export function getFinanceQueue(page: number, options?: CallOptions) {
  return callApi(financeReviewApi.getFinanceQueue, { page }, options);
}

/** POST /vrmcsys/admin/finance/getProfile {accountId}: the latest version (masked) and the history. */
export function getFinanceProfile(accountId: string, options?: CallOptions) {
  return callApi(financeReviewApi.getFinanceProfile, { accountId }, options);
}

/** The queries of the payment information and its review, always asked again (staleTime 0). */
export const financeQueries = {
  /** the caller's payment information */
  info: () =>
    queryOptions({
      queryKey: ['finance', 'info'] as const,
      queryFn: ({ signal }) => getFinanceInfo({ signal }),
      staleTime: 0,
    }),
  /** a page of the profiles under review */
  queue: (page: number) =>
    queryOptions({
      queryKey: [...financeKeys.review, 'queue', page] as const,
      queryFn: ({ signal }) => getFinanceQueue(page, { signal }),
      staleTime: 0,
    }),
  /** a developer's profile (null: none chosen) */
  profile: (accountId: string | null) =>
    queryOptions({
      queryKey: [...financeKeys.review, 'profile', accountId] as const,
      queryFn: ({ signal }) => getFinanceProfile(accountId!, { signal }),
      enabled: accountId !== null,
      staleTime: 0,
    }),
};
