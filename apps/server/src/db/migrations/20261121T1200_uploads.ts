import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // a resumable upload: its chunks live in a staging folder, its progress here
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.notNull().references('apps.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('identifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('file_type', 'integer', (c) => c.notNull())
    .addColumn('filename', 'varchar(200)', (c) => c.notNull())
    .addColumn('total_size', 'bigint', (c) => c.notNull())
    .addColumn('chunk_size', 'integer', (c) => c.notNull())
    .addColumn('total_chunks', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('staging', 'varchar(32)', (c) => c.notNull())
    .addColumn('hashed_chunks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('md5_state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('md5sum', 'varchar(32)')
    .addColumn('channel_id', 'varchar(64)')
    .addColumn('merge_token', 'varchar(32)')
    .addColumn('merge_lease_until', 'varchar(32)')
    .addColumn('ecode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result_fname', 'varchar(160)')
    .addColumn('version_id', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uploads_app_identifier')
    .on('uploads')
    .columns(['app_id', 'identifier'])
    .unique()
    .execute();
  await db.schema
    .createIndex('uploads_state_updated')
    .on('uploads')
    .columns(['state', 'updated_at'])
    .execute();

  await db.schema
    .createTable('upload_chunks')
    .addColumn('upload_id', 'varchar(32)', (c) =>
      c.notNull().references('uploads.id').onDelete('cascade'),
    )
    .addColumn('chunk_number', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'chunk_number'])
    .execute();

  // tokens bought with the App ID and App Secret, good for the upload calls of one app
  await db.schema
    .createTable('upload_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.notNull().references('apps.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'varchar(32)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_tokens_expires')
    .on('upload_tokens')
    .column('expires_at')
    .execute();

  // wrong App Secrets per app and address, counted in a window
  await db.schema
    .createTable('secret_failures')
    .addColumn('key', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('app_versions')
    .addColumn('manifest', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.alterTable('app_versions').addColumn('channel_id', 'varchar(64)').execute();

  // the main (type 2) and patch (type 3) OBB of a version
  await db.schema
    .createTable('app_version_obbs')
    .addColumn('version_id', 'varchar(32)', (c) =>
      c.notNull().references('app_versions.id').onDelete('cascade'),
    )
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('fname', 'varchar(200)', (c) => c.unique())
    .addColumn('blob_key', 'varchar(256)')
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('md5', 'varchar(32)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('app_version_obbs_pk', ['version_id', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_version_obbs').execute();
  await db.schema.alterTable('app_versions').dropColumn('channel_id').execute();
  await db.schema.alterTable('app_versions').dropColumn('manifest').execute();
  for (const table of ['secret_failures', 'upload_tokens', 'upload_chunks', 'uploads']) {
    await db.schema.dropTable(table).execute();
  }
}
