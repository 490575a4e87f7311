import { z } from 'zod';
import { appDetailAnswer, appIdSchema } from './apps.js';
import { vedioItem } from './assets.js';
import { RELEASE_LANGS } from './release-options.js';

/**
 * The release form and release channels (release document, sections 3.1, 3.3, 3.4 and 7.1).
 * Field rules (lengths, choices, prices) are checked by the service with release-rules.ts and
 * answered as 10500 with data.fields; these schemas only bound the shapes (10400).
 */

/** Channel ids (cId) and business ids (bId) are 32 lowercase hex digits. */
export const channelIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'cId must be a channel id');
export const businessIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'bId must be a business id');

const LANG_KEYS = z.enum(RELEASE_LANGS);
/** A localised text: {zh_CN, en_US, zh_TW?, es?, ru?, ja?, de?, fr?}; other keys are refused. */
export const localizedTextSchema = z.partialRecord(LANG_KEYS, z.string().max(4000));
const text = z.string().max(4000);
const smallInt = z.number().int().min(-1_000_000).max(1_000_000);
/** Prices are hundredths of the currency unit; decimals left here are refused as 10500. */
const price = z.number().min(-1e12).max(1e12).nullable();

/** The fields a developer edits; any subset may be sent. */
export const releaseFormInputSchema = z.object({
  // build (step 0); pkg, ver, vcode and fname come from the app and its draft build and are
  // only compared when sent (10500 mismatch)
  pkg: z.string().max(200).optional(),
  ver: z.string().max(200).optional(),
  vcode: z.number().int().optional(),
  fname: z.string().max(200).optional(),
  vnote: localizedTextSchema.optional(),
  /** comma-joined: YVR 1, YVR 2, Play For Dream MR */
  devModel: z.string().max(200).optional(),
  /** forced update: 0 or 1 */
  forced: smallInt.optional(),
  // description (step 1)
  name: localizedTextSchema.optional(),
  /** first letter, A-Z */
  abbr: z.string().max(8).optional(),
  brief: localizedTextSchema.optional(),
  /** the one-line sentence */
  intros: localizedTextSchema.optional(),
  // additional details (step 2)
  allName: text.optional(),
  /** 1 Games, 2 Apps; null clears */
  cgy: smallInt.nullable().optional(),
  /** tag ids of getAppTagInfo, at most 3, of the form's category */
  tag: z.array(smallInt).max(20).optional(),
  /** comma-joined language codes, at most 3 */
  lang: z.string().max(200).optional(),
  /** permissions: storage, microphone, location */
  authority: z.array(z.string().max(32)).max(20).optional(),
  /** 1 internet required, 2 not required */
  nMode: smallInt.nullable().optional(),
  /** bit sum of 1 Single User, 2 Multiplayer, 4 Co-op, 8 PvP */
  gameMode: smallInt.nullable().optional(),
  /** bit sum of 1 VR Controllers, 2 Hand Tracking, 4 Gamepad, 8 Keyboard */
  controlMode: smallInt.nullable().optional(),
  ageRating: smallInt.nullable().optional(),
  vrComfortLevel: smallInt.nullable().optional(),
  developer: text.optional(),
  publisher: text.optional(),
  /** operation record number, optional */
  gopno: text.optional(),
  /** game licence number, optional */
  nrtno: text.optional(),
  // assets (step 3)
  /**
   * the release's screenshot urls in their new order: each of its screenshots once (10645), at
   * most 8 (10643); the other assets change through the asset calls
   */
  pics: z.array(z.string().max(256)).max(100).optional(),
  // pricing (step 4)
  /** 0 recommended price, 1 custom */
  pMode: smallInt.nullable().optional(),
  /** hundredths of the currency unit; null is free */
  sprice: price.optional(),
  /** marked price, hundredths; null for none */
  bprice: price.optional(),
  /** 0 RMB, 1 USD, 2 JPY (the main store: RMB only) */
  currency: smallInt.optional(),
});
export type ReleaseFormInputBody = z.input<typeof releaseFormInputSchema>;

