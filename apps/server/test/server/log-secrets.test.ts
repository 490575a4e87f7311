import { afterEach, describe, expect, it } from 'vitest';
import { accountCalls as calls } from '@vrportal/contract';
import { createLoggedApp, lastMailTo, lastSmsCode, pwdOf } from '../harness.js';

type LoggedApp = Awaited<ReturnType<typeof createLoggedApp>>;

/** Codes, tokens and links that carry them never reach the server log. */
describe('the log of a full sign-up holds no code and no token', () => {
  let t: LoggedApp;
  afterEach(() => t.close());

  it('by phone and by e-mail, with the mailed link opened and a sign-in', async () => {
    t = await createLoggedApp();
    const post = async (url: string, payload: object, token?: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: token ? { token } : {},
        })
      ).json() as { errCode: number; data: { token?: string } };
    const pwd = await pwdOf('Abcd1234!');

    const mobile = '13700000088';
    expect((await post(calls.reqSmscode.path, { mobile })).errCode).toBe(0);
    const smsCode = await lastSmsCode(t.dataDir, mobile);
    expect((await post(calls.validateSmscode.path, { mobile, code: smsCode })).errCode).toBe(0);
    expect((await post(calls.registerSd.path, { mobile, pwd, code: smsCode })).errCode).toBe(0);

    const email = 'logged@example.com';
    expect((await post(calls.registerMail.path, { email, pwd })).errCode).toBe(0);
    const { link } = await lastMailTo(t.dataDir, email);
    const mailCode = link.searchParams.get('code')!;
    // the browser opens the mailed link: the portal's page, then the confirmation call
    await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect((await post(calls.registerVerifyByMail.path, { email, code: mailCode })).errCode).toBe(
      0,
    );
    const signIn = await post(calls.loginDvlperByMail.path, { email, pwd });
    expect(signIn.errCode).toBe(0);
    const token = signIn.data.token!;
    expect((await post(calls.getAccountInfo.path, {}, token)).errCode).toBe(0);
    await t.app.inject({ method: 'GET', url: `/manage/all_apps?token=${token}&account=${email}` });

    const log = t.log();
    expect(log).toContain(calls.registerSd.path);
    expect(log).toContain(calls.loginDvlperByMail.path);
    for (const secret of [smsCode, mailCode, token, pwd]) {
      expect(log, `the log holds ${secret.slice(0, 4)}…`).not.toContain(secret);
    }
  });

  it('logs the values of known harmless query names only, and blanks every other value', async () => {
    t = await createLoggedApp();
    const secrets = ['Arr4yC0de', 'PlainPassw0rd', '6222020200112233', 'BareT0kenValue'];
    const urls = [
      `/vrmcsys/account/getAccountInfo?code[]=${secrets[0]}&lang=en&page=2`,
      `/manage/all_apps?password=${secrets[1]}&cardNo=${secrets[2]}&appId=a1b2`,
      `/manage/login?${secrets[3]}`,
      `/manage/login?redirect=${encodeURIComponent(`/manage/all_apps?token=${secrets[3]}`)}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    const log = t.log();
    for (const secret of secrets) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
    // what helps to read the log stays
    expect(log).toContain('lang=en&page=2');
    expect(log).toContain('password=-&cardNo=-&appId=a1b2');
    expect(log).toContain('-=-&lang=en');
  });
});
