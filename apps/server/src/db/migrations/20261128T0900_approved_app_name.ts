import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // the app's name in each language as the release under review submitted it, and as the last
  // approved release had it (what every screen shows once there is one)
  for (const column of [
    'review_name_zh',
    'review_name_en',
    'approved_name_zh',
    'approved_name_en',
  ]) {
    await db.schema
      .alterTable('apps')
      .addColumn(column, 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'review_name_zh',
    'review_name_en',
    'approved_name_zh',
    'approved_name_en',
  ]) {
    await db.schema.alterTable('apps').dropColumn(column).execute();
  }
}
