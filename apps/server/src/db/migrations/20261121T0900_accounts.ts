import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(20)', (c) => c.unique())
    .addColumn('email', 'varchar(64)', (c) => c.unique())
    .addColumn('pwd_hash', 'text', (c) => c.notNull())
    .addColumn('email_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dev_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dev_name', 'varchar(64)')
    .addColumn('dev_contact', 'varchar(64)')
    .addColumn('dev_intro', 'text')
    .addColumn('dev_applied_at', 'varchar(32)')
    .addColumn('dev_reviewed_at', 'varchar(32)')
    .addColumn('dev_reviewed_by', 'varchar(32)')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_dev_status').on('accounts').column('dev_status').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(32)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('verification_codes_target')
    .on('verification_codes')
    .columns(['purpose', 'target', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_codes').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('accounts').execute();
}
