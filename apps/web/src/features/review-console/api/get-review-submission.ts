import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, reviewCalls } from '@vrportal/contract';
import { reviewQueries } from './keys';

/** An app's submission (getReviewSubmission): app, builds, checklist, audits, log. */
export type Submission = CallAnswer<typeof reviewCalls.getReviewSubmission>;

export function useReviewSubmission(appId: string, cId: string) {
  return useQuery(reviewQueries.submission(appId, cId));
}
