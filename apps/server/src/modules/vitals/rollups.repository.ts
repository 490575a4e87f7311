// The SQL of the crash rollups: what the intake appended to crash_log since the last run, counted
// into the tables the screens read with one set-based statement per table.
import { PostgresAdapter, sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';

/** The advisory lock of the crash rollups on PostgreSQL (a number the portal uses for nothing else). */
const CRASH_ROLLUP_LOCK = 7_310_002;
const MARK = 'crash_log';

const num = (v: unknown) => Number(v ?? 0);

/** The Monday of a day's week (YYYY-MM-DD), in the database's own SQL. */
export function mondayOf(postgres: boolean, day: RawBuilder<unknown>) {
  return postgres
    ? sql<string>`to_char(date_trunc('week', ${day}::date), 'YYYY-MM-DD')`
    : sql<string>`date(${day}, '-6 days', 'weekday 1')`;
}

/** A stretch of crash_log to count: the reports with lo < seq <= hi. */
export interface Stretch {
  lo: number;
  hi: number;
}

export class CrashRollupsRepository {
  constructor(private readonly db: Executor) {}

  private get postgres() {
    return this.db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /**
   * One stretch in one transaction, one at a time across every instance: SQLite takes one writer;
   * PostgreSQL an advisory lock, as a run by hand may meet the runner's.
   */
  inTransaction<T>(work: (repo: CrashRollupsRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction().execute(async (trx) => {
      if (trx.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`SELECT pg_advisory_xact_lock(${CRASH_ROLLUP_LOCK})`.execute(trx);
      }
      return work(new CrashRollupsRepository(trx));
    });
  }

  /**
   * The last seq counted, and the last one stored. On PostgreSQL the intake appends one batch
   * at a time under its lock, so every report up to the last seq seen has committed.
   */
  async bounds(): Promise<Stretch> {
    const row = await this.db
      .selectFrom('crash_rollup_marks')
      .select((eb) => [
        'last_seq',
        eb
          .selectFrom('crash_log')
          .select((e) => e.fn.max('seq').as('m'))
          .as('stored'),
      ])
      .where('name', '=', MARK)
      .executeTakeFirst();
    const lo = num(row?.last_seq);
    return { lo, hi: Math.max(lo, num(row?.stored)) };
  }

  async setMark(hi: number): Promise<void> {
    await this.db
      .updateTable('crash_rollup_marks')
      .set({ last_seq: hi })
      .where('name', '=', MARK)
      .execute();
  }

  /** Counts the reports of the stretch into every rollup. Answers how many there were. */
  async rollUp({ lo, hi }: Stretch): Promise<number> {
    const inStretch = sql`l.seq > ${lo} AND l.seq <= ${hi}`;
    const later = (a: string, b: string) =>
      sql.raw(`CASE WHEN ${a} > ${b} THEN ${a} ELSE ${b} END`);
    const earlier = (a: string, b: string) =>
      sql.raw(`CASE WHEN ${a} < ${b} THEN ${a} ELSE ${b} END`);
    // clusters: reports, devices new to each (counted before they are added), first and last seen
    await sql`
      UPDATE crash_clusters SET
        crashes = crash_clusters.crashes + n.crashes,
        devices = crash_clusters.devices + n.fresh,
        first_seen = ${earlier('n.first_at', 'crash_clusters.first_seen')},
        last_seen = ${later('n.last_at', 'crash_clusters.last_seen')}
      FROM (
        SELECT l.cluster_id, count(*) AS crashes, min(l.at) AS first_at, max(l.at) AS last_at,
          count(DISTINCT CASE WHEN NOT EXISTS (
            SELECT 1 FROM crash_cluster_devices d
            WHERE d.cluster_id = l.cluster_id AND d.device_id = l.device_id
          ) THEN l.device_id END) AS fresh
        FROM crash_log l WHERE ${inStretch}
        GROUP BY l.cluster_id
      ) n
      WHERE crash_clusters.cluster_id = n.cluster_id`.execute(this.db);
    await sql`
      INSERT INTO crash_cluster_devices (cluster_id, device_id)
      SELECT DISTINCT l.cluster_id, l.device_id FROM crash_log l WHERE ${inStretch}
      ON CONFLICT (cluster_id, device_id) DO NOTHING`.execute(this.db);

    // a build's day: reports, and devices with one (counted before they are added)
    await sql`
      INSERT INTO crash_days (app_id, day, version_code, type, crashes, devices)
      SELECT l.app_id, l.day, l.version_code, l.type, count(*),
        count(DISTINCT CASE WHEN NOT EXISTS (
          SELECT 1 FROM crash_day_devices d
          WHERE d.app_id = l.app_id AND d.day = l.day AND d.version_code = l.version_code
            AND d.type = l.type AND d.device_id = l.device_id
        ) THEN l.device_id END)
      FROM crash_log l WHERE ${inStretch}
      GROUP BY l.app_id, l.day, l.version_code, l.type
      ON CONFLICT (app_id, day, version_code, type) DO UPDATE SET
        crashes = crash_days.crashes + excluded.crashes,
        devices = crash_days.devices + excluded.devices`.execute(this.db);
    await sql`
      INSERT INTO crash_day_devices (app_id, day, version_code, type, device_id)
      SELECT DISTINCT l.app_id, l.day, l.version_code, l.type, l.device_id
      FROM crash_log l WHERE ${inStretch}
      ON CONFLICT (app_id, day, version_code, type, device_id) DO NOTHING`.execute(this.db);

    // a cluster's reports per build and day, and per build and week
    const perDay = sql`
      SELECT l.app_id, l.day, l.cluster_id, l.version_code, l.type, count(*) AS n
      FROM crash_log l WHERE ${inStretch}
      GROUP BY l.app_id, l.day, l.cluster_id, l.version_code, l.type`;
    await sql`
      INSERT INTO crash_cluster_days (app_id, day, cluster_id, version_code, type, crashes)
      SELECT app_id, day, cluster_id, version_code, type, n FROM (${perDay}) g WHERE true
      ON CONFLICT (app_id, day, cluster_id, version_code) DO UPDATE SET
        crashes = crash_cluster_days.crashes + excluded.crashes`.execute(this.db);
    await sql`
      INSERT INTO crash_cluster_weeks (app_id, week, cluster_id, version_code, type, crashes)
      SELECT app_id, ${mondayOf(this.postgres, sql`day`)}, cluster_id, version_code, type, sum(n)
      FROM (${perDay}) g WHERE true
      GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (app_id, week, cluster_id, version_code) DO UPDATE SET
        crashes = crash_cluster_weeks.crashes + excluded.crashes`.execute(this.db);

    // a cluster's reports per build and per device model, all time
    await sql`
      INSERT INTO crash_cluster_versions (cluster_id, version_code, crashes)
      SELECT l.cluster_id, l.version_code, count(*) FROM crash_log l WHERE ${inStretch}
      GROUP BY l.cluster_id, l.version_code
      ON CONFLICT (cluster_id, version_code) DO UPDATE SET
        crashes = crash_cluster_versions.crashes + excluded.crashes`.execute(this.db);
    await sql`
      INSERT INTO crash_cluster_models (cluster_id, device_model, crashes)
      SELECT l.cluster_id, l.device_model, count(*) FROM crash_log l WHERE ${inStretch}
      GROUP BY l.cluster_id, l.device_model
      ON CONFLICT (cluster_id, device_model) DO UPDATE SET
        crashes = crash_cluster_models.crashes + excluded.crashes`.execute(this.db);
    const counted = await this.db
      .selectFrom('crash_log as l')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('l.seq', '>', lo)
      .where('l.seq', '<=', hi)
      .executeTakeFirst();
    return num(counted?.n);
  }
}
