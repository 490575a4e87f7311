import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // an account's passkeys (WebAuthn credentials): each one is a second step, and signs in alone
  await db.schema
    .createTable('account_passkeys')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(32)', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    /** the credential's id as the browser names it, base64url */
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    /** the COSE public key, base64url */
    .addColumn('public_key', 'text', (c) => c.notNull())
    /** the authenticator's signature counter at the last use; only ever raised */
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    /** how the browser reaches it: a comma list (usb, internal, hybrid...) */
    .addColumn('transports', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('account_passkeys_account')
    .on('account_passkeys')
    .column('account_id')
    .execute();
  // a passkey registration or a sign-in by a passkey alone, waiting for the browser's answer
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
    /** register or login */
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    /** the registering account; null for a sign-in, whose account the passkey names */
    .addColumn('account_id', 'varchar(32)', (c) => c.references('accounts.id').onDelete('cascade'))
    /** the challenge the authenticator signs, base64url */
    .addColumn('challenge', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  // the challenge a passkey signs for a sign-in or a confirmation waiting for its second step
  await db.schema
    .alterTable('two_step_challenges')
    .addColumn('webauthn_challenge', 'varchar(128)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('two_step_challenges').dropColumn('webauthn_challenge').execute();
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('account_passkeys').execute();
}
