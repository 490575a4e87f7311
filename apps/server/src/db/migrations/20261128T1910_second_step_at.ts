import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // when the session last passed a second step (its sign-in, or a confirmation before a
  // sensitive change); null for a session opened without one
  await db.schema.alterTable('sessions').addColumn('second_step_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('second_step_at').execute();
}
