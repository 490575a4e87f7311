import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AccountsTable } from '../../db/schema.js';

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

/** SQL for accounts, their mail preferences and verification codes; no rules live here. */
export class AccountRepository {
  constructor(private readonly db: Executor) {}

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
