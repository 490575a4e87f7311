import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiKeysApi } from './calls';
import { apiKeysQueries } from './keys';

/** POST /vrmcsys/org/apiKeys/revoke {keyId}: the key is refused from its next call on. */
export function revokeApiKey(keyId: string) {
  return callApi(apiKeysApi.apiKeyRevoke, { keyId });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    meta: { quiet: true },
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysQueries.list().queryKey }),
  });
}
