import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // the working-day calendar an operator imported for a year: its public holidays and the weekend
  // days worked in their place; a year imported here replaces the package's data for it
  await db.schema
    .createTable('calendar_days')
    .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('imported_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('calendar_days_year').on('calendar_days').column('year').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_days').execute();
}
