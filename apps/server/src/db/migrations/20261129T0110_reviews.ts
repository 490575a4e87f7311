import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // players' reviews as the store reported them, the last edit of each, with the studio's reply
  await db.schema
    .createTable('player_reviews')
    /** the store's reviewId */
    .addColumn('id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.notNull().references('apps.id').onDelete('cascade'),
    )
    /** the store user: never in a portal answer (players are shown by alias) */
    .addColumn('user_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    /** title and text in lower case, what the list's search reads on both databases */
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(35)', (c) => c.notNull())
    .addColumn('version_code', 'integer', (c) => c.notNull())
    .addColumn('device_model', 'varchar(128)', (c) => c.notNull())
    /** when the player wrote it or last edited it */
    .addColumn('written_at', 'varchar(32)', (c) => c.notNull())
    /** the day of written_at in the portal's time zone */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('edited', 'integer', (c) => c.notNull().defaultTo(0))
    /** the review console hid it from the store */
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_text', 'text')
    .addColumn('reply_by', 'varchar(32)')
    .addColumn('reply_at', 'varchar(32)')
    /** when the reply was written, edited or deleted: the store's feed of replies reads it */
    .addColumn('reply_changed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('player_reviews_app_time')
    .on('player_reviews')
    .columns(['app_id', 'written_at'])
    .execute();
  await db.schema
    .createIndex('player_reviews_app_day')
    .on('player_reviews')
    .columns(['app_id', 'day'])
    .execute();
  await db.schema
    .createIndex('player_reviews_reply_feed')
    .on('player_reviews')
    .columns(['reply_changed_at', 'id'])
    .execute();

  // what an edit replaced
  await db.schema
    .createTable('player_review_history')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('review_id', 'varchar(128)', (c) =>
      c.notNull().references('player_reviews.id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(35)', (c) => c.notNull())
    .addColumn('version_code', 'integer', (c) => c.notNull())
    .addColumn('device_model', 'varchar(128)', (c) => c.notNull())
    .addColumn('written_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('replaced_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_review_history_review')
    .on('player_review_history')
    .columns(['review_id', 'written_at'])
    .execute();

  // a studio's report of a review to the review console, and its decision
  await db.schema
    .createTable('player_review_reports')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('review_id', 'varchar(128)', (c) =>
      c.notNull().unique().references('player_reviews.id').onDelete('cascade'),
    )
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reported_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('reported_at', 'varchar(32)', (c) => c.notNull())
    /** pending, kept or hidden */
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('decided_by', 'varchar(32)')
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('player_review_reports_state')
    .on('player_review_reports')
    .columns(['state', 'reported_at'])
    .execute();

  // a notification that gathers events of one kind (new low ratings of an app on a day): each
  // member has one per key, its count raised in one statement as more arrive
  await db.schema.alterTable('notifications').addColumn('group_key', 'varchar(128)').execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('group_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('notifications_group')
    .unique()
    .on('notifications')
    .columns(['account_id', 'group_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_group').execute();
  await db.schema.alterTable('notifications').dropColumn('group_count').execute();
  await db.schema.alterTable('notifications').dropColumn('group_key').execute();
  for (const table of ['player_review_reports', 'player_review_history', 'player_reviews']) {
    await db.schema.dropTable(table).execute();
  }
}
