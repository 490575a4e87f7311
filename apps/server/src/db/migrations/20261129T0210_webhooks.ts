import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // an organisation's endpoints: the events each hears of and its signing secret (encrypted)
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(32)', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    /** JSON array of event types */
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    /** the signing secret, encrypted with the field cipher (it must sign, so it is not hashed) */
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    /** the first failed try with no delivery since; null while it delivers */
    .addColumn('failing_since', 'varchar(32)')
    /** the portal turned it off: 'failing'; null otherwise */
    .addColumn('disabled_reason', 'varchar(16)')
    .addColumn('disabled_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('webhooks_org').on('webhooks').column('org_id').execute();
  // an event recorded for at least one endpoint: its body, the same for every delivery of it
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // old events go after 30 days, with their deliveries
  await db.schema
    .createIndex('webhook_events_created')
    .on('webhook_events')
    .column('created_at')
    .execute();
  // one event to one endpoint: tried until delivered or its deadline passes
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('webhook_id', 'varchar(32)', (c) =>
      c.notNull().references('webhooks.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'varchar(32)', (c) =>
      c.notNull().references('webhook_events.id').onDelete('cascade'),
    )
    /** pending, retrying, delivered, failed */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)')
    /** no try after this: the event's time (or the "send again") and 24 hours */
    .addColumn('deadline_at', 'varchar(32)', (c) => c.notNull())
    /** the instance sending it holds it until then (a conditional UPDATE takes it) */
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('lease_owner', 'varchar(64)')
    .addColumn('last_status', 'integer')
    .addColumn('last_duration_ms', 'integer')
    .addColumn('last_error', 'varchar(300)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_webhook')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'created_at'])
    .execute();
  // each try of a delivery
  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('delivery_id', 'varchar(32)', (c) =>
      c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'varchar(300)')
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery')
    .on('webhook_attempts')
    .column('delivery_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('webhooks').execute();
}
