import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { webhookApi } from './calls';
import { webhookKeys } from './keys';

/** POST /vrmcsys/org/webhooks/delete {id}: removes an endpoint with its deliveries. */
export function deleteWebhook(id: string) {
  return callApi(webhookApi.webhookDelete, { id });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    meta: { quiet: true },
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
