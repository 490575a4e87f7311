/** API keys' paths, limits and form, zod-free for the browser (schemas: api-keys.ts). */
export const apiKeyPaths = {
  list: '/vrmcsys/org/apiKeys/list',
  create: '/vrmcsys/org/apiKeys/create',
  revoke: '/vrmcsys/org/apiKeys/revoke',
} as const;

export const apiKeyLimits = {
  /** characters of a key's name */
  nameMax: 60,
  /** apps a key may be limited to */
  appsMax: 100,
  /** live keys per organisation */
  keysMax: 50,
  /** the furthest expiry, in days from now */
  expiryDaysMax: 730,
} as const;

/** What every key starts with, so a leaked one is easy to spot in logs and secret scanners. */
export const API_KEY_PREFIX = 'vrpk_';
