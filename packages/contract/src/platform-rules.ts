/**
 * Platform services (second document, sections 2.1, 3.7, 4.1, 5.6, 8): achievements,
 * leaderboards, destinations and add-ons defined in the portal, their review, and the runtime
 * API a game's server calls with its App ID and App Secret. Paths, kinds, states and limits;
 * zod-free, so the browser can use them.
 */

/** Management calls (POST, token, envelope); each list, save and delete takes appId. */
export const platformPaths = {
  achievementList: '/vrmcsys/dvlper/achievement/list',
  achievementSave: '/vrmcsys/dvlper/achievement/save',
  achievementDelete: '/vrmcsys/dvlper/achievement/delete',
  leaderboardList: '/vrmcsys/dvlper/leaderboard/list',
  leaderboardSave: '/vrmcsys/dvlper/leaderboard/save',
  leaderboardDelete: '/vrmcsys/dvlper/leaderboard/delete',
  destinationList: '/vrmcsys/dvlper/destination/list',
  destinationSave: '/vrmcsys/dvlper/destination/save',
  destinationDelete: '/vrmcsys/dvlper/destination/delete',
  addonList: '/vrmcsys/dvlper/addon/list',
  addonSave: '/vrmcsys/dvlper/addon/save',
  addonDelete: '/vrmcsys/dvlper/addon/delete',
  /** {appId, kind, ids}: the items go to review together under one auditId */
  submit: '/vrmcsys/dvlper/platform/submit',
  /** {appId, kind}: the app's submissions of a kind, newest first, with their auditIds */
  audits: '/vrmcsys/dvlper/platform/audits',
  /** multipart appId, use (PlatformImageUse), picFile: answers {url} */
  uploadImage: '/vrmcsys/dvlper/platform/uploadImage',
  /** GET <name>: an uploaded platform image or trailer, public (the url uploadImage answers) */
  image: '/vrmcsys/fileserver/platform/',
  // the four audit reports (first document, section 7)
  getDvAuditAchReport: '/vrmcsys/dvlper/getDvAuditAchReport',
  getDvAuditDestReport: '/vrmcsys/dvlper/getDvAuditDestReport',
  leaderboardAuditItems: '/vrmcsys/dvlper/leaderboard/auditItems',
  getAddOnAuditReport: '/vrmcsys/dvlper/addon/getAddOnAuditReport',
  // leaderboard moderation
  leaderboardEntries: '/vrmcsys/dvlper/leaderboard/entries',
  leaderboardRemoveEntry: '/vrmcsys/dvlper/leaderboard/removeEntry',
  leaderboardModeration: '/vrmcsys/dvlper/leaderboard/moderation',
} as const;

/** The review console's calls on submitted platform items (super accounts). */
export const platformReviewPaths = {
  getQueue: '/vrmcsys/admin/platform/getQueue',
  getSubmission: '/vrmcsys/admin/platform/getSubmission',
  decide: '/vrmcsys/admin/platform/decide',
} as const;

/** The runtime API for a game's server: headers appId and appSecret, POST, envelope. */
export const RUNTIME_BASE = '/vrmcsys/platform/v1';
export const runtimePaths = {
  achievementsUnlock: `${RUNTIME_BASE}/achievements/unlock`,
  achievementsAdd: `${RUNTIME_BASE}/achievements/add`,
  achievementsBits: `${RUNTIME_BASE}/achievements/bits`,
  achievementsUser: `${RUNTIME_BASE}/achievements/user`,
  leaderboardsWrite: `${RUNTIME_BASE}/leaderboards/write`,
  leaderboardsEntries: `${RUNTIME_BASE}/leaderboards/entries`,
} as const;
/** Headers of the runtime API (lower case, as Node reads them). */
export const APP_ID_HEADER = 'appid';
export const APP_SECRET_HEADER = 'appsecret';

export const PLATFORM_KINDS = ['achievement', 'leaderboard', 'destination', 'addon'] as const;
export type PlatformKind = (typeof PLATFORM_KINDS)[number];

/**
 * The tag of the notification and the kind of the audit report a decision writes (first
 * document: audit report tables achive, destination, leaderboard, addons).
 */
