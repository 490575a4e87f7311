import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, PlatformKind, platformReviewCalls } from '@vrportal/contract';
import { callApi, type CallOptions } from '@/lib/api-client';
import { platformReviewApi } from './platform-review-calls';
import { reviewKeys } from './keys';

/**
 * POST /vrmcsys/admin/platform/getQueue {kind?, page}: the pending submissions of platform items
 * (of one kind, or of every kind), oldest first, and the pending count of each kind.
 */
export type PlatformQueueAnswer = CallAnswer<typeof platformReviewCalls.getQueue>;
export type PlatformQueueItem = PlatformQueueAnswer['items'][number];

export function getPlatformQueue(kind: PlatformKind | null, page: number, options?: CallOptions) {
  return callApi(platformReviewApi.getQueue, { ...(kind ? { kind } : {}), page }, options);
}

export function usePlatformQueue(kind: PlatformKind | null, page: number, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.platformQueue(kind ?? 'all', page),
    queryFn: ({ signal }) => getPlatformQueue(kind, page, { signal }),
    placeholderData: (previous) => previous,
    staleTime: 0,
    enabled,
    // the page shows a failed load itself, with a retry
    meta: { quiet: true },
  });
}
