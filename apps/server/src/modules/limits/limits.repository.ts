import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The SQL of the rate counters: the table `rate_counters` belongs to this module alone. */
export class LimitsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one try in one statement and answers the count it reached: parallel tries on any
   * number of server instances each get a different count.
   */
  async hit(key: string, expiresAt: string): Promise<number> {
    const row = await this.db
      .insertInto('rate_counters')
      .values({ key, count: 1, expires_at: expiresAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ count: sql<number>`rate_counters.count + 1` }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Takes back one try, for limits that count only failures. */
  async giveBack(key: string): Promise<void> {
    await this.db
      .updateTable('rate_counters')
      .set({ count: sql<number>`count - 1` })
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
  }

  async count(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('rate_counters')
      .select('count')
      .where('key', '=', key)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async deleteExpired(now: string): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_counters')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
