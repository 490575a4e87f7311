import {
  appLimitedRoles,
  roleAllows,
  teamLimits,
  type Invitation,
  type Member,
  type Role,
} from '@vrportal/contract';

/** How far a member reaches in a form: every app of the organisation, or the chosen ones. */
export type AppScope = 'all' | 'chosen';

/** Whether a role may be limited to chosen apps (developer, analyst); the others reach all. */
export function limitsApps(role: Role): boolean {
  return appLimitedRoles.includes(role);
}

/**
 * The `appIds` a role change or an invitation sends: null (every app) for a role that reaches
 * the whole organisation or when all apps are chosen, else the chosen ids, each once.
 */
export function appIdsFor(role: Role, scope: AppScope, chosen: readonly string[]): string[] | null {
  if (!limitsApps(role) || scope === 'all') return null;
  return [...new Set(chosen)];
}

/** What the reader may do to a member, by the reader's role in the organisation. */
export interface MemberActions {
  changeRole: boolean;
  remove: boolean;
  transfer: boolean;
}

/**
 * The owner's role changes only by a transfer and the owner is never removed; nobody changes
 * or removes themself here; only a role with org:transfer (the owner) hands the organisation
 * over, to another member.
 */
export function memberActions(member: Member, readerRole: Role | null): MemberActions {
  const manages = readerRole !== null && roleAllows(readerRole, 'members:manage');
  const other = !member.you && member.role !== 'owner';
  return {
    changeRole: manages && other,
    remove: manages && other,
    transfer: readerRole !== null && roleAllows(readerRole, 'org:transfer') && other,
  };
}

/** Whether an invitation may be sent again: not once it went out teamLimits.inviteSends times. */
export function canResend(invitation: Pick<Invitation, 'sends'>): boolean {
  return invitation.sends < teamLimits.inviteSends;
}

/** The members in the order the table lists them: the owner, then by role, then by account. */
export function sortMembers(list: readonly Member[], order: readonly Role[]): Member[] {
  return [...list].sort(
    (a, b) => order.indexOf(a.role) - order.indexOf(b.role) || a.account.localeCompare(b.account),
  );
}

/** The names of the apps a member is limited to, in the organisation's app order; an app the
 * list does not hold (deleted since) goes by its id. */
export function appNamesOf(
  appIds: readonly string[],
  apps: readonly { id: string; name: string }[],
  unknown: (id: string) => string,
): string[] {
  const names = new Map(apps.map((app) => [app.id, app.name]));
  return appIds.map((id) => names.get(id) ?? unknown(id));
}
