import { afterEach, describe, expect, it } from 'vitest';
import { DeveloperStatus, accountCalls as calls, ErrorCode } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, lastSmsCode, pwdOf } from '../harness.js';

async function registerPhone(t: TestApp, mobile: string) {
  await t.call(calls.reqSmscode.path, { mobile });
  const code = await lastSmsCode(t.dataDir, mobile);
  await t.call(calls.registerSd.path, { mobile, pwd: await pwdOf('Abcd1234!'), code });
  const login = await t.call<{ token: string; status: number }>(calls.loginDvlper.path, {
    mobile,
    pwd: await pwdOf('Abcd1234!'),
  });
  return login.data;
}

async function superToken(t: TestApp) {
  await t.services.accounts.createAccount({
    email: 'admin@example.com',
    password: 'Admin123!',
    admin: true,
  });
  const login = await t.call<{ token: string; admin: number }>(calls.loginDvlperByMail.path, {
    email: 'admin@example.com',
    pwd: await pwdOf('Admin123!'),
  });
  expect(login.data.admin).toBe(1);
  return login.data.token;
}

describe(`developer status and applications (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('a new account applies, waits under review, and a super account approves it', async () => {
    t = await createTestApp({ AUTO_APPROVE_DEVELOPERS: '0' });
    const dev = await registerPhone(t, '13600000001');
    expect(dev.status).toBe(DeveloperStatus.none);
    expect((await t.call(calls.reqDvlperCheck.path, {}, { token: dev.token })).data).toEqual({
      status: DeveloperStatus.none,
    });

    const bad = await t.call(
      calls.applyDvlper.path,
      { name: 'x', contact: '' },
      { token: dev.token },
    );
    expect(bad.errCode).toBe(ErrorCode.invalidRequest);
    // the contact must be a phone number or an e-mail address, not any text
    const notContact = await t.call(
      calls.applyDvlper.path,
      { name: 'Nebula Studio', contact: 'xyz' },
      { token: dev.token },
    );
    expect(notContact.errCode).toBe(ErrorCode.invalidRequest);
    expect((await t.call(calls.reqDvlperCheck.path, {}, { token: dev.token })).data).toEqual({
      status: DeveloperStatus.none,
    });
    const applied = await t.call(
      calls.applyDvlper.path,
      { name: 'Nebula Studio', contact: 'hi@nebula.example' },
      { token: dev.token },
    );
    expect(applied).toMatchObject({ errCode: 0, data: { status: DeveloperStatus.underReview } });
    expect((await t.call(calls.reqDvlperCheck.path, {}, { token: dev.token })).data).toEqual({
      status: DeveloperStatus.underReview,
    });

    // only a super account lists and decides applications
    const refused = await t.call(
      calls.getDvlperApplications.path,
      { page: 1 },
      { token: dev.token },
    );
    expect(refused.errCode).toBe(ErrorCode.notSuper);
    const admin = await superToken(t);
    const list = await t.call<{
      applications: { accountId: string; name: string; status: number }[];
    }>(
      calls.getDvlperApplications.path,
      { page: 1, status: DeveloperStatus.underReview },
      { token: admin },
    );
    expect(list.errCode).toBe(0);
    expect(list.data.applications).toHaveLength(1);
    expect(list.data.applications[0]).toMatchObject({
      name: 'Nebula Studio',
      status: DeveloperStatus.underReview,
      account: '13600000001',
    });

    const reviewRefused = await t.call(
      calls.reviewDvlper.path,
      { accountId: list.data.applications[0]!.accountId, approve: true },
      { token: dev.token },
    );
    expect(reviewRefused.errCode).toBe(ErrorCode.notSuper);
    const approved = await t.call(
      calls.reviewDvlper.path,
      { accountId: list.data.applications[0]!.accountId, approve: true },
      { token: admin },
    );
    expect(approved).toMatchObject({ errCode: 0, data: { status: DeveloperStatus.approved } });
    expect((await t.call(calls.reqDvlperCheck.path, {}, { token: dev.token })).data).toEqual({
      status: DeveloperStatus.approved,
    });
    const info = await t.call(calls.getAccountInfo.path, {}, { token: dev.token });
    expect(info.data).toMatchObject({
      account: '13600000001',
      status: DeveloperStatus.approved,
      admin: 0,
      developerName: 'Nebula Studio',
    });
  });

  it('a rejected application can apply again', async () => {
    t = await createTestApp({ AUTO_APPROVE_DEVELOPERS: '0' });
    const dev = await registerPhone(t, '13600000002');
    await t.call(
      calls.applyDvlper.path,
      { name: 'Studio A', contact: 'a@example.com' },
      { token: dev.token },
    );
    const admin = await superToken(t);
    const id = (await t.services.accounts.findAccountId({ mobile: '13600000002' }))!;
    const rejected = await t.call(
      calls.reviewDvlper.path,
      { accountId: id, approve: false },
      { token: admin },
    );
    expect(rejected.data).toEqual({ status: DeveloperStatus.rejected });
    const again = await t.call(
      calls.applyDvlper.path,
      { name: 'Studio A', contact: 'a@example.com' },
      { token: dev.token },
    );
    expect(again.data).toEqual({ status: DeveloperStatus.underReview });
    const unknown = await t.call(
      calls.reviewDvlper.path,
      { accountId: 'nope', approve: true },
      { token: admin },
    );
    expect(unknown.errCode).toBe(ErrorCode.notRegistered);
  });

  it('with AUTO_APPROVE_DEVELOPERS the application is approved at once', async () => {
    t = await createTestApp({ AUTO_APPROVE_DEVELOPERS: '1' });
    const dev = await registerPhone(t, '13600000003');
    const applied = await t.call(
      calls.applyDvlper.path,
      { name: 'Quick Studio', contact: '13600000003' },
      { token: dev.token },
    );
    expect(applied.data).toEqual({ status: DeveloperStatus.approved });
  });
});
