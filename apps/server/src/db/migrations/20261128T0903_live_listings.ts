import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // the listing of a release as it went online (main store channel_key '', or a channel's id):
  // the review console compares the next submission with it
  await db.schema
    .createTable('release_live_listings')
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.notNull().references('apps.id').onDelete('cascade'),
    )
    .addColumn('channel_key', 'varchar(32)', (c) => c.notNull())
    // JSON of the release form's texts, lists and choices, as release_drafts.form
    .addColumn('form', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('price_mode', 'integer')
    .addColumn('sprice', 'bigint')
    .addColumn('bprice', 'bigint')
    .addColumn('currency', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON of the app's assets then (icon, cover, screenshots in order, trailers, documents)
    .addColumn('assets', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('recorded_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('release_live_listings_pk', ['app_id', 'channel_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('release_live_listings').execute();
}