/** A file of the draft build: 1 APK, 2 main OBB, 3 patch OBB. */
export const buildFileItem = z.object({
  type: z.number().int(),
  fname: z.string(),
  size: z.number().int(),
  md5: z.string(),
});

const localizedAnswer = z.partialRecord(LANG_KEYS, z.string());

/** The whole release form of an app (main store) or of a business channel. */
export const releaseFormSchema = z.object({
  appId: z.string(),
  /** '' for the main store */
  cId: z.string(),
  /** the review status of this release: the app's for the main store, the channel release's else */
  status: z.number().int(),
  pkg: z.string(),
  // the draft build (the channel's newest upload that is not live); '' and 0 when none
  ver: z.string(),
  vcode: z.number().int(),
  /**
   * The highest version code of the app's builds (live, under review, or a draft never
   * submitted; every channel), 0 before the first: a new APK's must be higher (merge 10502).
   */
  maxVcode: z.number().int(),
  fname: z.string(),
  size: z.number().int(),
  md5: z.string(),
  apkFileName: z.string(),
  apkSize: z.number().int(),
  obbFileName: z.string(),
  obbSize: z.number().int(),
  patchObbFileName: z.string(),
  patchObbSize: z.number().int(),
  apkObbFileInfo: z.array(buildFileItem),
  vnote: localizedAnswer,
  devModel: z.string(),
  /** devModel as a list */
  devModelCopy: z.array(z.string()),
  forced: z.number().int(),
  name: localizedAnswer,
  abbr: z.string(),
  brief: localizedAnswer,
  intros: localizedAnswer,
  allName: z.string(),
  cgy: z.number().int().nullable(),
  tag: z.array(z.number().int()),
  lang: z.string(),
  authority: z.array(z.string()),
  nMode: z.number().int().nullable(),
  /** the same as gameMode */
  gMode: z.number().int().nullable(),
  gameMode: z.number().int().nullable(),
  controlMode: z.number().int().nullable(),
  /** the bits of gameMode and controlMode */
  gameModeList: z.array(z.number().int()),
  controlModeList: z.array(z.number().int()),
  ageRating: z.number().int().nullable(),
  vrComfortLevel: z.number().int().nullable(),
  developer: z.string(),
  publisher: z.string(),
  gopno: z.string(),
  nrtno: z.string(),
  // assets (this release's own: each channel has its copy)
  /** the software copyright document's url, '' when none */
  scrdoc: z.string(),
  scover: z.string(),
  rcover: z.string(),
  pics: z.array(z.string()),
  vedios: z.array(vedioItem),
  // pricing
  pMode: z.number().int().nullable(),
  sprice: z.number().nullable(),
  bprice: z.number().nullable(),
  currency: z.number().int(),
  /** what a commit would still miss (missingReleaseFields) */
  missing: z.array(z.string()),
  /** last draft save, ISO-8601 UTC, '' before the first */
  draftTime: z.string(),
});
export type ReleaseForm = z.infer<typeof releaseFormSchema>;

/** getAppDetailInfo: the app center's fields as before, and the main store's release form. */
export const appReleaseDetailAnswer = appDetailAnswer.extend({ form: releaseFormSchema });
export type AppReleaseDetail = z.infer<typeof appReleaseDetailAnswer>;

export const saveAppInfoRequest = releaseFormInputSchema.extend({ appId: appIdSchema });
export const commitAppInfoRequest = saveAppInfoRequest;
export const appInfoTobRequest = z.object({ appId: appIdSchema, cId: channelIdSchema });
export const saveAppInfoTobRequest = releaseFormInputSchema.extend({
  appId: appIdSchema,
  cId: channelIdSchema,
});
export const commitAppInfoTobRequest = saveAppInfoTobRequest;
export const releaseStatusAnswer = z.object({ status: z.number().int() });

