import { z } from 'zod';
import { appIdSchema, pageSchema } from './apps.js';
import type { Lang } from './error-codes.js';
import { languageSchema } from './notifications.js';
import {
  ADDON_REPORT_CHECKS,
  API_NAME_RE,
  AchievementType,
  AddonItemType,
  DeeplinkType,
  LEADERBOARD_PERIODS,
  PLATFORM_KINDS,
  AddonPriceMode,
  PlatformImageUse,
  RUNTIME_USER_RE,
  ResetSchedule,
  SKU_RE,
  ScoreType,
  SortOrder,
  ValidityStart,
  ValidityUnit,
  hasAtMostTwoDecimals,
  platformLimits as L,
} from './platform-rules.js';

const itemIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'id must be an item id');
const oneOf = <T extends Record<string, number>>(values: T) =>
  z
    .number()
    .int()
    .refine((v) => (Object.values(values) as number[]).includes(v), {
      message: `must be one of ${Object.values(values).join(', ')}`,
    });
const flag = z.union([z.literal(0), z.literal(1)]);

/** A text in both languages, as the spec's allName: {"zh_CN": ..., "en_US": ...}. */
const localized = (max: number, required = true) =>
  z.object({
    zh_CN: required ? z.string().trim().min(1).max(max) : z.string().trim().max(max).default(''),
    en_US: required ? z.string().trim().min(1).max(max) : z.string().trim().max(max).default(''),
  });
export const platformTextSchema = z.object({ zh_CN: z.string(), en_US: z.string() });
export type PlatformText = z.infer<typeof platformTextSchema>;

/**
 * A bilingual text in the reader's language; the other language only when that one is empty
 * (optional texts), so nothing shows both side by side.
 */
export function localText(text: PlatformText, lang: Lang): string {
  const own = (lang === 'zh' ? text.zh_CN : text.en_US).trim();
  return own || (lang === 'zh' ? text.en_US : text.zh_CN).trim();
}

export const apiNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(L.apiNameMax)
  .regex(API_NAME_RE, 'apiName may hold only letters, digits and underscores');

/** A platform image: the url uploadImage answered for this app, or '' for none. */
const imageUrlSchema = z.string().max(300);

/** What every item answers besides its own fields. */
const itemMeta = {
  id: z.string(),
  appId: z.string(),
  /** ItemState */
  state: z.number().int(),
  /** the last submission's auditId, '' before the first */
  auditId: z.string(),
  /** ISO-8601 UTC */
  updateTime: z.string(),
};

export const appRequest = z.object({ appId: appIdSchema });
export const deleteItemRequest = z.object({ appId: appIdSchema, id: itemIdSchema });
export const saveItemAnswer = z.object({ id: z.string() });

