// Table types: Accounts, sessions, organisations, members, keys, the audit log and two-step sign-in.
import type { Generated } from 'kysely';

export interface AccountsTable {
  id: string;
  mobile: string | null;
  email: string | null;
  pwd_hash: string;
  email_confirmed: number;
  admin: number;
  blocked: number;
  dev_status: number;
  dev_name: string | null;
  dev_contact: string | null;
  dev_intro: string | null;
  dev_applied_at: string | null;
  dev_reviewed_at: string | null;
  dev_reviewed_by: string | null;
  failed_logins: Generated<number>;
  locked_until: string | null;
  /** raised with every change to the account's notifications */
  nty_version: Generated<number>;
  /** counts changes of the account's memberships (the key of the membership cache) */
  access_version: Generated<number>;
  /** the authenticator app's secret, encrypted; the pending one until confirmed */
  totp_secret_enc: string | null;
  totp_pending_enc: string | null;
  totp_enabled_at: string | null;
  /** the last time step whose code was taken */
  totp_last_step: Generated<number | string>;
  two_step_locked_until: string | null;
  /** zh or en: the language of the last sign-in, for the mails the platform sends */
  lang: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  /** the organisation the session acts in; null: the account's first */
  org_id: string | null;
  user_agent: Generated<string>;
  address: Generated<string>;
  /** its last call, written at most every few minutes */
  last_seen_at: string | null;
  /** when it last passed a second step (its sign-in, or a confirmation); null: never */
  second_step_at: string | null;
}

/** A kind of mail an account turned off. */
export interface MailOptOutsTable {
  account_id: string;
  kind: string;
  created_at: string;
}

/** A studio. Its id is its founder's account id (see the organisations migration). */
export interface OrganisationsTable {
  id: string;
  name: string;
  require_two_step: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OrgMembersTable {
  org_id: string;
  account_id: string;
  /** a Role of the contract */
  role: string;
  /** JSON array of app ids a developer or analyst is limited to; null: every app */
  app_ids: string | null;
  created_at: string;
}

/** Append-only: triggers refuse UPDATE and DELETE. */
export interface ApiKeysTable {
  id: string;
  org_id: string;
  name: string;
  hint: string;
  key_hash: string;
  /** JSON array of scopes */
  scopes: string;
  /** JSON array of app ids; null: every app of the organisation */
  app_ids: string | null;
  expires_at: string | null;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  last_used_address: string | null;
  revoked_at: string | null;
}

export interface OrgAuditLogTable {
  id: string;
  org_id: string;
  account_id: string;
  action: string;
  app_id: string | null;
  target: string | null;
  address: Generated<string>;
  /** JSON array of {field, before, after} */
  changes: Generated<string>;
  created_at: string;
}

export interface OrgInvitationsTable {
  id: string;
  org_id: string;
  email: string;
  role: string;
  app_ids: string | null;
  code_hash: string;
  invited_by: string;
  sends: Generated<number>;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  revoked_at: string | null;
}

export interface AccountRecoveryCodesTable {
  account_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface TwoStepChallengesTable {
  id_hash: string;
  account_id: string;
  account: string;
  lang: Generated<string>;
  address: Generated<string>;
  user_agent: Generated<string>;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** the challenge a passkey signs for this second step; null until its options are asked */
  webauthn_challenge: string | null;
}

export interface AccountPasskeysTable {
  id: string;
  account_id: string;
  /** base64url, unique */
  credential_id: string;
  /** the COSE public key, base64url */
  public_key: string;
  counter: Generated<number | string>;
  /** comma list of transports */
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface WebauthnChallengesTable {
  id_hash: string;
  /** register or login */
  purpose: string;
  account_id: string | null;
  challenge: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface VerificationCodesTable {
  id: string;
  /** 'sms' codes serve sign-in, registration and reset; mail codes are 'confirm' or 'reset' */
  purpose: string;
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
