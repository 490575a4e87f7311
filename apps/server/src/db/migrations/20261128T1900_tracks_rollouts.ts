import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // a build uploaded to a testing track (alpha, beta, rc) is not the store's draft
  await db.schema.alterTable('app_versions').addColumn('track', 'varchar(8)').execute();
  await db.schema.alterTable('uploads').addColumn('track', 'varchar(8)').execute();

  // the testing tracks of an app: the build testers are offered, its check, notes, link
  await db.schema
    .createTable('app_tracks')
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.notNull().references('apps.id').onDelete('cascade'),
    )
    .addColumn('track', 'varchar(8)', (c) => c.notNull())
    .addColumn('version_id', 'varchar(32)', (c) =>
      c.references('app_versions.id').onDelete('set null'),
    )
    /** the automatic technical check of the build: pending, passed, failed */
    .addColumn('check_state', 'varchar(8)')
    /** JSON of the check's steps, each with its name and note in both languages */
    .addColumn('findings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('notes_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes_en', 'text', (c) => c.notNull().defaultTo(''))
    /** the invitation link's code; null until one is made */
    .addColumn('link_code', 'varchar(64)', (c) => c.unique())
    /** testers on the list and of them joined through the link, counted with each change */
    .addColumn('testers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_by_link', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)')
    .addPrimaryKeyConstraint('app_tracks_pk', ['app_id', 'track'])
    .execute();
  await db.schema
    .createTable('track_testers')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('track', 'varchar(8)', (c) => c.notNull())
    /** lower case */
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    /** the store user behind the address, once the store named it */
    .addColumn('user_id', 'varchar(128)')
    /** list: added by the studio; link: joined through the invitation link */
    .addColumn('via', 'varchar(8)', (c) => c.notNull())
    .addColumn('added_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('track_testers_pk', ['app_id', 'track', 'email'])
    .addForeignKeyConstraint(
      'track_testers_track_fk',
      ['app_id', 'track'],
      'app_tracks',
      ['app_id', 'track'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('track_testers_user').on('track_testers').column('user_id').execute();
  await db.schema.createIndex('track_testers_email').on('track_testers').column('email').execute();

  // staged rollouts of store updates: the share of devices offered the build, in permille
  await db.schema
    .createTable('rollouts')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.notNull().references('apps.id').onDelete('cascade'),
    )
    .addColumn('version_id', 'varchar(32)', (c) => c.notNull())
    /** the build the devices outside the share keep being offered */
    .addColumn('previous_version_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('share', 'integer', (c) => c.notNull())
    /** running, halted, completed, replaced */
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rollouts_app')
    .on('rollouts')
    .columns(['app_id', 'started_at'])
    .execute();
  // one rollout in progress per app
  await db.schema
    .createIndex('rollouts_one_open')
    .unique()
    .on('rollouts')
    .column('app_id')
    .where(sql.ref('state'), 'in', ['running', 'halted'])
    .execute();
  await db.schema
    .createTable('rollout_steps')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('rollout_id', 'varchar(32)', (c) =>
      c.notNull().references('rollouts.id').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(12)', (c) => c.notNull())
    .addColumn('share', 'integer', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    /** the member who acted; null for the portal itself */
    .addColumn('account_id', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('rollout_steps_rollout')
    .on('rollout_steps')
    .columns(['rollout_id', 'at'])
    .execute();
  // the share the next store update starts with when it goes online
  await db.schema
    .createTable('rollout_plans')
    .addColumn('app_id', 'varchar(32)', (c) =>
      c.primaryKey().references('apps.id').onDelete('cascade'),
    )
    .addColumn('share', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // adoption: the version each device last reported installing, and the changes per day
  await db.schema.alterTable('dc_events').addColumn('version_code', 'integer').execute();
  await db.schema
    .createTable('dc_version_devices')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('version_code', 'integer', (c) => c.notNull())
    /** the time of the event that set it: an older event arriving late changes nothing */
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dc_version_devices_pk', ['app_id', 'device_id'])
    .execute();
  await db.schema
    .createTable('dc_version_days')
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('version_code', 'integer', (c) => c.notNull())
    /** devices that came to the version that day less those that left it */
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dc_version_days_pk', ['app_id', 'day', 'version_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'dc_version_days',
    'dc_version_devices',
    'rollout_plans',
    'rollout_steps',
    'rollouts',
    'track_testers',
    'app_tracks',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('dc_events').dropColumn('version_code').execute();
  await db.schema.alterTable('uploads').dropColumn('track').execute();
  await db.schema.alterTable('app_versions').dropColumn('track').execute();
}
