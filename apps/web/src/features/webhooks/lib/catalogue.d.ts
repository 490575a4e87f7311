import type texts from '../../../locales/en-US/webhooks.json';

/** The texts of the webhooks namespace, as the English catalogue holds them. */
export type WebhooksCatalogue = typeof texts;
