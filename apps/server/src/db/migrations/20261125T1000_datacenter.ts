import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // what the store reported, kept as it came (append-only); the ids make resends harmless.
  // On PostgreSQL both tables are partitioned by month (the intake adds each month's
  // partition as it first arrives), so old months can be detached and archived whole.
  const partitioned = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`
    CREATE TABLE dc_events (
      event_id varchar(128) NOT NULL,
      app_id varchar(32) NOT NULL,
      type varchar(8) NOT NULL,
      device_id varchar(128) NOT NULL,
      user_id varchar(128),
      at varchar(32) NOT NULL,
      day varchar(10) NOT NULL,
      duration integer NOT NULL DEFAULT 0,
      PRIMARY KEY (event_id, day)
    ) ${partitioned ? sql`PARTITION BY RANGE (day)` : sql``}`.execute(db);
  await sql`
    CREATE TABLE dc_orders (
      order_id varchar(128) NOT NULL,
      app_id varchar(32) NOT NULL,
      sku varchar(64),
      user_id varchar(128) NOT NULL,
      device_id varchar(128) NOT NULL,
      type varchar(8) NOT NULL,
      refund_of varchar(128),
      amount bigint NOT NULL,
      currency varchar(3) NOT NULL,
      usd_rate double precision NOT NULL,
      amount_fen bigint NOT NULL,
      at varchar(32) NOT NULL,
      day varchar(10) NOT NULL,
      PRIMARY KEY (order_id, day)
    ) ${partitioned ? sql`PARTITION BY RANGE (day)` : sql``}`.execute(db);
  await db.schema
    .createIndex('dc_orders_app_day')
    .on('dc_orders')
    .columns(['app_id', 'day'])
    .execute();
  await db.schema
    .createTable('dc_users')
    .addColumn('user_id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('sex', 'integer', (c) => c.notNull())
    .addColumn('birth_year', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // rollups, kept up to date as items arrive; the figures read these
  await db.schema
    .createTable('dc_app_days')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usage_seconds', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('active_devices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_devices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sale_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('dc_app_days_pk', ['app_id', 'day'])
    .execute();
  await db.schema
    .createTable('dc_app_hours')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('devices', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('dc_app_hours_pk', ['app_id', 'day', 'hour'])
    .execute();
  // which devices were active on a day and in an hour, each set a bitmap over the devices'
  // sequence numbers (see modules/datacenter/device-set.ts), so each device counts once there
  const bytes = partitioned ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('dc_day_device_sets')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('devices', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('dc_day_device_sets_pk', ['app_id', 'day'])
    .execute();
  await db.schema
    .createTable('dc_hour_device_sets')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('devices', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('dc_hour_device_sets_pk', ['app_id', 'day', 'hour'])
    .execute();
  // every device an app has seen: its sequence number in the sets, and its first active day
  // (the day it counts as new)
  await db.schema
    .createTable('dc_devices')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('first_day', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dc_devices_pk', ['app_id', 'device_id'])
    .addUniqueConstraint('dc_devices_seq', ['app_id', 'seq'])
    .execute();
  // every buyer (a user with a sale of the app or an add-on) an app has seen, numbered like its
  // devices; the buyers of each day as a bitmap; and per profile value (sex, birth year) the
  // app's buyers who have it, kept right as profiles change, so buyers by gender and age over
  // a range are the day sets' union counted within each group
  await db.schema
    .createTable('dc_buyers')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dc_buyers_pk', ['app_id', 'user_id'])
    .addUniqueConstraint('dc_buyers_seq', ['app_id', 'seq'])
    .execute();
  await db.schema.createIndex('dc_buyers_user').on('dc_buyers').column('user_id').execute();
  await db.schema
    .createTable('dc_day_buyer_sets')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('buyers', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('dc_day_buyer_sets_pk', ['app_id', 'day'])
    .execute();
  await db.schema
    .createTable('dc_buyer_groups')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('field', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('buyers', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('dc_buyer_groups_pk', ['app_id', 'field', 'value'])
    .execute();
  await db.schema
    .createTable('dc_addon_days')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('sku', 'varchar(64)', (c) => c.notNull())
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('income_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('dc_addon_days_pk', ['app_id', 'day', 'sku'])
    .execute();
  await db.schema
    .createTable('dc_addons')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('sku', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dc_addons_pk', ['app_id', 'sku'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'dc_addons',
    'dc_addon_days',
    'dc_buyer_groups',
    'dc_day_buyer_sets',
    'dc_buyers',
    'dc_devices',
    'dc_hour_device_sets',
    'dc_day_device_sets',
    'dc_app_hours',
    'dc_app_days',
    'dc_users',
    'dc_orders',
    'dc_events',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
