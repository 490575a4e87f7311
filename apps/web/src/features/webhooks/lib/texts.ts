import type { WebhookEventType } from '@vrportal/contract';
import { useScreenText } from '@/lib/screen-text';
import type { Leaves, ScreenText } from '@/lib/screen-text';
import type { WebhooksCatalogue } from './catalogue';

/** The screen's own namespace (src/locales/<locale>/webhooks.json), loaded with the screen. */
export const WEBHOOKS_NS = 'webhooks';

export type WebhooksKey = Leaves<WebhooksCatalogue>;
export type WebhooksText = ScreenText<WebhooksCatalogue>;

/** The texts of the webhooks screen, with keys checked against the English catalogue. */
export const useWebhooksText = (): WebhooksText => useScreenText<WebhooksCatalogue>(WEBHOOKS_NS);

/** An event type's key in the catalogue (a dot there would nest it). */
export const eventKey = (type: WebhookEventType) =>
  type.replace('.', '_') as keyof WebhooksCatalogue['events'];

/** The name and description of an event type in the reader's language. */
export const eventName = (t: WebhooksText, type: WebhookEventType) =>
  t(`events.${eventKey(type)}.name`);
export const eventDescription = (t: WebhooksText, type: WebhookEventType) =>
  t(`events.${eventKey(type)}.description`);
