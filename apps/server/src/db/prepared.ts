import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import type { Db } from './database.js';
import { whenUnlocked } from './sqlite-wait.js';

/**
 * Statements prepared once, for the calls every open tab repeats (the session check, the
 * notification badge, the app list). Building a query with Kysely costs more than running it
 * on SQLite, so these few skip the builder. Everything else uses Kysely.
 */
type RawHandle = { kind: 'sqlite'; sqlite: SQLite.Database } | { kind: 'pg'; pool: pg.Pool };

const handles = new WeakMap<object, RawHandle>();

export function registerRawHandle(db: Db, handle: RawHandle) {
  handles.set(db, handle);
}

export interface PreparedQuery<Row> {
  all(...params: unknown[]): Promise<Row[]>;
  first(...params: unknown[]): Promise<Row | undefined>;
}

let statementCount = 0;

/**
 * Prepares `text` (placeholders written as ?) on the database behind `db`; answers null when
 * `db` is not a root database (a transaction): callers then use their Kysely query.
 */
export function prepare<Row>(db: object, text: string): PreparedQuery<Row> | null {
  const handle = handles.get(db);
  if (!handle) return null;
  if (handle.kind === 'sqlite') {
    // prepared on first use: the tables may not exist until migrations have run
    let statement: SQLite.Statement | undefined;
    const ready = () => (statement ??= handle.sqlite.prepare(text));
    const sqlite = handle.sqlite;
    return {
      all: (...params) => whenUnlocked(sqlite, () => ready().all(...params) as Row[]),
      first: (...params) => whenUnlocked(sqlite, () => ready().get(...params) as Row | undefined),
    };
  }
  let index = 0;
  const name = `vrportal_${(statementCount += 1)}`;
  const pgText = text.replace(/\?/g, () => `$${(index += 1)}`);
  const run = async (params: unknown[]) =>
    (await handle.pool.query({ name, text: pgText, values: params })).rows as Row[];
  return {
    all: (...params) => run(params),
    first: async (...params) => (await run(params))[0],
  };
}
