import { developer } from './access.js';
import { apiKeyPaths } from './api-key-rules.js';
import * as k from './api-keys.js';
import { emptyBody } from './apps.js';
import { call, confirmed, unaudited } from './call.js';
import { z } from 'zod';

/** An organisation's API keys (docs/api/api-keys.md); making and revoking one asks for the second step. */
export const apiKeyCalls = {
  apiKeyList: unaudited(
    call(apiKeyPaths.list, developer('automation:manage'), emptyBody, k.apiKeyListAnswer),
  ),
  apiKeyCreate: confirmed(
    call(
      apiKeyPaths.create,
      developer('automation:manage'),
      k.createApiKeyRequest,
      k.createApiKeyAnswer,
    ),
  ),
  apiKeyRevoke: confirmed(
    call(apiKeyPaths.revoke, developer('automation:manage'), k.apiKeyIdRequest, z.object({})),
  ),
} as const;
