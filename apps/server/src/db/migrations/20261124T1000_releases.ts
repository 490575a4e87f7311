import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // business channels of an app (the main store is not a row: every app has it)
  await db.schema
    .createTable('release_channels')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.notNull().references('apps.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('descpt', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // the review status of the channel's release, moved by the review state machine
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('live_version_id', 'varchar(32)')
    .addColumn('submitted_at', 'varchar(32)')
    .addColumn('status_changed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('release_channels_app')
    .on('release_channels')
    .columns(['app_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('release_channels_status')
    .on('release_channels')
    .columns(['status', 'status_changed_at'])
    .execute();

  // the draft release form of the main store (channel_key '') or of a channel (its id)
  await db.schema
    .createTable('release_drafts')
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.notNull().references('apps.id').onDelete('cascade'),
    )
    .addColumn('channel_key', 'varchar(32)', (c) => c.notNull())
    // JSON of the texts, lists and choices of the form
    .addColumn('form', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('price_mode', 'integer')
    // hundredths of the currency unit; null is free
    .addColumn('sprice', 'bigint')
    .addColumn('bprice', 'bigint')
    .addColumn('currency', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('release_drafts_pk', ['app_id', 'channel_key'])
    .execute();

  // businesses the platform registers (admin command line); developers link them to channels
  await db.schema
    .createTable('businesses')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('email', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('channel_businesses')
    .addColumn('channel_id', 'varchar(32)', (c) =>
      c.notNull().references('release_channels.id').onDelete('cascade'),
    )
    .addColumn('business_id', 'varchar(32)', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    // 0 waiting for the business to confirm, 1 confirmed
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    .addPrimaryKeyConstraint('channel_businesses_pk', ['channel_id', 'business_id'])
    .execute();

  // every status change of a channel release: who, what, when
  await db.schema
    .createTable('channel_review_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('channel_id', 'varchar(32)', (c) =>
      c.notNull().references('release_channels.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'varchar(32)')
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('event', 'varchar(32)', (c) => c.notNull())
    .addColumn('from_status', 'integer', (c) => c.notNull())
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('audit_id', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('channel_review_log_channel')
    .on('channel_review_log')
    .columns(['channel_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'channel_review_log',
    'channel_businesses',
    'businesses',
    'release_drafts',
    'release_channels',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
