import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // one row per limit, subject and window: its count is raised in one statement per try
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'varchar(240)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_counters_expires')
    .on('rate_counters')
    .column('expires_at')
    .execute();
  // wrong App Secrets are now counted by the rate limits
  await db.schema.dropTable('secret_failures').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('secret_failures')
    .addColumn('key', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('rate_counters').execute();
}
