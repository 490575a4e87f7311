import { useQuery } from '@tanstack/react-query';
import { billLimits, type CallAnswer, type billReviewCalls } from '@vrportal/contract';
import { callApi, type CallOptions } from '@/lib/api-client';
import { billReviewApi } from './bill-review-calls';
import { reviewKeys } from './keys';

/**
 * POST /vrmcsys/admin/bills/getDisputes {page}: the disputes waiting for a decision, oldest
 * first, 10 a page, with the developer's account and when they disputed.
 */
export type DisputesAnswer = CallAnswer<typeof billReviewCalls.getDisputes>;
export type Dispute = DisputesAnswer['list'][number];

export const DISPUTE_PAGE_SIZE = billLimits.disputePageSize;

export function getDisputes(page: number, options?: CallOptions) {
  return callApi(billReviewApi.getDisputes, { page }, options);
}

export function useDisputes(page: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.disputeList(page),
    queryFn: ({ signal }) => getDisputes(page, { signal }),
    placeholderData: (previous) => previous,
    staleTime: 0,
    enabled,
    // the page shows a failed load itself, with a retry
    meta: { quiet: true },
  });
}
