import type { Generated } from 'kysely';

/** Times are ISO-8601 UTC text; flags are 0/1 integers, the same on SQLite and PostgreSQL. */
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
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
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

export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
}
