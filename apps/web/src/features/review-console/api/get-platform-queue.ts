import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, PlatformKind, platformReviewCalls } from '@vrportal/contract';
import { reviewQueries } from './keys';

/** The pending submissions of platform items and the pending count of each kind (getQueue). */
export type PlatformQueueAnswer = CallAnswer<typeof platformReviewCalls.getQueue>;
export type PlatformQueueItem = PlatformQueueAnswer['items'][number];

export function usePlatformQueue(kind: PlatformKind | null, page: number, enabled = true) {
  return useQuery({ ...reviewQueries.platformQueue(kind, page), enabled });
}
