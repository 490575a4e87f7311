import type { playerReviewCalls } from '@vrportal/contract';
import { playerReviewPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';

/** The portal's calls on players' reviews (playerReviewCalls); the export is a file, see review-export. */
export const reviewsApi = callRefs<typeof playerReviewCalls>({
  reviewList: playerReviewPaths.list,
  reviewSummary: playerReviewPaths.summary,
  reviewReply: playerReviewPaths.reply,
  reviewDeleteReply: playerReviewPaths.deleteReply,
  reviewReport: playerReviewPaths.report,
});
