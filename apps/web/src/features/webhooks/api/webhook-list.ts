import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, webhookCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { webhookApi } from './calls';
import { webhookKeys } from './keys';

export type WebhookListAnswer = CallAnswer<typeof webhookCalls.webhookList>;

/** POST /vrmcsys/org/webhooks/list: the organisation's endpoints with their last delivery. */
export function webhookList(signal?: AbortSignal) {
  return callApi(webhookApi.webhookList, {}, { signal });
}

/** The screen shows a failed load as its own state, not as a toast. */
export function useWebhookList() {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: ({ signal }) => webhookList(signal),
    meta: { quiet: true },
    staleTime: 10_000,
  });
}
