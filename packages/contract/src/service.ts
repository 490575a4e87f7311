import { z } from 'zod';

/**
 * The portal's clock: the time zone its days are cut in (TIME_ZONE: figures, bills, leaderboard
 * periods, the audit log's days) and the server's time, so a browser in any zone, with any
 * clock, counts "today" as the portal does.
 */
export const portalClockAnswer = z.object({
  /** an IANA time zone, e.g. Asia/Shanghai */
  timeZone: z.string(),
  /** the server's time when it answered (ISO-8601 UTC) */
  now: z.iso.datetime(),
});
export type PortalClockAnswer = z.infer<typeof portalClockAnswer>;
