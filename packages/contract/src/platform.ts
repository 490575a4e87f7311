// Platform services: the achievements, leaderboards, destinations and add-ons a developer keeps.
import { z } from 'zod';
import { appIdSchema } from './apps.js';
import type { Lang } from './error-codes.js';
import {
  flag,
  imageUrlSchema,
  itemIdSchema,
  itemMeta,
  localized,
  oneOf,
} from './platform-fields.js';
import {
  API_NAME_RE,
  AchievementType,
  AddonItemType,
  DeeplinkType,
  AddonPriceMode,
  PlatformImageUse,
  ResetSchedule,
  SKU_RE,
  ScoreType,
  SortOrder,
  ValidityStart,
  ValidityUnit,
  hasAtMostTwoDecimals,
  platformLimits as L,
} from './platform-rules.js';

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
