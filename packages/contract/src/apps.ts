import { z } from 'zod';
import { PKG_RE, limits } from './rules.js';

/** App ids (App ID) are 32 lowercase hex digits. */
export const appIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'appId must be an App ID');
export const pageSchema = z.number().int().min(1).max(100_000).default(1);
const psizeSchema = z.number().int().min(1).max(limits.appPageSize).default(limits.appPageSize);

export const appNameSchema = z
  .string()
  .trim()
  .min(limits.appNameMin, `name must be ${limits.appNameMin} to ${limits.appNameMax} characters`)
  .max(limits.appNameMax, `name must be ${limits.appNameMin} to ${limits.appNameMax} characters`);
export const pkgSchema = z
  .string()
  .trim()
  .min(limits.pkgMin)
  .max(limits.pkgMax)
  .regex(PKG_RE, 'pkg must be a package name such as com.example.game');

/** One card of the app list (first document, section 3). */
export const appCard = z.object({
  id: z.string(),
  name: z.string(),
  pkg: z.string(),
  /** last change, ISO-8601 UTC */
  time: z.string(),
  scover: z.string(),
  rcover: z.string(),
  status: z.number().int(),
  hasShelves: z.number().int(),
  /**
   * 1 while the app is in the store: an update under review or failed keeps it there; only a
   * take-down removes it (status tells the review of the next release)
   */
  live: z.number().int(),
  /** 1 when a super account sees an app of another developer */
  superAccount: z.number().int(),
  cgy: z.number().int(),
});
export type AppCard = z.infer<typeof appCard>;

export const getOwnedAppsRequest = z.object({ page: pageSchema, psize: psizeSchema });
export const appListAnswer = z.object({ apps: z.array(appCard) });

const optionalText = z.string().trim().max(128).optional();
export const searchOwnedAppsRequest = z.object({
  name: optionalText,
  pkg: optionalText,
  appId: optionalText,
  /** 0 or absent: every category */
  cgy: z.number().int().min(0).max(99).optional(),
  /** 0 or absent: all; 21 under review; 22 passed; 23 failed */
  status: z.union([z.literal(0), z.literal(21), z.literal(22), z.literal(23)]).optional(),
  page: pageSchema,
  psize: psizeSchema,
  /** drafts: 0 hide (default), 1 show */
  showDoodle: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const createAppRequest = z.object({ name: appNameSchema, pkg: pkgSchema });
export const createAppAnswer = z.object({ appId: z.string() });
export const appIdRequest = z.object({ appId: appIdSchema });
/** resetAppSecret: the app's new App Secret; the old one no longer works */
export const appSecretAnswer = z.object({ appSecret: z.string() });

const stepSchema = z.object({
  state: z.enum(['wait', 'process', 'finish', 'error']),
  /** pass time of the step, ISO-8601 UTC, or '' */
  time: z.string(),
});

/** The app center's overview and review card. */
export const appDetailAnswer = appCard.extend({
  /** only for the owner; '' for anyone else */
  appSecret: z.string(),
  /** the published version name, '' when none */
  ver: z.string(),
  vcode: z.number().int(),
  /** the build sent to review with the last submit while another one is live; '' when none */
  reviewVer: z.string(),
  reviewVcode: z.number().int(),
  /** review-card message code: 1-6, 10, 16, or 0 for none */
  checkCode: z.number().int(),
  steps: z.object({ tech: stepSchema, content: stepSchema, publish: stepSchema }),
  /** the audit a failure message links to */
  failedAudit: z.object({ auditId: z.string(), type: z.number().int() }).nullable(),
  submitTime: z.string(),
  /** status 14: when the app goes online by itself (ISO UTC); '' otherwise */
  releaseAt: z.string(),
  /** the portal's time zone (TIME_ZONE), in which the release date is shown */
  timeZone: z.string(),
});
export type AppDetail = z.infer<typeof appDetailAnswer>;

/** One row of the version history. */
export const versionItem = z.object({
  ver: z.string(),
  vcode: z.number().int(),
  /** bytes */
  size: z.number().int(),
  time: z.string(),
  /** name to send in the fname header of downloadApp; '' when the file is no longer kept */
  fname: z.string(),
  /** the version description in the caller's language */
  version: z.string(),
});
export type VersionItem = z.infer<typeof versionItem>;
export const appHistoryAnswer = z.object({ apps: z.array(versionItem) });

const localizedOption = z.object({
  value: z.number().int(),
  chinese: z.string(),
  english: z.string(),
});
export const appCfgAnswer = z.object({
  cgys: z.array(localizedOption),
  gmodes: z.array(localizedOption),
});
export const emptyBody = z.object({});

export const appStatusAnswer = z.object({ status: z.number().int() });
