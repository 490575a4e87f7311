import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from '../support/browser.js';
import { signInByMail } from '../support/accounts.js';
import { demoAccounts } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { escapeRegExp, serverText, templatePattern, textPattern, texts } from '../support/texts.js';

const t = texts('en');
const zh = texts('zh');

/**
 * Vitals of the demo app whose rollout the portal halted by itself when the seed reported its
 * crashes: the rates per build, a cluster's stack, and the halt's reason on the tracks page and
 * in the notifications; in English at 1366 px and in Chinese at 375 px.
 */
async function ready(page: Page, testId: string) {
  await expect
    .poll(() => page.getByTestId(testId).getAttribute('data-state'), { timeout: 30_000 })
    .toBe('ready');
}

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

describe('vitals and the automatic halt in the browser', () => {
  const portal = usePortal();
  let appId = '';

  it('shows the crash rates per build and a cluster with its stack, in English', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 1366, height: 900 });
    const { developer } = await demoAccounts(portal.server.dataDir);
    await signInByMail(page, portal.server.url, developer.email, developer.password);
    await page
      .getByRole('button', { name: t('apps:list.open', { name: 'Comet Courier' }) })
      .click();
    await page.waitForURL(/\/manage\/app_center\?appId=/);
    appId = new URL(page.url()).searchParams.get('appId') ?? '';
    const tabs = page.getByRole('navigation', { name: t('shell:nav.sections') });
    await tabs.getByRole('link', { name: t('common:screens.vitals') }).click();
    await page.waitForURL(/\/manage\/vitals/);
    await page.getByRole('heading', { name: t('common:screens.vitals'), level: 1 }).waitFor();
    await ready(page, 'vitals-crash');
    await ready(page, 'vitals-anr');
    await page.getByTestId('vitals-crash').locator('canvas').first().waitFor();
    // the staged build crashes on about 3% of its devices over its three days, the previous on 0.6%
    const rates = page.getByTestId('vitals-builds');
    await expect
      .poll(() => rates.textContent())
      .toMatch(new RegExp(`${escapeRegExp(t('analytics:vitals.crashRate'))}: \\d+\\.\\d\\d%`));
    const row = page.getByTestId('cluster-row').filter({ hasText: 'NullPointerException' });
    await row.waitFor();
    await snap(page, 'e2e-vitals-en-1366');
    await row.click();
    const stack = page.getByTestId('cluster-stack');
    await expect.poll(() => stack.textContent()).toContain('Planner.next');
    await expect
      .poll(() => page.getByTestId('cluster-detail').textContent())
      .toContain(t('analytics:vitals.col.builds'));
    await snap(page, 'e2e-vitals-cluster-en-1366');
    await page.keyboard.press('Escape');

    // the ANR filter leaves only freezes
    await page.getByRole('combobox', { name: t('analytics:vitals.filter.type') }).click();
    await page.getByTitle(t('analytics:vitals.type.anr'), { exact: true }).click();
    await expect
      .poll(() => page.getByTestId('cluster-row').allTextContents())
      .toEqual([expect.stringContaining('ANR in com.comet.courier.MainActivity')]);
  });

  it('says on the tracks page and in the notifications why the rollout halted by itself', async () => {
    const { page } = portal;
    await page.goto(`${portal.server.url}/manage/tracks?appId=${appId}&lang=en`);
    await expect
      .poll(() => page.getByTestId('rollout-state').first().getAttribute('data-state'))
      .toBe('halted');
    const reason = page.getByTestId('auto-halt-reason');
    await expect
      .poll(() => reason.textContent())
      .toMatch(
        new RegExp(
          textPattern('en', 'tracks:history.autoHalt', {
            kind: escapeRegExp(t('tracks:history.kinds.crash')),
            rate: '3\\.08',
            devices: '260',
          }),
        ),
      );
    await page.getByTestId('halt-rule').scrollIntoViewIfNeeded();
    await snap(page, 'e2e-vitals-tracks-halt-en-1366');
    await page.goto(`${portal.server.url}/manage/notification?lang=en`);
    // the notification's title, the server's
    const halted = new RegExp(
      templatePattern(serverText('en', 'rollout.autoHalt.title'), { app: 'Comet Courier' }),
    );
    await page.getByText(halted).first().waitFor();
    await expect.poll(() => page.locator('body').textContent()).toMatch(halted);
  });

  it('reads the same in Chinese on a 375 px screen', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${portal.server.url}/manage/vitals?appId=${appId}&lang=zh`);
    await page.getByRole('heading', { name: zh('common:screens.vitals'), level: 1 }).waitFor();
    await ready(page, 'vitals-crash');
    await expect
      .poll(() => page.getByTestId('vitals-builds').textContent())
      .toContain(zh('analytics:vitals.crashRate'));
    await page.getByTestId('cluster-row').first().waitFor();
    await noOverflow(page, 'vitals');
    await snap(page, 'e2e-vitals-zh-375');
    await page.getByTestId('cluster-row').first().click();
    await page.getByTestId('cluster-stack').waitFor();
    await expect
      .poll(() => page.getByTestId('cluster-detail').textContent())
      .toContain(zh('analytics:vitals.col.reports'));
    await snap(page, 'e2e-vitals-cluster-zh-375');
    await page.keyboard.press('Escape');
    await page.goto(`${portal.server.url}/manage/tracks?appId=${appId}&lang=zh`);
    await expect
      .poll(() => page.getByTestId('auto-halt-reason').textContent())
      .toMatch(new RegExp(textPattern('zh', 'tracks:history.autoHalt')));
    await noOverflow(page, 'tracks');
    await page.getByTestId('halt-rule').scrollIntoViewIfNeeded();
    await snap(page, 'e2e-vitals-tracks-halt-zh-375');
  });
});
