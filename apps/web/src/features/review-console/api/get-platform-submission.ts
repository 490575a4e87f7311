import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, platformReviewCalls } from '@vrportal/contract';
import { callApi, type CallOptions } from '@/lib/api-client';
import { platformReviewApi } from './platform-review-calls';
import { reviewKeys } from './keys';

/**
 * POST /vrmcsys/admin/platform/getSubmission {auditId}: the submission, the checklist ids of its
 * kind and the submitted items in the array of their kind.
 */
export type PlatformSubmission = CallAnswer<typeof platformReviewCalls.getSubmission>;

export function getPlatformSubmission(auditId: string, options?: CallOptions) {
  return callApi(platformReviewApi.getSubmission, { auditId }, options);
}

export function usePlatformSubmission(auditId: string) {
  return useQuery({
    queryKey: reviewKeys.platformSubmission(auditId),
    queryFn: ({ signal }) => getPlatformSubmission(auditId, { signal }),
    staleTime: 0,
    // a missing submission is shown by the view itself
    meta: { quiet: true },
  });
}
