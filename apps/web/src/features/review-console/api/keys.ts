/** Query keys of the review console; a decision refreshes everything under its root. */
export const reviewKeys = {
  all: ['review'] as const,
  queue: (queue: string, page: number) => ['review', 'queue', queue, page] as const,
  submission: (appId: string, cId: string) => ['review', 'submission', appId, cId] as const,
  platform: ['review', 'platform'] as const,
  platformQueue: (kind: string, page: number) =>
    ['review', 'platform', 'queue', kind, page] as const,
  platformSubmission: (auditId: string) => ['review', 'platform', 'submission', auditId] as const,
  disputes: ['review', 'bill-disputes'] as const,
  disputeList: (page: number) => ['review', 'bill-disputes', 'list', page] as const,
  calendarStatus: ['review', 'calendar-status'] as const,
  reportedReviews: ['review', 'player-reviews'] as const,
  reportedReviewList: (state: string, page: number) =>
    ['review', 'player-reviews', state, page] as const,
};
