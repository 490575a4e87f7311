import { z } from 'zod';
import { REVIEW_STAGES } from './app-status.js';
import { roles } from './access.js';
import { testingTracks } from './track-rules.js';
import { autoHaltReason } from './tracks.js';
import { deliveryStatuses, webhookEventTypes, webhookLimits } from './webhook-rules.js';
import type { WebhookEventType } from './webhook-rules.js';

/** The schemas of signed webhooks (docs/api/webhooks.md): the calls and each event's body. */
// ---- the bodies ----------------------------------------------------------------------------------

const appRef = {
  appId: z.string(),
  /** the app's name as the store shows it */
  appName: z.string(),
  packageName: z.string(),
};

const reviewDecision = z.object({
  ...appRef,
  /** auto: the automatic check; man: the technical review; content; publish: the release review */
  stage: z.enum(REVIEW_STAGES),
  /** a business channel's release; null: the main store's */
  channelId: z.string().nullable(),
  /** the build under review */
  version: z.string(),
  /** the reviewer's reason, as the developer's notification gives it */
  reason: z.string(),
  /** the audit report of the decision */
  auditId: z.string(),
});

/** The `data` of each event type. */
export const webhookEventData = {
  'review.passed': reviewDecision,
  'review.failed': reviewDecision,
  'build.checked': z.object({
    ...appRef,
    track: z.enum(testingTracks),
    version: z.string(),
    versionCode: z.number().int(),
    passed: z.boolean(),
    /** what failed, in English; empty when passed */
    problems: z.array(z.string()),
  }),
  'rollout.changed': z.object({
    ...appRef,
    action: z.enum(['raised', 'resumed', 'completed']),
    /** percent of devices offered the build */
    share: z.number(),
    version: z.string(),
    versionCode: z.number().int(),
  }),
  'rollout.halted': z.object({
    ...appRef,
    share: z.number(),
    version: z.string(),
    versionCode: z.number().int(),
    /** member: halted by a member; portal: halted by the automatic rule, `reason` says why */
    by: z.enum(['member', 'portal']),
    reason: autoHaltReason.nullable(),
  }),
  'bill.sent': z.object({
    billId: z.string(),
    /** YYYY-MM */
    month: z.string(),
    /** what the organisation is paid, in US cents */
    amountCents: z.number().int(),
    currency: z.literal('USD'),
    /** ISO time the bill is confirmed by default unless disputed */
    confirmBy: z.string(),
  }),
  'player_review.low_rating': z.object({
    ...appRef,
    reviewId: z.string(),
    rating: z.number().int(),
    title: z.string(),
    text: z.string(),
    language: z.string(),
    versionCode: z.number().int(),
    writtenAt: z.string(),
  }),
  'member.joined': z.object({
    accountId: z.string(),
    /** the e-mail or mobile number the member signs in with */
    account: z.string(),
    role: z.enum(roles),
  }),
} satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof webhookEventData)[T]>;

/** An event as the producing module hands it over: its type, organisation and data. */
export type OrgEvent = {
  [T in WebhookEventType]: { type: T; orgId: string; data: WebhookEventData<T> };
}[WebhookEventType];

/** What every delivery POSTs: the event, the same body for every try and every "send again". */
export const webhookBody = z.object({
  /** the event's id: a receiver that saw it already can skip it */
  id: z.string(),
  type: z.enum(webhookEventTypes),
  /** ISO time of the event */
  createdAt: z.string(),
  orgId: z.string(),
  data: z.record(z.string(), z.unknown()),
});

// ---- the calls -----------------------------------------------------------------------------------

const id = z.string().min(1).max(64);

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  on: z.boolean(),
  /** why the portal turned it off: failing (every delivery failed for a day); null: it did not */
  disabledReason: z.enum(['failing']).nullable(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  /** the newest delivery; null: none yet */
  lastDelivery: z
    .object({
      status: z.enum(deliveryStatuses),
      createdAt: z.string(),
      httpStatus: z.number().int().nullable(),
    })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListAnswer = z.object({ webhooks: z.array(webhookSchema) });

export const saveWebhookRequest = z.object({
  /** absent: a new endpoint */
  id: id.optional(),
  url: z.string().trim().min(1).max(webhookLimits.urlMax),
  events: z
    .array(z.enum(webhookEventTypes))
    .min(1)
    .refine((e) => new Set(e).size === e.length, 'events must not repeat'),
  on: z.boolean(),
});
export type SaveWebhookRequest = z.input<typeof saveWebhookRequest>;

export const saveWebhookAnswer = z.object({
  webhook: webhookSchema,
  /** the signing secret: only in the answer that made the endpoint */
  secret: z.string().optional(),
});

export const webhookIdRequest = z.object({ id });

export const deliveriesRequest = z.object({ id, page: z.number().int().min(1).max(10_000) });

export const webhookTry = z.object({
  at: z.string(),
  /** null: no answer (refused address, timeout, connection error) */
  httpStatus: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** a short reason of a failed try; null when it was delivered */
  error: z.string().nullable(),
});

export const webhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.enum(webhookEventTypes),
  createdAt: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  httpStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  /** the next try; null when delivered or given up */
  nextTryAt: z.string().nullable(),
  /** each try, oldest first */
  tries: z.array(webhookTry),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const deliveriesAnswer = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  deliveries: z.array(webhookDelivery),
});

export const redeliverRequest = z.object({ deliveryId: id });
