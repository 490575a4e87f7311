import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveWebhookRequest } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { webhookApi } from './calls';
import { webhookQueries } from './keys';

/**
 * POST /vrmcsys/org/webhooks/save {id?, url, events, on}: adds an endpoint (answering its
 * signing secret, this once) or changes one.
 */
export function saveWebhook(body: SaveWebhookRequest) {
  return callApi(webhookApi.webhookSave, body);
}

export function useSaveWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWebhook,
    meta: { quiet: true },
    onSettled: () => client.invalidateQueries({ queryKey: webhookQueries.list().queryKey }),
  });
}
