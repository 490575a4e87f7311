import { apiKeyCalls as calls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import type { ApiKeysService } from './api-keys.service.js';

/** The organisation's API keys (docs/api/api-keys.md). */
export function apiKeysRoutes(registerCall: RegisterCall, keys: ApiKeysService) {
  registerCall(calls.apiKeyList, async ({ session }) => ({ keys: await keys.list(session) }));
  registerCall(calls.apiKeyCreate, ({ session, body, audit }) =>
    keys.create(session, body, audit.changed),
  );
  registerCall(calls.apiKeyRevoke, async ({ session, body, audit }) => {
    await keys.revoke(session, body.keyId, audit.changed);
    return {};
  });
}
