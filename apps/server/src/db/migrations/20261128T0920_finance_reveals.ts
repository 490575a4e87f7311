import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // append-only log of finance reviewers seeing full sensitive values: who, whose, what, when
  await db.schema
    .createTable('finance_reveals')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(32)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('reviewer_id', 'varchar(32)', (c) => c.notNull())
    /** comma-separated field names */
    .addColumn('fields', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('revealed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('finance_reveals_account')
    .on('finance_reveals')
    .columns(['account_id', 'revealed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('finance_reveals').execute();
}