export const platformReportTag: Record<PlatformKind, string> = {
  achievement: 'achive',
  leaderboard: 'leaderboard',
  destination: 'destination',
  addon: 'addons',
};

/**
 * Submission state of an item (section 4.1, add-on submission; the other kinds use the same).
 * A first submission is a creation review; one after an item passed is an edit review.
 */
export const ItemState = {
  draft: 0,
  createReview: 1,
  createRejected: 2,
  createPassed: 3,
  editReview: 4,
  editRejected: 5,
  editPassed: 6,
  cancelled: 7,
} as const;
export type ItemStateValue = (typeof ItemState)[keyof typeof ItemState];
export const ITEM_STATES: readonly ItemStateValue[] = Object.values(ItemState);
export const ITEM_IN_REVIEW_STATES: readonly number[] = [
  ItemState.createReview,
  ItemState.editReview,
];
export const ITEM_PASSED_STATES: readonly number[] = [ItemState.createPassed, ItemState.editPassed];
export const ITEM_REJECTED_STATES: readonly number[] = [
  ItemState.createRejected,
  ItemState.editRejected,
];
/** Under review, an item can be neither changed, deleted nor submitted again. */
export const isItemInReview = (state: number) => ITEM_IN_REVIEW_STATES.includes(state);

/** Status of a submission (platform_reviews, audits, reports): pending until decided. */
export const PlatformAuditStatus = { pending: 0, failed: 1, passed: 2 } as const;
export type PlatformAuditStatusValue =
  (typeof PlatformAuditStatus)[keyof typeof PlatformAuditStatus];

/** Publication state of an add-on (section 4.1). */
export const AddonPublishState = { toPublish: 0, published: 1, unpublished: 2 } as const;
export type AddonPublishStateValue = (typeof AddonPublishState)[keyof typeof AddonPublishState];

export const AchievementType = { simple: 1, count: 2, bitfield: 3 } as const;
export type AchievementTypeValue = (typeof AchievementType)[keyof typeof AchievementType];

export const SortOrder = { higherIsBetter: 1, lowerIsBetter: 2 } as const;
export type SortOrderValue = (typeof SortOrder)[keyof typeof SortOrder];

export const ScoreType = {
  distanceFeet: 1,
  distanceMetres: 2,
  percentage: 3,
  score: 4,
  timeSeconds: 5,
  timeMilliseconds: 6,
} as const;
export type ScoreTypeValue = (typeof ScoreType)[keyof typeof ScoreType];

/** Leaderboard reset schedule, cut in the server's TIME_ZONE (weeks start on Monday). */
export const ResetSchedule = { none: 0, daily: 1, weekly: 2, monthly: 3 } as const;
export type ResetScheduleValue = (typeof ResetSchedule)[keyof typeof ResetSchedule];

export const DeeplinkType = { enabled: 1, disabled: 2 } as const;
export type DeeplinkTypeValue = (typeof DeeplinkType)[keyof typeof DeeplinkType];

export const AddonItemType = { consumable: 1, nonConsumable: 2, subscription: 3 } as const;
export type AddonItemTypeValue = (typeof AddonItemType)[keyof typeof AddonItemType];

export const AddonPriceMode = { free: 0, recommended: 1, custom: 2 } as const;
export type AddonPriceModeValue = (typeof AddonPriceMode)[keyof typeof AddonPriceMode];
/** Recommended prices (section 9), in CNY. */
export const ADDON_RECOMMENDED_PRICES = [40, 70, 90] as const;

export const ValidityUnit = { days: 1, hours: 2 } as const;
/** Whether an add-on's validity counts from its purchase (before use) or from its first use. */
export const ValidityStart = { beforeUse: 1, afterUse: 2 } as const;

/** What an uploaded platform image is for: its format, size and shape rules. */
export const PlatformImageUse = {
  achievementIcon: 1,
  leaderboardImage: 2,
  destinationImage: 3,
  addonCover: 4,
  addonScreenshot: 5,
  addonTrailer: 6,
} as const;
export type PlatformImageUseValue = (typeof PlatformImageUse)[keyof typeof PlatformImageUse];
/** The kind of item each image use belongs to. */
export const platformImageKind: Record<PlatformImageUseValue, PlatformKind> = {
  [PlatformImageUse.achievementIcon]: 'achievement',
  [PlatformImageUse.leaderboardImage]: 'leaderboard',
  [PlatformImageUse.destinationImage]: 'destination',
  [PlatformImageUse.addonCover]: 'addon',
  [PlatformImageUse.addonScreenshot]: 'addon',
  [PlatformImageUse.addonTrailer]: 'addon',
};

