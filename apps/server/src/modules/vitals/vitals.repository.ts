// The SQL of vitals: crash reports kept once per id, and the rollups the screens read.
import { PostgresAdapter, sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { CrashClustersTable, CrashReportsTable } from '../../db/schema.js';

const num = (v: unknown) => Number(v ?? 0);
/** The advisory lock of the crash intake on PostgreSQL (a number the portal uses for nothing else). */
const CRASH_INTAKE_LOCK = 7_310_001;
/** Rows a statement inserts at most (SQLite's bound parameters stay far below its limit). */
const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export type ClusterSummary = Pick<
  Selectable<CrashClustersTable>,
  'cluster_id' | 'type' | 'signature' | 'devices' | 'first_seen' | 'last_seen'
>;

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

  /** One intake batch in one transaction, one batch at a time (see the datacenter's intake). */
  inTransaction<T>(work: (repo: VitalsRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction().execute(async (trx) => {
      if (trx.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`SELECT pg_advisory_xact_lock(${CRASH_INTAKE_LOCK})`.execute(trx);
      }
      return work(new VitalsRepository(trx));
    });
  }

  // ---- intake --------------------------------------------------------------------------------

  /** Stores the reports whose id is new; answers the ids stored now. */
  async insertReports(rows: CrashReportsTable[]): Promise<Set<string>> {
    const fresh = new Set<string>();
    for (const part of chunks(rows)) {
      const stored = await this.db
        .insertInto('crash_reports')
        .values(part)
        .onConflict((oc) => oc.column('crash_id').doNothing())
        .returning('crash_id')
        .execute();
      for (const r of stored) fresh.add(r.crash_id);
    }
    return fresh;
  }

  /** Adds devices to clusters; answers, per cluster, how many were new to it. */
  async addClusterDevices(pairs: { cluster_id: string; device_id: string }[]) {
    const fresh = new Map<string, number>();
    for (const part of chunks(pairs)) {
      const stored = await this.db
        .insertInto('crash_cluster_devices')
        .values(part)
        .onConflict((oc) => oc.columns(['cluster_id', 'device_id']).doNothing())
        .returning('cluster_id')
        .execute();
      for (const r of stored) fresh.set(r.cluster_id, (fresh.get(r.cluster_id) ?? 0) + 1);
    }
    return fresh;
  }

  /** Adds crashing devices to a build's day; answers, per `app|day|version|type`, the new ones. */
  async addDayDevices(
    rows: { app_id: string; day: string; version_code: number; type: string; device_id: string }[],
  ) {
    const fresh = new Map<string, number>();
    for (const part of chunks(rows)) {
      const stored = await this.db
        .insertInto('crash_day_devices')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['app_id', 'day', 'version_code', 'type', 'device_id']).doNothing(),
        )
        .returning(['app_id', 'day', 'version_code', 'type'])
        .execute();
      for (const r of stored) {
        const key = `${r.app_id}|${r.day}|${num(r.version_code)}|${r.type}`;
        fresh.set(key, (fresh.get(key) ?? 0) + 1);
      }
    }
    return fresh;
  }

  /** New clusters come in with their sample; known ones add their counts and widen their dates. */
  async putClusters(rows: (Insertable<CrashClustersTable> & { crashes: number })[]) {
    for (const part of chunks(rows)) {
      await this.db
        .insertInto('crash_clusters')
        .values(part)
        .onConflict((oc) =>
          oc.column('cluster_id').doUpdateSet((eb) => ({
            crashes: eb('crash_clusters.crashes', '+', eb.ref('excluded.crashes')),
            devices: eb('crash_clusters.devices', '+', eb.ref('excluded.devices')),
            first_seen: sql`CASE WHEN excluded.first_seen < crash_clusters.first_seen
              THEN excluded.first_seen ELSE crash_clusters.first_seen END`,
            last_seen: sql`CASE WHEN excluded.last_seen > crash_clusters.last_seen
              THEN excluded.last_seen ELSE crash_clusters.last_seen END`,
          })),
        )
        .execute();
    }
  }

  async addClusterDays(
    rows: {
      app_id: string;
      day: string;
      cluster_id: string;
      version_code: number;
      type: string;
      crashes: number;
    }[],
  ) {
    for (const part of chunks(rows)) {
      await this.db
        .insertInto('crash_cluster_days')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['app_id', 'day', 'cluster_id', 'version_code']).doUpdateSet((eb) => ({
            crashes: eb('crash_cluster_days.crashes', '+', eb.ref('excluded.crashes')),
          })),
        )
        .execute();
    }
  }

  async addClusterVersions(rows: { cluster_id: string; version_code: number; crashes: number }[]) {
    for (const part of chunks(rows)) {
      await this.db
        .insertInto('crash_cluster_versions')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['cluster_id', 'version_code']).doUpdateSet((eb) => ({
            crashes: eb('crash_cluster_versions.crashes', '+', eb.ref('excluded.crashes')),
          })),
        )
        .execute();
    }
  }

  async addClusterModels(rows: { cluster_id: string; device_model: string; crashes: number }[]) {
    for (const part of chunks(rows)) {
      await this.db
        .insertInto('crash_cluster_models')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['cluster_id', 'device_model']).doUpdateSet((eb) => ({
            crashes: eb('crash_cluster_models.crashes', '+', eb.ref('excluded.crashes')),
          })),
        )
        .execute();
    }
  }

  async addDays(
    rows: {
      app_id: string;
      day: string;
      version_code: number;
      type: string;
      crashes: number;
      devices: number;
    }[],
  ) {
    for (const part of chunks(rows)) {
      await this.db
        .insertInto('crash_days')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['app_id', 'day', 'version_code', 'type']).doUpdateSet((eb) => ({
            crashes: eb('crash_days.crashes', '+', eb.ref('excluded.crashes')),
            devices: eb('crash_days.devices', '+', eb.ref('excluded.devices')),
          })),
        )
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

  private clusterDays(f: ClusterFilter) {
    let query = this.db
      .selectFrom('crash_cluster_days')
      .where('app_id', '=', f.appId)
      .where('day', '>=', f.from)
      .where('day', '<=', f.to);
    if (f.versionCode !== undefined) query = query.where('version_code', '=', f.versionCode);
    if (f.type !== undefined) query = query.where('type', '=', f.type);
    return query;
  }

  /** A page of the clusters reported in a range, most reported first, with their counts there. */
  async clusterPage(f: ClusterFilter, limit: number, offset: number) {
    const [rows, total] = await Promise.all([
      this.clusterDays(f)
        .select(['cluster_id', (eb) => eb.fn.sum<number>('crashes').as('n')])
        .groupBy('cluster_id')
        .orderBy(sql`sum(crashes)`, 'desc')
        .orderBy('cluster_id')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.clusterDays(f)
        .select((eb) => eb.fn.count<number>('cluster_id').distinct().as('n'))
        .executeTakeFirst(),
    ]);
    return {
      total: num(total?.n),
      page: rows.map((r) => ({ clusterId: r.cluster_id, count: num(r.n) })),
    };
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

  cluster(appId: string, clusterId: string) {
    return this.db
      .selectFrom('crash_clusters')
      .selectAll()
      .where('app_id', '=', appId)
      .where('cluster_id', '=', clusterId)
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

  /** Devices with at least one report of `type` on a build in [from, to), ISO instants. */
  async crashingDevicesBetween(
    appId: string,
    versionCode: number,
    type: string,
    from: string,
    to: string,
  ) {
    const row = await this.db
      .selectFrom('crash_reports')
      .select((eb) => eb.fn.count<number>('device_id').distinct().as('n'))
      .where('app_id', '=', appId)
      .where('version_code', '=', versionCode)
      .where('type', '=', type)
      .where('at', '>=', from)
      .where('at', '<', to)
      .executeTakeFirst();
    return num(row?.n);
  }
}
