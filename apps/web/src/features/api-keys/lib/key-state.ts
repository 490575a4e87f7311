import { apiKeyLimits, type ApiKey } from '@vrportal/contract';

/** Where a key stands: it works (live), its expiry passed (expired), or it was revoked. */
export type KeyState = 'live' | 'expired' | 'revoked';

/** A key's state at `nowMs` (the server's clock as the browser knows it); revoked wins. */
export function keyStateOf(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, nowMs: number): KeyState {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= nowMs) return 'expired';
  return 'live';
}

/** When a key stopped working (ms), for one that did. */
function endedAt(key: ApiKey): number {
  return Date.parse(key.revokedAt ?? key.expiresAt ?? key.createdAt);
}

/**
 * The list as the screen shows it: the live keys first, newest first, then those that stopped
 * working, the latest to stop first.
 */
export function orderKeys(keys: readonly ApiKey[], nowMs: number): ApiKey[] {
  const live = keys.filter((key) => keyStateOf(key, nowMs) === 'live');
  const ended = keys.filter((key) => keyStateOf(key, nowMs) !== 'live');
  const newest = (a: ApiKey, b: ApiKey) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return [...live.sort(newest), ...ended.sort((a, b) => endedAt(b) - endedAt(a))];
}

/** How many keys work now: the server refuses a new one at apiKeyLimits.keysMax. */
export function liveCount(keys: readonly ApiKey[], nowMs: number): number {
  return keys.filter((key) => keyStateOf(key, nowMs) === 'live').length;
}

/** Whether the organisation holds as many live keys as it may. */
export function atKeyLimit(keys: readonly ApiKey[], nowMs: number): boolean {
  return liveCount(keys, nowMs) >= apiKeyLimits.keysMax;
}
