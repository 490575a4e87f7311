import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, snap, watchPageErrors } from '../support/browser.js';
import { lastMailLink } from '../support/outbox.js';
import { loginUrl, storage, waitForLogoutReload } from '../support/portal.js';
import type { StartedServer } from '../support/server.js';
import { startServer } from '../support/server.js';

describe('English: register by e-mail, confirm through the mailed link, sign in, use the shell', () => {
  let server: StartedServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let pageErrors: string[];
  const email = 'nova.dev@example.com';
  const password = 'Nova2026!x';

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

  it('registers with the e-mail flow', async () => {
    await page.goto(loginUrl(server.url, 'en'));
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    await snap(page, 'e2e-login-en');
    await page.getByRole('button', { name: 'Register' }).click();
    const chooser = page.getByRole('dialog');
    await chooser.getByText('E-mail address', { exact: true }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    const submit = page.getByRole('button', { name: 'Register', exact: true });
    // not complete until the terms are accepted
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await snap(page, 'e2e-register-email-en');
    await submit.click();
    await expect.poll(() => page.getByText('Check your mailbox').isVisible()).toBe(true);
  });

  it('confirms the address from the link in the outbox mail, then counts down to sign-in', async () => {
    const link = await lastMailLink(server.dataDir, email);
    expect(link.searchParams.get('mode')).toBe('confirm');
    await page.goto(link.toString().replace(/^https?:\/\/[^/]+/, server.url));
    await expect
      .poll(() => page.getByTestId('mail-confirm').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('1');
    await expect.poll(() => page.getByText('E-mail address confirmed').isVisible()).toBe(true);
    await snap(page, 'e2e-mail-confirmed-en');
    // after the 5 s countdown the login form is back
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
  });

  it('signs in, applies as a developer and lands on /all_apps inside the shell', async () => {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/manage\/developer_apply/);
    await page.getByLabel('Developer or organisation name').fill('Nova Studio');
    await page.getByLabel('Contact', { exact: true }).fill(email);
    await snap(page, 'e2e-developer-apply-en');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL(/\/manage\/all_apps$/);
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Main navigation' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Account menu' }).isVisible())
      .toBe(true);
    await snap(page, 'e2e-shell-en');
    const kept = await storage(page);
    expect(kept.local.token?.length).toBeGreaterThan(30);
  });

  it('switches to Chinese (the page reloads in Chinese) and logs out keeping only the language', async () => {
    await page
      .getByRole('radio', { name: '中文' })
      .or(page.getByText('中文', { exact: true }))
      .first()
      .click();
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.getByRole('navigation', { name: '主导航' }).isVisible())
      .toBe(true);
    await snap(page, 'e2e-shell-zh');
    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await waitForLogoutReload(page);
    await expect.poll(() => page.getByRole('heading', { name: '登录' }).isVisible()).toBe(true);
    const kept = await storage(page);
    expect(kept.local.token).toBeUndefined();
    expect(kept.local.iscn ?? kept.session.iscn).toBe('1');
    expect(pageErrors).toEqual([]);
  });
});
