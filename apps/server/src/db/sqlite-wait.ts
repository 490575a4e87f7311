import type SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, QueryResult, SqliteDialectConfig } from 'kysely';

/**
 * How long a statement waits for another connection's write lock on the SQLite file (the admin
 * command line, a server beside this one, a test's second instance) before it is refused.
 */
export const LOCK_WAIT_MS = 5000;

const BEGIN = CompiledQuery.raw('begin immediate');

const isBusy = (error: unknown) =>
  (error as { code?: unknown } | null)?.code?.toString().startsWith('SQLITE_BUSY') === true;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` on `sqlite`; while another connection holds the write lock, tries again every few
 * milliseconds, up to LOCK_WAIT_MS. SQLite's own busy timeout would wait by sleeping the thread:
 * the whole server stopped for that time, and a second connection in the same process (which
 * cannot let go while the thread sleeps) was never let in. A statement refused as busy did
 * nothing, so it is safe to run again; inside a transaction it is not retried, as the
 * transaction already holds the lock (or read a snapshot that waiting cannot refresh).
 */
export async function whenUnlocked<T>(
  sqlite: SQLite.Database,
  run: () => T | Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isBusy(error) || sqlite.inTransaction) throw error;
  }
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let wait = 1; ; wait = Math.min(wait * 2, 25)) {
    await pause(wait);
    try {
      return await run();
    } catch (error) {
      if (!isBusy(error) || sqlite.inTransaction || Date.now() >= deadline) throw error;
    }
  }
}

/** Statements held at most; past it the connection prepares afresh (a query's text is bounded). */
const MAX_STATEMENTS = 1000;

/**
 * Kysely's connection, each statement run through whenUnlocked and prepared once per text.
 * Kysely's own driver prepares every query again, which on a short query cost more than running
 * it (60 µs a call of the runtime API). SQLite prepares a held statement again by itself when
 * the schema changes.
 */
class WaitingConnection implements DatabaseConnection {
  private readonly statements = new Map<string, SQLite.Statement>();

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly inner: DatabaseConnection,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return whenUnlocked(this.sqlite, () => this.run<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  /** What Kysely's driver answers for the query, from a held statement. */
  private run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
      this.statements.set(sql, statement);
    }
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}

/**
 * Transactions take the write lock when they begin. A deferred one reads first and asks for the
 * lock at its first write: if another connection wrote in between, SQLite refuses at once
 * (its snapshot is stale), and a read-then-write such as a status move failed.
 */
class WaitingSqliteDriver extends SqliteDriver {
  private connection: WaitingConnection | undefined;

  constructor(
    config: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await super.acquireConnection();
    this.connection ??= new WaitingConnection(this.sqlite, inner);
    return this.connection;
  }

  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(BEGIN);
  }
}

/** SQLite for Kysely, waiting for the write lock without holding up the event loop. */
export class WaitingSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new WaitingSqliteDriver({ database: this.sqlite }, this.sqlite);
  }
}
