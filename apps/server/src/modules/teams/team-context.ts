// What the parts of the teams module share: dependencies, the clock, roles and app limits.
import type { Role } from '@vrportal/contract';
import { ErrorCode, appLimitedRoles, roles } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { iso, type Clock } from '../../lib/time.js';
import type { MailTransport } from '../../messaging/mail.js';
import type { AccountNamesOf, SessionAccount } from '../account/index.js';
import type { TeamsRepository } from './teams.repository.js';

export interface TeamsServiceDeps {
  repo: TeamsRepository;
  clock: Clock;
  mail: MailTransport;
  publicUrl: string;
  accountNamesOf: AccountNamesOf;
  /** what the teams rules ask of accounts */
  accounts: {
    idOfEmail(email: string): Promise<string | null>;
    emailOf(accountId: string): Promise<string | null>;
    setSessionOrg(tokenHash: string, orgId: string): Promise<void>;
    /** counts a change of the account's memberships (the key of every instance's cache) */
    accessChanged(accountId: string): Promise<void>;
  };
  /** the ids of an organisation's apps, to check an app limit */
  appIdsOf(orgId: string): Promise<string[]>;
  /** the audit log: an account joined by an invitation (a call of no organisation yet) */
  onJoined?: (entry: {
    orgId: string;
    accountId: string;
    role: Role;
    address: string;
  }) => Promise<void>;
}

/** How a change of a sensitive field is handed to the audit log. */
export type ChangeNote = (field: string, before: string | null, after: string | null) => void;
export const noChangeNote: ChangeNote = () => undefined;
export const appsText = (json: string | null) =>
  json === null ? 'all' : (JSON.parse(json) as string[]).join(',');

export const DAY_MS = 86_400_000;
export const isRole = (value: string): value is Role =>
  (roles as readonly string[]).includes(value);
export const parseAppIds = (json: string | null): string[] | null =>
  json === null ? null : (JSON.parse(json) as string[]);

export class TeamContext {
  constructor(readonly deps: TeamsServiceDeps) {}

  get repo() {
    return this.deps.repo;
  }

  now() {
    return iso(this.deps.clock.now());
  }

  /** A change of the account's memberships: every instance reads them afresh. */
  changed(accountId: string): Promise<void> {
    return this.deps.accounts.accessChanged(accountId);
  }

  /** The organisation of a call the guard let through as a developer of it. */
  orgOf(session: SessionAccount): string {
    if (!session.orgId) throw new AppError(ErrorCode.notDeveloper);
    return session.orgId;
  }

  /** The app limit to store for a role: only developers and analysts have one; ids must be the org's. */
  async appLimit(orgId: string, role: Role, appIds: string[] | null | undefined) {
    if (!appLimitedRoles.includes(role) || appIds === null || appIds === undefined) return null;
    const own = new Set(await this.deps.appIdsOf(orgId));
    const unique = [...new Set(appIds)];
    if (unique.length === 0 || unique.some((id) => !own.has(id))) {
      throw new AppError(ErrorCode.appNotFound);
    }
    return JSON.stringify(unique);
  }
}
