import { z } from 'zod';
import { appIdSchema, pageSchema } from './apps.js';
import { emailSchema } from './fields.js';
import {
  promoteTargets,
  rolloutActions,
  rolloutShare,
  rolloutStates,
  testingTracks,
  trackCheckStates,
  trackLimits,
} from './track-rules.js';

/** Testing tracks, testers, staged rollouts and the store's update check (docs/api/tracks.md). */

export const testingTrackSchema = z.enum(testingTracks);
export const promoteTargetSchema = z.enum(promoteTargets);

/** A share of devices in percent, 0.1 to 100 in steps of 0.1. */
export const shareSchema = z
  .number()
  .min(rolloutShare.min)
  .max(rolloutShare.max)
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'share has at most one decimal');

const notesSchema = z.object({
  zh_CN: z.string().trim().max(trackLimits.notesMax),
  en_US: z.string().trim().max(trackLimits.notesMax),
});

/** A build as the track and rollout screens name it. */
export const buildRef = z.object({
  versionId: z.string(),
  ver: z.string(),
  vcode: z.number().int(),
});
export type BuildRef = z.infer<typeof buildRef>;

/** One step of the automatic technical check, in the reader's language. */
export const checkFinding = z.object({ name: z.string(), ok: z.boolean(), note: z.string() });

export const trackBuild = buildRef.extend({
  size: z.number().int(),
  md5: z.string(),
  uploadedAt: z.string(),
  /** the main and patch OBBs the build carries */
  obbs: z.number().int(),
  check: z.enum(trackCheckStates),
  findings: z.array(checkFinding),
});
export type TrackBuild = z.infer<typeof trackBuild>;

export const trackEntry = z.object({
  track: testingTrackSchema,
  build: trackBuild.nullable(),
  notes: notesSchema,
  testers: z.number().int(),
  /** of them, how many joined through the invitation link */
  joinedByLink: z.number().int(),
  /** the invitation link, once made */
  link: z.object({ code: z.string(), url: z.string() }).nullable(),
  updatedAt: z.string().nullable(),
});
export type TrackEntry = z.infer<typeof trackEntry>;

const trackRequest = z.object({ appId: appIdSchema, track: testingTrackSchema });

export const trackListRequest = z.object({ appId: appIdSchema });
export const trackListAnswer = z.object({
  tracks: z.array(trackEntry),
  /** the store's live build, what testers fall back to */
  live: buildRef.nullable(),
});
export type TrackListAnswer = z.infer<typeof trackListAnswer>;

export const trackNotesRequest = trackRequest.extend({ notes: notesSchema });

export const promoteRequest = z.object({
  appId: appIdSchema,
  from: testingTrackSchema,
  to: promoteTargetSchema,
});
export const promoteAnswer = z.object({
  to: promoteTargetSchema,
  build: buildRef,
});

export const testersRequest = trackRequest.extend({
  page: pageSchema,
  psize: z.number().int().min(1).max(100).default(trackLimits.testerPageSize),
});
export const tester = z.object({
  email: z.string(),
  /** list: added by e-mail; link: joined through the invitation link */
  via: z.enum(['list', 'link']),
  addedAt: z.string(),
  /** whether the store has named the store user behind the address */
  joined: z.boolean(),
});
export const testersAnswer = z.object({
  total: z.number().int(),
  joinedByLink: z.number().int(),
  list: z.array(tester),
});
export type TestersAnswer = z.infer<typeof testersAnswer>;

const emailsSchema = z.array(emailSchema).min(1).max(trackLimits.emailsPerCall);
export const testerEmailsRequest = trackRequest.extend({ emails: emailsSchema });
export const addTestersAnswer = z.object({
  added: z.number().int(),
  /** addresses already on the list */
  already: z.number().int(),
  total: z.number().int(),
});
export const removeTestersAnswer = z.object({
  removed: z.number().int(),
  total: z.number().int(),
});

export const inviteLinkRequest = trackRequest.extend({
  /** true: a new link; the old one stops working */
  renew: z.boolean().optional(),
});
export const inviteLinkAnswer = z.object({ code: z.string(), url: z.string() });

// ---- staged rollout ----------------------------------------------------------------------------

export const rolloutRequest = z.object({ appId: appIdSchema });
export const rolloutSetRequest = z.object({ appId: appIdSchema, share: shareSchema });

