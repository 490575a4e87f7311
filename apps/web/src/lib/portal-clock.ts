import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicePaths, type PortalClockAnswer } from '@vrportal/contract';
import { getJson } from './api-client';
import { sharedKeys } from './query-keys';
import { viewerZone } from './time';

/**
 * The portal's clock as the browser keeps it: the time zone the portal counts its days in
 * (TIME_ZONE) and how far the server's clock runs ahead of the browser's.
 */
export interface PortalClock {
  timeZone: string;
  /** server time minus browser time, in ms (negative when the browser's clock is ahead) */
  aheadMs: number;
}

/** The clock an answer of portal/clock gives, read at `readAt` on the browser's clock (ms). */
export function portalClockOf(answer: PortalClockAnswer, readAt: number): PortalClock {
  return { timeZone: answer.timeZone, aheadMs: Date.parse(answer.now) - readAt };
}

/** GET /vrmcsys/portal/clock; the answer is taken as read halfway through the round trip. */
export async function fetchPortalClock(signal?: AbortSignal): Promise<PortalClock> {
  const sent = Date.now();
  const answer = await getJson<PortalClockAnswer>(servicePaths.portalClock, {}, { signal });
  return portalClockOf(answer, (sent + Date.now()) / 2);
}

/** The browser's own zone and clock: what the days are counted in when the portal's is lost. */
export const browserClock = (): PortalClock => ({ timeZone: viewerZone(), aheadMs: 0 });

/** The portal's clock, asked once a session (the cache is emptied when the account changes). */
export const portalClockQuery = () =>
  queryOptions({
    queryKey: sharedKeys.portalClock,
    queryFn: ({ signal }) => fetchPortalClock(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * The portal's clock; undefined while it is on its way, the browser's own if it cannot be had
 * (the failure is told as a toast), so a screen is never left waiting.
 */
export function usePortalClock(): PortalClock | undefined {
  const query = useQuery(portalClockQuery());
  if (query.data) return query.data;
  return query.isError ? browserClock() : undefined;
}
