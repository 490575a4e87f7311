import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // the files of an app's release form: icon, cover, screenshots, trailers and their covers, documents
  await db.schema
    .createTable('app_assets')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.notNull().references('apps.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('doc_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('blob_key', 'varchar(256)', (c) => c.notNull())
    .addColumn('orig_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('format', 'varchar(8)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('app_assets_app_kind')
    .on('app_assets')
    .columns(['app_id', 'kind', 'position'])
    .execute();
  await db.schema.createIndex('app_assets_parent').on('app_assets').column('parent_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_assets').execute();
}
