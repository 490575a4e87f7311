/**
 * Players' ratings and reviews: limits, filters and call paths. Zod-free, so the browser reads
 * them without the schemas.
 */

export const playerReviewLimits = {
  /** reviews in one intake batch */
  batchMax: 1000,
  titleMax: 200,
  textMax: 4000,
  replyMax: 1000,
  reportReasonMax: 500,
  searchMax: 100,
  pageSize: 20,
  pageSizeMax: 100,
  /** replies in one page of the store's feed */
  repliesPageMax: 500,
  /** the longest range a summary covers, in days */
  summaryMaxDays: 366,
} as const;

/** The ratings a player gives, 1 to 5 stars; 1 and 2 are the low ones the studio is told of. */
export const ratingValues = [1, 2, 3, 4, 5] as const;
export const LOW_RATING_MAX = 2;

/** What the review console decides of a reported review: keep it shown, or hide it. */
export const reviewReportDecisions = ['keep', 'hide'] as const;
export type ReviewReportDecision = (typeof reviewReportDecisions)[number];

/** pending: waiting for the console; kept or hidden: decided. */
export const reviewReportStates = ['pending', 'kept', 'hidden'] as const;
export type ReviewReportState = (typeof reviewReportStates)[number];

/** The tag of the daily notification of new low ratings. */
export const LOW_RATINGS_TAG = 'reviews';

export const playerReviewPaths = {
  reportReviews: '/vrmcsys/store/reportReviews',
  reviewReplies: '/vrmcsys/store/v1/reviewReplies',
  list: '/vrmcsys/dvlper/reviews/list',
  summary: '/vrmcsys/dvlper/reviews/summary',
  reply: '/vrmcsys/dvlper/reviews/reply',
  deleteReply: '/vrmcsys/dvlper/reviews/deleteReply',
  report: '/vrmcsys/dvlper/reviews/report',
  export: '/vrmcsys/dvlper/reviews/export',
  consoleList: '/vrmcsys/admin/reviews/reported',
  consoleDecide: '/vrmcsys/admin/reviews/decide',
} as const;
