import { ErrorCode } from '@vrportal/contract';
import { localizedError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/time.js';
import type { CounterStore } from './counter-store.js';

export interface RateLimit {
  /** tries allowed in one window; 0 turns the limit off */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of the portal and what each counts. Every one can be changed with RATE_LIMITS
 * (docs/operations.md); the subject of each is named after its key.
 */
export const defaultRateLimits = {
  /** SMS codes sent to one mobile number (beyond the 60 s between two codes) */
  smsPerMobile: { max: 10, windowMs: 24 * HOUR },
  /** SMS codes asked for from one client address */
  smsPerAddress: { max: 20, windowMs: HOUR },
  /** confirmation and reset mails sent to one address */
  mailPerEmail: { max: 5, windowMs: HOUR },
  /** confirmation and reset mails asked for from one client address */
  mailPerAddress: { max: 20, windowMs: HOUR },
  /** sign-ins that failed from one client address, whatever account they named */
  signInFailuresPerAddress: { max: 30, windowMs: 15 * MINUTE },
  /** sign-ins by a passkey begun from one client address */
  passkeySignInsPerAddress: { max: 60, windowMs: 15 * MINUTE },
  /** validateUser look-ups from one client address (it tells whether an account exists) */
  accountLookupsPerAddress: { max: 30, windowMs: 10 * MINUTE },
  /** wrong App Secrets for one app from one client address */
  appSecretFailures: { max: 10, windowMs: 15 * MINUTE },
  /** build uploads and asset files one developer starts */
  uploadsPerDeveloper: { max: 200, windowMs: HOUR },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof defaultRateLimits;
export type RateLimits = Record<RateLimitName, RateLimit>;

/** A try taken against a limit; given back when only failures should count. */
export interface Taken {
  giveBack(): Promise<void>;
}

const nothingTaken: Taken = { giveBack: async () => {} };

/**
 * Rate limits in fixed windows. A try is counted before the work it guards is done, in one
 * atomic step of the counter store, so a burst of parallel tries on any number of instances gets
 * exactly the allowed number.
 */
export class LimitsService {
  constructor(private readonly deps: { store: CounterStore; clock: Clock; limits: RateLimits }) {}

  /** Counts a try of `subject` against the limit `name`; refuses it with 10429 past the limit. */
  async take(name: RateLimitName, subject: string): Promise<Taken> {
    const window = this.window(name, subject);
    if (!window) return nothingTaken;
    const count = await this.deps.store.hit(window.key, new Date(window.end));
    if (count > window.max) throw retryLater(window.retryAfter);
    return { giveBack: () => this.deps.store.giveBack(window.key) };
  }

  /** Refuses with 10429 when `subject` has used the limit `name` up, without counting a try. */
  async check(name: RateLimitName, subject: string): Promise<void> {
    const window = this.window(name, subject);
    if (!window) return;
    if ((await this.deps.store.count(window.key)) >= window.max)
      throw retryLater(window.retryAfter);
  }

  /** The counter of the current window of a limit, or none when the limit is off. */
  private window(name: RateLimitName, subject: string) {
    const limit = this.deps.limits[name];
    if (limit.max <= 0) return undefined;
    const now = this.deps.clock.now().getTime();
    const start = Math.floor(now / limit.windowMs) * limit.windowMs;
    const end = start + limit.windowMs;
    return {
      key: `${name}:${subject.slice(0, 180)}:${start}`,
      end,
      max: limit.max,
      retryAfter: Math.max(1, Math.ceil((end - now) / 1000)),
    };
  }

  /** Removes the counts of windows that have ended. */
  cleanup(): Promise<number> {
    return this.deps.store.cleanup(this.deps.clock.now());
  }

  close(): Promise<void> {
    return this.deps.store.close?.() ?? Promise.resolve();
  }
}

/** 10429 with how long to wait, in words and in data.retryAfter (seconds). */
export function retryLater(retryAfter: number) {
  const data = { retryAfter };
  return retryAfter < 120
    ? localizedError(ErrorCode.tooManyRequests, 'limit.retrySeconds', { seconds: retryAfter }, data)
    : localizedError(
        ErrorCode.tooManyRequests,
        'limit.retryMinutes',
        { minutes: Math.ceil(retryAfter / 60) },
        data,
      );
}

const UNITS: Record<string, number> = { s: 1000, m: MINUTE, h: HOUR, d: 24 * HOUR };

/**
 * RATE_LIMITS: a comma list of `name=max/window` (window as 30s, 15m, 1h or 1d) or `name=off`,
 * changing the named limits and keeping the others. Answers the problem as a sentence.
 */
export function parseRateLimits(text: string | undefined): RateLimits | string {
  const limits: RateLimits = { ...defaultRateLimits };
  for (const item of (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(?:(off)|(\d+)\/(\d+)([smhd]))$/.exec(item);
    const name = match?.[1] as RateLimitName | undefined;
    if (!match || !name || !(name in defaultRateLimits)) {
      return `"${item}" is not name=max/window (window like 15m or 1h) or name=off, with a name among ${Object.keys(defaultRateLimits).join(', ')}`;
    }
    limits[name] = match[2]
      ? { max: 0, windowMs: MINUTE }
      : { max: Number(match[3]), windowMs: Number(match[4]) * UNITS[match[5]!]! };
    if (limits[name].windowMs <= 0) return `"${item}": the window must be longer than zero`;
  }
  return limits;
}
