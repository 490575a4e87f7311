import { z } from 'zod';
import { apiScopeSchema } from './api-keys.js';
import { appIdSchema } from './apps.js';
import { AppStatus, FAILED_STATUSES, IN_REVIEW_STATUSES } from './app-status.js';
import { auditReportAnswer } from './notifications.js';
import { localizedTextSchema } from './release.js';
import { rolloutAnswer } from './tracks.js';

/**
 * The publishing API: what a studio's pipeline does with an API key (docs/api/publishing.md).
 * JSON under /api/v1 with `Authorization: Bearer <key>`, answered in the portal's envelope with
 * its error codes; each call needs one scope of the key.
 */
export const publishingPaths = {
  whoami: '/api/v1/whoami',
  status: '/api/v1/apps/status',
  checkChunks: '/api/v1/builds/checkChunks',
  chunk: '/api/v1/builds/chunk',
  merge: '/api/v1/builds/merge',
  mergeResult: '/api/v1/builds/mergeResult',
  tracks: '/api/v1/tracks/list',
  trackNotes: '/api/v1/tracks/notes',
  promote: '/api/v1/tracks/promote',
  submit: '/api/v1/releases/submit',
  rollout: '/api/v1/rollout/get',
  rolloutSet: '/api/v1/rollout/set',
  rolloutHalt: '/api/v1/rollout/halt',
  rolloutResume: '/api/v1/rollout/resume',
  rolloutComplete: '/api/v1/rollout/complete',
  vitals: '/api/v1/vitals/overview',
  stats: '/api/v1/stats/daily',
  reviews: '/api/v1/reviews/list',
  reviewReply: '/api/v1/reviews/reply',
} as const;

export const whoamiAnswer = z.object({
  orgId: z.string(),
  orgName: z.string(),
  keyId: z.string(),
  name: z.string(),
  scopes: z.array(apiScopeSchema),
  /** the apps the key reaches, with their names in the caller's language */
  apps: z.array(z.object({ appId: z.string(), name: z.string() })),
  /** null: every app of the organisation, now and later */
  appIds: z.array(z.string()).nullable(),
  expiresAt: z.string().nullable(),
});
export type WhoamiAnswer = z.infer<typeof whoamiAnswer>;

/**
 * Where an app's store release stands, as a pipeline waits on it: a draft; in review; failed
 * (the report says why); passed (waiting for its release date, or to be put online); online;
 * taken down; cancelled.
 */
export const releaseStates = [
  'draft',
  'in_review',
  'failed',
  'passed',
  'online',
  'taken_down',
  'cancelled',
] as const;
export type ReleaseState = (typeof releaseStates)[number];

export function releaseStateOf(status: number): ReleaseState {
  if (FAILED_STATUSES.includes(status)) return 'failed';
  if (IN_REVIEW_STATUSES.includes(status)) return 'in_review';
  if (status === AppStatus.passed || status === AppStatus.releaseScheduled) return 'passed';
  if (status === AppStatus.online) return 'online';
  if (status === AppStatus.takenDown) return 'taken_down';
  if (status === AppStatus.cancelled) return 'cancelled';
  return 'draft';
}

/** The states a waiting pipeline stops at: the review came to an end, one way or the other. */
export const settledStates: readonly ReleaseState[] = [
  'failed',
  'passed',
  'online',
  'taken_down',
  'cancelled',
];

export const publishingStatusRequest = z.object({ appId: appIdSchema });
export const publishingStatusAnswer = z.object({
  appId: z.string(),
  name: z.string(),
  /** the app status code (see AppStatus) */
  status: z.number().int(),
  state: z.enum(releaseStates),
  /** the review stage of a status in review or failed: auto, man, content or publish */
  stage: z.enum(['auto', 'man', 'content', 'publish']).nullable(),
  /** the live build, '' and 0 when none */
  ver: z.string(),
  vcode: z.number().int(),
  /** the build in review while another is live, '' and 0 when none */
  reviewVer: z.string(),
  reviewVcode: z.number().int(),
  submitTime: z.string(),
  /** when a passed release goes online by itself (ISO UTC), '' when none */
  releaseAt: z.string(),
  /** the report of the failed review stage, in the caller's language */
  failure: auditReportAnswer.nullable(),
  rollout: rolloutAnswer,
});
export type PublishingStatus = z.infer<typeof publishingStatusAnswer>;

/**
 * Submits the store release as it stands (its form as saved, the build promoted to it), with the
 * new version's notes ("what's new") when given.
 */
export const releaseSubmitRequest = z.object({
  appId: appIdSchema,
  vnote: localizedTextSchema.optional(),
});
export const releaseSubmitAnswer = z.object({
  status: z.number().int(),
  state: z.enum(releaseStates),
});

export const noQuery = z.object({});
