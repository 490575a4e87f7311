import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PlatformKind, ReviewQueue, ReviewReportState } from '@vrportal/contract';
import { reviewApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { billReviewApi } from './bill-review-calls';
import { platformReviewApi } from './platform-review-calls';
import { playerReviewConsoleApi } from './player-review-calls';

/** The prefixes of the review console's keys; a decision refreshes everything under its root. */
export const reviewKeys = {
  all: ['review'] as const,
  platform: ['review', 'platform'] as const,
  disputes: ['review', 'bill-disputes'] as const,
  reportedReviews: ['review', 'player-reviews'] as const,
};

/** POST /vrmcsys/admin/review/getQueue {queue, page}: a queue's apps and every queue's count. */
export function getReviewQueue(queue: ReviewQueue, page: number, options?: CallOptions) {
  return callApi(reviewApi.getReviewQueue, { queue, page }, options);
}

/**
 * POST /vrmcsys/admin/review/getSubmission {appId, cId?}: app, builds, checklist, audits, log;
 * with cId, of that business channel's release.
 */
export function getReviewSubmission(appId: string, cId: string, options?: CallOptions) {
  return callApi(reviewApi.getReviewSubmission, { appId, ...(cId ? { cId } : {}) }, options);
}

/**
 * POST /vrmcsys/admin/platform/getQueue {kind?, page}: the pending submissions of platform items
 * (of one kind, or of every kind), oldest first, and the pending count of each kind.
 */
export function getPlatformQueue(kind: PlatformKind | null, page: number, options?: CallOptions) {
  return callApi(platformReviewApi.getQueue, { ...(kind ? { kind } : {}), page }, options);
}

/**
 * POST /vrmcsys/admin/platform/getSubmission {auditId}: the submission, the checklist ids of its
 * kind and the submitted items in the array of their kind.
 */
export function getPlatformSubmission(auditId: string, options?: CallOptions) {
  return callApi(platformReviewApi.getSubmission, { auditId }, options);
}

/**
 * POST /vrmcsys/admin/bills/getDisputes {page}: the disputes waiting for a decision, oldest
 * first, 10 a page, with the developer's account and when they disputed.
 */
export function getDisputes(page: number, options?: CallOptions) {
  return callApi(billReviewApi.getDisputes, { page }, options);
}

/** POST /vrmcsys/admin/bills/getCalendarStatus: the years the working-day calendar lacks. */
export function getCalendarStatus(options?: CallOptions) {
  return callApi(billReviewApi.getCalendarStatus, {}, options);
}

/**
 * POST /vrmcsys/admin/reviews/reported {page, state}: the reviews studios reported, waiting
 * ones oldest first, decided ones newest first.
 */
export function getReportedReviews(state: ReviewReportState, page: number, options?: CallOptions) {
  return callApi(playerReviewConsoleApi.reportedReviews, { state, page }, options);
}

/** The queries of the review console; what they show is always asked again (staleTime 0). */
export const reviewQueries = {
  /** a page of a review queue; the page on screen stays while the next one loads */
  queue: (queue: ReviewQueue, page: number) =>
    queryOptions({
      queryKey: [...reviewKeys.all, 'queue', queue, page] as const,
      queryFn: ({ signal }) => getReviewQueue(queue, page, { signal }),
      placeholderData: (previous) => previous,
      staleTime: 0,
    }),
  /** an app's submission (with cId, a business channel's release); the view shows a failure */
  submission: (appId: string, cId: string) =>
    queryOptions({
      queryKey: [...reviewKeys.all, 'submission', appId, cId] as const,
      queryFn: ({ signal }) => getReviewSubmission(appId, cId, { signal }),
      staleTime: 0,
      meta: { quiet: true },
    }),
  /** a page of the platform items' queue (kind null: every kind); the page shows a failure */
  platformQueue: (kind: PlatformKind | null, page: number) =>
    queryOptions({
      queryKey: [...reviewKeys.platform, 'queue', kind ?? 'all', page] as const,
      queryFn: ({ signal }) => getPlatformQueue(kind, page, { signal }),
      placeholderData: (previous) => previous,
      staleTime: 0,
      meta: { quiet: true },
    }),
  /** a platform submission; a missing one is shown by the view itself */
  platformSubmission: (auditId: string) =>
    queryOptions({
      queryKey: [...reviewKeys.platform, 'submission', auditId] as const,
      queryFn: ({ signal }) => getPlatformSubmission(auditId, { signal }),
      staleTime: 0,
      meta: { quiet: true },
    }),
  /** a page of the bill disputes; the page shows a failed load itself, with a retry */
  disputes: (page: number) =>
    queryOptions({
      queryKey: [...reviewKeys.disputes, 'list', page] as const,
      queryFn: ({ signal }) => getDisputes(page, { signal }),
      placeholderData: (previous) => previous,
      staleTime: 0,
      meta: { quiet: true },
    }),
  /** the years the calendar lacks: a notice only, a failed load shows nothing */
  calendarStatus: () =>
    queryOptions({
      queryKey: [...reviewKeys.all, 'calendar-status'] as const,
      queryFn: ({ signal }) => getCalendarStatus({ signal }),
      staleTime: 3_600_000,
      meta: { quiet: true },
    }),
  /** a page of the reported players' reviews; the page shows a failed load itself */
  reportedReviews: (state: ReviewReportState, page: number) =>
    queryOptions({
      queryKey: [...reviewKeys.reportedReviews, state, page] as const,
      queryFn: ({ signal }) => getReportedReviews(state, page, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { quiet: true },
    }),
};
