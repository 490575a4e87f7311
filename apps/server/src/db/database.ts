import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import { createRequire } from 'node:module';
import type pg from 'pg';
import type { Database } from './schema.js';
import { registerRawHandle } from './prepared.js';
import { LOCK_WAIT_MS, WaitingSqliteDialect } from './sqlite-wait.js';
import * as m20261121T0900 from './migrations/20261121T0900_accounts.js';
import * as m20261121T1000 from './migrations/20261121T1000_apps_reviews.js';
import * as m20261121T1100 from './migrations/20261121T1100_finance.js';
import * as m20261121T1300 from './migrations/20261121T1300_assets.js';
import * as m20261121T1200 from './migrations/20261121T1200_uploads.js';
import * as m20261124T1000 from './migrations/20261124T1000_releases.js';
import * as m20261124T1100 from './migrations/20261124T1100_live_apps.js';
import * as m20261124T1200 from './migrations/20261124T1200_channel_review.js';
import * as m20261125T0900 from './migrations/20261125T0900_rate_counters.js';
import * as m20261125T1000 from './migrations/20261125T1000_datacenter.js';
import * as m20261126T0900 from './migrations/20261126T0900_bills.js';
import * as m20261126T1400 from './migrations/20261126T1400_platform.js';
import * as m20261126T1410 from './migrations/20261126T1410_platform_runtime.js';
import * as m20261127T0900 from './migrations/20261127T0900_app_secret_reset.js';
import * as m20261128T0900 from './migrations/20261128T0900_approved_app_name.js';
import * as m20261128T0901 from './migrations/20261128T0901_addon_names.js';
import * as m20261128T0902 from './migrations/20261128T0902_channel_assets.js';
import * as m20261128T0903 from './migrations/20261128T0903_live_listings.js';
import * as m20261128T0905 from './migrations/20261128T0905_bill_dispute_reason.js';
import * as m20261128T0910 from './migrations/20261128T0910_calendar_days.js';
import * as m20261128T0915 from './migrations/20261128T0915_release_dates.js';
import * as m20261128T0920 from './migrations/20261128T0920_finance_reveals.js';
import * as m20261128T1230 from './migrations/20261128T1230_job_runs.js';
import * as m20261128T1600 from './migrations/20261128T1600_organisations.js';
import * as m20261128T1700 from './migrations/20261128T1700_org_audit_log.js';
import * as m20261128T1800 from './migrations/20261128T1800_session_details.js';
import * as m20261128T1810 from './migrations/20261128T1810_two_step.js';
import * as m20261128T1900 from './migrations/20261128T1900_tracks_rollouts.js';
import * as m20261128T1910 from './migrations/20261128T1910_second_step_at.js';
import * as m20261128T1920 from './migrations/20261128T1920_mail_opt_outs.js';
import * as m20261129T0100 from './migrations/20261129T0100_passkeys.js';
import * as m20261129T0110 from './migrations/20261129T0110_reviews.js';
import * as m20261129T0120 from './migrations/20261129T0120_vitals.js';
import * as m20261129T0200 from './migrations/20261129T0200_api_keys.js';
import * as m20261129T0210 from './migrations/20261129T0210_webhooks.js';
import * as m20261129T0300 from './migrations/20261129T0300_crash_rollups.js';
import * as m20261129T1200 from './migrations/20261129T1200_review_facets.js';

export type Db = Kysely<Database>;

/** Migrations are listed here, not read from a folder, so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '20261121T0900_accounts': m20261121T0900,
  '20261121T1000_apps_reviews': m20261121T1000,
  '20261121T1100_finance': m20261121T1100,
  '20261121T1300_assets': m20261121T1300,
  '20261121T1200_uploads': m20261121T1200,
  '20261124T1000_releases': m20261124T1000,
  '20261124T1100_live_apps': m20261124T1100,
  '20261124T1200_channel_review': m20261124T1200,
  '20261125T0900_rate_counters': m20261125T0900,
  '20261125T1000_datacenter': m20261125T1000,
  '20261126T0900_bills': m20261126T0900,
  '20261126T1400_platform': m20261126T1400,
  '20261126T1410_platform_runtime': m20261126T1410,
  '20261127T0900_app_secret_reset': m20261127T0900,
  '20261128T0900_approved_app_name': m20261128T0900,
  '20261128T0901_addon_names': m20261128T0901,
  '20261128T0902_channel_assets': m20261128T0902,
  '20261128T0903_live_listings': m20261128T0903,
  '20261128T0905_bill_dispute_reason': m20261128T0905,
  '20261128T0910_calendar_days': m20261128T0910,
  '20261128T0915_release_dates': m20261128T0915,
  '20261128T0920_finance_reveals': m20261128T0920,
  '20261128T1230_job_runs': m20261128T1230,
  '20261128T1600_organisations': m20261128T1600,
  '20261128T1700_org_audit_log': m20261128T1700,
  '20261128T1800_session_details': m20261128T1800,
  '20261128T1810_two_step': m20261128T1810,
  '20261128T1900_tracks_rollouts': m20261128T1900,
  '20261128T1910_second_step_at': m20261128T1910,
  '20261128T1920_mail_opt_outs': m20261128T1920,
  '20261129T0100_passkeys': m20261129T0100,
  '20261129T0110_reviews': m20261129T0110,
  '20261129T0120_vitals': m20261129T0120,
  '20261129T0200_api_keys': m20261129T0200,
  '20261129T0210_webhooks': m20261129T0210,
  '20261129T0300_crash_rollups': m20261129T0300,
  '20261129T1200_review_facets': m20261129T1200,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface DbTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** The database: PostgreSQL when a URL names one, else an SQLite file in the data folder. */
export function openDatabase(target: DbTarget): Db {
  if (target.databaseUrl) {
    // pg is loaded only when PostgreSQL is configured, not by the embedded default
    const { Pool } = createRequire(import.meta.url)('pg') as typeof pg;
    const pool = new Pool({ connectionString: target.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    registerRawHandle(db, { kind: 'pg', pool });
    return db;
  }
  fs.mkdirSync(target.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(target.dataDir, 'portal.sqlite'));
  // opening waits for the lock as SQLite does; after that, statements wait without sleeping
  // the thread (sqlite-wait.ts)
  sqlite.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 0');
  const db = new Kysely<Database>({ dialect: new WaitingSqliteDialect(sqlite) });
  registerRawHandle(db, { kind: 'sqlite', sqlite });
  return db;
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
