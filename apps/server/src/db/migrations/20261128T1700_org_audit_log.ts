import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // one entry per call of a member that changed what the organisation holds: append-only
  await db.schema
    .createTable('org_audit_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(32)', (c) => c.notNull())
    /** the call's name in the contract */
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('app_id', 'varchar(64)')
    .addColumn('target', 'varchar(200)')
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    /** JSON array of {field, before, after}: sensitive fields only, secrets never */
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('org_audit_log_org')
    .on('org_audit_log')
    .columns(['org_id', 'created_at', 'id'])
    .execute();
  // no statement may change or remove an entry, whatever code runs it
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`CREATE FUNCTION org_audit_log_frozen() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'org_audit_log is append-only'; END $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER org_audit_log_frozen BEFORE UPDATE OR DELETE ON org_audit_log
      FOR EACH ROW EXECUTE FUNCTION org_audit_log_frozen()`.execute(db);
  } else {
    for (const op of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER org_audit_log_no_${op.toLowerCase()} BEFORE ${op} ON org_audit_log
           BEGIN SELECT RAISE(ABORT, 'org_audit_log is append-only'); END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('org_audit_log').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP FUNCTION IF EXISTS org_audit_log_frozen()`.execute(db);
  }
}
