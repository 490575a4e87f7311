import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.

/** Tables whose account_id named the developer that held the row: now its organisation. */
const studioTables = [
  'finance_profiles',
  'finance_versions',
  'finance_reveals',
  'bills',
  'audits',
  'platform_reviews',
];
export async function up(db: Kysely<unknown>): Promise<void> {
  // A studio: its id is its founder's account id, so what each developer held before (apps,
  // payment profile, bills, with their foreign keys and the ciphertexts bound to that id) is
  // the organisation's without being rewritten.
  await db.schema
    .createTable('organisations')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey().references('accounts.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('require_two_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('org_members')
    .addColumn('org_id', 'varchar(32)', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'varchar(32)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    /** JSON array of the app ids a developer or analyst is limited to; null: every app */
    .addColumn('app_ids', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('org_members_pk', ['org_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('org_members_account')
    .on('org_members')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('org_invitations')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(32)', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(64)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('app_ids', 'text')
    /** sha256 of the code in the link: the code itself is only in the mail */
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('invited_by', 'varchar(32)', (c) => c.notNull())
    /** mails sent, the first included: raised atomically under a limit */
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('accepted_by', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('org_invitations_org')
    .on('org_invitations')
    .columns(['org_id', 'created_at'])
    .execute();
  // the organisation a session acts in; null: the account's first
  await db.schema.alterTable('sessions').addColumn('org_id', 'varchar(32)').execute();
  // counts changes of an account's memberships: the key of the membership cache of each instance
  await db.schema
    .alterTable('accounts')
    .addColumn('access_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('apps').renameColumn('owner_id', 'org_id').execute();
  for (const table of studioTables) {
    await db.schema.alterTable(table).renameColumn('account_id', 'org_id').execute();
  }
  // every developer, and every account holding apps, owns the organisation of what it has now
  await sql`
    INSERT INTO organisations (id, name, require_two_step, created_at, updated_at)
    SELECT id, COALESCE(dev_name, email, mobile, id), 0, created_at, updated_at
    FROM accounts
    WHERE dev_status = 2 -- approved
       OR id IN (SELECT org_id FROM apps)
  `.execute(db);
  await sql`
    INSERT INTO org_members (org_id, account_id, role, app_ids, created_at)
    SELECT id, id, 'owner', NULL, created_at FROM organisations
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of studioTables) {
    await db.schema.alterTable(table).renameColumn('org_id', 'account_id').execute();
  }
  await db.schema.alterTable('apps').renameColumn('org_id', 'owner_id').execute();
  await db.schema.alterTable('sessions').dropColumn('org_id').execute();
  await db.schema.alterTable('accounts').dropColumn('access_version').execute();
  await db.schema.dropTable('org_invitations').execute();
  await db.schema.dropTable('org_members').execute();
  await db.schema.dropTable('organisations').execute();
}
