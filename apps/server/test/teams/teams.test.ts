import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  appCalls,
  financeCalls,
  releaseCalls,
  roleAllows,
  roles,
  teamCalls,
  teamLimits,
  type Role,
} from '@vrportal/contract';
import { everyRoute } from '@vrportal/contract/openapi';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, lastMailTo } from '../harness.js';
import { createApps, freshApps, unique } from '../factories.js';
import { addMember, inviteCodeFor, registerAccount, signInAgain } from '../support/teams.js';

const DAY_MS = 86_400_000;

describe(`organisations, members and invitations (${dbKind})`, () => {
  let t: TestApp;
  let owner: string;
  let ownerEmail: string;
  let appA: string;
  let appB: string;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // each test's own studio: its owner and two apps, no member and no invitation yet
  beforeEach(async () => {
    ownerEmail = `${unique('studio.owner')}@example.com`;
    owner = await t.signIn(ownerEmail);
    [appA, appB] = (await freshApps(t, owner, 2, 'studioteam')) as [string, string];
  });

  it('makes a developer the owner of its own organisation, acting in it', async () => {
    const { data } = await t.call(teamCalls.listOrgs, {}, { token: owner });
    expect(data.orgs).toEqual([
      expect.objectContaining({ role: 'owner', appIds: null, current: true }),
    ]);
    const members = await t.call(teamCalls.members, {}, { token: owner });
    expect(members.data.members).toEqual([
      expect.objectContaining({ account: ownerEmail, role: 'owner', you: true }),
    ]);
  });

  it('invites by mail in the language of the sender; the invitee joins and works within its role', async () => {
    const email = 'finance.person@example.com';
    const invited = await t.call(
      teamCalls.invite,
      { email: 'Finance.Person@Example.com', role: 'finance' },
      { token: owner, lang: 'en' },
    );
    expect(invited.data).toMatchObject({ email, role: 'finance', sends: 1, expired: false });
    const mail = await lastMailTo(t.dataDir, email);
    expect(mail.subject).toContain('invites you to');
    expect(mail.text).toContain('as finance');
    expect(mail.text).not.toMatch(/[\u4e00-\u9fff]/);
    const code = await inviteCodeFor(t, email);

    const member = await registerAccount(t, email);
    // before accepting, the account belongs to no organisation: no developer call
    expect(
      (await t.call(appCalls.getOwnedApps, { page: 1, psize: 50 }, { token: member })).errCode,
    ).toBe(ErrorCode.notDeveloper);
    const info = await t.call(teamCalls.inviteInfo, { code }, { token: member });
    expect(info.data).toMatchObject({ role: 'finance', email, forYou: true });
    const joined = await t.call(teamCalls.acceptInvite, { code }, { token: member, lang: 'zh' });
    expect(joined.data).toMatchObject({ role: 'finance', current: true });
    // an invitation is taken once
    expect((await t.call(teamCalls.acceptInvite, { code }, { token: member })).errCode).toBe(
      ErrorCode.inviteNotFound,
    );

    // finance reads the app list and the payment profile, and is refused a release
    const list = await t.call(appCalls.getOwnedApps, { page: 1, psize: 50 }, { token: member });
    expect(list.data.apps.map((a) => a.id).sort()).toEqual([appA, appB].sort());
    expect((await t.call(financeCalls.getFinanceInfo, {}, { token: member })).errCode).toBe(0);
    const refused = await t.call(releaseCalls.saveAppInfo, { appId: appA } as never, {
      token: member,
      lang: 'zh',
    });
    expect(refused).toMatchObject({
      errCode: ErrorCode.roleRefused,
      errMsg: '您的角色不允许此操作',
    });
    expect(
      (await t.call(appCalls.createApp, { name: 'Nope', pkg: 'com.nope.app' }, { token: member }))
        .errCode,
    ).toBe(ErrorCode.roleRefused);
    // the sign-in answer lets a member enter as a developer
    const members = (await t.call(teamCalls.members, {}, { token: owner })).data.members;
    expect(members.map((m) => [m.account, m.role])).toEqual([
      [ownerEmail, 'owner'],
      [email, 'finance'],
    ]);
  });

  it('refuses an invitation to another address, an expired one and a revoked one', async () => {
    await t.call(
      teamCalls.invite,
      { email: 'wanted@example.com', role: 'analyst' },
      { token: owner },
    );
    const code = await inviteCodeFor(t, 'wanted@example.com');
    const stranger = await registerAccount(t, 'stranger@example.com');
    const info = await t.call(teamCalls.inviteInfo, { code }, { token: stranger });
    expect(info.data).toMatchObject({ email: 'wanted@example.com', forYou: false });
    expect((await t.call(teamCalls.acceptInvite, { code }, { token: stranger })).errCode).toBe(
      ErrorCode.inviteForAnotherAddress,
    );

    await registerAccount(t, 'wanted@example.com');
    let wanted: string;
    t.clock.advance(teamLimits.inviteValidDays * DAY_MS + 60_000);
    try {
      // signed in afresh: a week also outlives the sessions
      wanted = await signInAgain(t, 'wanted@example.com');
      const later = await signInAgain(t, ownerEmail);
      expect((await t.call(teamCalls.acceptInvite, { code }, { token: wanted })).errCode).toBe(
        ErrorCode.inviteExpired,
      );
      const listed = (await t.call(teamCalls.invitations, {}, { token: later })).data.invitations;
      expect(listed.find((i) => i.email === 'wanted@example.com')).toMatchObject({ expired: true });
    } finally {
      t.clock.advance(-(teamLimits.inviteValidDays * DAY_MS + 60_000));
    }
    wanted = await signInAgain(t, 'wanted@example.com');

    const revoked = (
      await t.call(teamCalls.invitations, {}, { token: owner })
    ).data.invitations.find((i) => i.email === 'wanted@example.com')!;
    expect(
      (await t.call(teamCalls.revokeInvite, { inviteId: revoked.inviteId }, { token: owner }))
        .errCode,
    ).toBe(0);
    expect((await t.call(teamCalls.acceptInvite, { code }, { token: wanted })).errCode).toBe(
      ErrorCode.inviteNotFound,
    );
    expect(
      (await t.call(teamCalls.revokeInvite, { inviteId: revoked.inviteId }, { token: owner }))
        .errCode,
    ).toBe(ErrorCode.inviteNotFound);
  });

  it('sends an invitation again with a new link, at most four times in all, under a burst too', async () => {
    const sent = await t.call(
      teamCalls.invite,
      { email: 'often@example.com', role: 'developer' },
      { token: owner },
    );
    const first = await inviteCodeFor(t, 'often@example.com');
    const inviteId = sent.data.inviteId;
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call(teamCalls.resendInvite, { inviteId }, { token: owner }),
      ),
    );
    const codes = burst.map((r) => r.errCode).sort();
    expect(codes.filter((c) => c === 0)).toHaveLength(teamLimits.inviteSends - 1);
    expect(codes.filter((c) => c === ErrorCode.inviteSendLimit)).toHaveLength(
      8 - (teamLimits.inviteSends - 1),
    );
    const listed = (await t.call(teamCalls.invitations, {}, { token: owner })).data.invitations;
    expect(listed.find((i) => i.inviteId === inviteId)?.sends).toBe(teamLimits.inviteSends);
    // the first link stopped working when it was sent again; the last one works
    const often = await registerAccount(t, 'often@example.com');
    expect((await t.call(teamCalls.inviteInfo, { code: first }, { token: often })).errCode).toBe(
      ErrorCode.inviteNotFound,
    );
  });

  it('refuses a second invitation to an open address and one to a member', async () => {
    await t.call(
      teamCalls.invite,
      { email: 'twice@example.com', role: 'analyst' },
      { token: owner },
    );
    expect(
      (
        await t.call(
          teamCalls.invite,
          { email: 'twice@example.com', role: 'admin' },
          { token: owner },
        )
      ).errCode,
    ).toBe(ErrorCode.invitePending);
    expect(
      (await t.call(teamCalls.invite, { email: ownerEmail, role: 'admin' }, { token: owner }))
        .errCode,
    ).toBe(ErrorCode.alreadyMember);
  });

  it('limits a developer to chosen apps: the others are not found', async () => {
    const limited = await addMember(t, owner, 'limited.dev@example.com', 'developer', [appB]);
    const list = await t.call(appCalls.getOwnedApps, { page: 1, psize: 50 }, { token: limited });
    expect(list.data.apps.map((a) => a.id)).toEqual([appB]);
    expect(
      (await t.call(appCalls.getAppDetailInfo, { appId: appB }, { token: limited })).errCode,
    ).toBe(0);
    expect(
      (await t.call(appCalls.getAppDetailInfo, { appId: appA }, { token: limited })).errCode,
    ).toBe(ErrorCode.appNotFound);
    // an app limit names the organisation's apps only
    const members = (await t.call(teamCalls.members, {}, { token: owner })).data.members;
    const accountId = members.find((m) => m.account === 'limited.dev@example.com')!.accountId;
    expect(
      (
        await t.call(
          teamCalls.setRole,
          { accountId, role: 'developer', appIds: ['nope'] },
          { token: owner },
        )
      ).errCode,
    ).toBe(ErrorCode.appNotFound);
    const widened = await t.call(
      teamCalls.setRole,
      { accountId, role: 'developer', appIds: null },
      { token: owner },
    );
    expect(widened.data).toMatchObject({ role: 'developer', appIds: null });
    const again = await t.call(appCalls.getOwnedApps, { page: 1, psize: 50 }, { token: limited });
    expect(again.data.apps).toHaveLength(2);
  });

  it("removes a member, who is refused at the next call; the owner's role is fixed", async () => {
    const gone = await addMember(t, owner, 'leaving@example.com', 'developer');
    expect(
      (await t.call(appCalls.getOwnedApps, { page: 1, psize: 50 }, { token: gone })).errCode,
    ).toBe(0);
    const members = (await t.call(teamCalls.members, {}, { token: owner })).data.members;
    const leaving = members.find((m) => m.account === 'leaving@example.com')!.accountId;
    const ownerId = members.find((m) => m.role === 'owner')!.accountId;
    expect(
      (await t.call(teamCalls.removeMember, { accountId: leaving }, { token: owner })).errCode,
    ).toBe(0);
    expect(
      (await t.call(appCalls.getOwnedApps, { page: 1, psize: 50 }, { token: gone })).errCode,
    ).toBe(ErrorCode.notDeveloper);
    expect(
      (await t.call(appCalls.getAppDetailInfo, { appId: appA }, { token: gone })).errCode,
    ).toBe(ErrorCode.notDeveloper);
    expect(
      (await t.call(teamCalls.removeMember, { accountId: ownerId }, { token: owner })).errCode,
    ).toBe(ErrorCode.ownerRoleFixed);
    expect(
      (await t.call(teamCalls.setRole, { accountId: ownerId, role: 'admin' }, { token: owner }))
        .errCode,
    ).toBe(ErrorCode.ownerRoleFixed);
    expect(
      (await t.call(teamCalls.removeMember, { accountId: leaving }, { token: owner })).errCode,
    ).toBe(ErrorCode.memberNotFound);
  });

  it('keeps organisations apart: another studio sees none of these members, invitations or apps', async () => {
    // a member in the finance role, and an invitation still open
    await addMember(t, owner, 'finance.member@example.com', 'finance');
    await t.call(
      teamCalls.invite,
      { email: 'pending@example.com', role: 'analyst' },
      { token: owner },
    );
    const other = await t.signIn('other.studio@example.com');
    const members = (await t.call(teamCalls.members, {}, { token: other })).data.members;
    expect(members.map((m) => m.account)).toEqual(['other.studio@example.com']);
    expect((await t.call(teamCalls.invitations, {}, { token: other })).data.invitations).toEqual(
      [],
    );
    const mine = (await t.call(teamCalls.members, {}, { token: owner })).data.members;
    const finance = mine.find((m) => m.role === 'finance')!.accountId;
    expect(
      (await t.call(teamCalls.removeMember, { accountId: finance }, { token: other })).errCode,
    ).toBe(ErrorCode.memberNotFound);
    const pending = (await t.call(teamCalls.invitations, {}, { token: owner })).data
      .invitations[0]!;
    expect(
      (await t.call(teamCalls.revokeInvite, { inviteId: pending.inviteId }, { token: other }))
        .errCode,
    ).toBe(ErrorCode.inviteNotFound);
    expect(
      (await t.call(teamCalls.switchOrg, { orgId: mine[0]!.accountId }, { token: other })).errCode,
    ).toBe(ErrorCode.orgNotFound);
  });

  it('switches between organisations: each shows its own apps', async () => {
    const both = await t.signIn('two.hats@example.com');
    const ownApp = (await createApps(t, both, 1, 'com.twohats.own'))[0]!;
    await t.call(
      teamCalls.invite,
      { email: 'two.hats@example.com', role: 'analyst' },
      { token: owner },
    );
    const code = await inviteCodeFor(t, 'two.hats@example.com');
    await t.call(teamCalls.acceptInvite, { code }, { token: both });
    const ids = async () =>
      (await t.call(appCalls.getOwnedApps, { page: 1, psize: 50 }, { token: both })).data.apps
        .map((a) => a.id)
        .sort();
    expect(await ids()).toEqual([appA, appB].sort());
    const orgs = (await t.call(teamCalls.listOrgs, {}, { token: both })).data.orgs;
    expect(orgs.map((o) => [o.role, o.current])).toEqual([
      ['owner', false],
      ['analyst', true],
    ]);
    await t.call(teamCalls.switchOrg, { orgId: orgs[0]!.orgId }, { token: both });
    expect(await ids()).toEqual([ownApp]);
  });

  it('hands the ownership over: the old owner becomes an admin and cannot hand it again', async () => {
    const admin = await addMember(t, owner, 'next.owner@example.com', 'admin');
    const members = (await t.call(teamCalls.members, {}, { token: owner })).data.members;
    const next = members.find((m) => m.account === 'next.owner@example.com')!.accountId;
    // an admin may not hand over what it does not own
    expect(
      (await t.call(teamCalls.transferOwnership, { accountId: next }, { token: admin })).errCode,
    ).toBe(ErrorCode.roleRefused);
    expect(
      (await t.call(teamCalls.transferOwnership, { accountId: next }, { token: owner })).errCode,
    ).toBe(0);
    const after = (await t.call(teamCalls.members, {}, { token: admin })).data.members;
    expect(after.filter((m) => m.role === 'owner').map((m) => m.account)).toEqual([
      'next.owner@example.com',
    ]);
    expect(after.find((m) => m.account === ownerEmail)?.role).toBe('admin');
    expect(
      (await t.call(teamCalls.transferOwnership, { accountId: next }, { token: owner })).errCode,
    ).toBe(ErrorCode.roleRefused);
  });
});

