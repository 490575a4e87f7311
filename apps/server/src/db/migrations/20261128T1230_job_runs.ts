import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // one row a timed job: when it is due next, who holds its run and until when (a lease that
  // lapses when the holder dies), and how its last run went
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('next_run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_by', 'varchar(120)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('last_started_at', 'varchar(32)')
    .addColumn('last_finished_at', 'varchar(32)')
    /** ok or failed */
    .addColumn('last_outcome', 'varchar(8)')
    .addColumn('last_error', 'varchar(500)')
    /** failed runs in a row, for the backoff; 0 after a run that went well */
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
