import { apiKeyLimits } from '@vrportal/contract';
import { dayInZone, instantInZone } from '@/lib/time';

const DAY = 24 * 60 * 60 * 1000;

/** The expiry choices of the create dialog: none, a number of days from now, or a chosen day. */
export const expiryPresets = [30, 90, 365] as const;
export type ExpiryChoice = 'never' | `${(typeof expiryPresets)[number]}` | 'date';
export const expiryChoices: readonly ExpiryChoice[] = [
  'never',
  ...expiryPresets.map((days) => `${days}` as const),
  'date',
];

/** The calendar day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

/**
 * The days a key may be made to expire on, in the portal's zone: from tomorrow to the last day
 * whose end is still within apiKeyLimits.expiryDaysMax of now (two hours to spare, for a day that
 * is longer because the clocks change and for the time the dialog stays open).
 */
export function pickableDays(nowMs: number, zone: string): { first: string; last: string } {
  return {
    first: nextDay(dayInZone(nowMs, zone)),
    last: dayInZone(nowMs + (apiKeyLimits.expiryDaysMax - 1) * DAY - 2 * 60 * 60 * 1000, zone),
  };
}

/**
 * The expiry the create call sends (ISO UTC), null for a key that never expires, undefined while
 * a day is still to be chosen. A number of days counts from now; a chosen day is the key's last:
 * it stops working when the next day starts in the portal's zone.
 */
export function expiresAtOf(
  choice: ExpiryChoice,
  day: string | null,
  nowMs: number,
  zone: string,
): string | null | undefined {
  if (choice === 'never') return null;
  if (choice === 'date') return day ? instantInZone(`${nextDay(day)} 00:00`, zone) : undefined;
  return new Date(nowMs + Number(choice) * DAY).toISOString();
}
