import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, apiKeyCalls } from '@vrportal/contract';
import { callApi, type CallOptions } from '@/lib/api-client';
import { apiKeysApi } from './calls';
import { apiKeysKeys } from './keys';

export type ApiKeyList = CallAnswer<typeof apiKeyCalls.apiKeyList>;

/** POST /vrmcsys/org/apiKeys/list {}: every key of the organisation, revoked and expired ones too. */
export function listApiKeys(options?: CallOptions) {
  return callApi(apiKeysApi.apiKeyList, {}, options);
}

/** The screen shows a failed load where the keys would be, not as a toast. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysKeys.list,
    queryFn: ({ signal }) => listApiKeys({ signal }),
    meta: { quiet: true },
    staleTime: 10_000,
  });
}
