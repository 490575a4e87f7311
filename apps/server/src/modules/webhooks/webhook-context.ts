// What the parts of the webhooks module share: dependencies, the clock and the answers' shapes.
import type {
  DeliveryStatus,
  Lang,
  Webhook,
  WebhookDelivery,
  WebhookEventType,
} from '@vrportal/contract';
import type { FieldCipher } from '../../lib/field-cipher.js';
import type { Clock } from '../../lib/time.js';
import type { MailMessage } from '../../messaging/mail.js';
import type { NotificationService } from '../notifications/index.js';
import type { AddressRules } from './address-guard.js';
import type {
  AttemptRow,
  DeliveryRow,
  WebhookRow,
  WebhooksRepository,
} from './webhooks.repository.js';

export interface WebhooksDeps {
  repo: WebhooksRepository;
  /** the signing secrets are encrypted at rest with the portal's field key */
  cipher: FieldCipher;
  clock: Clock;
  rules: AddressRules;
  notifications: NotificationService;
  /** mails each owner and admin of the organisation (who manage webhooks), in their language */
  mailManagers: (orgId: string, make: (lang: Lang, to: string) => MailMessage) => Promise<void>;
  /** the portal's address, for mailed links */
  publicUrl: string;
  onError?: (error: unknown) => void;
}

/** The field cipher's context of an endpoint's secret: a secret copied to another row fails. */
export const secretContext = (webhookId: string) => `webhook:${webhookId}`;

export const eventsOf = (row: Pick<WebhookRow, 'events'>): WebhookEventType[] =>
  JSON.parse(row.events) as WebhookEventType[];

export function webhookView(row: WebhookRow, newest: DeliveryRow | undefined): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: eventsOf(row),
    on: row.enabled === 1,
    disabledReason: row.disabled_reason === 'failing' ? 'failing' : null,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
    lastDelivery: newest
      ? {
          status: newest.status as DeliveryStatus,
          createdAt: newest.created_at,
          httpStatus: newest.last_status,
        }
      : null,
  };
}

export function deliveryView(
  row: DeliveryRow & { type: string },
  attempts: AttemptRow[],
): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    type: row.type as WebhookEventType,
    createdAt: row.created_at,
    status: row.status as WebhookDelivery['status'],
    attempts: Number(row.attempts),
    httpStatus: row.last_status,
    durationMs: row.last_duration_ms,
    error: row.last_error,
    nextTryAt: row.status === 'pending' || row.status === 'retrying' ? row.next_attempt_at : null,
    tries: attempts
      .filter((a) => a.delivery_id === row.id)
      .map((a) => ({
        at: a.at,
        httpStatus: a.http_status,
        durationMs: Number(a.duration_ms),
        error: a.error,
      })),
  };
}
