import { reachesApp, type ApiScope } from '@vrportal/contract';

/**
 * Who makes a call, as the services check ownership: an account acting in an organisation
 * (limited to some of its apps, or not), and whether it is a super account.
 */
export interface Caller {
  id: string;
  admin: boolean;
  /** the organisation the caller acts in; null for an account in none (a super account) */
  orgId: string | null;
  /** the apps of the organisation the caller is limited to; null: every one */
  appIds: readonly string[] | null;
}

/** Whether the caller's organisation holds the app and the caller is not limited to others. */
export function holdsApp(caller: Caller, app: { id: string; org_id: string }): boolean {
  return caller.orgId !== null && app.org_id === caller.orgId && reachesApp(caller.appIds, app.id);
}

/** The organisation whose rows a caller reads or changes; '' (no row's) when it is in none. */
export const orgScope = (caller: Caller): string => caller.orgId ?? '';

/** An account acting in the organisation it founded (whose id is its own): seeds and tools. */
export const founder = (id: string, admin = false): Caller => ({
  id,
  admin,
  orgId: id,
  appIds: null,
});

/** A pipeline calling the publishing API with a live API key, acting as the key's maker. */
export interface KeyCaller extends Caller {
  keyId: string;
  keyName: string;
  /** the key's first characters, for the audit log */
  hint: string;
  scopes: readonly ApiScope[];
  /** ISO time; null: never */
  expiresAt: string | null;
}