// ---- achievements
const achievementFields = {
  apiName: apiNameSchema,
  title: localized(L.titleMax),
  desc: localized(L.descMax),
  unlockedDesc: localized(L.descMax, false),
  type: oneOf(AchievementType),
  /** the count to reach (count) or the number of bits to set (bitfield); 1 for simple */
  target: z.number().int().min(0).max(L.countTargetMax),
  /** bitfield size; 0 for the other types */
  bitSize: z.number().int().min(0).max(L.bitSizeMax).default(0),
  /** optional (spec 5.6): the store shows a default picture */
  lockedIcon: imageUrlSchema.default(''),
  unlockedIcon: imageUrlSchema.default(''),
};
export const achievementSaveRequest = z.object({
  appId: appIdSchema,
  /** absent: create; present: update that item */
  id: itemIdSchema.optional(),
  ...achievementFields,
});
export const achievementSchema = z.object({
  ...itemMeta,
  apiName: z.string(),
  title: platformTextSchema,
  desc: platformTextSchema,
  unlockedDesc: platformTextSchema,
  type: z.number().int(),
  target: z.number().int(),
  bitSize: z.number().int(),
  lockedIcon: z.string(),
  unlockedIcon: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;
export const achievementListAnswer = z.object({ items: z.array(achievementSchema) });

// ---- leaderboards
const leaderboardFields = {
  apiName: apiNameSchema,
  title: localized(L.titleMax),
  sortOrder: oneOf(SortOrder),
  scoreType: oneOf(ScoreType),
  systemBoard: flag.default(0),
  notify: flag.default(0),
  /** a destination of the same app, '' for none */
  destinationId: z.union([itemIdSchema, z.literal('')]).default(''),
  image: imageUrlSchema.default(''),
  reset: oneOf(ResetSchedule).default(ResetSchedule.none),
};
export const leaderboardSaveRequest = z.object({
  appId: appIdSchema,
  id: itemIdSchema.optional(),
  ...leaderboardFields,
});
export const leaderboardSchema = z.object({
  ...itemMeta,
  apiName: z.string(),
  title: platformTextSchema,
  sortOrder: z.number().int(),
  scoreType: z.number().int(),
  systemBoard: z.number().int(),
  notify: z.number().int(),
  destinationId: z.string(),
  image: z.string(),
  reset: z.number().int(),
  /** entries in the current period */
  entries: z.number().int(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export const leaderboardListAnswer = z.object({ items: z.array(leaderboardSchema) });

// ---- destinations
const destinationFields = {
  apiName: apiNameSchema,
  deeplinkMessage: z.string().trim().min(1).max(L.deeplinkMessageMax),
  deeplinkType: oneOf(DeeplinkType),
  minGroup: z.number().int().min(1).max(L.groupMax),
  /** null: no upper bound */
  maxGroup: z.number().int().min(1).max(L.groupMax).nullable().default(null),
  displayName: localized(L.titleMax),
  desc: localized(L.descMax),
  /** a 16:9 image, optional (spec 5.6): the store shows a default picture */
  image: imageUrlSchema.default(''),
};
export const destinationSaveRequest = z.object({
  appId: appIdSchema,
  id: itemIdSchema.optional(),
  ...destinationFields,
});
export const destinationSchema = z.object({
  ...itemMeta,
  apiName: z.string(),
  deeplinkMessage: z.string(),
  deeplinkType: z.number().int(),
  minGroup: z.number().int(),
  maxGroup: z.number().int().nullable(),
  displayName: platformTextSchema,
  desc: platformTextSchema,
  image: z.string(),
});
export type Destination = z.infer<typeof destinationSchema>;
export const destinationListAnswer = z.object({ items: z.array(destinationSchema) });

// ---- add-ons
export const addonValiditySchema = z.object({
  /** 0: no limit */
  value: z.number().int().min(0).max(L.validityMax),
  unit: oneOf(ValidityUnit),
  start: oneOf(ValidityStart),
});
const addonFields = {
  /** the store's name of the add-on in both languages (spec: a locale map, like allName) */
  name: localized(L.addonNameMax),
  sku: z
    .string()
    .trim()
    .min(1)
    .max(L.skuMax)
    .regex(SKU_RE, 'sku must be letters and digits, starting with a letter'),
  itemType: oneOf(AddonItemType),
  priceMode: oneOf(AddonPriceMode),
  /** CNY, at most two decimals; 0 when free */
  price: z
    .number()
    .min(0)
    .max(L.customPriceMax)
    .refine(hasAtMostTwoDecimals, 'price has at most two decimals'),
  showInStore: flag,
  intro: localized(L.addonIntroMax),
  desc: localized(L.addonDescMax),
  cover: imageUrlSchema,
  screenshots: z.array(imageUrlSchema).max(L.addonScreenshotsMax).default([]),
  trailer: imageUrlSchema.default(''),
  validity: addonValiditySchema,
};
export const addonSaveRequest = z.object({
  appId: appIdSchema,
  id: itemIdSchema.optional(),
  ...addonFields,
});
export const addonSchema = z.object({
  ...itemMeta,
  name: platformTextSchema,
  sku: z.string(),
  itemType: z.number().int(),
  priceMode: z.number().int(),
  price: z.number(),
  showInStore: z.number().int(),
  intro: platformTextSchema,
  desc: platformTextSchema,
  cover: z.string(),
  screenshots: z.array(z.string()),
  trailer: z.string(),
  validity: z.object({
    value: z.number().int(),
    unit: z.number().int(),
    start: z.number().int(),
  }),
  /** AddonPublishState */
  publishState: z.number().int(),
});
export type Addon = z.infer<typeof addonSchema>;
export const addonListAnswer = z.object({ items: z.array(addonSchema) });

// ---- images
/** The text fields of uploadImage (multipart, before the file part picFile); answers {url}. */
export const uploadImageFields = z.object({
  appId: appIdSchema,
  use: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    oneOf(PlatformImageUse),
  ),
});
export const uploadImageAnswer = z.object({ url: z.string() });

// ---- submission and reports
export const platformKindSchema = z.enum(PLATFORM_KINDS);
export const submitRequest = z.object({
  appId: appIdSchema,
  kind: platformKindSchema,
  ids: z.array(itemIdSchema).min(1).max(L.submitMax),
});
export const submitAnswer = z.object({ auditId: z.string() });

/** A submission of items of one kind; status 0 pending, 2 passed, 1 failed (some item refused). */
export const platformAuditSchema = z.object({
  auditId: z.string(),
  kind: z.string(),
  status: z.number().int(),
  count: z.number().int(),
  submitTime: z.string(),
  /** '' while pending */
  decideTime: z.string(),
});
export const auditsRequest = z.object({ appId: appIdSchema, kind: platformKindSchema });
export const auditsAnswer = z.object({ audits: z.array(platformAuditSchema) });

/** One item of a platform report: status 1 passed, 0 failed; name in the reader's language. */
export const platformReportItem = z.object({
  id: z.string(),
  /** apiName, or the SKU of an add-on */
  apiName: z.string(),
  name: z.string(),
  status: z.number().int(),
  /** the reviewer's own note, kept as written */
  note: z.string(),
});
export const platformReportAnswer = z.object({
  auditId: z.string(),
  kind: z.string(),
  /** 2 passed, 1 failed */
  status: z.number().int(),
  appId: z.string(),
  appName: z.string(),
  time: z.string(),
  note: z.string(),
  items: z.array(platformReportItem),
});
export type PlatformReport = z.infer<typeof platformReportAnswer>;

const addonCheckShape = Object.fromEntries(
  ADDON_REPORT_CHECKS.flatMap((c) => [
    [c, z.number().int()],
    [`${c}Reason`, z.string()],
  ]),
) as Record<(typeof ADDON_REPORT_CHECKS)[number], z.ZodNumber> &
  Record<`${(typeof ADDON_REPORT_CHECKS)[number]}Reason`, z.ZodString>;
export const addonReportItem = platformReportItem.extend(addonCheckShape);
export const addonReportAnswer = platformReportAnswer.extend({
  items: z.array(addonReportItem),
});
export type AddonReport = z.infer<typeof addonReportAnswer>;

export const reportByAuditRequest = z.object({
  auditId: z.string().max(64),
  language: languageSchema,
});
export const reportByAppAuditRequest = z.object({
  appId: appIdSchema,
  auditId: z.string().max(64),
  language: languageSchema,
});

// ---- leaderboard moderation
export const periodSchema = z.enum(LEADERBOARD_PERIODS).default('current');
export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  score: z.number().int(),
  extra: z.string(),
  /** when the score was written, ISO-8601 UTC */
  time: z.string(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const periodInfoSchema = z.object({
  /** '' for a board that never resets, else the first day of the period, YYYY-MM-DD */
  key: z.string(),
  /** ISO-8601 UTC bounds; '' for a board that never resets */
  start: z.string(),
  end: z.string(),
});
export const entriesAnswer = z.object({
  entries: z.array(leaderboardEntrySchema),
  total: z.number().int(),
  period: periodInfoSchema,
});
export const moderationEntriesRequest = z.object({
  appId: appIdSchema,
  id: itemIdSchema,
  period: periodSchema,
  start: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(L.entriesPageMax).default(20),
  /** shows the page around this user */
  userId: z.string().max(L.userIdMax).optional(),
});
export const removeEntryRequest = z.object({
  appId: appIdSchema,
  id: itemIdSchema,
  userId: z.string().min(1).max(L.userIdMax),
  reason: z.string().trim().min(1).max(L.reasonMax),
});
export const removeEntryAnswer = z.object({ removed: z.number().int(), score: z.number().int() });
export const moderationRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  score: z.number().int(),
  reason: z.string(),
  /** the account that removed it */
  actor: z.string(),
  time: z.string(),
  /** the period key the entry was in */
  period: z.string(),
});
export const moderationHistoryRequest = z.object({
  appId: appIdSchema,
  id: itemIdSchema,
  page: pageSchema,
});
export const moderationHistoryAnswer = z.object({
  items: z.array(moderationRecordSchema),
  total: z.number().int(),
});

// ---- the review console
export const platformQueueRequest = z.object({
  kind: platformKindSchema.optional(),
  page: pageSchema,
});
export const platformQueueItem = z.object({
  auditId: z.string(),
  kind: z.string(),
  appId: z.string(),
  appName: z.string(),
  owner: z.string(),
  count: z.number().int(),
  submitTime: z.string(),
});
export const platformQueueAnswer = z.object({
  items: z.array(platformQueueItem),
  total: z.number().int(),
  /** pending submissions by kind */
  counts: z.record(z.string(), z.number().int()),
});
export const platformSubmissionRequest = z.object({ auditId: z.string().max(64) });
export const platformSubmissionAnswer = z.object({
  submission: platformQueueItem.extend({ status: z.number().int() }),
  /** checklist ids of the kind (PLATFORM_CHECKLISTS) */
  checklist: z.array(z.string()),
  achievements: z.array(achievementSchema),
  leaderboards: z.array(leaderboardSchema),
  destinations: z.array(destinationSchema),
  addons: z.array(addonSchema),
});
const addonDecisionShape = Object.fromEntries(
  ADDON_REPORT_CHECKS.flatMap((c) => [
    [c, flag.default(1)],
    [`${c}Reason`, z.string().max(L.reasonMax).default('')],
  ]),
) as Record<(typeof ADDON_REPORT_CHECKS)[number], z.ZodDefault<typeof flag>> &
  Record<`${(typeof ADDON_REPORT_CHECKS)[number]}Reason`, z.ZodDefault<z.ZodString>>;
export const platformDecisionItem = z.object({
  id: itemIdSchema,
  pass: z.boolean(),
  note: z.string().max(1000).default(''),
  /** add-ons: each store check and its reason; an item passes only when every check does */
  ...addonDecisionShape,
});
export const platformDecideRequest = z.object({
  auditId: z.string().max(64),
  items: z.array(platformDecisionItem).min(1).max(L.submitMax),
  note: z.string().max(2000).default(''),
});
export const platformDecideAnswer = z.object({ status: z.number().int() });

// ---- the runtime API (headers appId and appSecret)
export const runtimeUserSchema = z
  .string()
  .min(1)
  .max(L.userIdMax)
  .regex(RUNTIME_USER_RE, 'userId may hold letters, digits and _ . : @ -');
export const achievementProgressSchema = z.object({
  apiName: z.string(),
  type: z.number().int(),
  target: z.number().int(),
  /** count reached (count), bits set (bitfield), 0 or 1 (simple) */
  count: z.number().int(),
  /** bitfield: '0'/'1' per bit, bit 0 first; '' for the other types */
  bits: z.string(),
  unlocked: z.number().int(),
  /** ISO-8601 UTC, '' while locked */
  unlockTime: z.string(),
});
export type AchievementProgress = z.infer<typeof achievementProgressSchema>;
export const unlockRequest = z.object({ userId: runtimeUserSchema, apiName: apiNameSchema });
export const addCountRequest = z.object({
  userId: runtimeUserSchema,
  apiName: apiNameSchema,
  count: z.number().int().min(1).max(L.countTargetMax),
});
export const setBitsRequest = z.object({
  userId: runtimeUserSchema,
  apiName: apiNameSchema,
  /** '0'/'1' per bit, bit 0 first; the set bits are added to the user's */
  bits: z
    .string()
    .min(1)
    .max(L.bitSizeMax)
    .regex(/^[01]+$/, 'bits is a string of 0 and 1'),
});
export const userAchievementsRequest = z.object({ userId: runtimeUserSchema });
export const userAchievementsAnswer = z.object({
  achievements: z.array(achievementProgressSchema),
});
export const writeScoreRequest = z.object({
  apiName: apiNameSchema,
  userId: runtimeUserSchema,
  score: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  extra: z.string().max(L.extraMax).optional(),
});
export const writeScoreAnswer = z.object({
  /** 1 when this score became the user's best of the period */
  updated: z.number().int(),
  /** the user's best of the period after the write */
  score: z.number().int(),
  rank: z.number().int(),
});
export const runtimeEntriesRequest = z.object({
  apiName: apiNameSchema,
  start: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(L.entriesPageMax).default(10),
  aroundUserId: runtimeUserSchema.optional(),
  period: periodSchema,
});