/** data of a 10510 answer (commit of an incomplete form). */
export const releaseIncompleteData = z.object({ missing: z.array(z.string()) });
/** data of a 10500 answer: the problem of each field at fault (ReleaseProblem). */
export const releaseProblemsData = z.object({ fields: z.record(z.string(), z.string()) });

// ---- tags -----------------------------------------------------------------------------------

export const releaseTagItem = z.object({
  tag: z.number().int(),
  chinese: z.string(),
  english: z.string(),
  cgy: z.number().int(),
});
export const getAppTagInfoAnswer = z.object({ tags: z.array(releaseTagItem) });

// ---- channels -------------------------------------------------------------------------------

export const getAppChannelListRequest = z.object({ appId: appIdSchema });
export const channelListItem = z.object({
  id: z.string(),
  name: z.string(),
  /** upload time of the build shown, '' when none */
  time: z.string(),
  /** the live build's version name, else the draft build's, else '' */
  ver: z.string(),
  /** the review status of the channel release */
  status: z.number().int(),
});
export const getAppChannelListAnswer = z.object({
  toc: z.object({ time: z.string(), ver: z.string() }),
  tob: z.array(channelListItem),
});

export const createAppChannelRequest = z.object({
  appId: appIdSchema,
  /** 2-80 characters (10500 otherwise) */
  name: z.string().max(1000),
  /** at most 100 characters */
  descpt: z.string().max(1000).optional(),
});
export const createAppChannelAnswer = z.object({ cId: z.string() });

export const channelIdRequest = z.object({ cId: channelIdSchema });
export const businessLinkItem = z.object({
  bId: z.string(),
  /** the business's name as the platform registered it */
  name: z.string(),
  /** 0 waiting for the business to confirm, 1 confirmed */
  status: z.number().int(),
  /** when the confirmation mail was sent, ISO-8601 UTC */
  time: z.string(),
});
export const getAppChannelInfoAnswer = z.object({
  cId: z.string(),
  appId: z.string(),
  name: z.string(),
  descpt: z.string(),
  status: z.number().int(),
  time: z.string(),
  businessList: z.array(businessLinkItem),
});
export const channelBusinessRequest = z.object({ cId: channelIdSchema, bId: businessIdSchema });

// ---- risk diff --------------------------------------------------------------------------------

export const getReleaseDiffRequest = z.object({
  appId: appIdSchema,
  /** a business channel; absent for the main store */
  cId: channelIdSchema.optional(),
});
const buildSummary = z.object({
  ver: z.string(),
  vcode: z.number().int(),
  fname: z.string(),
  size: z.number().int(),
  time: z.string(),
});
const change = <T extends z.ZodType>(value: T) =>
  z.object({ from: value.nullable(), to: value.nullable(), changed: z.boolean() });
export const getReleaseDiffAnswer = z.object({
  /** the draft build, null when none is uploaded */
  draft: buildSummary.nullable(),
  /** the live build of the same channel, null when none */
  live: buildSummary.nullable(),
  versionCode: change(z.number().int()),
  versionName: change(z.string()),
  minSdk: change(z.number().int()),
  targetSdk: change(z.number().int()),
  /** bytes; delta = to - from (0 when either is missing) */
  size: change(z.number().int()).extend({ delta: z.number().int() }),
  permissions: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
  abis: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
  /** SHA-256 of the signing certificates */
  signer: change(z.string()),
  /** the risks found: signerChanged (high), permissionsAdded, abisRemoved, minSdkRaised, versionCodeNotHigher (high) */
  risks: z.array(z.string()),
  highRisk: z.boolean(),
});
export type ReleaseDiff = z.infer<typeof getReleaseDiffAnswer>;

/**
 * The link mailed to a business: its token, and the page's language (else Accept-Language). A
 * link without its token still answers the page, which says the link is not valid.
 */
export const confirmChannelQuery = z.object({
  token: z.string().optional(),
  lang: z.string().optional(),
});
