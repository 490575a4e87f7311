import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { webhookApi } from './calls';
import { webhookKeys } from './keys';

/** POST /vrmcsys/org/webhooks/redeliver {deliveryId}: the same event again, as a new delivery. */
export function redeliverWebhook(deliveryId: string) {
  return callApi(webhookApi.webhookRedeliver, { deliveryId });
}

export function useRedeliverWebhook(webhookId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhook,
    meta: { quiet: true },
    onSettled: () =>
      client.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(webhookId ?? '') }),
  });
}
