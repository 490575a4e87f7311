import { roleAllows } from '@vrportal/contract';
import type { CallAnswer, OrgSummary, Permission, teamCalls } from '@vrportal/contract';

/** The answer of org/list: the account's organisations, its role in each, the current one marked. */
export type OrgList = CallAnswer<typeof teamCalls.listOrgs>;

/** The organisation the session acts in; null when the account belongs to none. */
export function currentOrgOf(list: OrgList | undefined): OrgSummary | null {
  return list?.orgs.find((org) => org.current) ?? null;
}

/**
 * What the shell knows of the reader's rights: a super account may do everything; `loading`
 * until the list is read (menus and buttons show as they did before there were roles, so an
 * owner sees nothing flicker; a screen that needs a permission waits); `unknown` when it could
 * not be read, and then every screen opens and the server decides each call; else the reader's
 * role in the current organisation (none: no organisation, no developer screen).
 */
export type RoleAccess =
  | { state: 'super' }
  | { state: 'loading' }
  | { state: 'unknown' }
  | { state: 'member'; org: OrgSummary | null };

export function accessOf(
  isSuper: boolean,
  list: { data: OrgList | undefined; isError: boolean },
): RoleAccess {
  if (isSuper) return { state: 'super' };
  if (list.data) return { state: 'member', org: currentOrgOf(list.data) };
  return list.isError ? { state: 'unknown' } : { state: 'loading' };
}

/** Whether the reader may use what needs `permission`. */
export function allows(access: RoleAccess, permission: Permission): boolean {
  switch (access.state) {
    case 'super':
    case 'loading':
    case 'unknown':
      return true;
    case 'member':
      return access.org !== null && roleAllows(access.org.role, permission);
  }
}
