// SQL for the sign-in sessions (the sessions table); no rules live here.
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { prepare } from '../../db/prepared.js';
import type { PreparedQuery } from '../../db/prepared.js';

export class SessionsRepository {
  private readonly sessionAccount: PreparedQuery<{
    id: string;
    admin: number;
    blocked: number;
    dev_status: number;
    nty_version: number | string;
    access_version: number | string;
    org_id: string | null;
    last_seen_at: string | null;
    totp_enabled_at: string | null;
    second_step_at: string | null;
    has_passkey: number | string;
  }> | null;

  constructor(private readonly db: Executor) {
    this.sessionAccount = prepare(
      db,
      `SELECT a.id, a.admin, a.blocked, a.dev_status, a.nty_version, a.access_version, s.org_id,
       s.last_seen_at, a.totp_enabled_at, s.second_step_at,
       CASE WHEN EXISTS (SELECT 1 FROM account_passkeys p WHERE p.account_id = a.id)
         THEN 1 ELSE 0 END AS has_passkey
     FROM sessions s
     JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ? AND s.expires_at > ?`,
    );
  }

  async insertSession(
    tokenHash: string,
    accountId: string,
    now: string,
    expiresAt: string,
    client: { address: string; agent: string } = { address: '', agent: '' },
    secondStepAt: string | null = null,
  ) {
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: tokenHash,
        account_id: accountId,
        created_at: now,
        expires_at: expiresAt,
        user_agent: client.agent.slice(0, 300),
        address: client.address.slice(0, 64),
        last_seen_at: now,
        second_step_at: secondStepAt,
      })
      .execute();
  }

  /** Records that the session passed a second step at `at`. */
  async confirmSession(tokenHash: string, at: string) {
    await this.db
      .updateTable('sessions')
      .set({ second_step_at: at })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async touchSession(tokenHash: string, now: string) {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  /** The account's sessions that have not expired, the newest first. */
  sessionsOf(accountId: string, now: string) {
    return this.db
      .selectFrom('sessions')
      .select(['token_hash', 'created_at', 'user_agent', 'address', 'last_seen_at'])
      .where('account_id', '=', accountId)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** Ends the account's session whose hash starts with `prefix` (its public id). */
  async deleteSessionById(accountId: string, prefix: string): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('account_id', '=', accountId)
      .where(sql<string>`substr(token_hash, 1, ${prefix.length})`, '=', prefix)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Ends every session of the account but `keepHash`. */
  async deleteOtherSessions(accountId: string, keepHash: string): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('account_id', '=', accountId)
      .where('token_hash', '!=', keepHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The organisation a session acts in from now on. */
  async setSessionOrg(tokenHash: string, orgId: string) {
    await this.db
      .updateTable('sessions')
      .set({ org_id: orgId })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  /** The session's account in one indexed query: this runs on every signed-in call. */
  findSessionAccount(tokenHash: string, now: string) {
    // every call of a signed-in caller runs this: a prepared statement
    if (this.sessionAccount) return this.sessionAccount.first(tokenHash, now);
    return this.db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .select([
        'accounts.id',
        'accounts.admin',
        'accounts.blocked',
        'accounts.dev_status',
        'accounts.nty_version',
        'accounts.access_version',
        'sessions.last_seen_at',
        'accounts.totp_enabled_at',
        'sessions.org_id',
        'sessions.second_step_at',
        (eb) =>
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('account_passkeys')
                  .select('account_passkeys.id')
                  .whereRef('account_passkeys.account_id', '=', 'accounts.id'),
              ),
            )
            .then(1)
            .else(0)
            .end()
            .as('has_passkey'),
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
  }

  async deleteSession(tokenHash: string) {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteSessionsOf(accountId: string) {
    await this.db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
  }

  async deleteExpiredSessions(now: string) {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}
