import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, snap, watchPageErrors } from '../support/browser.js';
import { demoAccounts, loginUrl, storage } from '../support/portal.js';
import type { StartedServer } from '../support/server.js';
import { startServer } from '../support/server.js';
import { createHash } from 'node:crypto';
import { transportPassword } from '@vrportal/contract';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function apiCall(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { errCode: number; data: unknown };
}

async function signInByMail(page: Page, base: string, email: string, password: string) {
  await page.goto(loginUrl(base, 'en'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/manage\/all_apps$/);
}

describe('the shell: routes, narrow layout, token from the address, expired sessions', () => {
  let server: StartedServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let pageErrors: string[];

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

  it('sends a signed-out visitor to the login with the path to come back to', async () => {
    await page.goto(`${server.url}/manage/pay_info?lang=en`);
    await page.waitForURL(/\/manage\/login\?.*redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toContain('/pay_info');
  });

  it('shows every screen of the route table in the shell, in both languages, wide and at 375 px', async () => {
    const { developer } = await demoAccounts(server.dataDir);
    await signInByMail(page, server.url, developer.email, developer.password);
    for (const lang of ['en', 'zh'] as const) {
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        for (const route of ['all_apps', 'pay_info', 'financialInfo']) {
          await page.goto(`${server.url}/manage/${route}?lang=${lang}`);
          await expect.poll(() => page.locator('.coming-soon').isVisible()).toBe(true);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${route} ${lang} ${width}px overflows`).toBeLessThanOrEqual(0);
          await snap(page, `e2e-shell-${route}-${lang}-${width}`);
        }
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('takes token, account and isSuper from the address and cleans them out of it', async () => {
    const { admin } = await demoAccounts(server.dataDir);
    const login = await apiCall(server.url, '/vrmcsys/account/loginDvlperByMail', {
      email: admin.email,
      pwd: await transportPassword(admin.password, md5),
    });
    const token = (login.data as { token: string }).token;
    const fresh = await browser.context.newPage();
    await fresh.evaluate(() => localStorage.clear()).catch(() => {});
    const query = new URLSearchParams({ token, account: admin.email, isSuper: '1', lang: 'en' });
    await fresh.goto(`${server.url}/manage/all_apps?${query.toString()}`);
    await expect.poll(() => fresh.locator('.coming-soon').isVisible()).toBe(true);
    expect(new URL(fresh.url()).searchParams.has('token')).toBe(false);
    const kept = await storage(fresh);
    expect(kept.local.token).toBe(token);
    expect(kept.local.account).toBe(admin.email);
    await fresh.close();
  });

  it('after the session ends on the server, the next call shows "Login expired" and goes to login', async () => {
    const kept = await storage(page);
    await apiCall(server.url, '/vrmcsys/account/logout', {}, kept.local.token);
    await page.goto(`${server.url}/manage/all_apps?lang=en`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account information' }).click();
    await expect
      .poll(() => page.getByText('Login expired, please login again!').isVisible())
      .toBe(true);
    await page.waitForURL(/\/manage\/login/, { timeout: 5000 });
    expect((await storage(page)).local.token).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });
});
