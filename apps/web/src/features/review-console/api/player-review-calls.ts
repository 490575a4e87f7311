import type { playerReviewConsoleCalls } from '@vrportal/contract';
import { playerReviewPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';

/** The review console's calls on reported players' reviews (playerReviewConsoleCalls). */
export const playerReviewConsoleApi = callRefs<typeof playerReviewConsoleCalls>({
  reportedReviews: playerReviewPaths.consoleList,
  decideReportedReview: playerReviewPaths.consoleDecide,
});
