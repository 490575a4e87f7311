import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.

interface AssetCopyRow {
  id: string;
  app_id: string;
  kind: string;
  doc_type: number;
  parent_id: string | null;
  name: string;
  blob_key: string;
  orig_name: string;
  format: string;
  size: number | string;
  width: number;
  height: number;
  position: number;
  created_at: string;
}

/**
 * Each release (the main store's, '' , or a business channel's, its id) owns its assets. The
 * channels that exist get their own rows copied from the main store's; the copies share the
 * stored files by key, and a file goes only when no row names it any more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_assets')
    .addColumn('channel_key', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('app_assets_release_kind')
    .on('app_assets')
    .columns(['app_id', 'channel_key', 'kind', 'position'])
    .execute();
  await db.schema.createIndex('app_assets_blob').on('app_assets').column('blob_key').execute();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const q = db as Kysely<any>;
  const channels = (await q.selectFrom('release_channels').select(['id', 'app_id']).execute()) as {
    id: string;
    app_id: string;
  }[];
  for (const channel of channels) {
    const rows = (await q
      .selectFrom('app_assets')
      .selectAll()
      .where('app_id', '=', channel.app_id)
      .where('channel_key', '=', '')
      .execute()) as AssetCopyRow[];
    const newIds = new Map(rows.map((r) => [r.id, randomBytes(16).toString('hex')]));
    for (const row of rows) {
      const id = newIds.get(row.id)!;
      await q
        .insertInto('app_assets')
        .values({
          ...row,
          id,
          channel_key: channel.id,
          name: `${id}.${row.format}`,
          parent_id: row.parent_id === null ? null : (newIds.get(row.parent_id) ?? null),
        })
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await (db as Kysely<any>).deleteFrom('app_assets').where('channel_key', '<>', '').execute();
  await db.schema.dropIndex('app_assets_blob').execute();
  await db.schema.dropIndex('app_assets_release_kind').execute();
  await db.schema.alterTable('app_assets').dropColumn('channel_key').execute();
}
