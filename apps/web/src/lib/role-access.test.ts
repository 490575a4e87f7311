import type { OrgSummary } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { findShellRoute } from '@/app/route-table';
import { routeGate } from '@/app/shell/route-gate';
import { accessOf, allows, currentOrgOf, withCurrent, type RoleAccess } from './role-access';

const org = (over: Partial<OrgSummary>): OrgSummary => ({
  orgId: 'o1',
  name: 'Nebula Works',
  role: 'owner',
  appIds: null,
  current: false,
  requireTwoStep: false,
  ...over,
});
const member = (role: OrgSummary['role']): RoleAccess => ({
  state: 'member',
  org: org({ role, current: true }),
});

describe('what the reader’s role allows', () => {
  it('takes the current organisation of the list', () => {
    const list = {
      orgs: [org({ orgId: 'a' }), org({ orgId: 'b', role: 'finance', current: true })],
    };
    expect(currentOrgOf(list)?.orgId).toBe('b');
    expect(currentOrgOf({ orgs: [org({})] })).toBeNull();
    expect(currentOrgOf(undefined)).toBeNull();
  });

  it('makes the organisation entered current at once, with the role the server answered', () => {
    const before = {
      orgs: [org({ orgId: 'a', current: true }), org({ orgId: 'b', role: 'admin' })],
    };
    const entered = org({ orgId: 'b', role: 'finance', current: true });
    const after = withCurrent(before, entered);
    expect(currentOrgOf(after)).toEqual(entered);
    expect(after.orgs.filter((o) => o.current)).toHaveLength(1);
    expect(after.orgs.map((o) => o.orgId).sort()).toEqual(['a', 'b']);
    // a joined organisation the list did not hold yet, and no list read before
    expect(currentOrgOf(withCurrent(before, org({ orgId: 'c' })))?.orgId).toBe('c');
    expect(withCurrent(undefined, entered).orgs).toEqual([entered]);
  });

  it('lets a super account do everything, organisation or not', () => {
    const access = accessOf(true, { data: { orgs: [] }, isError: false });
    expect(access.state).toBe('super');
    expect(allows(access, 'org:transfer')).toBe(true);
  });

  it('follows the role in the current organisation', () => {
    expect(allows(member('finance'), 'bills:read')).toBe(true);
    expect(allows(member('finance'), 'releases:write')).toBe(false);
    expect(allows(member('admin'), 'members:manage')).toBe(true);
    expect(allows(member('admin'), 'org:transfer')).toBe(false);
    expect(allows(member('analyst'), 'apps:write')).toBe(false);
  });

  it('allows nothing that needs a permission to an account in no organisation', () => {
    const access = accessOf(false, { data: { orgs: [org({})] }, isError: false });
    expect(access).toEqual({ state: 'member', org: null });
    expect(allows(access, 'apps:read')).toBe(false);
  });

  it('shows nothing that needs a permission while the list loads, everything when it failed', () => {
    const loading = accessOf(false, { data: undefined, isError: false });
    const unknown = accessOf(false, { data: undefined, isError: true });
    expect(loading.state).toBe('loading');
    expect(unknown.state).toBe('unknown');
    expect(allows(loading, 'bills:read')).toBe(false);
    // the server refuses what the role may not do: a failed list hides no screen
    expect(allows(unknown, 'members:manage')).toBe(true);
  });
});

describe('a screen opened by its address', () => {
  const release = findShellRoute('/release');
  it('is refused to a role without its permission, and opens for one with it', () => {
    expect(routeGate(release, member('finance'))).toBe('refused');
    expect(routeGate(release, member('developer'))).toBe('open');
    expect(routeGate(findShellRoute('/team'), member('developer'))).toBe('refused');
    expect(routeGate(findShellRoute('/team'), member('admin'))).toBe('open');
    expect(routeGate(findShellRoute('/financial_info'), member('finance'))).toBe('open');
  });

  it('waits for the role before a screen that needs a permission, never before one that does not', () => {
    expect(routeGate(release, { state: 'loading' })).toBe('wait');
    expect(routeGate(findShellRoute('/all_apps'), { state: 'loading' })).toBe('open');
    expect(routeGate(undefined, member('analyst'))).toBe('open');
  });

  it('leaves the refusal to a screen that tells it itself (the audit log)', () => {
    expect(routeGate(findShellRoute('/audit_log'), member('analyst'))).toBe('open');
  });

  it('opens every screen to a super account and when the role could not be read', () => {
    expect(routeGate(findShellRoute('/team'), { state: 'super' })).toBe('open');
    expect(routeGate(release, { state: 'unknown' })).toBe('open');
  });
});
