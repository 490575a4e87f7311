import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, snap, watchPageErrors } from '../support/browser.js';
import { lastSmsCode } from '../support/outbox.js';
import { demoAccounts, loginUrl, storage, waitForLogoutReload } from '../support/portal.js';
import type { StartedServer } from '../support/server.js';
import { startServer } from '../support/server.js';

describe('Chinese: phone registration, SMS sign-in, and the lockout after 5 wrong passwords', () => {
  let server: StartedServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let pageErrors: string[];
  const mobile = '13912345678';
  const password = 'Qwer1234!';

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    pageErrors = watchPageErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('registers with a phone number and the SMS code from the outbox', async () => {
    await page.goto(loginUrl(server.url, 'zh'));
    await expect.poll(() => page.getByRole('heading', { name: '登录' }).isVisible()).toBe(true);
    await snap(page, 'e2e-login-zh');
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.getByRole('dialog').getByText('中国大陆手机号', { exact: true }).click();
    await page.getByLabel('手机号').fill(mobile);
    const send = page.getByRole('button', { name: '获取验证码' });
    await send.click();
    // the button waits 60 s before another code
    await expect
      .poll(() => page.getByRole('button', { name: /秒后重新获取/ }).isDisabled())
      .toBe(true);
    const code = await lastSmsCode(server.dataDir, mobile);
    await page.getByLabel('短信验证码').fill(code);
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.getByLabel('确认密码').fill(password);
    await page.getByRole('checkbox').check();
    await snap(page, 'e2e-register-phone-zh');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect.poll(() => page.getByText('注册成功').first().isVisible()).toBe(true);
  });

  it('signs in with an SMS code on the phone tab', async () => {
    const { developer } = await demoAccounts(server.dataDir);
    await page.goto(loginUrl(server.url, 'zh'));
    await page.getByRole('tab', { name: '手机验证码登录' }).click();
    await page.getByLabel('手机号').fill(developer.mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await lastSmsCode(server.dataDir, developer.mobile);
    await page.getByLabel('短信验证码').fill(code);
    await snap(page, 'e2e-login-sms-zh');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
    expect((await storage(page)).local.account).toBe(developer.mobile);
    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await waitForLogoutReload(page);
  });

  it('counts wrong passwords down and refuses sign-in for 5 minutes after the fifth', async () => {
    const { developer } = await demoAccounts(server.dataDir);
    await page.goto(loginUrl(server.url, 'zh'));
    await page.getByLabel('手机号或邮箱').fill(developer.mobile);
    for (let left = 4; left >= 1; left--) {
      await page.getByLabel('密码').fill(`Wrong${left}234!`);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await expect
        .poll(() => page.getByText(`密码错误，剩余尝试次数：${left}`).isVisible())
        .toBe(true);
    }
    await snap(page, 'e2e-login-wrong-password-zh');
    await page.getByLabel('密码').fill('Wrong0234!');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const refused = page.getByRole('dialog', { name: '登录被拒绝' });
    await expect.poll(() => refused.isVisible()).toBe(true);
    await expect.poll(() => refused.getByText(/锁定 5 分钟/).isVisible()).toBe(true);
    await snap(page, 'e2e-login-refused-zh');
    await refused.getByRole('button', { name: '我知道了' }).click();

    // the right password is refused too while the lock lasts
    await page.getByLabel('密码').fill(developer.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: '登录被拒绝' }).isVisible())
      .toBe(true);
    expect((await storage(page)).local.token).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });
});
