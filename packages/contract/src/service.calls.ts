import { anyone } from './access.js';
import { fileCall } from './call.js';

/** The service's own routes, outside the spec's API. */
export const serviceCalls = {
  healthz: fileCall(
    'GET',
    '/healthz',
    anyone,
    { type: 'application/json' },
    'Liveness: answers {"ok":true} while the service runs',
  ),
} as const;
