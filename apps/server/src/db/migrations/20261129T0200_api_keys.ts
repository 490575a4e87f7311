import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // an organisation's API keys: the key itself is only ever stored as its SHA-256
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('hint', 'varchar(32)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    // JSON arrays: the scopes, and the apps it is limited to (null: every app)
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('app_ids', 'text')
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('last_used_address', 'varchar(64)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('api_keys_org').on('api_keys').columns(['org_id']).execute();
}
