import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { webhookApi } from './calls';

/** The prefixes of the webhooks screen's keys: every query of its own, an endpoint's deliveries. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveriesOf: (id: string) => ['webhooks', 'deliveries', id] as const,
};

/** POST /vrmcsys/org/webhooks/list: the organisation's endpoints with their last delivery. */
export function webhookList(signal?: AbortSignal) {
  return callApi(webhookApi.webhookList, {}, { signal });
}

/** POST /vrmcsys/org/webhooks/deliveries {id, page}: an endpoint's deliveries, newest first. */
export function webhookDeliveries(id: string, page: number, signal?: AbortSignal) {
  return callApi(webhookApi.webhookDeliveries, { id, page }, { signal });
}

/** The queries of the webhooks screen; it shows a failed load as its own state, not as a toast. */
export const webhookQueries = {
  /** the organisation's endpoints */
  list: () =>
    queryOptions({
      queryKey: [...webhookKeys.all, 'list'] as const,
      queryFn: ({ signal }) => webhookList(signal),
      meta: { quiet: true },
      staleTime: 10_000,
    }),
  /** a page of an endpoint's deliveries (null: none open); the rows stay while the next loads */
  deliveries: (id: string | null, page: number) =>
    queryOptions({
      queryKey: [...webhookKeys.deliveriesOf(id ?? ''), page] as const,
      queryFn: ({ signal }) => webhookDeliveries(id!, page, signal),
      enabled: id !== null,
      placeholderData: keepPreviousData,
      meta: { quiet: true },
      staleTime: 5_000,
      // while a delivery waits for its try, the page follows it
      refetchInterval: (query) =>
        query.state.data?.deliveries.some((d) => d.status === 'pending') ? 5_000 : false,
    }),
};
