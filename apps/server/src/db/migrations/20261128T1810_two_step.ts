import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // an authenticator app's secret, encrypted (the pending one until its first code confirms it)
  for (const column of ['totp_secret_enc', 'totp_pending_enc']) {
    await db.schema.alterTable('accounts').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('accounts').addColumn('totp_enabled_at', 'varchar(32)').execute();
  // the last time step whose code signed in: a code is taken once
  await db.schema
    .alterTable('accounts')
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // after too many wrong second-step codes
  await db.schema
    .alterTable('accounts')
    .addColumn('two_step_locked_until', 'varchar(32)')
    .execute();
  await db.schema
    .createTable('account_recovery_codes')
    .addColumn('account_id', 'varchar(32)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    /** sha256 of the code, lower case without its dash */
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addPrimaryKeyConstraint('account_recovery_codes_pk', ['account_id', 'code_hash'])
    .execute();
  // a sign-in whose password or SMS code was right, waiting for its second step
  await db.schema
    .createTable('two_step_challenges')
    .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(32)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    /** what the sign-in answers as `account`: the mobile or e-mail as typed */
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    /** wrong codes so far, counted in one conditional UPDATE */
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('two_step_challenges').execute();
  await db.schema.dropTable('account_recovery_codes').execute();
  for (const column of [
    'two_step_locked_until',
    'totp_last_step',
    'totp_enabled_at',
    'totp_pending_enc',
    'totp_secret_enc',
  ]) {
    await db.schema.alterTable('accounts').dropColumn(column).execute();
  }
}
