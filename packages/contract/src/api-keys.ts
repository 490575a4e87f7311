import { z } from 'zod';
import { apiScopes } from './access.js';
import { appIdSchema } from './apps.js';
import { apiKeyLimits } from './api-key-rules.js';

/**
 * API keys: what a studio's pipeline signs its publishing API calls with (docs/api/api-keys.md).
 * A key belongs to the organisation, holds scopes and may be limited to some apps; the secret is
 * shown once and stored hashed.
 */
export const apiScopeSchema = z.enum(apiScopes);

export const apiKeySchema = z.object({
  keyId: z.string(),
  name: z.string(),
  /** the key's first characters, to tell keys apart (the key itself is never shown again) */
  hint: z.string(),
  scopes: z.array(apiScopeSchema),
  /** null: every app of the organisation */
  appIds: z.array(z.string()).nullable(),
  /** ISO time; null: never */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** who created it, as they sign in */
  createdBy: z.string(),
  /** ISO time of its last call; null: never used */
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
  /** ISO time; null: live */
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListAnswer = z.object({ keys: z.array(apiKeySchema) });

export const createApiKeyRequest = z.object({
  name: z.string().trim().min(1).max(apiKeyLimits.nameMax),
  scopes: z
    .array(apiScopeSchema)
    .min(1)
    .refine((s) => new Set(s).size === s.length, 'scopes must not repeat'),
  appIds: z.array(appIdSchema).min(1).max(apiKeyLimits.appsMax).nullable().optional(),
  /** ISO time in the future, at most two years away; absent or null: never */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;

export const createApiKeyAnswer = z.object({
  key: apiKeySchema,
  /** the key itself, shown this once */
  secret: z.string(),
});

export const apiKeyIdRequest = z.object({ keyId: z.string().min(1).max(64) });
