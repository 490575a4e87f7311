import type { ApiKey, ApiScope, CreateApiKeyRequest } from '@vrportal/contract';
import { API_KEY_PREFIX, ErrorCode, apiKeyLimits } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId, newToken, sha256 } from '../../lib/crypto.js';
import { iso, type Clock } from '../../lib/time.js';
import type { Caller, KeyCaller } from '../../plugins/caller.js';
import type { AccountNamesOf } from '../account/index.js';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository.js';

export interface ApiKeysDeps {
  repo: ApiKeysRepository;
  clock: Clock;
  accountNamesOf: AccountNamesOf;
  /** the ids of the organisation's apps, to check the apps a key is limited to */
  appIdsOf: (orgId: string) => Promise<string[]>;
}

const DAY = 24 * 60 * 60 * 1000;
/** A key's use is written again after this long (or from another address), not on every call. */
const TOUCH_EVERY_MS = 60_000;

const parseList = <T>(json: string | null): T[] | null =>
  json === null ? null : (JSON.parse(json) as T[]);

/**
 * API keys of an organisation: made with scopes, optional apps and expiry, shown once and kept as
 * a SHA-256 (a key is 256 random bits, so a fast hash is enough), revoked at once. The publishing
 * API finds its caller here on every call, so a revoked or expired key is refused on every
 * instance from the next call on.
 */
export class ApiKeysService {
  constructor(private readonly deps: ApiKeysDeps) {}

  private orgOf(caller: Caller): string {
    if (!caller.orgId) throw new AppError(ErrorCode.notDeveloper);
    return caller.orgId;
  }

  async list(caller: Caller): Promise<ApiKey[]> {
    const rows = await this.deps.repo.listOf(this.orgOf(caller));
    return this.views(rows);
  }

  private async views(rows: ApiKeyRow[]): Promise<ApiKey[]> {
    const names = await this.deps.accountNamesOf(rows.map((r) => r.created_by));
    return rows.map((r) => ({
      keyId: r.id,
      name: r.name,
      hint: r.hint,
      scopes: parseList<ApiScope>(r.scopes) ?? [],
      appIds: parseList<string>(r.app_ids),
      expiresAt: r.expires_at,
      createdAt: r.created_at,
      createdBy: names.get(r.created_by) ?? '',
      lastUsedAt: r.last_used_at,
      lastUsedAddress: r.last_used_address,
      revokedAt: r.revoked_at,
    }));
  }

  async create(
    caller: Caller,
    body: CreateApiKeyRequest,
    noteChange: (field: string, before: string | null, after: string | null) => void,
  ): Promise<{ key: ApiKey; secret: string }> {
    const orgId = this.orgOf(caller);
    const now = this.deps.clock.now();
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (
      expiresAt &&
      (expiresAt <= now || expiresAt.getTime() > now.getTime() + apiKeyLimits.expiryDaysMax * DAY)
    ) {
      throw new AppError(ErrorCode.apiKeyExpiry);
    }
    const appIds = body.appIds ? [...new Set(body.appIds)] : null;
    if (appIds) {
      const held = new Set(await this.deps.appIdsOf(orgId));
      if (appIds.some((id) => !held.has(id))) throw new AppError(ErrorCode.apiKeyAppNotFound);
    }
    const secret = `${API_KEY_PREFIX}${newToken()}`;
    const row = {
      id: newId(),
      org_id: orgId,
      name: body.name.trim(),
      hint: secret.slice(0, API_KEY_PREFIX.length + 6),
      key_hash: sha256(secret),
      scopes: JSON.stringify(body.scopes),
      app_ids: appIds ? JSON.stringify(appIds) : null,
      expires_at: expiresAt ? iso(expiresAt) : null,
      created_by: caller.id,
      created_at: iso(now),
    };
    if (!(await this.deps.repo.insertWithin(row, apiKeyLimits.keysMax, iso(now)))) {
      throw new AppError(ErrorCode.apiKeyLimit);
    }
    noteChange('apiKey', null, `${row.name} (${row.hint}…)`);
    noteChange('scopes', null, body.scopes.join(', '));
    const [key] = await this.views([
      { ...row, last_used_at: null, last_used_address: null, revoked_at: null },
    ]);
    return { key: key!, secret };
  }

  async revoke(
    caller: Caller,
    keyId: string,
    noteChange: (field: string, before: string | null, after: string | null) => void,
  ): Promise<void> {
    const orgId = this.orgOf(caller);
    const row = await this.deps.repo.byId(orgId, keyId);
    if (!row) throw new AppError(ErrorCode.apiKeyNotFound);
    // revoking a revoked key again changes nothing and is no error
    if (await this.deps.repo.revoke(orgId, keyId, iso(this.deps.clock.now()))) {
      noteChange('apiKey', `${row.name} (${row.hint}…)`, null);
    }
  }

  /**
   * The caller behind a bearer key, or null when the key is unknown, revoked or expired. Notes
   * its use (time and address) at most once a minute.
   */
  async authenticate(secret: string, address: string): Promise<KeyCaller | null> {
    if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) return null;
    const row = await this.deps.repo.byHash(sha256(secret));
    const now = this.deps.clock.now();
    if (!row || row.revoked_at !== null) return null;
    if (row.expires_at !== null && new Date(row.expires_at) <= now) return null;
    await this.deps.repo.touch(
      row.id,
      iso(now),
      address.slice(0, 64),
      iso(new Date(now.getTime() - TOUCH_EVERY_MS)),
    );
    return {
      id: row.created_by,
      admin: false,
      orgId: row.org_id,
      appIds: parseList<string>(row.app_ids),
      keyId: row.id,
      keyName: row.name,
      hint: row.hint,
      scopes: parseList<ApiScope>(row.scopes) ?? [],
      expiresAt: row.expires_at,
    };
  }
}
