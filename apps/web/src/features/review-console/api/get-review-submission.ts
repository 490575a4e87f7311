import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, reviewCalls } from '@vrportal/contract';
import { reviewApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';

/** POST /vrmcsys/admin/review/getSubmission {appId}: app, builds, checklist, audits, log. */
export type Submission = CallAnswer<typeof reviewCalls.getReviewSubmission>;

export function getReviewSubmission(appId: string, options?: CallOptions) {
  return callApi(reviewApi.getReviewSubmission, { appId }, options);
}

export function useReviewSubmission(appId: string) {
  return useQuery({
    queryKey: ['review', 'submission', appId],
    queryFn: ({ signal }) => getReviewSubmission(appId, { signal }),
    staleTime: 0,
    meta: { quiet: true },
  });
}
