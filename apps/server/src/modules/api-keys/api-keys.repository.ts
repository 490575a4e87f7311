import { PostgresAdapter, sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { ApiKeysTable } from '../../db/schema.js';

/** The first key of the advisory lock of key creation (a number the portal uses for nothing else). */
const API_KEYS_LOCK = 7_320_001;

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** SQL of the organisations' API keys. */
export class ApiKeysRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: Insertable<ApiKeysTable>) {
    await this.db.insertInto('api_keys').values(row).execute();
  }

  /** The organisation's keys, live ones first, then the newest. */
  listOf(orgId: string): Promise<ApiKeyRow[]> {
    return this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  byHash(keyHash: string): Promise<ApiKeyRow | undefined> {
    return this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
  }

  byId(orgId: string, id: string): Promise<ApiKeyRow | undefined> {
    return this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Live keys (neither revoked nor expired at `now`) of an organisation. */
  async liveCount(orgId: string, now: string): Promise<number> {
    const row = await this.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('org_id', '=', orgId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Inserts a key unless the organisation already has `max` live ones. The count and the insert
   * are one transaction, one creation per organisation at a time (SQLite has one writer anyway;
   * PostgreSQL takes an advisory lock on the organisation), so a burst never passes the limit.
   */
  insertWithin(row: Insertable<ApiKeysTable>, max: number, now: string): Promise<boolean> {
    return (this.db as Db).transaction().execute(async (trx) => {
      if (trx.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`SELECT pg_advisory_xact_lock(${API_KEYS_LOCK}, hashtext(${row.org_id}))`.execute(
          trx,
        );
      }
      const repo = new ApiKeysRepository(trx);
      if ((await repo.liveCount(row.org_id, now)) >= max) return false;
      await repo.insert(row);
      return true;
    });
  }

  /** Revokes a live key of the organisation; false when it was already revoked or is not its. */
  async revoke(orgId: string, id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: at })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Notes a use; written at most once a minute per key and address, not on every call. */
  async touch(id: string, at: string, address: string, before: string) {
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: at, last_used_address: address })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('last_used_at', 'is', null),
          eb('last_used_at', '<', before),
          eb('last_used_address', '!=', address),
        ]),
      )
      .execute();
  }
}
