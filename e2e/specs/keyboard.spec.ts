import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { snap } from '../support/browser.js';
import { BUILD_PKG, releaseApk } from '../support/builds.js';
import { demoAccounts, loginUrl, signInLabels } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { escapeRegExp, texts } from '../support/texts.js';

const t = texts('en');

/** How far the focus may have to travel to the next control of a flow. */
const MAX_TABS = 80;

/**
 * Presses Tab until the focus is on `target` (or Shift+Tab with `back`), failing when it never
 * gets there: only what the keyboard reaches counts.
 */
async function tabTo(page: Page, target: Locator, back = false) {
  await target.waitFor();
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`the keyboard never reached ${String(target)}; the focus is on ${focused}`);
}

const phaseOf = (page: Page) => page.getByTestId('upload-phase').getAttribute('data-phase');

describe('the keyboard alone: sign-in, a new app and its first build', () => {
  const portal = usePortal();
  const APP = 'Keyboard Settings';

  it('signs in with Tab, typing and Enter', async () => {
    const { page } = portal;
    const { developer } = await demoAccounts(portal.server.dataDir);
    await page.goto(loginUrl(portal.server.url, 'en'));
    const labels = signInLabels('en');
    await tabTo(page, page.getByLabel(labels.account, { exact: true }));
    await page.keyboard.type(developer.email);
    await tabTo(page, page.getByLabel(labels.password, { exact: true }));
    await page.keyboard.type(developer.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/manage\/all_apps$/);
    await page.locator('.apps-page').waitFor();
  });

  it('creates an app from the app list', async () => {
    const { page } = portal;
    await tabTo(page, page.getByRole('button', { name: t('apps:list.create') }).first());
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('apps:create.title') });
    await dialog.waitFor();
    // the dialog takes the focus to its first field
    await tabTo(page, dialog.getByLabel(t('apps:create.name'), { exact: true }));
    await page.keyboard.type(APP);
    await tabTo(page, dialog.getByLabel(t('apps:create.pkg'), { exact: true }));
    await page.keyboard.type(BUILD_PKG);
    await snap(page, 'e2e-keyboard-create-app-en');
    // the dialogs are no screens of their own: axe checks them here
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(t('apps:create.created', { name: APP })).waitFor();
  });

  it('opens the app and uploads its first build up to the file chooser and the end', async () => {
    const { page } = portal;
    const open = page.getByRole('button', { name: t('apps:list.open', { name: APP }) });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/manage\/app_center\?appId=/);
    // Playwright turns file-chooser interception on when a listener is added, without waiting for
    // it: listening before the dialog opens keeps the Enter below from racing that switch
    const choosing = page.waitForEvent('filechooser', { timeout: 60_000 });
    await tabTo(page, page.getByRole('button', { name: t('apps:center.versions.upload') }).first());
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('upload:title.apk') });
    await dialog.waitFor();
    await snap(page, 'e2e-keyboard-upload-choose-en');
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(
      page,
      dialog.getByRole('button', { name: new RegExp(escapeRegExp(t('upload:choose.drop'))) }),
    );
    await page.keyboard.press('Enter');
    const chooser = await choosing;
    await chooser.setFiles({
      name: 'keyboard-settings.apk',
      mimeType: 'application/vnd.android.package-archive',
      buffer: await releaseApk(),
    });
    await expect.poll(() => phaseOf(page), { timeout: 60_000 }).toBe('done');
    await snap(page, 'e2e-keyboard-upload-done-en');
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, dialog.getByRole('button', { name: t('upload:actions.done') }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: '8.0.10', exact: true }).first().waitFor();
    expect(portal.pageErrors).toEqual([]);
  });
});
