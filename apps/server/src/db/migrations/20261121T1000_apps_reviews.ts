import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('nty_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('apps')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(32)', (c) => c.notNull().references('accounts.id'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('pkg', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('app_secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cgy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_shelves', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scover', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('rcover', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('published_version_id', 'varchar(32)')
    .addColumn('tech_passed_at', 'varchar(32)')
    .addColumn('content_passed_at', 'varchar(32)')
    .addColumn('publish_passed_at', 'varchar(32)')
    .addColumn('submitted_at', 'varchar(32)')
    .addColumn('status_changed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('apps_owner_updated')
    .on('apps')
    .columns(['owner_id', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('apps_status')
    .on('apps')
    .columns(['status', 'updated_at', 'id'])
    .execute();

  await db.schema
    .createTable('app_versions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.notNull().references('apps.id').onDelete('cascade'),
    )
    .addColumn('ver', 'varchar(64)', (c) => c.notNull())
    .addColumn('vcode', 'bigint', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('fname', 'varchar(160)', (c) => c.unique())
    .addColumn('blob_key', 'varchar(256)')
    .addColumn('md5', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('note_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('app_versions_app')
    .on('app_versions')
    .columns(['app_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('audits')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(32)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('app_id', 'varchar(32)', (c) => c.references('apps.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('ver', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('log_name', 'varchar(160)', (c) => c.unique())
    .addColumn('log_key', 'varchar(256)')
    .addColumn('log_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewer_id', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audits_app')
    .on('audits')
    .columns(['app_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(32)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('tag', 'varchar(32)', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title_zh', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_zh', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('app_id', 'varchar(32)')
    .addColumn('app_name', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('ver', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('audit_id', 'varchar(32)')
    .addColumn('link', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // the badge poll: newest first per account, and the unread count
  await db.schema
    .createIndex('notifications_account_time')
    .on('notifications')
    .columns(['account_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_account_unread')
    .on('notifications')
    .columns(['account_id', 'state', 'tag'])
    .execute();

  await db.schema
    .createTable('review_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.notNull().references('apps.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'varchar(32)')
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('event', 'varchar(32)', (c) => c.notNull())
    .addColumn('from_status', 'integer', (c) => c.notNull())
    .addColumn('to_status', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('audit_id', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_log_app')
    .on('review_log')
    .columns(['app_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['review_log', 'notifications', 'audits', 'app_versions', 'apps']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('accounts').dropColumn('nty_version').execute();
}
