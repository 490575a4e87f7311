import { newToken, sha256 } from '../../lib/crypto.js';
import { addMs, iso } from '../../lib/time.js';
import type { UploadContext } from './upload-context.js';

export const UPLOAD_TOKEN_TTL_MS = 3_600_000;
export const UPLOAD_TOKEN_PREFIX = 'up_';

/** Command-line upload tokens: an hour's access to one app's upload calls. */
export class UploadTokens {
  constructor(private readonly ctx: UploadContext) {}

  /**
   * App ID + App Secret → a token for this app's upload calls. The secret is compared in
   * constant time; each try is counted per app and address before the compare and given back
   * when the secret was right, so only wrong secrets use the limit up.
   */
  async uploadToken(appId: string, appSecret: string, address: string) {
    const now = this.ctx.deps.clock.now();
    const app = await this.ctx.deps.appBySecret(appId, appSecret, address);
    const token = `${UPLOAD_TOKEN_PREFIX}${newToken()}`;
    await this.ctx.repo.insertToken({
      token_hash: sha256(token),
      app_id: app.id,
      // the token acts for the organisation (its founder's account id) on this one app
      account_id: app.org_id,
      created_at: iso(now),
      expires_at: iso(addMs(now, UPLOAD_TOKEN_TTL_MS)),
    });
    return { token, expiresIn: UPLOAD_TOKEN_TTL_MS / 1000 };
  }

  /** The caller an upload token stands for, scoped to its app; null when unknown or expired. */
  async authenticateToken(token: string) {
    if (!token.startsWith(UPLOAD_TOKEN_PREFIX) || token.length > 200) return null;
    const row = await this.ctx.repo.findToken(sha256(token), this.ctx.now());
    if (!row) return null;
    const [account, app] = await Promise.all([
      this.ctx.deps.accountStanding(row.account_id),
      this.ctx.deps.apps.byId(row.app_id),
    ]);
    // the token dies with a blocked account or a new App Secret
    if (!account || account.blocked || app?.org_id !== row.account_id) return null;
    if (app.secret_changed_at && row.created_at < app.secret_changed_at) return null;
    return {
      id: row.account_id,
      admin: false,
      devStatus: account.devStatus,
      tokenHash: sha256(token),
      // upload tokens read no notifications
      ntyVersion: 0,
      // the guard takes an upload token on the builds:upload calls only
      role: 'developer' as const,
      orgId: app.org_id,
      appIds: [row.app_id],
      scopeAppId: row.app_id,
    };
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.ctx.repo.deleteExpiredTokens(iso(now));
  }
}
