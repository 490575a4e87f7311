import { describe, expect, it } from 'vitest';
import { ErrorCode, appCalls } from '@vrportal/contract';
import { snap } from '../support/browser.js';
import { demoAccounts, storage } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { apiCall, apiSignIn, signInByMail } from '../support/accounts.js';
import { errorText, text } from '../support/texts.js';

describe('the shell: routes, narrow layout, token from the address, expired sessions', () => {
  const portal = usePortal();

  /** The demo developer's Star Miner: online, with an update under review. */
  async function starMiner() {
    const { developer } = await demoAccounts(portal.server.dataDir);
    const token = await apiSignIn(portal.server.url, developer.email, developer.password);
    const { data } = await apiCall(portal.server.url, appCalls.getOwnedApps, { page: 1 }, token);
    return data.apps.find((a) => a.name === 'Star Miner')!;
  }

  it('sends a signed-out visitor to the login with the path to come back to', async () => {
    await portal.page.goto(`${portal.server.url}/manage/pay_info?lang=en`);
    await portal.page.waitForURL(/\/manage\/login\?.*redirect=/);
    expect(new URL(portal.page.url()).searchParams.get('redirect')).toContain('/pay_info');
  });

  it('shows a live app with its update under review beside the published version', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    await signInByMail(portal.page, portal.server.url, developer.email, developer.password);
    const miner = await starMiner();
    for (const [lang, width] of [
      ['en', 1440],
      ['zh', 375],
    ] as const) {
      const live = text(lang, 'apps:center.overview.live');
      await portal.page.setViewportSize({ width, height: 900 });
      await portal.page.goto(
        `${portal.server.url}/manage/app_center?appId=${miner.id}&lang=${lang}`,
      );
      await portal.page.getByTestId('update-version').waitFor();
      expect(await portal.page.getByTestId('published-version').textContent()).toContain('1.0.0');
      expect(await portal.page.getByTestId('published-version').textContent()).toContain(live);
      expect(await portal.page.getByTestId('update-version').textContent()).toContain('1.1.0');
      await snap(portal.page, `e2e-app-center-live-update-${lang}-${width}`);
    }
    await portal.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('carries the app of an app screen in the address: a new tab, Back after the app list and the tabs keep it', async () => {
    const miner = await starMiner();
    // a new tab has no app selected: the address alone names it
    const tab = await portal.browser.context.newPage();
    const appName = () => tab.locator('.shell-topbar__app-name').textContent();
    await tab.goto(`${portal.server.url}/manage/activityanalysis?appId=${miner.id}&lang=en`);
    await expect.poll(appName).toBe('Star Miner');
    // the tabs of the app keep it in the address
    await tab
      .getByRole('navigation', { name: text('en', 'shell:nav.sections') })
      .getByRole('link', { name: text('en', 'common:screens.applicationData') })
      .click();
    await expect.poll(() => new URL(tab.url()).searchParams.get('appId')).toBe(miner.id);
    expect(new URL(tab.url()).pathname).toBe('/manage/applicationdata');
    // back to the app list, then the browser's Back: the same app, not an empty app menu
    await tab.locator('.shell-topbar__app').click();
    await tab.waitForURL(/\/manage\/all_apps/);
    // the list is no app's screen: the top bar no longer names the app
    await expect.poll(appName).toBe(text('en', 'shell:topbar.myApps'));
    await tab.goBack();
    await expect.poll(appName).toBe('Star Miner');
    await expect.poll(() => tab.getByText(text('en', 'apps:center.missingTitle')).count()).toBe(0);
    await tab.close();
  });

  it('leads back to the app list from the drawer of every kind of app screen at 375 px', async () => {
    const miner = await starMiner();
    const { page } = portal;
    await page.setViewportSize({ width: 375, height: 812 });
    // one screen of each menu group an app has: the app centre, analytics, platform services
    for (const [path, lang] of [
      ['app_center', 'en'],
      ['activityanalysis', 'zh'],
      ['leaderboard', 'en'],
    ] as const) {
      const list = text(lang, 'shell:topbar.myApps');
      await page.goto(`${portal.server.url}/manage/${path}?appId=${miner.id}&lang=${lang}`);
      await expect
        .poll(() => page.locator('.shell-topbar__app-name').textContent())
        .toBe('Star Miner');
      await page.getByRole('button', { name: text(lang, 'shell:nav.openMenu') }).click();
      const drawer = page.getByRole('dialog');
      if (path === 'app_center') {
        await drawer.getByRole('link', { name: list, exact: true }).waitFor();
        await snap(page, `e2e-shell-drawer-back-${lang}-375`);
      }
      await drawer.getByRole('link', { name: list, exact: true }).click();
      await page.waitForURL(/\/manage\/all_apps/);
      await page.locator('.apps-page').waitFor();
      // the list is the whole list again: no app stays selected
      await expect.poll(() => page.locator('.shell-topbar__app-name').textContent()).toBe(list);
      await expect.poll(() => drawer.count()).toBe(0);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('takes token, account and isSuper from the address and cleans them out of it', async () => {
    const { admin } = await demoAccounts(portal.server.dataDir);
    const token = await apiSignIn(portal.server.url, admin.email, admin.password);
    const fresh = await portal.browser.context.newPage();
    await fresh.evaluate(() => localStorage.clear()).catch(() => {});
    const query = new URLSearchParams({ token, account: admin.email, isSuper: '1', lang: 'en' });
    await fresh.goto(`${portal.server.url}/manage/all_apps?${query.toString()}`);
    await expect.poll(() => fresh.locator('.apps-page').isVisible()).toBe(true);
    expect(new URL(fresh.url()).searchParams.has('token')).toBe(false);
    const kept = await storage(fresh);
    expect(kept.local.token).toBe(token);
    expect(kept.local.account).toBe(admin.email);
    await fresh.close();
  });

  it('after the session ends on the server, the next call shows "Login expired" and goes to login', async () => {
    const kept = await storage(portal.page);
    await apiCall(portal.server.url, '/vrmcsys/account/logout', {}, kept.local.token);
    // the app list's own call is the next one
    await portal.page.goto(`${portal.server.url}/manage/all_apps?lang=en`);
    await expect
      .poll(() => portal.page.getByText(errorText(ErrorCode.loginExpired, 'en')).isVisible())
      .toBe(true);
    await portal.page.waitForURL(/\/manage\/login/);
    expect((await storage(portal.page)).local.token).toBeUndefined();
    expect(portal.pageErrors).toEqual([]);
  });
});
