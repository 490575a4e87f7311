import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AccountsTable } from '../../db/schema.js';
import { prepare } from '../../db/prepared.js';
import type { PreparedQuery } from '../../db/prepared.js';

import type { Executor } from '../../db/executor.js';

export type { Executor };
export type AccountRow = Selectable<AccountsTable>;

export type NewAccount = Omit<
  AccountRow,
  | 'failed_logins'
  | 'nty_version'
  | 'access_version'
  | 'lang'
  | 'totp_secret_enc'
  | 'totp_pending_enc'
  | 'totp_enabled_at'
  | 'totp_last_step'
  | 'two_step_locked_until'
> & {
  lang?: string;
};

/** SQL for accounts, sessions and verification codes; no rules live here. */
export class AccountRepository {
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

  /** Whether any account exists (the demo data is made only in an empty database). */
  async any(): Promise<boolean> {
    return Boolean(await this.db.selectFrom('accounts').select('id').limit(1).executeTakeFirst());
  }

  /** Counts a change of the account's notifications (cached notification lists compare it). */
  async bumpNtyVersion(id: string) {
    await this.db
      .updateTable('accounts')
      .set((eb) => ({ nty_version: eb('nty_version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /**
   * Takes the authenticator's time step `step` once: true when it is later than the last step
   * taken, so a code read over someone's shoulder cannot sign in twice.
   */
  async takeTotpStep(id: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('accounts')
      .set({ totp_last_step: step })
      .where('id', '=', id)
      .where('totp_last_step', '<', step)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Counts a change of the account's memberships (cached memberships compare it). */
  async bumpAccessVersion(id: string) {
    await this.db
      .updateTable('accounts')
      .set((eb) => ({ access_version: eb('access_version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  with(db: Executor) {
    return new AccountRepository(db);
  }

  /** The e-mail address and mobile number of each account named. */
  contactsOf(ids: string[]) {
    return this.db
      .selectFrom('accounts')
      .select(['id', 'email', 'mobile'])
      .where('id', 'in', ids)
      .execute();
  }

  findById(id: string) {
    return this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByMobile(mobile: string) {
    return this.db
      .selectFrom('accounts')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirst();
  }

  findByEmail(email: string) {
    return this.db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  async insert(account: NewAccount) {
    await this.db.insertInto('accounts').values(account).execute();
  }

  async update(id: string, changes: Partial<Omit<AccountRow, 'id'>>) {
    await this.db.updateTable('accounts').set(changes).where('id', '=', id).execute();
  }

  /**
   * Takes one password attempt in one statement, so a burst cannot slip past the limit: answers
   * the attempt's number (1..max), or null while the account is locked or all its attempts are
   * taken. A lock that has run out starts the count again.
   */
  async takeLoginAttempt(id: string, now: string, max: number): Promise<number | null> {
    const row = await this.db
      .updateTable('accounts')
      .set({
        failed_logins: sql<number>`CASE WHEN locked_until IS NOT NULL AND locked_until <= ${now} THEN 1 ELSE failed_logins + 1 END`,
        locked_until: sql<
          string | null
        >`CASE WHEN locked_until <= ${now} THEN NULL ELSE locked_until END`,
        updated_at: now,
      })
      .where('id', '=', id)
      .where(
        sql<boolean>`((failed_logins < ${max} AND (locked_until IS NULL OR locked_until <= ${now})) OR (locked_until IS NOT NULL AND locked_until <= ${now}))`,
      )
      .returning('failed_logins')
      .executeTakeFirst();
    return row ? Number(row.failed_logins) : null;
  }

  /** A right password: the attempts start again. */
  async clearLoginAttempts(id: string, now: string) {
    await this.db
      .updateTable('accounts')
      .set({ failed_logins: 0, locked_until: null, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  listByDeveloperStatus(status: number | undefined, limit: number, offset: number) {
    let query = this.db.selectFrom('accounts').selectAll().where('dev_applied_at', 'is not', null);
    if (status !== undefined) query = query.where('dev_status', '=', status);
    return query
      .orderBy('dev_applied_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  // ---- sessions ----

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

  // ---- mail preferences ----

  async mailOptOuts(accountId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('mail_opt_outs')
      .select('kind')
      .where('account_id', '=', accountId)
      .execute();
    return rows.map((r) => r.kind);
  }

  async setMailOptOut(accountId: string, kind: string, off: boolean, now: string) {
    if (off) {
      await this.db
        .insertInto('mail_opt_outs')
        .values({ account_id: accountId, kind, created_at: now })
        .onConflict((oc) => oc.columns(['account_id', 'kind']).doNothing())
        .execute();
    } else {
      await this.db
        .deleteFrom('mail_opt_outs')
        .where('account_id', '=', accountId)
        .where('kind', '=', kind)
        .execute();
    }
  }

  /** Of these accounts, those that turned `kind` off. */
  async optedOut(accountIds: readonly string[], kind: string): Promise<Set<string>> {
    if (accountIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('mail_opt_outs')
      .select('account_id')
      .where('account_id', 'in', [...accountIds])
      .where('kind', '=', kind)
      .execute();
    return new Set(rows.map((r) => r.account_id));
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

  // ---- verification codes ----

  async insertCode(code: {
    id: string;
    purpose: string;
    target: string;
    code_hash: string;
    created_at: string;
    expires_at: string;
  }) {
    await this.db
      .insertInto('verification_codes')
      .values({ ...code, used_at: null })
      .execute();
  }

  async deleteCode(id: string) {
    await this.db.deleteFrom('verification_codes').where('id', '=', id).execute();
  }

  latestCode(purpose: string, target: string) {
    return this.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Takes one try of a code in one statement: false once the code is used or its tries are all
   * taken, however many tries arrive at once.
   */
  async takeCodeAttempt(id: string, max: number): Promise<boolean> {
    const row = await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', max)
      .where('used_at', 'is', null)
      .returning('attempts')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks a code used; answers false when another request used it first. */
  async useCode(id: string, now: string) {
    const result = await this.db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteCodesBefore(before: string) {
    await this.db.deleteFrom('verification_codes').where('expires_at', '<', before).execute();
  }
}
