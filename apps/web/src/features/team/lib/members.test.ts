import { roles, teamLimits, type Member } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import {
  appIdsFor,
  appNamesOf,
  canResend,
  limitsApps,
  memberActions,
  sortMembers,
} from './members';

const member = (over: Partial<Member>): Member => ({
  accountId: 'a1',
  account: 'someone@example.com',
  role: 'developer',
  appIds: null,
  joinedAt: '2026-11-01T00:00:00.000Z',
  you: false,
  ...over,
});

describe('team members', () => {
  it('limits only developers and analysts to chosen apps', () => {
    expect(limitsApps('developer')).toBe(true);
    expect(limitsApps('analyst')).toBe(true);
    expect(limitsApps('finance')).toBe(false);
    expect(limitsApps('admin')).toBe(false);
    expect(limitsApps('owner')).toBe(false);
  });

  it('sends null for all apps or a role reaching the whole organisation, else the chosen ids once', () => {
    expect(appIdsFor('developer', 'all', ['x'])).toBeNull();
    expect(appIdsFor('finance', 'chosen', ['x'])).toBeNull();
    expect(appIdsFor('admin', 'chosen', ['x'])).toBeNull();
    expect(appIdsFor('analyst', 'chosen', ['x', 'y', 'x'])).toEqual(['x', 'y']);
    expect(appIdsFor('developer', 'chosen', [])).toEqual([]);
  });

  it('lets an admin change and remove other members but not the owner, nor hand it over', () => {
    const actions = memberActions(member({}), 'admin');
    expect(actions).toEqual({ changeRole: true, remove: true, transfer: false });
    expect(memberActions(member({ role: 'owner' }), 'admin')).toEqual({
      changeRole: false,
      remove: false,
      transfer: false,
    });
  });

  it('lets the owner hand the organisation to another member, never to themself', () => {
    expect(memberActions(member({ role: 'admin' }), 'owner').transfer).toBe(true);
    expect(memberActions(member({ role: 'owner', you: true }), 'owner')).toEqual({
      changeRole: false,
      remove: false,
      transfer: false,
    });
  });

  it('leaves the reader’s own row alone, and offers nothing to a role without members:manage', () => {
    expect(memberActions(member({ role: 'admin', you: true }), 'admin')).toEqual({
      changeRole: false,
      remove: false,
      transfer: false,
    });
    for (const role of ['developer', 'finance', 'analyst'] as const) {
      expect(memberActions(member({}), role)).toEqual({
        changeRole: false,
        remove: false,
        transfer: false,
      });
    }
    expect(memberActions(member({}), null).changeRole).toBe(false);
  });

  it('allows a resend until the invitation went out as often as allowed', () => {
    expect(teamLimits.inviteSends).toBe(4);
    expect(canResend({ sends: 1 })).toBe(true);
    expect(canResend({ sends: teamLimits.inviteSends - 1 })).toBe(true);
    expect(canResend({ sends: teamLimits.inviteSends })).toBe(false);
  });

  it('lists the owner first, then by role and account', () => {
    const list = [
      member({ account: 'zed@example.com', role: 'finance' }),
      member({ account: 'amy@example.com', role: 'finance' }),
      member({ account: 'boss@example.com', role: 'owner' }),
      member({ account: 'dev@example.com', role: 'developer' }),
    ];
    expect(sortMembers(list, roles).map((m) => m.account)).toEqual([
      'boss@example.com',
      'dev@example.com',
      'amy@example.com',
      'zed@example.com',
    ]);
  });

  it('names limited apps, an app no longer listed by its id', () => {
    const apps = [
      { id: 'a', name: 'Galaxy Chess' },
      { id: 'b', name: 'Star Miner' },
    ];
    expect(appNamesOf(['b', 'gone'], apps, (id) => `App ${id}`)).toEqual([
      'Star Miner',
      'App gone',
    ]);
  });
});
