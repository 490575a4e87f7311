import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { prepare } from '../../db/prepared.js';
import type { PreparedQuery } from '../../db/prepared.js';

/** The SQL of the rate counters: the table `rate_counters` belongs to this module alone. */
export class LimitsRepository {
  /** a count read before each runtime call of a game server (the App Secret's limit): prepared */
  private readonly countOf: PreparedQuery<{ count: number | string }> | null;

  constructor(private readonly db: Db) {
    this.countOf = prepare(db, 'SELECT count FROM rate_counters WHERE key = ?');
  }

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
    if (this.countOf) return Number((await this.countOf.first(key))?.count ?? 0);
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
