import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // ties are ordered by user id byte by byte, the same on both databases
  const bytewise = postgres ? sql`collate "C"` : sql``;

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

  // each player's best score of a leaderboard period: '' for a board that never resets, else
  // the schedule's letter and the period's first day ('d:2026-11-26', 'w:2026-11-23',
  // 'm:2026-11-01'), so a board whose schedule changes never mixes two kinds of period
  await db.schema
    .createTable('leaderboard_entries')
    .addColumn('board_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().modifyEnd(bytewise))
    .addColumn('score', 'bigint', (c) => c.notNull())
    // the score as ranked, smaller first: -score when higher is better, else the score
    .addColumn('rank_key', 'bigint', (c) => c.notNull())
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('written_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaderboard_entries_pk', ['board_id', 'period', 'user_id'])
    .execute();
  await db.schema
    .createIndex('leaderboard_entries_rank')
    .on('leaderboard_entries')
    .columns(['board_id', 'period', 'rank_key', 'written_at', 'user_id'])
    .execute();

  // the rank index: entries per rank_key bucket at 7 levels of 256 (level l holds
  // floor(rank_key / 256^l)), kept by the triggers below in the statement of every change to an
  // entry, whoever makes it; see modules/platform-runtime/ranks.ts
  await db.schema
    .createTable('leaderboard_buckets')
    .addColumn('board_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('bucket', 'bigint', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('leaderboard_buckets_pk', ['board_id', 'period', 'level', 'bucket'])
    .modifyEnd(postgres ? sql`` : sql`without rowid`)
    .execute();

  if (postgres) await bucketTriggersPostgres(db);
  else await bucketTriggersSqlite(db);

  // every removal of an entry: who, when, what and why
  await db.schema
    .createTable('leaderboard_moderation')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('board_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
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

const LEVELS = 7;

/**
 * SQLite: a trigger per change, one upsert of the buckets of a key each. A moved entry changes
 * only the levels where its old and new buckets differ (the upper levels are mostly shared).
 */
async function bucketTriggersSqlite(db: Kysely<unknown>) {
  const levels = sql.raw(
    Array.from({ length: LEVELS }, (_, l) => `SELECT ${l} AS level`).join(' UNION ALL '),
  );
  const moved = sql`(OLD.rank_key >> (8 * l.level)) <> (NEW.rank_key >> (8 * l.level))`;
  const count = (row: 'NEW' | 'OLD', delta: 1 | -1, where = sql`true`) => sql`
    INSERT INTO leaderboard_buckets (board_id, period, level, bucket, n)
    SELECT ${sql.raw(row)}.board_id, ${sql.raw(row)}.period, l.level,
      ${sql.raw(row)}.rank_key >> (8 * l.level), ${sql.raw(String(delta))}
    FROM (${levels}) l WHERE ${where}
    ON CONFLICT (board_id, period, level, bucket) DO UPDATE SET n = n + excluded.n;`;
  await sql`CREATE TRIGGER leaderboard_entries_added AFTER INSERT ON leaderboard_entries
    BEGIN ${count('NEW', 1)} END`.execute(db);
  await sql`CREATE TRIGGER leaderboard_entries_moved AFTER UPDATE OF rank_key ON leaderboard_entries
    WHEN OLD.rank_key <> NEW.rank_key
    BEGIN ${count('OLD', -1, moved)} ${count('NEW', 1, moved)} END`.execute(db);
  await sql`CREATE TRIGGER leaderboard_entries_removed AFTER DELETE ON leaderboard_entries
    BEGIN ${count('OLD', -1)} END`.execute(db);
}

/**
 * PostgreSQL: one function for the three changes. The buckets of a change are updated in one
 * statement in (level, bucket) order, so parallel writes lock them in the same order and never
 * deadlock; a write holds them only for its own statement.
 */
async function bucketTriggersPostgres(db: Kysely<unknown>) {
  const top = sql.lit(LEVELS - 1);
  const side = (row: 'NEW' | 'OLD', delta: 1 | -1) => sql`
    SELECT ${sql.raw(row)}.board_id AS b, ${sql.raw(row)}.period AS p, lv,
      ${sql.raw(row)}.rank_key >> (8 * lv) AS bk, ${sql.lit(delta)} AS d
    FROM generate_series(0, ${top}) lv`;
  const upsert = (changes: ReturnType<typeof sql>) => sql`
    INSERT INTO leaderboard_buckets (board_id, period, level, bucket, n)
    SELECT b, p, lv, bk, SUM(d) FROM (${changes}) c
    GROUP BY b, p, lv, bk HAVING SUM(d) <> 0 ORDER BY lv, bk
    ON CONFLICT (board_id, period, level, bucket)
    DO UPDATE SET n = leaderboard_buckets.n + excluded.n;`;
  await sql`CREATE FUNCTION leaderboard_entries_counted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${upsert(side('NEW', 1))}
      ELSIF TG_OP = 'DELETE' THEN ${upsert(side('OLD', -1))}
      ELSIF OLD.rank_key <> NEW.rank_key THEN
        ${upsert(sql`${side('OLD', -1)} UNION ALL ${side('NEW', 1)}`)}
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER leaderboard_entries_counted
    AFTER INSERT OR UPDATE OR DELETE ON leaderboard_entries
    FOR EACH ROW EXECUTE FUNCTION leaderboard_entries_counted()`.execute(db);
}
