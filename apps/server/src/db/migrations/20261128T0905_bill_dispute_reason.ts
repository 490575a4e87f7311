import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // why the developer disputed the bill, shown to finance in the console and in the mail
  await db.schema
    .alterTable('bills')
    .addColumn('dispute_reason', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bills').dropColumn('dispute_reason').execute();
}
