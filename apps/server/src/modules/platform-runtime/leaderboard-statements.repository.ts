// The leaderboard's hot-path statements, prepared once, and the entry rows they answer.
import type { PreparedQuery } from '../../db/prepared.js';
import { prepare } from '../../db/prepared.js';
import type { Executor } from '../../db/executor.js';
import { LEVELS, TOP_LEVEL } from './ranks.js';

/** An entry as the rules read it: numbers as numbers on both databases. */
export interface Entry {
  boardId: string;
  period: string;
  userId: string;
  score: number;
  rankKey: number;
  extra: string;
  writtenAt: string;
}

export const ENTRY_COLUMNS = [
  'board_id',
  'period',
  'user_id',
  'score',
  'rank_key',
  'extra',
  'written_at',
] as const;
const COLUMNS = ENTRY_COLUMNS.join(', ');
/** The order of a board: rank_key, then the earlier written, then the user id byte by byte. */
const ORDER = 'rank_key, written_at, user_id';

export interface EntryRow {
  board_id: string;
  period: string;
  user_id: string;
  score: number | string;
  rank_key: number | string;
  extra: string;
  written_at: string;
}
export const toEntry = (r: EntryRow): Entry => ({
  boardId: r.board_id,
  period: r.period,
  userId: r.user_id,
  score: Number(r.score),
  rankKey: Number(r.rank_key),
  extra: r.extra,
  writtenAt: r.written_at,
});

type Count = { n: number | string | null };
type BucketRow = { bucket: number | string; n: number | string };
export interface HotStatements {
  saveIfBetter: PreparedQuery<EntryRow>;
  entryOf: PreparedQuery<EntryRow>;
  countBefore: PreparedQuery<Count>;
  top: PreparedQuery<EntryRow>;
  fromKey: PreparedQuery<EntryRow>;
  before: PreparedQuery<EntryRow>;
  from: PreparedQuery<EntryRow>;
  total: PreparedQuery<Count>;
  level: PreparedQuery<BucketRow>;
  children: PreparedQuery<BucketRow>;
}

/**
 * The statements of every runtime call, prepared once: building a query with Kysely (and
 * SQLite preparing it again) costs several times what running it does.
 */
export function prepareHot(db: Executor): HotStatements {
  const one = <Row>(text: string): PreparedQuery<Row> => {
    const query = prepare<Row>(db, text);
    if (!query) throw new Error('the runtime statements are prepared on the root database');
    return query;
  };
  const period = 'board_id = ? AND period = ?';
  const buckets = Array.from({ length: LEVELS }, (_, level) =>
    level === TOP_LEVEL
      ? `(SELECT COALESCE(SUM(n), 0) FROM leaderboard_buckets WHERE ${period} AND level = ${level} AND bucket < ?)`
      : `(SELECT COALESCE(SUM(n), 0) FROM leaderboard_buckets WHERE ${period} AND level = ${level} AND bucket >= ? AND bucket < ?)`,
  );
  const ties = `(SELECT COUNT(*) FROM leaderboard_entries WHERE ${period} AND rank_key = ? AND (written_at, user_id) < (?, ?))`;
  return {
    saveIfBetter: one(
      `INSERT INTO leaderboard_entries (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (board_id, period, user_id) DO UPDATE SET score = excluded.score,
         rank_key = excluded.rank_key, extra = excluded.extra, written_at = excluded.written_at
       WHERE excluded.rank_key < leaderboard_entries.rank_key
       RETURNING ${COLUMNS}`,
    ),
    entryOf: one(`SELECT ${COLUMNS} FROM leaderboard_entries WHERE ${period} AND user_id = ?`),
    countBefore: one(`SELECT ${[...buckets, ties].join(' + ')} AS n`),
    top: one(
      `SELECT ${COLUMNS} FROM leaderboard_entries WHERE ${period} ORDER BY ${ORDER} LIMIT ? OFFSET ?`,
    ),
    fromKey: one(
      `SELECT ${COLUMNS} FROM leaderboard_entries WHERE ${period} AND rank_key >= ?
       ORDER BY ${ORDER} LIMIT ? OFFSET ?`,
    ),
    before: one(
      `SELECT ${COLUMNS} FROM leaderboard_entries
       WHERE ${period} AND (rank_key, written_at, user_id) < (?, ?, ?)
       ORDER BY rank_key DESC, written_at DESC, user_id DESC LIMIT ?`,
    ),
    from: one(
      `SELECT ${COLUMNS} FROM leaderboard_entries
       WHERE ${period} AND (rank_key, written_at, user_id) >= (?, ?, ?) ORDER BY ${ORDER} LIMIT ?`,
    ),
    total: one(
      `SELECT COALESCE(SUM(n), 0) AS n FROM leaderboard_buckets WHERE ${period} AND level = ?`,
    ),
    level: one(
      `SELECT bucket, n FROM leaderboard_buckets WHERE ${period} AND level = ? AND n > 0
       ORDER BY bucket`,
    ),
    children: one(
      `SELECT bucket, n FROM leaderboard_buckets
       WHERE ${period} AND level = ? AND bucket >= ? AND bucket < ? AND n > 0 ORDER BY bucket`,
    ),
  };
}
