import { PostgresAdapter, sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
//
// The crash intake only appends reports to crash_log; the crash-rollups job grows the rollups
// from what arrived since its last run (crash_rollup_marks). The clusters of a range read weeks
// (crash_cluster_weeks) and the days at its edges. crash_reports' rows move to crash_log, already
// counted by the rollups they grew.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // each report once per app, day and id, numbered in the order it arrived (seq): inserts land
  // at the end of the table and in the current day of the key
  await sql`
    CREATE TABLE crash_log (
      seq ${postgres ? sql`bigserial` : sql`integer`} PRIMARY KEY,
      app_id varchar(32) NOT NULL,
      day varchar(10) NOT NULL,
      crash_id varchar(128) NOT NULL,
      at varchar(32) NOT NULL,
      version_code integer NOT NULL,
      type varchar(8) NOT NULL,
      device_id varchar(128) NOT NULL,
      device_model varchar(64) NOT NULL,
      cluster_id varchar(64) NOT NULL
    )`.execute(db);
  await db.schema
    .createIndex('crash_log_key')
    .unique()
    .on('crash_log')
    .columns(['app_id', 'day', 'crash_id'])
    .execute();
  await sql`
    INSERT INTO crash_log
      (app_id, day, crash_id, at, version_code, type, device_id, device_model, cluster_id)
    SELECT app_id, day, crash_id, at, version_code, type, device_id, '-', cluster_id
    FROM crash_reports ORDER BY at, crash_id`.execute(db);

  // how far the rollups have counted crash_log
  await db.schema
    .createTable('crash_rollup_marks')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('last_seq', 'bigint', (c) => c.notNull())
    .execute();
  await sql`
    INSERT INTO crash_rollup_marks (name, last_seq)
    SELECT 'crash_log', coalesce(max(seq), 0) FROM crash_log`.execute(db);

  // a cluster's reports per build and week (from Monday), as crash_cluster_days per day; one
  // build's rows of a week sit together
  await sql`
    CREATE TABLE crash_cluster_weeks (
      app_id varchar(32) NOT NULL,
      week varchar(10) NOT NULL,
      cluster_id varchar(64) NOT NULL,
      version_code integer NOT NULL,
      type varchar(8) NOT NULL,
      crashes integer NOT NULL DEFAULT 0,
      CONSTRAINT crash_cluster_weeks_pk PRIMARY KEY (app_id, week, version_code, cluster_id)
    ) ${postgres ? sql`` : sql`WITHOUT ROWID`}`.execute(db);
  await sql`
    INSERT INTO crash_cluster_weeks (app_id, week, cluster_id, version_code, type, crashes)
    SELECT app_id, ${mondayOf(postgres, sql`day`)}, cluster_id, version_code, type, sum(crashes)
    FROM crash_cluster_days
    GROUP BY 1, 2, 3, 4, 5`.execute(db);

  await db.schema.dropIndex('crash_reports_build_time').execute();
  await db.schema.dropTable('crash_reports').execute();

  // one build's clusters of a range read its rows alone
  await db.schema
    .createIndex('crash_cluster_weeks_build')
    .on('crash_cluster_weeks')
    .columns(['app_id', 'version_code', 'type', 'week', 'cluster_id', 'crashes'])
    .execute();

  // the days of a range are read at its edges only: by their key, or one build's by the index
  // it keeps
  await db.schema.dropIndex('crash_cluster_days_range').execute();
  if (!postgres) {
    // on SQLite the tables the job adds to in bulk become one B-tree each (WITHOUT ROWID), not
    // a table and its key: the days of a cluster keyed by build before cluster, so one build's
    // rows of a day sit together
    await rebuild(db, 'crash_cluster_days', {
      columns: `app_id varchar(32) NOT NULL, day varchar(10) NOT NULL,
        cluster_id varchar(64) NOT NULL, version_code integer NOT NULL,
        type varchar(8) NOT NULL, crashes integer NOT NULL DEFAULT 0`,
      key: 'app_id, day, version_code, cluster_id',
      copied: 'app_id, day, cluster_id, version_code, type, crashes',
    });
    await db.schema
      .createIndex('crash_cluster_days_build_range')
      .on('crash_cluster_days')
      .columns(['app_id', 'version_code', 'type', 'day', 'cluster_id', 'crashes'])
      .execute();
    await rebuild(db, 'crash_cluster_devices', {
      columns: 'cluster_id varchar(64) NOT NULL, device_id varchar(128) NOT NULL',
      key: 'cluster_id, device_id',
      copied: 'cluster_id, device_id',
    });
    await rebuild(db, 'crash_day_devices', {
      columns: `app_id varchar(32) NOT NULL, day varchar(10) NOT NULL,
        version_code integer NOT NULL, type varchar(8) NOT NULL, device_id varchar(128) NOT NULL`,
      key: 'app_id, day, version_code, type, device_id',
      copied: 'app_id, day, version_code, type, device_id',
    });
    await rebuild(db, 'crash_cluster_versions', {
      columns: `cluster_id varchar(64) NOT NULL, version_code integer NOT NULL,
        crashes integer NOT NULL DEFAULT 0`,
      key: 'cluster_id, version_code',
      copied: 'cluster_id, version_code, crashes',
    });
  }
}

/** An SQLite table made again WITHOUT ROWID with its rows, under its own name. */
async function rebuild(
  db: Kysely<unknown>,
  table: string,
  spec: { columns: string; key: string; copied: string },
) {
  const next = `${table}_next`;
  await sql`CREATE TABLE ${sql.table(next)} (${sql.raw(spec.columns)},
    PRIMARY KEY (${sql.raw(spec.key)})) WITHOUT ROWID`.execute(db);
  await sql`INSERT INTO ${sql.table(next)} (${sql.raw(spec.copied)})
    SELECT ${sql.raw(spec.copied)} FROM ${sql.table(table)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(next).renameTo(table).execute();
}

/** The Monday of a YYYY-MM-DD day's week, as YYYY-MM-DD. */
function mondayOf(postgres: boolean, day: RawBuilder<unknown>) {
  return postgres
    ? sql`to_char(date_trunc('week', ${day}::date), 'YYYY-MM-DD')`
    : sql`date(${day}, '-6 days', 'weekday 1')`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // the tables made WITHOUT ROWID keep their rows as they are; the day index comes back
  await db.schema
    .createIndex('crash_cluster_days_range')
    .on('crash_cluster_days')
    .columns(['app_id', 'day', 'cluster_id', 'crashes', 'type', 'version_code'])
    .execute();
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
  await db.schema
    .createIndex('crash_reports_build_time')
    .on('crash_reports')
    .columns(['app_id', 'version_code', 'type', 'at'])
    .execute();
  // an id kept on two days (possible in crash_log) goes back once
  await sql`
    INSERT INTO crash_reports
      (crash_id, app_id, version_code, device_id, type, at, day, cluster_id)
    SELECT crash_id, app_id, version_code, device_id, type, at, day, cluster_id
    FROM crash_log
    WHERE seq IN (SELECT min(seq) FROM crash_log GROUP BY crash_id)`.execute(db);
  await db.schema.dropTable('crash_cluster_weeks').execute();
  await db.schema.dropTable('crash_rollup_marks').execute();
  await db.schema.dropTable('crash_log').execute();
}
