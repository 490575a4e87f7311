import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // what a member sees of each signed-in session: the browser, the address and when it was used
  await db.schema
    .alterTable('sessions')
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['last_seen_at', 'address', 'user_agent']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
}
