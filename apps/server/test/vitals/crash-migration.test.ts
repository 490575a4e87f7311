import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Migrator, sql } from 'kysely';
import type { Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { Calendar } from '../../src/modules/datacenter/index.js';
import {
  CrashIntake,
  CrashRollups,
  CrashRollupsRepository,
  VitalsRepository,
  clusterIdOf,
} from '../../src/modules/vitals/index.js';
import { dbKind } from '../harness.js';

const migrationsDir = path.resolve(import.meta.dirname, '../../src/db/migrations');
const pgAdminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BEFORE = '20261129T0210_webhooks';
const APP = 'a'.repeat(32);

async function migrations(): Promise<Record<string, Migration>> {
  const files = (await fs.readdir(migrationsDir)).filter((f) => f.endsWith('.ts')).sort();
  const entries = await Promise.all(
    files.map(
      async (f) =>
        [f.slice(0, -3), (await import(path.join(migrationsDir, f))) as Migration] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** A database migrated up to the one before the crash log, and how to throw it away. */
async function databaseBefore(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vrportal-crash-migration-'));
  let databaseUrl: string | undefined;
  let dropDb = async () => {};
  if (dbKind === 'postgres') {
    const name = `vrportal_crash_migration_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const again = new pg.Client({ connectionString: pgAdminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  }
  const db = openDatabase({ databaseUrl, dataDir });
  const all = await migrations();
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => all },
  }).migrateTo(BEFORE);
  if (error) throw error;
  return {
    db,
    drop: async () => {
      await db.destroy();
      await dropDb();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe(`vitals: the crash log migration (${dbKind})`, () => {
  let drop = async () => {};
  afterEach(() => drop());

  it('carries the stored reports over, counted once, and resends stay duplicates', async () => {
    const made = await databaseBefore();
    const db = made.db;
    drop = made.drop;
    const cluster = clusterIdOf(APP, 'crash', 'old.Crash at x.Y');
    // what the intake stored before: two reports on a Thursday and the Monday after
    const reports = [
      { crash_id: 'old-1', day: '2026-03-05', at: '2026-03-05T04:00:00.000Z', device_id: 'd1' },
      { crash_id: 'old-2', day: '2026-03-09', at: '2026-03-09T04:00:00.000Z', device_id: 'd2' },
    ];
    await sql`INSERT INTO crash_reports (crash_id, app_id, version_code, device_id, type, at, day, cluster_id)
      VALUES ${sql.join(
        reports.map(
          (r) =>
            sql`(${r.crash_id}, ${APP}, 4, ${r.device_id}, 'crash', ${r.at}, ${r.day}, ${cluster})`,
        ),
      )}`.execute(db);
    await sql`INSERT INTO crash_clusters (cluster_id, app_id, type, signature, sample_stack, sample_os,
        first_seen, last_seen, crashes, devices)
      VALUES (${cluster}, ${APP}, 'crash', 'old.Crash at x.Y', 'old stack', '14',
        ${reports[0]!.at}, ${reports[1]!.at}, 2, 2)`.execute(db);
    for (const r of reports) {
      await sql`INSERT INTO crash_cluster_days (app_id, day, cluster_id, version_code, type, crashes)
        VALUES (${APP}, ${r.day}, ${cluster}, 4, 'crash', 1)`.execute(db);
      await sql`INSERT INTO crash_days (app_id, day, version_code, type, crashes, devices)
        VALUES (${APP}, ${r.day}, 4, 'crash', 1, 1)`.execute(db);
    }

    await migrateToLatest(db);
    const log = await db.selectFrom('crash_log').selectAll().orderBy('seq').execute();
    expect(log.map((r) => [r.crash_id, r.day, r.device_model])).toEqual([
      ['old-1', '2026-03-05', '-'],
      ['old-2', '2026-03-09', '-'],
    ]);
    const weeks = await db
      .selectFrom('crash_cluster_weeks')
      .select(['week', 'crashes'])
      .orderBy('week')
      .execute();
    expect(weeks.map((w) => [w.week, Number(w.crashes)])).toEqual([
      ['2026-03-02', 1],
      ['2026-03-09', 1],
    ]);
    // already counted: the job finds nothing to do
    const rollups = new CrashRollups(new CrashRollupsRepository(db));
    expect(await rollups.run()).toEqual({ reports: 0 });

    const intake = new CrashIntake({
      repo: new VitalsRepository(db),
      calendar: new Calendar('Asia/Shanghai'),
      appExists: async () => true,
    });
    const item = (crashId: string, at: string) => ({
      crashId,
      appId: APP,
      versionCode: 4,
      deviceId: 'd3',
      type: 'crash',
      time: Date.parse(at),
      signature: 'old.Crash at x.Y',
      stack: 'new stack',
    });
    expect(
      await intake.report([item('old-2', reports[1]!.at), item('new-1', '2026-03-10T04:00:00Z')]),
    ).toEqual({ accepted: 1, duplicates: 1, rejected: [] });
    expect(await rollups.run()).toEqual({ reports: 1 });
    const repo = new VitalsRepository(db);
    const range = await repo.clusterCounts({ appId: APP, from: '2026-03-01', to: '2026-03-31' });
    expect(range).toEqual({ total: 1, page: [{ clusterId: cluster, count: 3 }] });
    // a range within one week reads its days, carried over too
    for (const versionCode of [4, undefined]) {
      const week = { appId: APP, from: '2026-03-05', to: '2026-03-06', versionCode };
      expect(await repo.clusterCounts(week)).toEqual({
        total: 1,
        page: [{ clusterId: cluster, count: 1 }],
      });
    }
    const later = { appId: APP, from: '2026-03-09', to: '2026-03-31', versionCode: 4 };
    expect(await repo.clusterCounts(later)).toEqual({
      total: 1,
      page: [{ clusterId: cluster, count: 2 }],
    });
    const row = await repo.cluster(APP, cluster);
    expect(row).toMatchObject({ devices: 3, sample_stack: 'old stack' });
    expect(Number(row!.crashes)).toBe(3);

    // and back: each report once in crash_reports
    const all = await migrations();
    const back = await new Migrator({
      db,
      provider: { getMigrations: async () => all },
    }).migrateTo(BEFORE);
    expect(back.error).toBeUndefined();
    const { rows } = await sql<{
      crash_id: string;
    }>`SELECT crash_id FROM crash_reports ORDER BY crash_id`.execute(db);
    expect(rows.map((r) => r.crash_id)).toEqual(['new-1', 'old-1', 'old-2']);
  });
});
