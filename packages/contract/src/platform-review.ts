// Platform services: submitting items for review, the reports, and the review console.
import { z } from 'zod';
import { appIdSchema, pageSchema } from './apps.js';
import { languageSchema } from './notifications.js';
import { itemIdSchema, flag } from './platform-fields.js';
import {
  achievementSchema,
  leaderboardSchema,
  destinationSchema,
  addonSchema,
} from './platform.js';
import { ADDON_REPORT_CHECKS, PLATFORM_KINDS, platformLimits as L } from './platform-rules.js';

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
