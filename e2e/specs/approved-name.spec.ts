import { describe, expect, it } from 'vitest';
import { AppStatus, appCalls, releaseCalls, reviewCalls } from '@vrportal/contract';
import type { Page } from 'playwright-core';
import { expectFitsWidth, snap } from '../support/browser.js';
import { apiData, apiSignIn, registerDeveloper } from '../support/accounts.js';
import { demoAccounts, loginUrl } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { fillReleaseForm } from '../support/release-form.js';
import { text, texts } from '../support/texts.js';

/**
 * The demo developer's Piano Room (its publish review failed, never approved) gets a release
 * named 钢琴小屋 / Piano Cabin approved: the app card, the app center, the top bar and the
 * notifications show that name in the reader's language, and switching the language switches
 * it. Another account signing in afterwards in the same tab sees nothing of the first one's.
 */
const CREATED = 'Piano Room';
const APPROVED = { zh: '钢琴小屋', en: 'Piano Cabin' } as const;
const OTHER = { email: 'vega.dev@example.com', password: 'Vega2026!x', name: 'Vega Studio' };
type Lang = keyof typeof APPROVED;

const t = texts('en');
const topBarName = (page: Page) => page.locator('.shell-topbar__app-name').textContent();
const cardNames = (page: Page) => page.locator('.app-card__name').allTextContents();

