import { describe, expect, it } from 'vitest';
import type { OrgSummary, Role } from '@vrportal/contract';
import { auditAccessOf } from './access';

const org = (role: Role, current = true, name = 'Studio'): OrgSummary => ({
  orgId: `org-${role}-${name}`,
  name,
  role,
  appIds: null,
  current,
  requireTwoStep: false,
});
const of = (...orgs: OrgSummary[]) => auditAccessOf({ data: { orgs }, isError: false });

describe('who may open the audit log', () => {
  it('opens it to the owner and the admins of the current organisation', () => {
    expect(of(org('owner'))).toEqual({ state: 'open' });
    expect(of(org('analyst', false, 'Other'), org('admin'))).toEqual({ state: 'open' });
  });

  it('refuses the other roles, naming the organisation and the role', () => {
    for (const role of ['developer', 'finance', 'analyst'] as const) {
      expect(of(org(role))).toEqual({ state: 'refused', org: org(role) });
    }
    // the owner elsewhere: the role in the current organisation counts
    expect(of(org('owner', false, 'Mine'), org('analyst'))).toMatchObject({
      state: 'refused',
      org: { role: 'analyst', name: 'Studio' },
    });
  });

  it('refuses an account in no organisation', () => {
    expect(of()).toEqual({ state: 'refused', org: null });
  });

  it('waits for the organisations, and leaves it to the server when they cannot be read', () => {
    expect(auditAccessOf({ data: undefined, isError: false })).toEqual({ state: 'wait' });
    expect(auditAccessOf({ data: undefined, isError: true })).toEqual({ state: 'open' });
  });
});
