import { z } from 'zod';
import { appCard, appIdSchema, pageSchema, versionItem } from './apps.js';
import { reportItem, standardItem } from './notifications.js';
import { REVIEW_QUEUE_NAMES } from './app-status.js';
import { channelIdSchema, getReleaseDiffAnswer, releaseFormSchema } from './release.js';
import { docItem } from './assets.js';

/** With `cId`, a review console call acts on that business channel's release of `appId`. */
const channelRef = { cId: channelIdSchema.optional() };

export const getReviewQueueRequest = z.object({
  queue: z.enum(REVIEW_QUEUE_NAMES),
  page: pageSchema,
});
export const queueItem = appCard.extend({
  owner: z.string(),
  submitTime: z.string(),
  /** the business channel of the release ('' for the main store); `status` is the release's */
  cId: z.string().default(''),
  /** the channel's name ('' for the main store) */
  channel: z.string().default(''),
});
export const getReviewQueueAnswer = z.object({
  items: z.array(queueItem),
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});

export const reviewLogEntry = z.object({
  id: z.string(),
  event: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  actor: z.string(),
  role: z.string(),
  note: z.string(),
  auditId: z.string(),
  time: z.string(),
});
export type ReviewLogEntry = z.infer<typeof reviewLogEntry>;

export const auditSummary = z.object({
  auditId: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  ver: z.string(),
  time: z.string(),
  reviewer: z.string(),
});

export const getReviewSubmissionRequest = z.object({ appId: appIdSchema, ...channelRef });

/** The listing fields a reviewer compares with the live release (the release form's names). */
export const LISTING_FIELDS = [
  'name',
  'brief',
  'intros',
  'vnote',
  'abbr',
  'allName',
  'cgy',
  'tag',
  'lang',
  'devModel',
  'forced',
  'authority',
  'nMode',
  'gameMode',
  'controlMode',
  'ageRating',
  'vrComfortLevel',
  'developer',
  'publisher',
  'gopno',
  'nrtno',
  'pMode',
  'sprice',
  'bprice',
  'currency',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** A file of the submitted build: 1 APK, 2 main OBB, 3 patch OBB; downloadReviewBuild names it. */
export const reviewBuildFile = z.object({
  type: z.number().int(),
  fname: z.string(),
  size: z.number().int(),
  md5: z.string(),
});

/** An asset added or removed since the live release. */
export const assetChange = z.object({
  /** icon, cover, screenshot, trailer, trailerCover, doc */
  kind: z.enum(['icon', 'cover', 'screenshot', 'trailer', 'trailerCover', 'doc']),
  url: z.string(),
  /** the uploaded file's name where one is kept ('' for pictures) */
  name: z.string(),
});
export type AssetChange = z.infer<typeof assetChange>;

/** The submitted release as the store will show it, and what changed since the live one. */
export const reviewRelease = z.object({
  /** the release form as submitted: texts in every language given, details, assets, price */
  form: releaseFormSchema,
  /** the documents (software copyright, game licence, operation record) */
  docs: z.array(docItem),
  /** the files of the build under review, each downloadable with downloadReviewBuild */
  buildFiles: z.array(reviewBuildFile),
  changes: z.object({
    /**
     * first: nothing was live before; compared: against the listing recorded when the release
     * went online; unknown: live, but online before listings were recorded
     */
    listing: z.enum(['first', 'compared', 'unknown']),
    /** the live listing (null unless compared) */
    live: releaseFormSchema.nullable(),
    fields: z.array(z.enum(LISTING_FIELDS)),
    assets: z.object({
      added: z.array(assetChange),
      removed: z.array(assetChange),
      /** the same screenshots in another order */
      screenshotsReordered: z.boolean(),
    }),
    /** the build against the live build (the release wizard's risk diff) */
    build: getReleaseDiffAnswer,
  }),
});
export type ReviewRelease = z.infer<typeof reviewRelease>;

export const getReviewSubmissionAnswer = z.object({
  app: queueItem,
  /** the submitted release (null for an app without a release form yet) */
  release: reviewRelease.nullable(),
  versions: z.array(versionItem),
  /** the checklist of the stage under review: technical, content or release (empty otherwise) */
  standard: z.array(standardItem),
  audits: z.array(auditSummary),
  log: z.array(reviewLogEntry),
  /** status 14: when the app goes online by itself (ISO UTC); '' otherwise */
  releaseAt: z.string(),
  /** the portal's time zone (TIME_ZONE), in which release dates are chosen and shown */
  timeZone: z.string(),
});

export const startReviewRequest = z.object({ appId: appIdSchema, ...channelRef });

export const decideReviewRequest = z.object({
  appId: appIdSchema,
  ...channelRef,
  pass: z.boolean(),
  items: z.array(reportItem.extend({ note: z.string().max(1000) })).max(100),
  note: z.string().max(2000).default(''),
  /** a log stored by uploadReviewLog, for the manual technical stage */
  log: z.string().max(128).optional(),
});
export const decideReviewAnswer = z.object({ auditId: z.string(), status: z.number().int() });

/** Largest review log a reviewer may attach. */
export const REVIEW_LOG_MAX_BYTES = 20 * 1024 * 1024;

export const uploadReviewLogAnswer = z.object({ log: z.string(), size: z.number().int() });

/**
 * schedule: set (13) or change (14) the release date `releaseAt`, an ISO time in the future
 * (10505 when past, 10506 when missing); unschedule: clear it (14 back to 13, released when a
 * reviewer puts it online). Release dates are for the main store: with `cId`, schedule takes no date (10400).
 */
export const changeAppStateRequest = z.object({
  appId: appIdSchema,
  ...channelRef,
  action: z.enum(['schedule', 'unschedule', 'online', 'takeDown', 'cancel']),
  note: z.string().max(2000).default(''),
  releaseAt: z.iso.datetime({ offset: true }).optional(),
});
