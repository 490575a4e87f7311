import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // the pass times of a channel release's stages, as apps keep theirs, for its review steps
  await db.schema
    .alterTable('release_channels')
    .addColumn('tech_passed_at', 'varchar(32)')
    .execute();
  await db.schema
    .alterTable('release_channels')
    .addColumn('content_passed_at', 'varchar(32)')
    .execute();
  await db.schema
    .alterTable('release_channels')
    .addColumn('publish_passed_at', 'varchar(32)')
    .execute();
  // a reviewer's note on a channel release's move (a failed stage, a take-down)
  await db.schema
    .alterTable('channel_review_log')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('channel_review_log').dropColumn('note').execute();
  await db.schema.alterTable('release_channels').dropColumn('publish_passed_at').execute();
  await db.schema.alterTable('release_channels').dropColumn('content_passed_at').execute();
  await db.schema.alterTable('release_channels').dropColumn('tech_passed_at').execute();
}
