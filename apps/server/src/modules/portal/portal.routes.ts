import { serviceCalls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import type { PortalService } from './portal.service.js';

/** The portal's own calls beside the spec's API: its clock. */
export function portalRoutes(registerCall: RegisterCall, portal: PortalService) {
  registerCall(serviceCalls.portalClock, async () => portal.clock());
}
