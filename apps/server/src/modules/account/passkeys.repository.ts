import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { AccountPasskeysTable, WebauthnChallengesTable } from '../../db/schema.js';

export type PasskeyRow = Selectable<AccountPasskeysTable>;
export type WebauthnChallengeRow = Selectable<WebauthnChallengesTable>;
export type WebauthnPurpose = 'register' | 'login';

/** SQL of the accounts' passkeys and of the ceremonies waiting for a browser; no rules live here. */
export class PasskeysRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: Omit<PasskeyRow, 'last_used_at'>) {
    await this.db.insertInto('account_passkeys').values(row).execute();
  }

  async listOf(accountId: string): Promise<PasskeyRow[]> {
    return this.db
      .selectFrom('account_passkeys')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async byCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
    return this.db
      .selectFrom('account_passkeys')
      .selectAll()
      .where('credential_id', '=', credentialId)
      .executeTakeFirst();
  }

  async countOf(accountId: string): Promise<number> {
    const row = await this.db
      .selectFrom('account_passkeys')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Removes one of the account's passkeys: false when the account has no such passkey. */
  async remove(accountId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('account_passkeys')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /**
   * Records a use, in one statement: a counter is only ever raised, so of two answers carrying
   * the same counter one goes through. An authenticator that counts nothing (0) stays at 0.
   */
  async recordUse(id: string, counter: number, now: string): Promise<boolean> {
    let query = this.db
      .updateTable('account_passkeys')
      .set({ counter, last_used_at: now })
      .where('id', '=', id);
    query = counter > 0 ? query.where('counter', '<', counter) : query.where('counter', '=', 0);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insertChallenge(row: Omit<WebauthnChallengeRow, 'used_at'>) {
    await this.db.insertInto('webauthn_challenges').values(row).execute();
  }

  /**
   * Takes a ceremony's challenge once, in one statement, while it is open: named by its id's hash
   * (a sign-in) or by the challenge itself and its account (a registration). Answers the row, or
   * undefined when it is unknown, expired or taken already.
   */
  async take(
    purpose: WebauthnPurpose,
    by: { idHash: string } | { challenge: string; accountId: string },
    now: string,
  ): Promise<WebauthnChallengeRow | undefined> {
    let query = this.db
      .updateTable('webauthn_challenges')
      .set({ used_at: now })
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now);
    query =
      'idHash' in by
        ? query.where('id_hash', '=', by.idHash)
        : query.where('challenge', '=', by.challenge).where('account_id', '=', by.accountId);
    return query.returningAll().executeTakeFirst();
  }

  async deleteExpired(now: string) {
    await this.db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
  }
}
