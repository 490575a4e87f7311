import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { TwoStepChallengesTable } from '../../db/schema.js';

export type ChallengeRow = Selectable<TwoStepChallengesTable>;

/** SQL of recovery codes and sign-ins waiting for their second step; no rules live here. */
export class TwoStepRepository {
  constructor(private readonly db: Executor) {}

  /** Replaces the account's recovery codes with these (hashes). */
  async replaceRecoveryCodes(accountId: string, hashes: string[], now: string) {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('account_recovery_codes').where('account_id', '=', accountId).execute();
      await trx
        .insertInto('account_recovery_codes')
        .values(hashes.map((code_hash) => ({ account_id: accountId, code_hash, created_at: now })))
        .execute();
    });
  }

  async deleteRecoveryCodes(accountId: string) {
    await this.db
      .deleteFrom('account_recovery_codes')
      .where('account_id', '=', accountId)
      .execute();
  }

  async recoveryLeft(accountId: string): Promise<number> {
    const row = await this.db
      .selectFrom('account_recovery_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', accountId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Takes a recovery code once, in one statement: true when it was there and unused. */
  async useRecoveryCode(accountId: string, hash: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('account_recovery_codes')
      .set({ used_at: now })
      .where('account_id', '=', accountId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insertChallenge(row: Omit<ChallengeRow, 'attempts' | 'used_at' | 'webauthn_challenge'>) {
    await this.db.insertInto('two_step_challenges').values(row).execute();
  }

  async challenge(idHash: string): Promise<ChallengeRow | undefined> {
    return this.db
      .selectFrom('two_step_challenges')
      .selectAll()
      .where('id_hash', '=', idHash)
      .executeTakeFirst();
  }

  /**
   * Counts one try at the challenge, in one statement, while it is open and under `max`: a burst
   * of wrong codes takes exactly `max` tries. Answers the try's number, or null.
   */
  async takeTry(idHash: string, now: string, max: number): Promise<number | null> {
    // the count this statement made, not one read after parallel tries moved it on
    const row = await this.db
      .updateTable('two_step_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id_hash', '=', idHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', max)
      .returning('attempts')
      .executeTakeFirst();
    return row ? Number(row.attempts) : null;
  }

  /** Gives an open challenge the challenge a passkey signs for it: false when it is closed. */
  async setWebauthnChallenge(idHash: string, challenge: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('two_step_challenges')
      .set({ webauthn_challenge: challenge })
      .where('id_hash', '=', idHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Closes the challenge once: false when another request closed it first. */
  async close(idHash: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('two_step_challenges')
      .set({ used_at: now })
      .where('id_hash', '=', idHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteExpired(now: string) {
    await this.db.deleteFrom('two_step_challenges').where('expires_at', '<=', now).execute();
  }
}