/** Why the portal halted a rollout by itself: the figures of the last 24 hours. */
export const autoHaltReason = z.object({
  type: z.enum(['crash', 'anr']),
  /** percent of the staged build's active devices with at least one */
  rate: z.number(),
  previousRate: z.number(),
  /** devices active on the staged build in the window */
  devices: z.number().int(),
  factor: z.number(),
  minRate: z.number(),
});
export type AutoHaltReason = z.infer<typeof autoHaltReason>;

export const rolloutStep = z.object({
  action: z.enum(rolloutActions),
  share: z.number(),
  at: z.string(),
  /** who: the member's e-mail or mobile; null for the portal itself */
  by: z.string().nullable(),
  /** a halt the portal made by itself: why */
  reason: autoHaltReason.nullable(),
});

export const haltRuleSchema = z.object({
  crashFactor: z.number().min(1).max(100),
  minCrashRate: z.number().min(0).max(100),
  anrFactor: z.number().min(1).max(100),
  minAnrRate: z.number().min(0).max(100),
  minDevices: z.number().int().min(1).max(10_000_000),
});
export type HaltRule = z.infer<typeof haltRuleSchema>;
export const haltRuleRequest = haltRuleSchema.extend({ appId: appIdSchema });

export const rollout = z.object({
  id: z.string(),
  state: z.enum(rolloutStates),
  /** percent of devices offered the build */
  share: z.number(),
  build: buildRef,
  /** the build devices outside the share keep being offered */
  previous: buildRef,
  startedAt: z.string(),
  updatedAt: z.string(),
  history: z.array(rolloutStep),
});
export type Rollout = z.infer<typeof rollout>;

export const adoption = z.object({
  /** days of the portal's time zone, oldest first */
  days: z.array(z.string()),
  /** devices on each version at the end of each day, as the store reported installs and updates */
  versions: z.array(
    z.object({
      versionCode: z.number().int(),
      versionName: z.string(),
      devices: z.array(z.number().int()),
    }),
  ),
});
export type Adoption = z.infer<typeof adoption>;

export const rolloutAnswer = z.object({
  /** the share the next store update starts with when it goes online */
  planned: z.number(),
  /** the current or last rollout; null before the first update */
  rollout: rollout.nullable(),
  /** when a running rollout halts by itself */
  haltRule: haltRuleSchema,
  adoption,
  timeZone: z.string(),
});
export type RolloutAnswer = z.infer<typeof rolloutAnswer>;

// ---- the store's calls --------------------------------------------------------------------------

const storeIdSchema = z.string().trim().min(1).max(128);

export const joinTrackRequest = z.object({
  code: z.string().min(8).max(64),
  userId: storeIdSchema,
  email: emailSchema,
});
export const joinTrackAnswer = z.object({ appId: z.string(), track: testingTrackSchema });

export const updateCheckRequest = z.object({
  deviceId: storeIdSchema,
  userId: storeIdSchema.optional(),
  /** the store user's e-mail: a tester added by address is known by it before opening a link */
  email: emailSchema.optional(),
  apps: z
    .array(
      z.object({
        appId: appIdSchema,
        installedVersionCode: z.number().int().min(0).max(2_147_483_647).optional(),
      }),
    )
    .min(1)
    .max(trackLimits.updateCheckApps),
});

const fileLink = z.object({
  size: z.number().int(),
  md5: z.string(),
  /** signed, works for an hour, takes byte ranges */
  url: z.string(),
});
export const offeredBuild = fileLink.extend({
  versionCode: z.number().int(),
  versionName: z.string(),
  /** the release asks players to update before playing */
  forced: z.boolean(),
  /** where the build comes from: a testing track the user tests, or the store */
  track: promoteTargetSchema,
  /** what is new in it: the track's release notes, or the store release's "What's new" */
  notes: z.object({ zh_CN: z.string(), en_US: z.string() }),
  expiresAt: z.string(),
  obbs: z.array(fileLink.extend({ type: z.enum(['main', 'patch']), name: z.string() })),
});
export type OfferedBuild = z.infer<typeof offeredBuild>;
export const updateCheckAnswer = z.object({
  apps: z.array(z.object({ appId: z.string(), build: offeredBuild.nullable() })),
});
export type UpdateCheckAnswer = z.infer<typeof updateCheckAnswer>;

export const downloadQuery = z.object({
  exp: z.coerce.number().int(),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});
