/**
 * Time zones of the browser tests of day ranges. The portal counts days in its TIME_ZONE, the
 * browser in its own: a server at one end of the world's clocks and a browser at the other never
 * share a calendar day, whatever the hour the test runs at.
 */

/** UTC+14: the first zone into each day. */
export const AHEAD_ZONE = 'Pacific/Kiritimati';
/** UTC−12: the last zone out of each day, 26 hours behind AHEAD_ZONE. */
export const BEHIND_ZONE = 'Etc/GMT+12';

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(zone: string, at = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(at));
}

/** The day `back` days before today in a time zone (0: today), as the portal names days. */
export function daysAgoIn(zone: string, back: number, at = Date.now()): string {
  const today = Date.parse(`${dayIn(zone, at)}T00:00:00Z`);
  return new Date(today - back * 86_400_000).toISOString().slice(0, 10);
}
