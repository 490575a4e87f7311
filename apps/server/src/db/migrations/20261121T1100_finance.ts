import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // one row per developer: where the payment profile stands
  await db.schema
    .createTable('finance_profiles')
    .addColumn('account_id', 'varchar(32)', (c) =>
      c.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_version', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // every commit is a version, kept with its review result; *_enc columns are AES-256-GCM
  await db.schema
    .createTable('finance_versions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(32)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('org_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('team', 'varchar(64)', (c) => c.notNull())
    .addColumn('org_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('org_country', 'varchar(32)', (c) => c.notNull())
    .addColumn('org_city', 'varchar(128)', (c) => c.notNull())
    .addColumn('org_addr', 'varchar(300)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(32)', (c) => c.notNull())
    .addColumn('fax', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(64)', (c) => c.notNull())
    .addColumn('remittance', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('invoice', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_name_pre', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_name_suffix', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_birth_enc', 'text', (c) => c.notNull())
    .addColumn('tax_id_enc', 'text', (c) => c.notNull())
    .addColumn('bfy_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_branch', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_country', 'varchar(32)', (c) => c.notNull())
    .addColumn('bank_city', 'varchar(128)', (c) => c.notNull())
    .addColumn('bank_addr', 'varchar(300)', (c) => c.notNull())
    .addColumn('bank_bic_enc', 'text', (c) => c.notNull())
    .addColumn('card_no_enc', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('reviewed_at', 'varchar(32)')
    .addColumn('reviewer_id', 'varchar(32)')
    .addColumn('audit_id', 'varchar(32)')
    .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
    /** JSON array of {field, note} */
    .addColumn('reasons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('finance_versions_account_version', ['account_id', 'version'])
    .execute();
  // the review queue: versions under review, oldest first
  await db.schema
    .createIndex('finance_versions_status')
    .on('finance_versions')
    .columns(['status', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('finance_versions').execute();
  await db.schema.dropTable('finance_profiles').execute();
}
