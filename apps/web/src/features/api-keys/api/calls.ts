import type { apiKeyCalls } from '@vrportal/contract';
import { apiKeyPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';

/** The organisation's API key calls (apiKeyCalls); making and revoking one may ask for the second step again. */
export const apiKeysApi = callRefs<typeof apiKeyCalls>({
  apiKeyList: apiKeyPaths.list,
  apiKeyCreate: apiKeyPaths.create,
  apiKeyRevoke: apiKeyPaths.revoke,
});
