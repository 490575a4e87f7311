import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, platformReviewCalls } from '@vrportal/contract';
import { reviewQueries } from './keys';

/** A platform submission (getSubmission) with its checklist ids and submitted items. */
export type PlatformSubmission = CallAnswer<typeof platformReviewCalls.getSubmission>;

export function usePlatformSubmission(auditId: string) {
  return useQuery(reviewQueries.platformSubmission(auditId));
}
