import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, apiKeyCalls } from '@vrportal/contract';
import { apiKeysQueries } from './keys';

export type ApiKeyList = CallAnswer<typeof apiKeyCalls.apiKeyList>;

/** The screen shows a failed load where the keys would be, not as a toast. */
export function useApiKeys() {
  return useQuery(apiKeysQueries.list());
}
