import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // when a passed app with a release date (status 14) goes online by itself; null otherwise
  await db.schema.alterTable('apps').addColumn('release_at', 'varchar(32)').execute();
  // the release-date job looks for due apps among the few scheduled ones
  await db.schema
    .createIndex('apps_status_release_at')
    .on('apps')
    .columns(['status', 'release_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('apps_status_release_at').execute();
  await db.schema.alterTable('apps').dropColumn('release_at').execute();
}