const MB = 1024 * 1024;
export const platformLimits = {
  apiNameMax: 64,
  titleMax: 100,
  descMax: 500,
  deeplinkMessageMax: 500,
  countTargetMax: 2_000_000_000,
  bitSizeMax: 128,
  groupMax: 1000,
  addonNameMax: 50,
  skuMax: 64,
  addonIntroMax: 200,
  addonDescMax: 2000,
  addonScreenshotsMax: 8,
  customPriceMax: 100_000,
  validityMax: 100_000,
  imageBytes: 2 * MB,
  trailerBytes: 100 * MB,
  /** destination images are 16:9 */
  destinationAspect: { width: 16, height: 9 },
  submitMax: 100,
  reasonMax: 500,
  userIdMax: 64,
  extraMax: 2048,
  entriesPageMax: 100,
  listMax: 500,
} as const;

/** API names of every kind: letters, digits and underscores (5.6). */
export const API_NAME_RE = /^[A-Za-z0-9_]+$/;
/** SKUs: letters and digits, starting with a letter (5.6). */
export const SKU_RE = /^[A-Za-z][A-Za-z0-9]*$/;
/** Store user ids in the runtime API. */
export const RUNTIME_USER_RE = /^[A-Za-z0-9_.:@-]+$/;

/** At most two decimals (5.6, prices). */
export const hasAtMostTwoDecimals = (value: number) =>
  Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * An achievement's target against its type (5.6): never 0; 1 for a simple one; for a
 * bitfield at most its size. Answers null when it holds.
 */
export function achievementTargetProblem(a: {
  type: number;
  target: number;
  bitSize: number;
}): 'zero' | 'simple' | 'bits' | null {
  if (a.target < 1) return 'zero';
  if (a.type === AchievementType.simple && a.target !== 1) return 'simple';
  if (a.type === AchievementType.bitfield && (a.bitSize < 1 || a.target > a.bitSize)) {
    return 'bits';
  }
  return null;
}

/** A destination's group sizes (5.6): min below max, or no max. */
export const destinationGroupsValid = (minGroup: number, maxGroup: number | null) =>
  maxGroup === null || minGroup < maxGroup;

/** An add-on's price against its mode: 0 when free, a listed price, or a custom one. */
export function addonPriceProblem(mode: number, price: number): 'free' | 'list' | 'custom' | null {
  if (mode === AddonPriceMode.free) return price === 0 ? null : 'free';
  if (mode === AddonPriceMode.recommended) {
    return (ADDON_RECOMMENDED_PRICES as readonly number[]).includes(price) ? null : 'list';
  }
  return price > 0 && price <= platformLimits.customPriceMax && hasAtMostTwoDecimals(price)
    ? null
    : 'custom';
}

/**
 * What a reviewer checks for each kind; the texts are in the portal's catalogues under these
 * ids (platform.checklist.<kind>.<id>).
 */
export const PLATFORM_CHECKLISTS: Record<PlatformKind, readonly string[]> = {
  achievement: ['names', 'descriptions', 'icons', 'policy'],
  leaderboard: ['names', 'scoring', 'image', 'policy'],
  destination: ['names', 'deeplink', 'image', 'policy'],
  addon: ['name', 'price', 'materials', 'validity', 'policy'],
};

/** The add-on report's checks, each with its reason (getAddOnAuditReport). */
export const ADDON_REPORT_CHECKS = [
  'showName',
  'showPrice',
  'showOnStore',
  'showDesc',
  'showCover',
  'showDetailImg',
  'showVideo',
] as const;
export type AddonReportCheck = (typeof ADDON_REPORT_CHECKS)[number];

/** The leaderboard periods the runtime API and the moderation screen read. */
export const LEADERBOARD_PERIODS = ['current', 'previous'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
