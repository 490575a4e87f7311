import { describe, expect, it } from 'vitest';
import { expectFitsWidth, snap } from '../support/browser.js';
import { newSmsCode, smsCodesTo } from '../support/outbox.js';
import { demoAccounts, loginUrl, storage, signOutFromMenu } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';

describe('Chinese: phone registration, SMS sign-in, and the lockout after 5 wrong passwords', () => {
  const portal = usePortal();
  const mobile = '13912345678';
  const password = 'Qwer1234!';

  it('registers with a phone number and the SMS code from the outbox', async () => {
    await portal.page.goto(loginUrl(portal.server.url, 'zh'));
    await expect
      .poll(() => portal.page.getByRole('heading', { name: '登录' }).isVisible())
      .toBe(true);
    await snap(portal.page, 'e2e-login-zh');
    await portal.page.getByRole('button', { name: '立即注册' }).click();
    await portal.page.getByRole('dialog').getByText('中国大陆手机号', { exact: true }).click();
    await portal.page.getByRole('heading', { name: '注册开发者账号' }).waitFor();
    await portal.page.getByLabel('手机号', { exact: true }).fill(mobile);
    const send = portal.page.getByRole('button', { name: '获取验证码' });
    const code = await newSmsCode(portal.server.dataDir, mobile, () => send.click());
    // the button waits 60 s before another code
    await expect
      .poll(() => portal.page.getByRole('button', { name: /秒后重新获取/ }).isDisabled())
      .toBe(true);
    await portal.page.getByLabel('短信验证码', { exact: true }).fill(code);
    await portal.page.getByLabel('密码', { exact: true }).fill(password);
    await portal.page.getByLabel('确认密码', { exact: true }).fill(password);
    await portal.page.getByRole('checkbox').check();
    await snap(portal.page, 'e2e-register-phone-zh');
    await portal.page.getByRole('button', { name: '注册', exact: true }).click();
    await expect.poll(() => portal.page.getByText('注册成功').first().isVisible()).toBe(true);
  });

  it('sends no code to register a number that has an account, and offers sign-in and password reset', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    const page = portal.page;
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(loginUrl(portal.server.url, 'en'));
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page
        .getByRole('dialog')
        .getByText('Mainland China phone number', { exact: true })
        .click();
      await page.getByRole('heading', { name: 'Create a developer account' }).waitFor();
      const before = (await smsCodesTo(portal.server.dataDir, developer.mobile)).length;
      await page.getByLabel('Phone number', { exact: true }).fill(developer.mobile);
      await page.getByRole('button', { name: 'Get code' }).click();
      const notice = page
        .getByRole('status')
        .filter({ hasText: 'This account is already registered, please sign in' });
      await notice.waitFor();
      await snap(page, `e2e-register-taken-en-${width}`);
      await expectFitsWidth(page);
      expect((await smsCodesTo(portal.server.dataDir, developer.mobile)).length).toBe(before);
      if (width === 1366) {
        await notice.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      } else {
        await notice.getByRole('button', { name: 'Forgot password?' }).click();
        await page.getByRole('heading', { name: 'Retrieve password' }).waitFor();
      }
    }
  });

  it('signs in with an SMS code on the phone tab', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    await portal.page.goto(loginUrl(portal.server.url, 'zh'));
    await portal.page.getByRole('tab', { name: '手机验证码登录' }).click();
    await portal.page.getByLabel('手机号', { exact: true }).fill(developer.mobile);
    const code = await newSmsCode(portal.server.dataDir, developer.mobile, () =>
      portal.page.getByRole('button', { name: '获取验证码' }).click(),
    );
    await portal.page.getByLabel('短信验证码', { exact: true }).fill(code);
    await snap(portal.page, 'e2e-login-sms-zh');
    await portal.page.getByRole('button', { name: '登录', exact: true }).click();
    await portal.page.waitForURL(/\/manage\/all_apps$/);
    expect((await storage(portal.page)).local.account).toBe(developer.mobile);
    await signOutFromMenu(portal.page, '账号菜单', '退出登录');
  });

  it('counts wrong passwords down and refuses sign-in for 5 minutes after the fifth', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    await portal.page.goto(loginUrl(portal.server.url, 'zh'));
    await portal.page.getByLabel('手机号或邮箱', { exact: true }).fill(developer.mobile);
    // the sign-in button of the visible form
    const signIn = async () => {
      const button = portal.page.locator('form button[type="submit"]');
      expect(await button.textContent()).toContain('登录');
      await button.click();
    };
    for (let left = 4; left >= 1; left--) {
      await portal.page.getByLabel('密码', { exact: true }).fill(`Wrong${left}234!`);
      await signIn();
      await expect
        .poll(() => portal.page.getByText(`密码错误，剩余尝试次数：${left}`).isVisible())
        .toBe(true);
    }
    await snap(portal.page, 'e2e-login-wrong-password-zh');
    await portal.page.getByLabel('密码', { exact: true }).fill('Wrong0234!');
    await signIn();
    const refused = portal.page.getByRole('dialog', { name: '登录被拒绝' });
    await expect.poll(() => refused.isVisible()).toBe(true);
    await expect.poll(() => refused.getByText(/锁定 5 分钟/).isVisible()).toBe(true);
    await snap(portal.page, 'e2e-login-refused-zh');
    await refused.getByRole('button', { name: '我知道了' }).click();

    // the right password is refused too while the lock lasts
    await portal.page.getByLabel('密码', { exact: true }).fill(developer.password);
    await signIn();
    await expect
      .poll(() => portal.page.getByRole('dialog', { name: '登录被拒绝' }).isVisible())
      .toBe(true);
    expect((await storage(portal.page)).local.token).toBeUndefined();
    expect(portal.pageErrors).toEqual([]);
  });
});
