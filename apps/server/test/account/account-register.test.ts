import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AccountExistsStatus,
  DeveloperStatus,
  SmsCodeStatus,
  accountCalls as calls,
  ErrorCode,
} from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import {
  createTestApp,
  dbKind,
  lastMailTo,
  lastSmsCode,
  outboxMails,
  pwdOf,
  wrongValue,
} from '../harness.js';

describe(`registration and codes (${dbKind})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ AUTO_APPROVE_DEVELOPERS: '0' });
  });
  afterEach(() => t.close());

  it('registers by phone with an SMS code, then signs in as a non-developer', async () => {
    const mobile = '13700000002';
    const sent = await t.call(calls.reqSmscode.path, { mobile });
    expect(sent).toMatchObject({ errCode: 0, data: { resendAfter: 60 } });
    const code = await lastSmsCode(t.dataDir, mobile);
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = wrongValue(code);
    const wrong = await t.call(calls.registerSd.path, {
      mobile,
      pwd: await pwdOf('Abcd1234!'),
      code: wrongCode,
    });
    expect(wrong.errCode).toBe(ErrorCode.wrongCode);

    const ok = await t.call(calls.registerSd.path, { mobile, pwd: await pwdOf('Abcd1234!'), code });
    expect(ok.errCode).toBe(0);
    const again = await t.call(calls.registerSd.path, {
      mobile,
      pwd: await pwdOf('Abcd1234!'),
      code,
    });
    expect(again.errCode).toBe(ErrorCode.mobileTaken);

    const login = await t.call(calls.loginDvlper.path, { mobile, pwd: await pwdOf('Abcd1234!') });
    expect(login).toMatchObject({ errCode: 0, data: { status: DeveloperStatus.none, admin: 0 } });
    expect((await t.call(calls.validateUser.path, { mobile })).data).toEqual({
      status: AccountExistsStatus.exists,
    });
    expect((await t.call(calls.validateUser.path, { mobile: '13700000003' })).data).toEqual({
      status: AccountExistsStatus.absent,
    });
  });

  it('sends no SMS to register a number that has an account, and says so', async () => {
    const mobile = '13700000012';
    const smsCount = async () =>
      (await fs.readFile(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => ''))
        .split('\n')
        .filter((line) => line.includes(mobile)).length;
    expect((await t.call(calls.reqSmscode.path, { mobile, forRegistration: true })).errCode).toBe(
      0,
    );
    const code = await lastSmsCode(t.dataDir, mobile);
    const pwd = await pwdOf('Abcd1234!');
    expect((await t.call(calls.registerSd.path, { mobile, pwd, code })).errCode).toBe(0);
    expect(await smsCount()).toBe(1);

    t.clock.advance(61_000);
    const taken = await t.call(
      calls.reqSmscode.path,
      { mobile, forRegistration: true },
      { lang: 'en' },
    );
    expect(taken).toMatchObject({
      errCode: 10013,
      errMsg: 'This phone number is already registered',
    });
    expect(await smsCount()).toBe(1);
    // the same number signing in by SMS still gets its code
    expect((await t.call(calls.reqSmscode.path, { mobile })).errCode).toBe(0);
    expect(await smsCount()).toBe(2);
  });

  it('sends one SMS per number per 60 s and a code lasts 10 minutes', async () => {
    const mobile = '13700000004';
    await t.call(calls.reqSmscode.path, { mobile });
    const tooSoon = await t.call<{ resendAfter: number }>(calls.reqSmscode.path, { mobile });
    expect(tooSoon.errCode).toBe(ErrorCode.codeTooSoon);
    expect(tooSoon.data.resendAfter).toBeGreaterThan(50);
    // another number is not held up
    expect((await t.call(calls.reqSmscode.path, { mobile: '13700000005' })).errCode).toBe(0);

    t.clock.advance(61_000);
    expect((await t.call(calls.reqSmscode.path, { mobile })).errCode).toBe(0);
    const code = await lastSmsCode(t.dataDir, mobile);
    expect((await t.call(calls.validateSmscode.path, { mobile, code })).data).toEqual({
      status: SmsCodeStatus.valid,
    });
    t.clock.advance(10 * 60_000 + 1000);
    expect((await t.call(calls.validateSmscode.path, { mobile, code })).errCode).toBe(
      ErrorCode.wrongCode,
    );
  });

  it('wears a code out after 5 wrong attempts', async () => {
    const mobile = '13700000006';
    await t.call(calls.reqSmscode.path, { mobile });
    const code = await lastSmsCode(t.dataDir, mobile);
    const wrong = wrongValue(code);
    for (let i = 0; i < 5; i++) {
      expect((await t.call(calls.validateSmscode.path, { mobile, code: wrong })).errCode).toBe(
        10051,
      );
    }
    expect((await t.call(calls.validateSmscode.path, { mobile, code })).errCode).toBe(
      ErrorCode.wrongCode,
    );
  });

  it('registers by e-mail: the mailed link confirms, and only then the account signs in', async () => {
    const email = 'new.dev@example.com';
    const pwd = await pwdOf('Xyz12345#');
    expect((await t.call(calls.registerMail.path, { email, pwd }, { lang: 'en' })).errCode).toBe(0);
    const mail = await lastMailTo(t.dataDir, email);
    expect(mail.subject).toContain('Confirm your e-mail address');
    expect(mail.link.origin + mail.link.pathname).toBe('http://portal.test/manage/login');
    expect(mail.link.searchParams.get('mode')).toBe('confirm');
    expect(mail.link.searchParams.get('email')).toBe(email);
    expect(mail.link.searchParams.get('lang')).toBe('en');
    expect(mail.text).not.toContain(pwd);
    const code = mail.link.searchParams.get('code')!;

    expect((await t.call(calls.loginDvlperByMail.path, { email, pwd })).errCode).toBe(
      ErrorCode.emailNotConfirmed,
    );
    const badCode = await t.call(calls.registerVerifyByMail.path, { email, code: 'f'.repeat(48) });
    expect(badCode.errCode).toBe(ErrorCode.wrongCode);
    expect((await t.call(calls.registerVerifyByMail.path, { email, code })).errCode).toBe(0);
    // a link works once
    expect((await t.call(calls.registerVerifyByMail.path, { email, code })).errCode).toBe(
      ErrorCode.wrongCode,
    );

    const login = await t.call(calls.loginDvlperByMail.path, { email, pwd });
    expect(login).toMatchObject({ errCode: 0, data: { status: DeveloperStatus.none } });
    expect((await t.call(calls.registerMail.path, { email, pwd })).errCode).toBe(
      ErrorCode.emailTaken,
    );
  });

  it('writes the confirmation mail in Chinese for a Chinese caller', async () => {
    await t.call(
      calls.registerMail.path,
      { email: 'zh@example.com', pwd: await pwdOf('Xyz12345#') },
      { lang: 'zh' },
    );
    const mail = await lastMailTo(t.dataDir, 'zh@example.com');
    expect(mail.subject).toContain('请确认您的邮箱');
    expect(mail.link.searchParams.get('lang')).toBe('zh');
  });

  it('registering again before confirming sends a new link and replaces the password', async () => {
    const email = 'twice@example.com';
    await t.call(calls.registerMail.path, { email, pwd: await pwdOf('First123!') });
    await t.call(calls.registerMail.path, { email, pwd: await pwdOf('Second123!') });
    expect((await outboxMails(t.dataDir)).filter((m) => m.to === email)).toHaveLength(2);
    const code = (await lastMailTo(t.dataDir, email)).link.searchParams.get('code')!;
    expect((await t.call(calls.registerVerifyByMail.path, { email, code })).errCode).toBe(0);
    expect(
      (await t.call(calls.loginDvlperByMail.path, { email, pwd: await pwdOf('First123!') }))
        .errCode,
    ).toBe(ErrorCode.wrongPassword);
    expect(
      (await t.call(calls.loginDvlperByMail.path, { email, pwd: await pwdOf('Second123!') }))
        .errCode,
    ).toBe(0);
  });
});
