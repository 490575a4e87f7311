import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AppStatus, appCalls } from '@vrportal/contract';
import { apiData, apiSignIn } from '../support/accounts.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { demoAccounts } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { escapeRegExp, texts } from '../support/texts.js';

/**
 * What the demo developer reads of a release under review, in both languages at 1366 and 375
 * px: one state at a time (a queued review reads as waiting everywhere), the submit time with
 * its time zone, sizes in one format, and a read-only wizard that says why and what to do.
 */

type Lang = 'zh' | 'en';

/** What the app center and the wizard say in a language, from the catalogues. */
const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    status: t(`apps:status.${AppStatus.contentQueued}`),
    waiting: t('apps:center.review.queued'),
    inProgress: t('apps:center.review.process'),
    queued: t('apps:center.review.check5Queued'),
    submitted: t('apps:center.overview.submitted').split('{{')[0]!,
    releaseReview: t('release:wizard.readOnly.releaseReview.title'),
    passed: t('release:wizard.readOnly.passed.title'),
    /** what the notice says of when the release can change again */
    again: (reason: 'releaseReview' | 'passed') => t(`release:wizard.readOnly.${reason}.text`),
  };
};

const SIZE = /^\d+(\.\d{1,2})?(B|KB|MB|GB)$/;

describe('the wording of a release under review', () => {
  const portal = usePortal();
  const apps = new Map<string, { id: string; status: number }>();
  let token = '';
  let account = '';

  async function open(page: Page, path: string, lang: Lang) {
    const [pathname, search = ''] = path.split('?');
    const query = new URLSearchParams(search);
    query.set('token', token);
    query.set('account', account);
    query.set('isSuper', '0');
    query.set('lang', lang);
    await page.goto(`${portal.server.url}/manage${pathname}?${query.toString()}`);
  }

  it('signs in the demo developer and finds its apps under review', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    token = await apiSignIn(portal.server.url, developer.email, developer.password);
    account = developer.email;
    const owned = await apiData<{ apps: { id: string; name: string; status: number }[] }>(
      portal.server.url,
      appCalls.getOwnedApps.path,
      {},
      token,
    );
    for (const app of owned.apps) apps.set(app.name, app);
    expect(apps.get('Neon Racer')?.status).toBe(AppStatus.contentQueued);
    expect(apps.get('Yoga Peaks')?.status).toBe(AppStatus.publishQueued);
    expect(apps.get('Rhythm Forest')?.status).toBe(AppStatus.releaseScheduled);
  });

  for (const lang of ['en', 'zh'] as const) {
    for (const width of [1366, 375]) {
      it(`shows one state, the time zone and sizes in one format (${lang}, ${width})`, async () => {
        const { page } = portal;
        const text = words(lang);
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await open(page, `/app_center?appId=${apps.get('Neon Racer')!.id}`, lang);
        const step = page.locator('[data-step="content"]');
        await expect.poll(() => step.textContent()).toBe(text.waiting);
        const card = page.getByTestId('review-steps');
        expect(await card.textContent()).not.toContain(text.inProgress);
        expect(await page.locator('[data-check-code="5"]').textContent()).toContain(text.queued);
        // the submit time, its first word capitalised, names the zone it is read in
        const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
        const status = await page.getByTestId('submission-status').textContent();
        expect(status).toContain(text.status);
        expect(status).toMatch(
          new RegExp(
            `${escapeRegExp(text.submitted)}\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(${zone}\\)`,
          ),
        );
        // the version history's sizes, in the spec's format
        const sizes = page.getByTestId('version-size');
        await expect.poll(() => sizes.count()).toBeGreaterThan(0);
        for (const size of await sizes.allTextContents()) expect(size).toMatch(SIZE);
        await expectFitsWidth(page);
        await snap(page, `e2e-review-wording-center-${lang}-${width}`);
      });

      it(`says why a release cannot change and when it can (${lang}, ${width})`, async () => {
        const { page } = portal;
        const text = words(lang);
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        for (const [name, title, reason] of [
          ['Yoga Peaks', text.releaseReview, 'releaseReview'],
          ['Rhythm Forest', text.passed, 'passed'],
        ] as const) {
          await open(page, `/release?appId=${apps.get(name)!.id}&view=wizard`, lang);
          const notice = page.getByTestId('read-only');
          await notice.waitFor();
          expect(await notice.getAttribute('data-reason')).toBe(reason);
          const said = await notice.textContent();
          expect(said).toContain(title);
          expect(said).toContain(text.again(reason));
          await expectFitsWidth(page);
          await snap(page, `e2e-review-wording-read-only-${reason}-${lang}-${width}`);
        }
      });
    }
  }
});
