import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallAnswer, webhookCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { webhookApi } from './calls';
import { webhookKeys } from './keys';

export type DeliveriesAnswer = CallAnswer<typeof webhookCalls.webhookDeliveries>;

/** POST /vrmcsys/org/webhooks/deliveries {id, page}: an endpoint's deliveries, newest first. */
export function webhookDeliveries(id: string, page: number, signal?: AbortSignal) {
  return callApi(webhookApi.webhookDeliveries, { id, page }, { signal });
}

/** A page of deliveries; the rows on screen stay while the next page loads. */
export function useWebhookDeliveries(id: string | null, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id ?? '', page),
    queryFn: ({ signal }) => webhookDeliveries(id!, page, signal),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    meta: { quiet: true },
    staleTime: 5_000,
    // while a delivery waits for its try, the page follows it
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? 5_000 : false,
  });
}
