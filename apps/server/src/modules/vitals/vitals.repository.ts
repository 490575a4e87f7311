// The SQL of vitals: the intake's appends to crash_log, and the reads of the rollups the
// crash-rollups job grows from it (rollups.repository.ts).
import { PostgresAdapter, sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { CrashClustersTable, CrashLogTable } from '../../db/schema.js';
import { planRange } from './range-plan.js';
import type { Span } from './range-plan.js';

const num = (v: unknown) => Number(v ?? 0);
/** The advisory lock of the crash intake on PostgreSQL (a number the portal uses for nothing else). */
const CRASH_INTAKE_LOCK = 7_310_001;
/** Clusters a statement inserts at most (each with a stack of up to 64 KB). */
const CHUNK = 500;
/** Reports a statement appends at most: a whole batch (10 parameters each, far below the limits). */
const LOG_CHUNK = 1000;

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export type ClusterSummary = Pick<
  Selectable<CrashClustersTable>,
  'cluster_id' | 'type' | 'signature' | 'devices' | 'first_seen' | 'last_seen'
>;

interface ClusterCountRow {
  cluster_id: string;
  n: number | string;
  total: number | string;
}

export interface ClusterFilter {
  appId: string;
  from: string;
  to: string;
  versionCode?: number;
  type?: string;
}

/** Crash reports, their clusters and the per-day counts of crashing devices per build. */
export class VitalsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * One intake batch in one transaction, one batch at a time: on PostgreSQL under an advisory
   * lock, so crash_log's seq grows in the order batches commit and the rollups, reading up to
   * the last seq they see, never pass one still to commit (SQLite takes one writer anyway).
   */
  inTransaction<T>(work: (repo: VitalsRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction().execute(async (trx) => {
      if (trx.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`SELECT pg_advisory_xact_lock(${CRASH_INTAKE_LOCK})`.execute(trx);
      }
      return work(new VitalsRepository(trx));
    });
  }

  // ---- intake --------------------------------------------------------------------------------

  /** Appends the reports whose app, day and id are new; answers how many were. */
  async appendReports(rows: Insertable<CrashLogTable>[]): Promise<number> {
    let stored = 0;
    for (const part of chunks(rows, LOG_CHUNK)) {
      const result = await this.db
        .insertInto('crash_log')
        .values(part)
        .onConflict((oc) => oc.columns(['app_id', 'day', 'crash_id']).doNothing())
        .executeTakeFirst();
      stored += num(result.numInsertedOrUpdatedRows);
    }
    return stored;
  }

  /** Clusters first seen come in with their sample and no counts yet; known ones stay as they are. */
  async addClusters(rows: Insertable<CrashClustersTable>[]) {
    for (const part of chunks(rows, CHUNK)) {
      await this.db
        .insertInto('crash_clusters')
        .values(part)
        .onConflict((oc) => oc.column('cluster_id').doNothing())
        .execute();
    }
  }

  // ---- reads ---------------------------------------------------------------------------------

  async days(appId: string, from: string, to: string) {
    const rows = await this.db
      .selectFrom('crash_days')
      .select(['day', 'version_code', 'type', 'crashes', 'devices'])
      .where('app_id', '=', appId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return rows.map((r) => ({
      day: r.day,
      versionCode: num(r.version_code),
      type: r.type,
      crashes: num(r.crashes),
      devices: num(r.devices),
    }));
  }

  /**
   * The clusters reported in a range with their counts there, most reported first: a page of
   * them and how many there are, or all of them (`page` left out, the export). Reads the range's
   * weeks and at most three days at each edge (range-plan.ts), never a row per day.
   */
  async clusterCounts(f: ClusterFilter, page?: { limit: number; offset: number }) {
    const limit = page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
    const { rows } = await sql<ClusterCountRow>`${this.weeksOf(f)}
      ORDER BY n DESC, cluster_id ${limit}`.execute(this.db);
    let total = num(rows[0]?.total);
    // a page past the end still says how many there are
    if (rows.length === 0 && page && page.offset > 0) total = (await this.clusterCounts(f)).total;
    return { total, page: rows.map((r) => ({ clusterId: r.cluster_id, count: num(r.n) })) };
  }

  /** The clusters of a range from its weeks and the days at its edges, summed per cluster. */
  private weeksOf(f: ClusterFilter) {
    const plan = planRange(f.from, f.to);
    const filters = sql.join(
      [
        sql`app_id = ${f.appId}`,
        ...(f.versionCode === undefined ? [] : [sql`version_code = ${f.versionCode}`]),
        ...(f.type === undefined ? [] : [sql`type = ${f.type}`]),
      ],
      sql` AND `,
    );
    const days = (span: Span, sign: '' | '-') =>
      sql`SELECT cluster_id, ${sql.raw(sign)}crashes AS c FROM crash_cluster_days
        WHERE ${filters} AND day >= ${span.from} AND day <= ${span.to}`;
    const parts = [
      ...(plan.weeks
        ? [
            sql`SELECT cluster_id, crashes AS c FROM crash_cluster_weeks
              WHERE ${filters} AND week >= ${plan.weeks.from} AND week <= ${plan.weeks.to}`,
          ]
        : []),
      ...plan.add.map((span) => days(span, '')),
      ...plan.take.map((span) => days(span, '-')),
    ];
    return sql`
      SELECT cluster_id, sum(c) AS n, count(*) OVER () AS total
      FROM (${sql.join(parts, sql` UNION ALL `)}) r
      GROUP BY cluster_id HAVING sum(c) > 0`;
  }

  /** What a list names of each cluster: not its sample stack (up to 64 KB each). */
  clusters(ids: string[]): Promise<ClusterSummary[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('crash_clusters')
      .select(['cluster_id', 'type', 'signature', 'devices', 'first_seen', 'last_seen'])
      .where('cluster_id', 'in', ids)
      .execute();
  }

  /** A cluster the rollups have counted (one first seen a moment ago is not there yet). */
  cluster(appId: string, clusterId: string) {
    return this.db
      .selectFrom('crash_clusters')
      .selectAll()
      .where('app_id', '=', appId)
      .where('cluster_id', '=', clusterId)
      .where('crashes', '>', 0)
      .executeTakeFirst();
  }

  /** Reports per build of these clusters, all time. */
  async clusterVersions(ids: string[]) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('crash_cluster_versions')
      .select(['cluster_id', 'version_code', 'crashes as n'])
      .where('cluster_id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      clusterId: r.cluster_id,
      versionCode: num(r.version_code),
      count: num(r.n),
    }));
  }

  async clusterModels(clusterId: string) {
    const rows = await this.db
      .selectFrom('crash_cluster_models')
      .select(['device_model', 'crashes'])
      .where('cluster_id', '=', clusterId)
      .orderBy('crashes', 'desc')
      .orderBy('device_model')
      .execute();
    return rows.map((r) => ({ model: r.device_model, count: num(r.crashes) }));
  }

  /**
   * Devices with at least one report of `type` on a build in [from, to), ISO instants whose days
   * are `days`: every report stored so far, read from crash_log (the automatic halt).
   */
  async crashingDevicesBetween(
    appId: string,
    versionCode: number,
    type: string,
    window: { from: string; to: string; days: Span },
  ) {
    const row = await this.db
      .selectFrom('crash_log')
      .select((eb) => eb.fn.count<number>('device_id').distinct().as('n'))
      .where('app_id', '=', appId)
      .where('day', '>=', window.days.from)
      .where('day', '<=', window.days.to)
      .where('version_code', '=', versionCode)
      .where('type', '=', type)
      .where('at', '>=', window.from)
      .where('at', '<', window.to)
      .executeTakeFirst();
    return num(row?.n);
  }
}
