import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountCalls as calls, ErrorCode } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, lastMailTo, lastSmsCode, pwdOf, wrongValue } from '../harness.js';

const OLD = 'Abcd1234!';
const NEW = 'Newpass99#';

describe(`password change and reset (${dbKind})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await t.services.accounts.createAccount({
      email: 'dev@example.com',
      mobile: '13900000001',
      password: OLD,
      admin: false,
    });
  });
  afterEach(() => t.close());

  const login = (pwd: string) =>
    t.call<{ token: string }>(calls.loginDvlperByMail.path, { email: 'dev@example.com', pwd });

  it('resets a password through the mailed link, refusing the old password and ending sessions', async () => {
    const before = await login(await pwdOf(OLD));
    expect((await t.call(calls.pwdResetByMail.path, { email: 'nobody@example.com' })).errCode).toBe(
      10001,
    );
    expect(
      (await t.call(calls.pwdResetByMail.path, { email: 'dev@example.com' }, { lang: 'en' }))
        .errCode,
    ).toBe(0);

    const mail = await lastMailTo(t.dataDir, 'dev@example.com');
    expect(mail.subject).toContain('Reset your password');
    expect(mail.link.searchParams.get('mode')).toBe('reset');
    expect(mail.link.searchParams.has('pwd')).toBe(false);
    const code = mail.link.searchParams.get('code')!;

    const wrong = await t.call(calls.pwdResetVerifyByMail.path, {
      email: 'dev@example.com',
      code: 'a'.repeat(48),
      pwd: await pwdOf(NEW),
    });
    expect(wrong.errCode).toBe(ErrorCode.wrongCode);
    const reuse = await t.call(calls.pwdResetVerifyByMail.path, {
      email: 'dev@example.com',
      code,
      pwd: await pwdOf(OLD),
    });
    expect(reuse.errCode).toBe(ErrorCode.passwordReuse);
    // the refused reuse did not spend the link
    const done = await t.call(calls.pwdResetVerifyByMail.path, {
      email: 'dev@example.com',
      code,
      pwd: await pwdOf(NEW),
    });
    expect(done.errCode).toBe(0);

    expect(
      (await t.call(calls.reqDvlperCheck.path, {}, { token: before.data.token })).errCode,
    ).toBe(ErrorCode.loginExpired);
    expect((await login(await pwdOf(OLD))).errCode).toBe(ErrorCode.wrongPassword);
    expect((await login(await pwdOf(NEW))).errCode).toBe(0);
  });

  it('a password reset lifts a lock', async () => {
    const wrong = await pwdOf('Wrong1234!');
    for (let i = 0; i < 5; i++) await login(wrong);
    expect((await login(await pwdOf(OLD))).errCode).toBe(ErrorCode.wrongPassword);
    await t.call(calls.pwdResetByMail.path, { email: 'dev@example.com' });
    const code = (await lastMailTo(t.dataDir, 'dev@example.com')).link.searchParams.get('code')!;
    await t.call(calls.pwdResetVerifyByMail.path, {
      email: 'dev@example.com',
      code,
      pwd: await pwdOf(NEW),
    });
    expect((await login(await pwdOf(NEW))).errCode).toBe(0);
  });

  it('changes a password with an SMS code (modifyPwd): 10051 wrong code, 10003 reuse', async () => {
    const mobile = '13900000001';
    await t.call(calls.reqSmscode.path, { mobile });
    const code = await lastSmsCode(t.dataDir, mobile);
    const wrongCode = wrongValue(code);
    expect(
      (await t.call(calls.modifyPwd.path, { mobile, code: wrongCode, pwd: await pwdOf(NEW) }))
        .errCode,
    ).toBe(ErrorCode.wrongCode);
    expect(
      (await t.call(calls.modifyPwd.path, { mobile, code, pwd: await pwdOf(OLD) })).errCode,
    ).toBe(ErrorCode.passwordReuse);
    expect(
      (await t.call(calls.modifyPwd.path, { mobile, code, pwd: await pwdOf(NEW) })).errCode,
    ).toBe(0);
    expect(
      (await t.call(calls.modifyPwd.path, { mobile, code, pwd: await pwdOf('Other123!') })).errCode,
    ).toBe(ErrorCode.wrongCode);
    expect(
      (await t.call(calls.modifyPwd.path, { mobile: '13900000002', code, pwd: await pwdOf(NEW) }))
        .errCode,
    ).toBe(ErrorCode.notRegistered);
    expect((await login(await pwdOf(NEW))).errCode).toBe(0);
  });
});
