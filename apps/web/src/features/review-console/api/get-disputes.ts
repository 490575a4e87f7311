import { useQuery } from '@tanstack/react-query';
import { billLimits, type CallAnswer, type billReviewCalls } from '@vrportal/contract';
import { reviewQueries } from './keys';

/** The disputes waiting for a decision (getDisputes), oldest first, 10 a page. */
export type DisputesAnswer = CallAnswer<typeof billReviewCalls.getDisputes>;
export type Dispute = DisputesAnswer['list'][number];

export const DISPUTE_PAGE_SIZE = billLimits.disputePageSize;

export function useDisputes(page: number, enabled: boolean) {
  return useQuery({ ...reviewQueries.disputes(page), enabled });
}
