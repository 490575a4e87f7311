import { PostgresAdapter, sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AchievementProgressTable, LeaderboardModerationTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import type { Entry, HotStatements } from './leaderboard-statements.repository.js';
import { ENTRY_COLUMNS, prepareHot, toEntry } from './leaderboard-statements.repository.js';
import { TOP_LEVEL, childrenOf } from './ranks.js';
import type { BucketRange } from './ranks.js';

export type { Entry } from './leaderboard-statements.repository.js';
export type ProgressRow = Selectable<AchievementProgressTable>;
export type ModerationRow = Selectable<LeaderboardModerationTable>;

const DROP_BATCH = 1000;

type ProgressKey = { achievementId: string; appId: string; userId: string };

const progressKey = (key: ProgressKey) => ({
  achievement_id: key.achievementId,
  user_id: key.userId,
  app_id: key.appId,
});

/** A user's first progress row of an achievement: `count` so far, unlocked once it reaches `target`. */
const firstProgress = (key: ProgressKey, count: number, target: number, now: string) => ({
  ...progressKey(key),
  count,
  unlocked: count >= target ? 1 : 0,
  unlock_time: count >= target ? now : null,
  updated_at: now,
});

/**
 * The SQL of the runtime API: achievement progress, leaderboard entries, their rank index in
 * the database and the moderation log. These tables belong to this module alone; the
 * leaderboard's hot-path statements are `leaderboard-statements.repository.ts`.
 */
export class PlatformRuntimeRepository {
  private statements: HotStatements | null = null;

  constructor(private readonly db: Executor) {}

  transaction<T>(work: (repo: PlatformRuntimeRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction().execute((trx) => work(new PlatformRuntimeRepository(trx)));
  }

  get postgres(): boolean {
    return this.db.getExecutor().adapter instanceof PostgresAdapter;
  }

  // ---- achievements ---------------------------------------------------------------------------

  progressOfUser(appId: string, userId: string): Promise<ProgressRow[]> {
    return this.db
      .selectFrom('achievement_progress')
      .selectAll()
      .where('app_id', '=', appId)
      .where('user_id', '=', userId)
      .execute();
  }

  /** Raises the count to at least `count` (unlocking at the target) in one statement. */
  async raiseTo(
    key: ProgressKey,
    count: number,
    target: number,
    now: string,
  ): Promise<ProgressRow> {
    const reached = count >= target ? 1 : 0;
    return this.db
      .insertInto('achievement_progress')
      .values(firstProgress(key, count, target, now))
      .onConflict((oc) =>
        oc.columns(['achievement_id', 'user_id']).doUpdateSet({
          count: sql`CASE WHEN achievement_progress.count < ${count} THEN ${count} ELSE achievement_progress.count END`,
          unlocked: sql`CASE WHEN achievement_progress.unlocked = 1 OR ${reached} = 1 THEN 1 ELSE 0 END`,
          unlock_time: sql`COALESCE(achievement_progress.unlock_time, excluded.unlock_time)`,
          updated_at: now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Adds to the count in one statement, never past `cap`: parallel adds on any number of server
   * instances each see the row as the one before left it, and only one of them unlocks.
   */
  async addCount(
    key: ProgressKey,
    add: number,
    target: number,
    cap: number,
    now: string,
  ): Promise<ProgressRow> {
    const first = Math.min(add, cap);
    const sum = sql<number>`(CASE WHEN achievement_progress.count + ${add} > ${cap} THEN ${cap} ELSE achievement_progress.count + ${add} END)`;
    return this.db
      .insertInto('achievement_progress')
      .values(firstProgress(key, first, target, now))
      .onConflict((oc) =>
        oc.columns(['achievement_id', 'user_id']).doUpdateSet({
          count: sum,
          unlocked: sql`CASE WHEN achievement_progress.unlocked = 1 OR ${sum} >= ${target} THEN 1 ELSE 0 END`,
          unlock_time: sql`CASE WHEN achievement_progress.unlock_time IS NULL AND ${sum} >= ${target} THEN ${now} ELSE achievement_progress.unlock_time END`,
          updated_at: now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * The progress row, made if missing and locked until the transaction ends (a write to it, so
   * PostgreSQL holds the row; SQLite has one writer at a time).
   */
  async lockProgress(key: ProgressKey, now: string): Promise<ProgressRow> {
    return this.db
      .insertInto('achievement_progress')
      .values({ ...progressKey(key), updated_at: now })
      .onConflict((oc) =>
        oc.columns(['achievement_id', 'user_id']).doUpdateSet({
          updated_at: sql`achievement_progress.updated_at`,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async setBits(
    key: { achievementId: string; userId: string },
    change: { bits: string; count: number; unlocked: number; unlockTime: string | null },
    now: string,
  ): Promise<ProgressRow> {
    return this.db
      .updateTable('achievement_progress')
      .set({
        bits: change.bits,
        count: change.count,
        unlocked: change.unlocked,
        unlock_time: change.unlockTime,
        updated_at: now,
      })
      .where('achievement_id', '=', key.achievementId)
      .where('user_id', '=', key.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async dropAchievement(achievementId: string): Promise<void> {
    await this.db
      .deleteFrom('achievement_progress')
      .where('achievement_id', '=', achievementId)
      .execute();
  }

  // ---- leaderboard entries (the runtime's hot path: statements prepared once) -----------------

  /**
   * Runs `work` with the database to itself on SQLite, where the prepared statements run on the
   * one connection: a write never lands inside another module's open transaction. `work` uses
   * only the prepared statements (a Kysely query would wait for the connection it holds).
   * PostgreSQL's statements each take a connection of the pool.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.postgres) return work();
    return (this.db as Db).connection().execute(() => work());
  }

  private hot(): HotStatements {
    this.statements ??= prepareHot(this.db);
    return this.statements;
  }

  /**
   * Stores the entry when the player has none in its period or it ranks before the stored one,
   * in one statement (the triggers count it in the rank index); answers the stored entry, or
   * undefined when the stored one was kept.
   */
  async saveIfBetter(e: Entry): Promise<Entry | undefined> {
    const row = await this.hot().saveIfBetter.first(
      e.boardId,
      e.period,
      e.userId,
      e.score,
      e.rankKey,
      e.extra,
      e.writtenAt,
    );
    return row && toEntry(row);
  }

  async entryOf(boardId: string, period: string, userId: string): Promise<Entry | undefined> {
    const row = await this.hot().entryOf.first(boardId, period, userId);
    return row && toEntry(row);
  }

  /** Entries ranked before `e`: the bucket ranges before its rank_key, and its ties before it. */
  async countBefore(e: Entry, ranges: BucketRange[]): Promise<number> {
    const params: unknown[] = [];
    for (const r of ranges) {
      params.push(e.boardId, e.period);
      if (r.from !== null) params.push(r.from);
      params.push(r.to);
    }
    params.push(e.boardId, e.period, e.rankKey, e.writtenAt, e.userId);
    const row = await this.hot().countBefore.first(...params);
    return Number(row?.n ?? 0);
  }

  /** Entries in rank order from the first with rank_key >= fromKey (or the top), skipping `offset`. */
  async page(
    boardId: string,
    period: string,
    fromKey: number | null,
    offset: number,
    limit: number,
  ): Promise<Entry[]> {
    const rows =
      fromKey === null
        ? await this.hot().top.all(boardId, period, limit, offset)
        : await this.hot().fromKey.all(boardId, period, fromKey, limit, offset);
    return rows.map(toEntry);
  }

  /** Up to `limit` entries ranked before `e`, nearest first. */
  ranksBefore(e: Entry, limit: number): Promise<Entry[]> {
    return this.beside('before', e, limit);
  }

  /** `e` and up to `limit - 1` entries ranked after it. */
  ranksFrom(e: Entry, limit: number): Promise<Entry[]> {
    return this.beside('from', e, limit);
  }

  private async beside(side: 'before' | 'from', e: Entry, limit: number): Promise<Entry[]> {
    const at = [e.boardId, e.period, e.rankKey, e.writtenAt, e.userId] as const;
    return (await this.hot()[side].all(...at, limit)).map(toEntry);
  }

  /** The entries of a period: the sum of its top-level buckets. */
  async total(boardId: string, period: string): Promise<number> {
    const row = await this.hot().total.first(boardId, period, TOP_LEVEL);
    return Number(row?.n ?? 0);
  }

  /** The non-empty buckets of a level, in order: every one, or the children of `parent`. */
  async buckets(
    boardId: string,
    period: string,
    level: number,
    parent: number | null,
  ): Promise<{ bucket: number; n: number }[]> {
    const rows =
      parent === null
        ? await this.hot().level.all(boardId, period, level)
        : await this.hot().children.all(
            boardId,
            period,
            level,
            childrenOf(parent).from,
            childrenOf(parent).to,
          );
    return rows.map((r) => ({ bucket: Number(r.bucket), n: Number(r.n) }));
  }

  /** Removes a player's entry (the triggers take it out of the rank index). */
  async deleteEntry(boardId: string, period: string, userId: string): Promise<Entry | undefined> {
    const row = await this.db
      .deleteFrom('leaderboard_entries')
      .where('board_id', '=', boardId)
      .where('period', '=', period)
      .where('user_id', '=', userId)
      .returning(ENTRY_COLUMNS)
      .executeTakeFirst();
    return row && toEntry(row);
  }

  /**
   * A deleted board's rows. Entries go a batch at a time, so a large board never holds the
   * database for long (each deletion passes through the triggers); the buckets go last.
   */
  async dropBoard(boardId: string): Promise<void> {
    for (;;) {
      const batch = await this.db
        .selectFrom('leaderboard_entries')
        .select(['period', 'user_id'])
        .where('board_id', '=', boardId)
        .orderBy('period')
        .limit(DROP_BATCH)
        .execute();
      if (batch.length === 0) break;
      const periods = new Map<string, string[]>();
      for (const r of batch) periods.set(r.period, [...(periods.get(r.period) ?? []), r.user_id]);
      for (const [period, users] of periods) {
        await this.db
          .deleteFrom('leaderboard_entries')
          .where('board_id', '=', boardId)
          .where('period', '=', period)
          .where('user_id', 'in', users)
          .execute();
      }
    }
    await this.db.deleteFrom('leaderboard_buckets').where('board_id', '=', boardId).execute();
    await this.db.deleteFrom('leaderboard_moderation').where('board_id', '=', boardId).execute();
  }

  // ---- moderation -----------------------------------------------------------------------------

  async insertModeration(row: Insertable<LeaderboardModerationTable>): Promise<void> {
    await this.db.insertInto('leaderboard_moderation').values(row).execute();
  }

  async moderationPage(boardId: string, limit: number, offset: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('leaderboard_moderation')
        .selectAll()
        .where('board_id', '=', boardId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('leaderboard_moderation')
        .select((s) => s.fn.countAll<number | string>().as('n'))
        .where('board_id', '=', boardId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }
}
