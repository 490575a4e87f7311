import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, webhookCalls } from '@vrportal/contract';
import { webhookQueries } from './keys';

export type WebhookListAnswer = CallAnswer<typeof webhookCalls.webhookList>;

/** The screen shows a failed load as its own state, not as a toast. */
export function useWebhookList() {
  return useQuery(webhookQueries.list());
}
