import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, reviewCalls } from '@vrportal/contract';
import { reviewApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { reviewKeys } from './keys';

/**
 * POST /vrmcsys/admin/review/getSubmission {appId, cId?}: app, builds, checklist, audits, log;
 * with cId, of that business channel's release.
 */
export type Submission = CallAnswer<typeof reviewCalls.getReviewSubmission>;

export function getReviewSubmission(appId: string, cId: string, options?: CallOptions) {
  return callApi(reviewApi.getReviewSubmission, { appId, ...(cId ? { cId } : {}) }, options);
}

export function useReviewSubmission(appId: string, cId: string) {
  return useQuery({
    queryKey: reviewKeys.submission(appId, cId),
    queryFn: ({ signal }) => getReviewSubmission(appId, cId, { signal }),
    staleTime: 0,
    meta: { quiet: true },
  });
}
