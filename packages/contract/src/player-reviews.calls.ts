import { developer, storeBackend, superAccount } from './access.js';
import { XLSX_TYPE, call, fileCall } from './call.js';
import * as r from './player-reviews.js';
import { playerReviewPaths as paths } from './review-rules.js';

/** Players' reviews in the portal: the list, the summary, replies, reports and the export. */
export const playerReviewCalls = {
  reviewList: call(paths.list, developer('reviews:read'), r.reviewListRequest, r.reviewListAnswer),
  reviewSummary: call(
    paths.summary,
    developer('reviews:read'),
    r.reviewSummaryRequest,
    r.reviewSummaryAnswer,
  ),
  reviewReply: call(paths.reply, developer('reviews:reply'), r.replyRequest, r.playerReview),
  reviewDeleteReply: call(
    paths.deleteReply,
    developer('reviews:reply'),
    r.reviewRefRequest,
    r.playerReview,
  ),
  reviewReport: call(
    paths.report,
    developer('reviews:reply'),
    r.reportReviewRequest,
    r.playerReview,
  ),
  reviewExport: fileCall(
    'POST',
    paths.export,
    developer('reviews:read'),
    { type: XLSX_TYPE, input: r.reviewFilters },
    "An app's reviews as .xlsx, with the list's filters",
  ),
} as const;

/** Reported reviews in the review console: keep them shown or hide them. */
export const playerReviewConsoleCalls = {
  reportedReviews: call(
    paths.consoleList,
    superAccount('review:ratings'),
    r.reportedReviewsRequest,
    r.reportedReviewsAnswer,
  ),
  decideReportedReview: call(
    paths.consoleDecide,
    superAccount('review:ratings'),
    r.decideReportRequest,
    r.reportedReview,
  ),
} as const;

/** What the store's backend sends and reads of reviews, with the store key (x-store-key). */
export const playerReviewStoreCalls = {
  reportReviews: call(
    paths.reportReviews,
    storeBackend,
    r.reportReviewsRequest,
    r.reportReviewsAnswer,
  ),
  reviewReplies: call(
    paths.reviewReplies,
    storeBackend,
    r.reviewRepliesRequest,
    r.reviewRepliesAnswer,
  ),
} as const;
