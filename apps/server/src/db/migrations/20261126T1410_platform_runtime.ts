import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // a player's progress on an achievement
  await db.schema
    .createTable('achievement_progress')
    .addColumn('achievement_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bits', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('unlocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unlock_time', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('achievement_progress_pk', ['achievement_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('achievement_progress_user')
    .on('achievement_progress')
    .columns(['app_id', 'user_id'])
    .execute();

  // each player's best score of a leaderboard period ('' for a board that never resets)
  await db.schema
    .createTable('leaderboard_entries')
    .addColumn('board_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('period', 'varchar(10)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('score', 'bigint', (c) => c.notNull())
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('written_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaderboard_entries_pk', ['board_id', 'period', 'user_id'])
    .execute();
  await db.schema
    .createIndex('leaderboard_entries_rank')
    .on('leaderboard_entries')
    .columns(['board_id', 'period', 'score', 'written_at', 'user_id'])
    .execute();

  // every removal of an entry: who, when, what and why
  await db.schema
    .createTable('leaderboard_moderation')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('board_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('period', 'varchar(10)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('score', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('leaderboard_moderation_board')
    .on('leaderboard_moderation')
    .columns(['board_id', 'created_at'])
    .execute();
}
