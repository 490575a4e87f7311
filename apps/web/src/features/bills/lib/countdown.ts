import { billLimits, timeLeft } from '@vrportal/contract';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Whole days and hours left until `until`; null once it has passed (or cannot be read). */
export function countdownOf(until: string, now: number): { days: number; hours: number } | null {
  const left = timeLeft(until, now);
  return left.days > 0 || left.hours > 0 ? left : null;
}

/**
 * How long a countdown to `until` waits before it is shown again: every 60 minutes, every 30
 * once less than a day is left, and never past the deadline itself (the card then changes).
 * null when the deadline has passed or cannot be read: nothing to count down.
 */
export function refreshDelay(until: string, now: number): number | null {
  const ms = Date.parse(until) - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const minutes = ms < DAY ? billLimits.refreshMinutesLastDay : billLimits.refreshMinutes;
  return Math.min(minutes * MINUTE, ms);
}

/** The soonest refresh of several countdowns; null when none of them still counts. */
export function nextRefresh(untils: readonly string[], now: number): number | null {
  const delays = untils
    .map((until) => refreshDelay(until, now))
    .filter((delay): delay is number => delay !== null);
  return delays.length > 0 ? Math.min(...delays) : null;
}
