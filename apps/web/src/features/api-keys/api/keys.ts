import { queryOptions } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { apiKeysApi } from './calls';

/** POST /vrmcsys/org/apiKeys/list {}: every key of the organisation, revoked and expired ones too. */
export function listApiKeys(options?: CallOptions) {
  return callApi(apiKeysApi.apiKeyList, {}, options);
}

/** The query of the API keys screen. */
export const apiKeysQueries = {
  /** the keys; the screen shows a failed load where they would be, not as a toast */
  list: () =>
    queryOptions({
      queryKey: ['api-keys', 'list'] as const,
      queryFn: ({ signal }) => listApiKeys({ signal }),
      meta: { quiet: true },
      staleTime: 10_000,
    }),
};
