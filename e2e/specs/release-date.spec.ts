import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AppStatus, appCalls, reviewCalls } from '@vrportal/contract';
import { apiCall, apiData, apiSignIn } from '../support/accounts.js';
import { snap } from '../support/browser.js';
import { demoAccounts } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { texts } from '../support/texts.js';

/**
 * The release date of a passed app: the demo super account opens Moon Base Alpha (passed every
 * review) in the review console, sets a date and time in the dialog, on the clocks of the
 * portal's time zone (Asia/Shanghai, whatever the browser's own zone), and the demo developer
 * reads it in the app center with that zone. In English, then in Chinese (the date cleared in
 * between), at 1366 and 375 px.
 */

type Lang = 'zh' | 'en';
interface Who {
  token: string;
  account: string;
  isSuper: boolean;
}
const ZONE = 'Asia/Shanghai';
const HOUR = 3_600_000;

/** Opens a portal path as an account (the portal takes a session from the address). */
async function openAs(page: Page, base: string, path: string, who: Who, lang: Lang) {
  const [pathname, search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  query.set('token', who.token);
  query.set('account', who.account);
  query.set('isSuper', who.isSuper ? '1' : '0');
  query.set('lang', lang);
  await page.goto(`${base}/manage${pathname}?${query.toString()}`);
}

/** Nothing scrolls sideways, once the layout has settled on the viewport's width. */
async function noOverflow(page: Page, what: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${what} overflows`,
      timeout: 10_000,
    })
    .toBeLessThanOrEqual(0);
}

/** "YYYY-MM-DD 10:00" in Shanghai, `days` from now, and the instant it names. */
function releaseWall(days: number, hour: number) {
  const day = new Date(Date.now() + 8 * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
  const wall = `${day} ${String(hour).padStart(2, '0')}:00`;
  const instant = new Date(Date.parse(`${day}T${wall.slice(11)}:00Z`) - 8 * HOUR).toISOString();
  return { wall, instant };
}

/** What the review console and the app center say in a language, from the catalogues. */
const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    set: t('review:state.schedule'),
    reschedule: t('review:state.reschedule'),
    confirm: t('review:state.ok'),
    dateLabel: t('review:state.dateLabel', { zone: ZONE }),
    panel: (time: string) => t('review:state.releaseAt', { time }),
    center: (time: string) => t('apps:center.review.releaseAt', { time }),
  };
};

describe('release date of a passed app', () => {
  const portal = usePortal();
  const admin: Who = { token: '', account: 'admin@example.com', isSuper: true };
  const dev: Who = { token: '', account: 'demo@example.com', isSuper: false };
  let appId = '';

  it('signs in the demo accounts and finds the passed app', async () => {
    const base = portal.server.url;
    const accounts = await demoAccounts(portal.server.dataDir);
    admin.token = await apiSignIn(base, accounts.admin.email, accounts.admin.password);
    dev.token = await apiSignIn(base, accounts.developer.email, accounts.developer.password);
    const { apps } = await apiData(base, appCalls.getOwnedApps, {}, dev.token);
    const app = apps.find((a) => a.name === 'Moon Base Alpha');
    expect(app?.status).toBe(AppStatus.passed);
    appId = app!.id;
  });

  for (const [index, lang] of (['en', 'zh'] as const).entries()) {
    it(`the reviewer sets a date in the dialog and the developer reads it (${lang})`, async () => {
      const base = portal.server.url;
      const page = portal.page;
      const text = words(lang);
      const { wall, instant } = releaseWall(3 + index, 10 + index);
      const shown = `${wall} (${ZONE})`;
      // each language sets the date from "passed"
      await apiCall(base, reviewCalls.changeAppState, { appId, action: 'unschedule' }, admin.token);

      await page.setViewportSize({ width: 1366, height: 900 });
      await openAs(page, base, `/review?appId=${appId}`, admin, lang);
      await expect
        .poll(() => page.getByTestId('submission').getAttribute('data-status'))
        .toBe(String(AppStatus.passed));
      await page.getByRole('button', { name: text.set }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(text.dateLabel).waitFor();
      // no date yet: the confirm button waits and says why
      expect(await dialog.getByRole('button', { name: text.confirm }).isDisabled()).toBe(true);
      await snap(page, `release-date-dialog-empty-${lang}-1366`);
      const input = dialog.locator('#state-release-at');
      await input.click();
      await input.fill(wall);
      await input.press('Enter');
      await expect
        .poll(() => dialog.getByTestId('release-date-hint').textContent())
        .toContain(ZONE);
      // the picker's panel closes when the dialog's title is clicked
      await dialog.locator('.ant-modal-title').click();
      await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({
        state: 'hidden',
      });
      await snap(page, `release-date-dialog-${lang}-1366`);
      await dialog.getByRole('button', { name: text.confirm }).click();
      await expect
        .poll(() => page.getByTestId('submission').getAttribute('data-status'))
        .toBe(String(AppStatus.releaseScheduled));
      await expect.poll(() => page.getByTestId('release-at').textContent()).toBe(text.panel(shown));
      await snap(page, `release-date-console-${lang}-1366`);

      // the instant stored is the one the portal's clocks name, not the browser's
      const detail = await apiData(base, appCalls.getAppDetailInfo, { appId }, dev.token);
      expect(detail).toMatchObject({ releaseAt: instant, timeZone: ZONE });

      await openAs(page, base, `/app_center?appId=${appId}`, dev, lang);
      await expect
        .poll(() => page.getByTestId('release-at').textContent(), { timeout: 15_000 })
        .toBe(text.center(shown));
      await noOverflow(page, `app center ${lang} 1366`);
      await snap(page, `release-date-app-center-${lang}-1366`);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByTestId('release-at').waitFor();
      await noOverflow(page, `app center ${lang} 375`);
      await snap(page, `release-date-app-center-${lang}-375`);

      await openAs(page, base, `/review?appId=${appId}`, admin, lang);
      await page.getByTestId('release-at').waitFor();
      await noOverflow(page, `review console ${lang} 375`);
      await snap(page, `release-date-console-${lang}-375`);
      await page.getByRole('button', { name: text.reschedule }).click();
      await page.getByRole('dialog').locator('#state-release-at').waitFor();
      await noOverflow(page, `release date dialog ${lang} 375`);
      await snap(page, `release-date-dialog-${lang}-375`);
      await page.keyboard.press('Escape');
    });
  }

  it('has no page errors', () => {
    expect(portal.pageErrors).toEqual([]);
  });
});
