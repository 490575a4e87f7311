// The portal's clock: the time zone its days are cut in and the server's time, read by the web
// so that its date ranges count "today" as the figures do.
import type { PortalClockAnswer } from '@vrportal/contract';
import { iso, type Clock } from '../../lib/time.js';

export interface PortalDeps {
  clock: Clock;
  /** TIME_ZONE, in which the data centre, bills, leaderboards and the audit log cut days */
  timeZone: string;
}

export class PortalService {
  constructor(private readonly deps: PortalDeps) {}

  /** The portal's time zone and the server's time now. */
  clock(): PortalClockAnswer {
    return { timeZone: this.deps.timeZone, now: iso(this.deps.clock.now()) };
  }
}
