import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, webhookCalls } from '@vrportal/contract';
import { webhookQueries } from './keys';

export type DeliveriesAnswer = CallAnswer<typeof webhookCalls.webhookDeliveries>;

/** A page of deliveries; the rows on screen stay while the next page loads. */
export function useWebhookDeliveries(id: string | null, page: number) {
  return useQuery(webhookQueries.deliveries(id, page));
}
