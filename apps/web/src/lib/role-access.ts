import { roleAllows } from '@vrportal/contract';
import type { CallAnswer, OrgSummary, Permission, teamCalls } from '@vrportal/contract';

/** The answer of org/list: the account's organisations, its role in each, the current one marked. */
export type OrgList = CallAnswer<typeof teamCalls.listOrgs>;

/** The organisation the session acts in; null when the account belongs to none. */
export function currentOrgOf(list: OrgList | undefined): OrgSummary | null {
  return list?.orgs.find((org) => org.current) ?? null;
}

/**
 * The list as it is once the session acts in `entered` (switched to, or joined by accepting an
 * invitation): that organisation current, as the server answered it, the others not. Shown at
 * once, so the new role holds from the first screen, while the list is read again.
 */
export function withCurrent(list: OrgList | undefined, entered: OrgSummary): OrgList {
  const others = (list?.orgs ?? []).filter((org) => org.orgId !== entered.orgId);
  return {
    orgs: [...others.map((org) => ({ ...org, current: false })), { ...entered, current: true }],
  };
}

/**
 * What the shell knows of the reader's rights: a super account may do everything; `loading`
 * until the list is read (what needs a permission stays hidden meanwhile, so nothing shows that
 * the role then takes away, and a screen that needs one waits); `unknown` when it could not be
 * read, and then everything shows and the server decides each call; else the reader's role in
 * the current organisation (none: no organisation, nothing that needs a permission).
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
    case 'unknown':
      return true;
    case 'loading':
      return false;
    case 'member':
      return access.org !== null && roleAllows(access.org.role, permission);
  }
}
