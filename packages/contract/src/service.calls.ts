import { anyone } from './access.js';
import { fileCall, getCall, noInput } from './call.js';
import { portalClockAnswer } from './service.js';
import { servicePaths } from './service-paths.js';

/** The service's own routes, outside the spec's API. */
export const serviceCalls = {
  healthz: fileCall(
    'GET',
    '/healthz',
    anyone,
    { type: 'application/json' },
    'Liveness: answers {"ok":true} while the service runs',
  ),
  portalClock: getCall(
    servicePaths.portalClock,
    anyone,
    noInput,
    portalClockAnswer,
    "The portal's time zone, in which its days are counted, and the server's time",
  ),
} as const;
