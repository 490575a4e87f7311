import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeveloperStatus, accountCalls as calls, ErrorCode } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, lastSmsCode, pwdOf } from '../harness.js';

const PASSWORD = 'Abcd1234!';

describe(`sign-in and sessions (${dbKind})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await t.services.accounts.createAccount({
      email: 'dev@example.com',
      mobile: '13900000001',
      password: PASSWORD,
      admin: false,
    });
  });
  afterEach(() => t.close());

  it('signs in by mobile + pwd and by e-mail + pwd, answering token, status, admin, remainCount', async () => {
    const byMobile = await t.call(calls.loginDvlper.path, {
      mobile: '13900000001',
      pwd: await pwdOf(PASSWORD),
    });
    expect(byMobile.errCode).toBe(0);
    expect(byMobile.data).toMatchObject({
      status: DeveloperStatus.approved,
      admin: 0,
      remainCount: 5,
      account: '13900000001',
    });
    expect((byMobile.data as { token: string }).token.length).toBeGreaterThanOrEqual(40);

    const byMail = await t.call(calls.loginDvlperByMail.path, {
      email: 'DEV@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    expect(byMail.errCode).toBe(0);
    expect(byMail.data).toMatchObject({
      status: DeveloperStatus.approved,
      account: 'dev@example.com',
    });
  });

  it('answers 10001 for an account that is not registered', async () => {
    const res = await t.call(calls.loginDvlperByMail.path, {
      email: 'nobody@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    expect(res.errCode).toBe(ErrorCode.notRegistered);
    const byMobile = await t.call(calls.loginDvlper.path, {
      mobile: '13900000009',
      pwd: await pwdOf(PASSWORD),
    });
    expect(byMobile.errCode).toBe(ErrorCode.notRegistered);
  });

  it('counts wrong passwords down, locks for 5 minutes after the fifth, then lets the right one in', async () => {
    const wrong = await pwdOf('Wrong1234!');
    const remains: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call<{ remainCount: number; lockedSeconds: number }>(
        calls.loginDvlperByMail.path,
        {
          email: 'dev@example.com',
          pwd: wrong,
        },
      );
      expect(res.errCode).toBe(ErrorCode.wrongPassword);
      remains.push(res.data.remainCount);
    }
    expect(remains).toEqual([4, 3, 2, 1, 0]);

    // locked: even the right password is refused, with remainCount 0 and the time left
    const locked = await t.call<{ remainCount: number; lockedSeconds: number }>(
      calls.loginDvlper.path,
      {
        mobile: '13900000001',
        pwd: await pwdOf(PASSWORD),
      },
    );
    expect(locked.errCode).toBe(ErrorCode.wrongPassword);
    expect(locked.data.remainCount).toBe(0);
    expect(locked.data.lockedSeconds).toBeGreaterThan(250);
    expect(locked.data.lockedSeconds).toBeLessThanOrEqual(300);

    t.clock.advance(4 * 60_000);
    const stillLocked = await t.call(calls.loginDvlperByMail.path, {
      email: 'dev@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    expect(stillLocked.errCode).toBe(ErrorCode.wrongPassword);

    t.clock.advance(61_000);
    const after = await t.call(calls.loginDvlperByMail.path, {
      email: 'dev@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    expect(after.errCode).toBe(0);
    // and the count starts again from five
    const again = await t.call<{ remainCount: number }>(calls.loginDvlperByMail.path, {
      email: 'dev@example.com',
      pwd: wrong,
    });
    expect(again.data.remainCount).toBe(4);
  });

  it('a successful sign-in resets the count of wrong passwords', async () => {
    const wrong = await pwdOf('Wrong1234!');
    await t.call(calls.loginDvlperByMail.path, { email: 'dev@example.com', pwd: wrong });
    await t.call(calls.loginDvlperByMail.path, { email: 'dev@example.com', pwd: wrong });
    await t.call(calls.loginDvlperByMail.path, {
      email: 'dev@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    const res = await t.call<{ remainCount: number }>(calls.loginDvlperByMail.path, {
      email: 'dev@example.com',
      pwd: wrong,
    });
    expect(res.data.remainCount).toBe(4);
  });

  it('answers 10027 for a blocked account and ends its sessions', async () => {
    const login = await t.call<{ token: string }>(calls.loginDvlperByMail.path, {
      email: 'dev@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    const id = (await t.services.accounts.findAccountId({ email: 'dev@example.com' }))!;
    await t.services.accounts.setBlocked(id, true);
    const res = await t.call(calls.loginDvlperByMail.path, {
      email: 'dev@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    expect(res.errCode).toBe(ErrorCode.accountBlocked);
    const check = await t.call(calls.reqDvlperCheck.path, {}, { token: login.data.token });
    expect(check.errCode).toBe(ErrorCode.loginExpired);
    await t.services.accounts.setBlocked(id, false);
    const unblocked = await t.call(calls.loginDvlperByMail.path, {
      email: 'dev@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    expect(unblocked.errCode).toBe(0);
  });

  it('signs in with an SMS code, once per code', async () => {
    expect((await t.call(calls.reqSmscode.path, { mobile: '13900000001' })).errCode).toBe(0);
    const code = await lastSmsCode(t.dataDir, '13900000001');
    const res = await t.call(calls.loginDvlper.path, { mobile: '13900000001', code });
    expect(res.errCode).toBe(0);
    expect(res.data).toMatchObject({ status: DeveloperStatus.approved, account: '13900000001' });
    const reuse = await t.call(calls.loginDvlper.path, { mobile: '13900000001', code });
    expect(reuse.errCode).toBe(ErrorCode.wrongCode);
  });

  it('refuses a missing, unknown or expired token with 10021 and revokes a token at logout', async () => {
    expect((await t.call(calls.reqDvlperCheck.path, {})).errCode).toBe(ErrorCode.loginExpired);
    expect((await t.call(calls.reqDvlperCheck.path, {}, { token: 'not-a-token' })).errCode).toBe(
      10021,
    );

    const login = await t.call<{ token: string }>(calls.loginDvlperByMail.path, {
      email: 'dev@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    const token = login.data.token;
    const check = await t.call(calls.reqDvlperCheck.path, {}, { token });
    expect(check).toMatchObject({ errCode: 0, data: { status: DeveloperStatus.approved } });

    expect((await t.call(calls.logout.path, {}, { token })).errCode).toBe(0);
    expect((await t.call(calls.reqDvlperCheck.path, {}, { token })).errCode).toBe(
      ErrorCode.loginExpired,
    );

    const second = await t.call<{ token: string }>(calls.loginDvlperByMail.path, {
      email: 'dev@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    t.clock.advance(7 * 24 * 3_600_000 + 1000);
    const expired = await t.call(calls.reqDvlperCheck.path, {}, { token: second.data.token });
    expect(expired.errCode).toBe(ErrorCode.loginExpired);
    expect(expired.errMsg).toBe('登录已过期，请重新登录！');
    const english = await t.call(
      calls.reqDvlperCheck.path,
      {},
      { token: second.data.token, lang: 'en' },
    );
    expect(english.errMsg).toBe('Login expired, please login again!');
  });

  it('accepts a token whose plus signs turned into spaces on the way', async () => {
    const login = await t.call<{ token: string }>(calls.loginDvlperByMail.path, {
      email: 'dev@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    // tokens are base64url today; a client that mangles '+' must still be understood
    const token = login.data.token;
    const res = await t.call(calls.getAccountInfo.path, {}, { token: ` ${token} ` });
    expect(res).toMatchObject({
      errCode: 0,
      data: { account: 'dev@example.com', mobile: '13900000001' },
    });
  });
});
