import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bytes = postgres ? sql`bytea` : sql`blob`;

  // each crash or freeze the store reported, once per id; the rollups below grow with it
  await db.schema
    .createTable('crash_reports')
    .addColumn('crash_id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('version_code', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('cluster_id', 'varchar(64)', (c) => c.notNull())
    .execute();
  // the automatic halt counts a build's crashing devices of the last 24 hours
  await db.schema
    .createIndex('crash_reports_build_time')
    .on('crash_reports')
    .columns(['app_id', 'version_code', 'type', 'at'])
    .execute();

  // a cluster: one signature of one app and type, with the first report's stack
  await db.schema
    .createTable('crash_clusters')
    .addColumn('cluster_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('sample_stack', 'text', (c) => c.notNull())
    .addColumn('sample_os', 'varchar(64)', (c) => c.notNull())
    .addColumn('first_seen', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen', 'varchar(32)', (c) => c.notNull())
    .addColumn('crashes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('devices', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // who a cluster touched, so each device counts once
  await db.schema
    .createTable('crash_cluster_devices')
    .addColumn('cluster_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(128)', (c) => c.notNull())
    .addPrimaryKeyConstraint('crash_cluster_devices_pk', ['cluster_id', 'device_id'])
    .execute();
  await db.schema
    .createTable('crash_cluster_days')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('cluster_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('version_code', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('crashes', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('crash_cluster_days_pk', [
      'app_id',
      'day',
      'cluster_id',
      'version_code',
    ])
    .execute();
  // a cluster's builds, all time
  await db.schema
    .createIndex('crash_cluster_days_cluster')
    .on('crash_cluster_days')
    .columns(['cluster_id', 'version_code'])
    .execute();
  await db.schema
    .createTable('crash_cluster_models')
    .addColumn('cluster_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('device_model', 'varchar(64)', (c) => c.notNull())
    .addColumn('crashes', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('crash_cluster_models_pk', ['cluster_id', 'device_model'])
    .execute();
  // devices of a build with at least one crash (or ANR) on a day, and their count
  await db.schema
    .createTable('crash_day_devices')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('version_code', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(128)', (c) => c.notNull())
    .addPrimaryKeyConstraint('crash_day_devices_pk', [
      'app_id',
      'day',
      'version_code',
      'type',
      'device_id',
    ])
    .execute();
  await db.schema
    .createTable('crash_days')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('version_code', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('crashes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('devices', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('crash_days_pk', ['app_id', 'day', 'version_code', 'type'])
    .execute();

  // the data centre: devices active (a start or usage) per build and day, as a device set
  await db.schema
    .createTable('dc_version_active_days')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('version_code', 'integer', (c) => c.notNull())
    .addColumn('devices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('device_set', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('dc_version_active_days_pk', ['app_id', 'day', 'version_code'])
    .execute();
  // and the devices active on a build in the automatic halt's last 24 hours
  await db.schema
    .createIndex('dc_events_build_time')
    .on('dc_events')
    .columns(['app_id', 'version_code', 'at'])
    .execute();

  // when a running rollout halts by itself (rates in percent); none: the contract's default
  await db.schema
    .createTable('rollout_halt_rules')
    .addColumn('app_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('crash_factor', 'double precision', (c) => c.notNull())
    .addColumn('min_crash_rate', 'double precision', (c) => c.notNull())
    .addColumn('anr_factor', 'double precision', (c) => c.notNull())
    .addColumn('min_anr_rate', 'double precision', (c) => c.notNull())
    .addColumn('min_devices', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // a halt the portal made by itself keeps its figures (JSON)
  await db.schema.alterTable('rollout_steps').addColumn('reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rollout_steps').dropColumn('reason').execute();
  await db.schema.dropTable('rollout_halt_rules').execute();
  await db.schema.dropIndex('dc_events_build_time').execute();
  for (const table of [
    'dc_version_active_days',
    'crash_days',
    'crash_day_devices',
    'crash_cluster_models',
    'crash_cluster_days',
    'crash_cluster_devices',
    'crash_clusters',
    'crash_reports',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
