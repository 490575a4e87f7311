import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, playerReviewCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { reviewsApi } from './calls';
import { reviewsKeys } from './keys';

export type ReviewSummary = CallAnswer<typeof playerReviewCalls.reviewSummary>;

const DAY_MS = 86_400_000;

/**
 * POST /vrmcsys/dvlper/reviews/summary {appId, startTime, endTime} (epoch ms): the average,
 * count and histogram of the range, and the average per day and per version in the portal's zone.
 */
export function reviewSummary(appId: string, days: number, now: number, signal?: AbortSignal) {
  // the portal clock's offset may hold a half millisecond: the call takes whole ones
  const end = Math.round(now);
  return callApi(
    reviewsApi.reviewSummary,
    { appId, startTime: end - (days - 1) * DAY_MS, endTime: end },
    { signal },
  );
}

/** The last `days` days up to the portal's now (`now` reads its clock). */
export function useReviewSummary(appId: string, days: number, now: () => number) {
  return useQuery({
    queryKey: reviewsKeys.summary(appId, days),
    queryFn: ({ signal }) => reviewSummary(appId, days, now(), signal),
    meta: { quiet: true },
  });
}
