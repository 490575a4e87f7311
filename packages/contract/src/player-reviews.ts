import { z } from 'zod';
import { appIdSchema, pageSchema } from './apps.js';
import { rangeInstantSchema } from './datacenter.js';
import {
  playerReviewLimits as limits,
  reviewReportDecisions,
  reviewReportStates,
} from './review-rules.js';

/** Players' ratings and reviews, the studio's replies and reports (docs/api/reviews.md). */

const storeIdSchema = z.string().trim().min(1).max(128);
const epochMs = z.number().int().min(946_684_800_000).max(4_102_444_800_000);
const reviewIdSchema = z.string().trim().min(1).max(128);
const ratingSchema = z.number().int().min(1).max(5);
const versionCodeSchema = z.number().int().min(0).max(2_147_483_647);
/** A BCP 47 language tag as the store sends it: zh-CN, en, pt-BR. */
const languageSchema = z
  .string()
  .trim()
  .max(35)
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, 'language must be a language tag');

// ---- intake: the store's backend reports reviews ----------------------------------------------

export const storeReviewSchema = z.object({
  reviewId: reviewIdSchema,
  appId: appIdSchema,
  userId: storeIdSchema,
  rating: ratingSchema,
  title: z.string().trim().max(limits.titleMax).optional(),
  text: z.string().trim().max(limits.textMax),
  language: languageSchema,
  versionCode: versionCodeSchema,
  deviceModel: z.string().trim().min(1).max(128),
  /** when the player wrote it (or last edited it), epoch ms */
  time: epochMs,
});
export type StoreReview = z.infer<typeof storeReviewSchema>;

/** Checked item by item: a bad item is named in the answer, the good ones are kept. */
export const reportReviewsRequest = z.object({
  reviews: z
    .array(z.unknown())
    .min(1)
    .max(limits.batchMax, `reviews holds at most ${limits.batchMax} items`),
});
export const reportReviewsAnswer = z.object({
  /** reviews stored for the first time */
  accepted: z.number().int(),
  /** reviews replaced by a newer edit (the replaced text is kept in the history) */
  edited: z.number().int(),
  /** items identical to what is stored: changed nothing (the store delivers at least once) */
  duplicates: z.number().int(),
  /** edits older than what is stored: ignored */
  stale: z.number().int(),
  rejected: z.array(
    z.object({
      index: z.number().int(),
      id: z.string(),
      code: z.number().int(),
      reason: z.string(),
    }),
  ),
});
export type ReportReviewsAnswer = z.infer<typeof reportReviewsAnswer>;

/** An instant: epoch milliseconds or ISO-8601 text (the `next.since` of the previous page). */
const instantSchema = z.union([rangeInstantSchema, z.iso.datetime({ offset: true })]);

export const reviewRepliesRequest = z.object({
  since: instantSchema,
  /** with `since`, the last reviewId of the previous page: replies of the same time after it */
  afterId: reviewIdSchema.optional(),
  limit: z.number().int().min(1).max(limits.repliesPageMax).default(limits.repliesPageMax),
});
export const storeReply = z.object({
  reviewId: z.string(),
  appId: z.string(),
  /** null: the reply was deleted */
  text: z.string().nullable(),
  /** when it was written, edited or deleted (ISO-8601 UTC) */
  time: z.string(),
});
export const reviewRepliesAnswer = z.object({
  replies: z.array(storeReply),
  /** the cursor of the next page; null when this page holds the last reply so far */
  next: z.object({ since: z.string(), afterId: z.string() }).nullable(),
});
export type ReviewRepliesAnswer = z.infer<typeof reviewRepliesAnswer>;

// ---- the portal ---------------------------------------------------------------------------------

export const reviewFilters = z.object({
  appId: appIdSchema,
  rating: ratingSchema.optional(),
  language: languageSchema.optional(),
  versionCode: versionCodeSchema.optional(),
  /** true: only reviews with a reply; false: only those without */
  replied: z.boolean().optional(),
  /** words in the title or text, any case */
  q: z.string().trim().max(limits.searchMax).optional(),
});
export type ReviewFilters = z.input<typeof reviewFilters>;

export const reviewListRequest = reviewFilters.extend({
  page: pageSchema,
  psize: z.number().int().min(1).max(limits.pageSizeMax).default(limits.pageSize),
});

export const reviewReply = z.object({
  text: z.string(),
  time: z.string(),
  /** the member who wrote it last: name or address */
  by: z.string(),
});

export const playerReview = z.object({
  reviewId: z.string(),
  /** the player as the portal shows them: "Player 3F2A" or "玩家 3F2A", stable per player */
  alias: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  language: z.string(),
  versionCode: z.number().int(),
  deviceModel: z.string(),
  /** when the player wrote it, or last edited it */
  time: z.string(),
  edited: z.boolean(),
  reply: reviewReply.nullable(),
  /** the studio reported it to the review console */
  reported: z.boolean(),
  /** the review console hid it from the store */
  hidden: z.boolean(),
});
export type PlayerReview = z.infer<typeof playerReview>;

export const reviewListAnswer = z.object({
  total: z.number().int(),
  list: z.array(playerReview),
  /** what the filters offer: the languages and versions of the app's reviews */
  languages: z.array(z.string()),
  versionCodes: z.array(z.number().int()),
});
export type ReviewListAnswer = z.infer<typeof reviewListAnswer>;

export const reviewSummaryRequest = z.object({
  appId: appIdSchema,
  startTime: rangeInstantSchema,
  endTime: rangeInstantSchema,
});
const averageSchema = z.number().nullable();
export const reviewSummaryAnswer = z.object({
  /** null without reviews */
  average: averageSchema,
  count: z.number().int(),
  /** reviews of 1 to 5 stars, in that order */
  histogram: z.array(z.number().int()).length(5),
  /** days of the portal's time zone, oldest first */
  days: z.array(z.object({ day: z.string(), average: averageSchema, count: z.number().int() })),
  /** each version's average over the range and on each of `days` (null: no review that day) */
  versions: z.array(
    z.object({
      versionCode: z.number().int(),
      average: z.number(),
      count: z.number().int(),
      days: z.array(averageSchema),
    }),
  ),
  timeZone: z.string(),
});
export type ReviewSummaryAnswer = z.infer<typeof reviewSummaryAnswer>;

const reviewRef = { appId: appIdSchema, reviewId: reviewIdSchema };
export const reviewRefRequest = z.object(reviewRef);
export const replyRequest = z.object({
  ...reviewRef,
  text: z.string().trim().min(1).max(limits.replyMax),
});
export const reportReviewRequest = z.object({
  ...reviewRef,
  reason: z.string().trim().min(1).max(limits.reportReasonMax),
});

// ---- the review console --------------------------------------------------------------------------

export const reportStateSchema = z.enum(reviewReportStates);

export const reportedReviewsRequest = z.object({
  page: pageSchema,
  state: reportStateSchema.default('pending'),
});
export const reportedReview = z.object({
  reportId: z.string(),
  appId: z.string(),
  appName: z.string(),
  review: playerReview,
  reason: z.string(),
  reportedAt: z.string(),
  reportedBy: z.string(),
  state: reportStateSchema,
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type ReportedReview = z.infer<typeof reportedReview>;
export const reportedReviewsAnswer = z.object({
  total: z.number().int(),
  list: z.array(reportedReview),
});
export type ReportedReviewsAnswer = z.infer<typeof reportedReviewsAnswer>;
export const decideReportRequest = z.object({
  reportId: z.string().regex(/^[0-9a-f]{32}$/, 'reportId must be a report id'),
  decision: z.enum(reviewReportDecisions),
});
