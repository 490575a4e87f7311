import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // when the owner last replaced the App Secret: upload tokens made before it no longer work
  await db.schema.alterTable('apps').addColumn('secret_changed_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('apps').dropColumn('secret_changed_at').execute();
}
