import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // an app is in the store (live) apart from the review status of its next release: an update
  // under review, or one that failed, leaves the published build where it is
  await db.schema
    .alterTable('apps')
    .addColumn('live', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // the build sent to review with the last submit; it becomes the published one when online
  await db.schema.alterTable('apps').addColumn('review_version_id', 'varchar(32)').execute();
  await sql`UPDATE apps SET live = 1 WHERE status = 15`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('apps').dropColumn('review_version_id').execute();
  await db.schema.alterTable('apps').dropColumn('live').execute();
}
