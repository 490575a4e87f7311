import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, apiKeyCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { apiKeysApi } from './calls';
import { apiKeysQueries } from './keys';

export type CreateApiKeyBody = CallRequest<typeof apiKeyCalls.apiKeyCreate>;

/**
 * POST /vrmcsys/org/apiKeys/create {name, scopes, appIds?, expiresAt?}: answers the key and its
 * secret, which no later call shows again.
 */
export function createApiKey(body: CreateApiKeyBody) {
  return callApi(apiKeysApi.apiKeyCreate, body);
}

/** The create dialog's call; the dialog tells its errors. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    meta: { quiet: true },
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysQueries.list().queryKey }),
  });
}
