import type { Insertable, Selectable } from 'kysely';
import type { AppAssetsTable, AssetKind } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type AssetRow = Selectable<AppAssetsTable>;
export type NewAsset = Insertable<AppAssetsTable>;

/** A release owning assets: the app and '' (the main store) or a business channel's id. */
export interface ReleaseKey {
  appId: string;
  key: string;
}

/** SQL of app assets. */
export class AssetsRepository {
  constructor(private readonly db: Executor) {}

  with(db: Executor) {
    return new AssetsRepository(db);
  }

  /** Runs `work` in one transaction; `trx` lets another module's service join it. */
  transaction<T>(work: (repo: AssetsRepository, trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new AssetsRepository(trx), trx));
  }

  async insert(row: NewAsset) {
    await this.db.insertInto('app_assets').values(row).execute();
  }

  findById(id: string) {
    return this.db.selectFrom('app_assets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByName(name: string) {
    return this.db.selectFrom('app_assets').selectAll().where('name', '=', name).executeTakeFirst();
  }

  ofRelease(r: ReleaseKey) {
    return this.db
      .selectFrom('app_assets')
      .selectAll()
      .where('app_id', '=', r.appId)
      .where('channel_key', '=', r.key)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
  }

  ofKind(r: ReleaseKey, kind: AssetKind) {
    return this.db
      .selectFrom('app_assets')
      .selectAll()
      .where('app_id', '=', r.appId)
      .where('channel_key', '=', r.key)
      .where('kind', '=', kind)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
  }

  children(parentId: string) {
    return this.db.selectFrom('app_assets').selectAll().where('parent_id', '=', parentId).execute();
  }

  async count(r: ReleaseKey, kind: AssetKind): Promise<number> {
    const row = await this.db
      .selectFrom('app_assets')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('app_id', '=', r.appId)
      .where('channel_key', '=', r.key)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async nextPosition(r: ReleaseKey, kind: AssetKind): Promise<number> {
    const row = await this.db
      .selectFrom('app_assets')
      .select((eb) => eb.fn.max<number | null>('position').as('top'))
      .where('app_id', '=', r.appId)
      .where('channel_key', '=', r.key)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
  }

  async setPosition(id: string, position: number) {
    await this.db.updateTable('app_assets').set({ position }).where('id', '=', id).execute();
  }

  async deleteIds(ids: string[]) {
    if (ids.length === 0) return;
    await this.db.deleteFrom('app_assets').where('id', 'in', ids).execute();
  }

  /** Of these stored files, those some row still names (copies of a release share files). */
  async blobKeysInUse(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('app_assets')
      .select('blob_key')
      .where('blob_key', 'in', keys)
      .execute();
    return new Set(rows.map((r) => r.blob_key));
  }

  /** Every stored file of an app, each once, for deleting the app. */
  async blobKeysOf(appId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('app_assets')
      .select('blob_key')
      .distinct()
      .where('app_id', '=', appId)
      .execute();
    return rows.map((r) => r.blob_key);
  }
}
