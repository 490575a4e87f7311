/**
 * Signed webhooks of an organisation (docs/api/webhooks.md): endpoints of the studio's own that
 * hear of chosen events, each POSTed as JSON and signed with the endpoint's secret. The paths,
 * event names and limits, zod-free for the browser.
 */
export const webhookPaths = {
  list: '/vrmcsys/org/webhooks/list',
  save: '/vrmcsys/org/webhooks/save',
  delete: '/vrmcsys/org/webhooks/delete',
  deliveries: '/vrmcsys/org/webhooks/deliveries',
  redeliver: '/vrmcsys/org/webhooks/redeliver',
} as const;

/** The events an endpoint may hear of, as the `type` of each body and the VRPortal-Event header. */
export const webhookEvents = {
  reviewPassed: 'review.passed',
  reviewFailed: 'review.failed',
  buildChecked: 'build.checked',
  rolloutChanged: 'rollout.changed',
  rolloutHalted: 'rollout.halted',
  billSent: 'bill.sent',
  lowRating: 'player_review.low_rating',
  memberJoined: 'member.joined',
} as const;
export const webhookEventTypes = Object.values(webhookEvents) as [
  WebhookEventType,
  ...WebhookEventType[],
];
export type WebhookEventType = (typeof webhookEvents)[keyof typeof webhookEvents];

export const webhookLimits = {
  /** endpoints per organisation */
  endpointsMax: 20,
  urlMax: 2000,
  /** deliveries a page of the deliveries call holds */
  pageSize: 20,
  /** how long a delivery is retried, from its event (or its "send again") */
  retryHours: 24,
  /** an endpoint whose deliveries all failed this long is turned off */
  disableAfterHours: 24,
  timeoutSeconds: 10,
} as const;

/** The delays between tries of a delivery, in minutes: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h. */
export const webhookRetryMinutes = [1, 5, 30, 120, 360, 720] as const;

/** The header names of a delivery. */
export const webhookHeaders = {
  signature: 'VRPortal-Signature',
  event: 'VRPortal-Event',
  delivery: 'VRPortal-Delivery',
} as const;

export const deliveryStatuses = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
