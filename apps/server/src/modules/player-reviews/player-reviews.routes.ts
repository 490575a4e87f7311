import {
  XLSX_TYPE,
  playerReviewCalls as calls,
  playerReviewConsoleCalls,
  playerReviewStoreCalls,
} from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import { sendMadeFile } from '../../plugins/download.js';
import type { PlayerReviewsService } from './player-reviews.service.js';

/** Players' reviews: the portal's calls, the review console's and the store's (docs/api/reviews.md). */
export function playerReviewsRoutes(registerCall: RegisterCall, reviews: PlayerReviewsService) {
  registerCall(calls.reviewList, ({ session, body, lang }) => reviews.list(session, body, lang));
  registerCall(calls.reviewSummary, ({ session, body }) => reviews.summary(session, body));
  registerCall(calls.reviewReply, async ({ session, body, lang, audit }) => {
    const { review, before } = await reviews.reply(session, body, lang);
    audit.changed('reply', before, body.text);
    return review;
  });
  registerCall(calls.reviewDeleteReply, async ({ session, body, lang, audit }) => {
    const { review, before } = await reviews.deleteReply(session, body, lang);
    audit.changed('reply', before, null);
    return review;
  });
  registerCall(calls.reviewReport, ({ session, body, lang }) =>
    reviews.reportReview(session, body, lang),
  );
  registerCall(calls.reviewExport, async ({ session, input, lang, reply }) => {
    const file = await reviews.exportSheet(session, input, lang);
    return sendMadeFile(reply, { ...file, type: XLSX_TYPE });
  });
  registerCall(playerReviewConsoleCalls.reportedReviews, ({ body, lang }) =>
    reviews.reported(body, lang),
  );
  registerCall(playerReviewConsoleCalls.decideReportedReview, ({ session, body, lang }) =>
    reviews.decide(session, body, lang),
  );
  // batches of up to 1,000 reviews of up to 4,000 characters
  const batch = { bodyLimit: 16 * 1024 * 1024 };
  registerCall(
    playerReviewStoreCalls.reportReviews,
    ({ body }) => reviews.report(body.reviews),
    batch,
  );
  registerCall(playerReviewStoreCalls.reviewReplies, ({ body }) => reviews.replies(body));
}