describe('the approved release names the app on every screen', () => {
  const portal = usePortal();
  let appId = '';
  let devPassword = '';

  async function signIn(page: Page, email: string, password: string) {
    await page.getByLabel(t('auth:login.email'), { exact: true }).fill(email);
    await page.getByLabel(t('auth:login.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
  }

  it('shows the creation name before the approval', async () => {
    const { server, page } = portal;
    const { developer } = await demoAccounts(server.dataDir);
    devPassword = developer.password;
    const token = await apiSignIn(server.url, developer.email, developer.password);
    const { apps } = await apiData(server.url, appCalls.getOwnedApps, { page: 1 }, token);
    appId = apps.find((a) => a.name === CREATED)!.id;
    // a complete release form (pictures too) with the new names, not approved yet
    await fillReleaseForm(server.url, token, appId);
    await apiData(
      server.url,
      releaseCalls.saveAppInfo,
      { appId, name: { zh_CN: APPROVED.zh, en_US: APPROVED.en } },
      token,
    );
    await page.goto(loginUrl(server.url, 'en'));
    await signIn(page, developer.email, developer.password);
    await page.waitForURL(/\/manage\/all_apps$/);
    await expect.poll(() => cardNames(page)).toContain(CREATED);
    expect(await cardNames(page)).not.toContain(APPROVED.en);
  });

  it('shows the approved name on the card, the app center, the top bar and a notification', async () => {
    const { server, page } = portal;
    const { developer, admin } = await demoAccounts(server.dataDir);
    const token = await apiSignIn(server.url, developer.email, developer.password);
    const boss = await apiSignIn(server.url, admin.email, admin.password);
    await apiData(server.url, appCalls.commitAppInfo, { appId }, token);
    const status = async () =>
      (await apiData(server.url, appCalls.getAppDetailInfo, { appId }, token)).status;
    await expect.poll(status).toBe(AppStatus.manualQueued);
    for (const expected of [AppStatus.contentQueued, AppStatus.publishQueued, AppStatus.passed]) {
      await apiData(server.url, reviewCalls.startReview, { appId }, boss);
      const decided = await apiData(
        server.url,
        reviewCalls.decideReview,
        { appId, pass: true, items: [] },
        boss,
      );
      expect(decided.status).toBe(expected);
    }

    for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
      const name = APPROVED[lang];
      const other = APPROVED[lang === 'zh' ? 'en' : 'zh'];
      for (const width of [1366, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        // the app card
        await page.goto(`${server.url}/manage/all_apps?lang=${lang}`);
        await expect.poll(() => cardNames(page)).toContain(name);
        const cards = await cardNames(page);
        expect(cards).not.toContain(CREATED);
        expect(cards).not.toContain(other);
        await expectFitsWidth(page);
        await snap(page, `e2e-approved-name-apps-${lang}-${width}`);
        // the app center and the top bar
        await page.goto(`${server.url}/manage/app_center?appId=${appId}&lang=${lang}`);
        await expect.poll(() => page.locator('.overview__name').textContent()).toBe(name);
        await expect.poll(() => topBarName(page)).toBe(name);
        await expectFitsWidth(page);
        await snap(page, `e2e-approved-name-center-${lang}-${width}`);
        // the notifications of its reviews
        await page.goto(`${server.url}/manage/notification?lang=${lang}`);
        await expect.poll(() => page.locator('.nty-item__app').allTextContents()).toContain(name);
        const named = await page.locator('.nty-item__app').allTextContents();
        expect(named).not.toContain(CREATED);
        expect(named).not.toContain(other);
        expect(await topBarName(page)).toBe(name);
        await expectFitsWidth(page);
        await snap(page, `e2e-approved-name-notifications-${lang}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('switches the name with the language, the top bar too', async () => {
    const { server, page } = portal;
    await page.goto(`${server.url}/manage/app_center?appId=${appId}&lang=zh`);
    await expect.poll(() => topBarName(page)).toBe(APPROVED.zh);
    // away from the app center, the top bar keeps the chosen app: its name follows the switch
    await page.goto(`${server.url}/manage/notification`);
    await expect.poll(() => topBarName(page)).toBe(APPROVED.zh);
    await page.getByRole('button', { name: text('zh', 'common:language.en'), exact: true }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(/^en/);
    await expect.poll(() => topBarName(page)).toBe(APPROVED.en);
    await expect
      .poll(() => page.locator('.nty-item__app').allTextContents())
      .toContain(APPROVED.en);
    expect(await page.locator('.nty-item__app').allTextContents()).not.toContain(APPROVED.zh);
    await page.getByRole('button', { name: t('common:language.zh'), exact: true }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(/^zh/);
    await expect.poll(() => topBarName(page)).toBe(APPROVED.zh);
  });

  it('a second sign-in in the same tab shows none of the first account’s apps or names', async () => {
    const { server, page } = portal;
    await registerDeveloper(server, OTHER.email, OTHER.password, OTHER.name);
    await page.goto(`${server.url}/manage/app_center?appId=${appId}&lang=en`);
    await expect.poll(() => topBarName(page)).toBe(APPROVED.en);
    // the first session ends without a sign-out (expired): the login keeps the way back
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${server.url}/manage/notification`);
    await page.waitForURL(/\/manage\/login\?.*redirect=/);
    await signIn(page, OTHER.email, OTHER.password);
    await page.waitForURL(/\/manage\/notification/);
    await expect.poll(() => topBarName(page)).toBe(t('shell:topbar.myApps'));
    const firstAccount = [CREATED, APPROVED.en, APPROVED.zh, 'Galaxy Chess', 'Star Miner'];
    const shown = async () => (await page.locator('body').textContent()) ?? '';
    for (const name of firstAccount) expect(await shown()).not.toContain(name);
    await snap(page, 'e2e-approved-name-second-sign-in-en');
    // the app list is the new account's, empty
    await page.locator('.shell-topbar__app').click();
    await page.waitForURL(/\/manage\/all_apps$/);
    await page
      .getByRole('button', { name: t('apps:list.create') })
      .first()
      .waitFor();
    expect(await cardNames(page)).toEqual([]);
    for (const name of firstAccount) expect(await shown()).not.toContain(name);
    // and the first account, signing in again, finds its own apps
    await page.evaluate(() => localStorage.removeItem('token'));
    const { developer } = await demoAccounts(server.dataDir);
    await page.goto(loginUrl(server.url, 'en'));
    await signIn(page, developer.email, devPassword);
    await page.waitForURL(/\/manage\/all_apps$/);
    await expect.poll(() => cardNames(page)).toContain(APPROVED.en);
    expect(portal.pageErrors).toEqual([]);
  });
});