/**
 * Every developer-level JSON call of the contract, made by a member of each role with an empty
 * body: refused with 10063 exactly when the permission table says the role lacks the call's
 * permission.
 */
describe(`every call as every role (${dbKind})`, () => {
  let t: TestApp;
  const tokens = new Map<Role, string>();
  const calls = everyRoute().filter((r) => r.spec.auth === 'developer' && r.spec.kind === 'json');

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.signIn('matrix.owner@example.com');
    tokens.set('owner', owner);
    for (const role of roles.filter((r) => r !== 'owner')) {
      tokens.set(role, await addMember(t, owner, `matrix.${role}@example.com`, role as never));
    }
  });
  afterAll(() => t.close());

  it('covers the developer calls', () => {
    expect(calls.length).toBeGreaterThan(80);
  });

  for (const role of roles) {
    it(`${role}: refused exactly what its role does not allow`, async () => {
      const wrong: string[] = [];
      for (const { name, spec } of calls) {
        // handing the organisation over would change the other roles' rows
        if (name === 'transferOwnership' || name === 'removeMember') continue;
        const res = await t.call(spec.path, {}, { token: tokens.get(role)! });
        const refused = res.errCode === ErrorCode.roleRefused;
        if (refused === roleAllows(role, spec.permission)) wrong.push(`${name}: ${res.errCode}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
