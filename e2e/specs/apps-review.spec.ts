import { describe, expect, it } from 'vitest';
import { AppStatus as S, appCalls, ErrorCode } from '@vrportal/contract';
import type { Page } from 'playwright-core';
import { launchBrowser, snap, watchPageErrors } from '../support/browser.js';
import {
  apiCall,
  apiData,
  apiSignIn,
  createSuperAccount,
  registerDeveloper,
  signInByMail,
} from '../support/accounts.js';
import { BUILD_PKG, releaseApk, uploadBuild } from '../support/builds.js';
import { usePortal } from '../support/portal-session.js';
import { fillReleaseForm } from '../support/release-form.js';
import { escapeRegExp, serverText, textPattern, texts } from '../support/texts.js';

const DEV = { email: 'lyra.dev@example.com', password: 'Lyra2026!x', name: 'Lyra Labs' };
const OTHER = { email: 'orion.dev@example.com', password: 'Orion2026!x', name: 'Orion Works' };
const BOSS = { email: 'boss@example.com', password: 'Boss2026!x' };
// the package of the real APK its build is made from
const APP = { name: 'Aurora Drift VR', pkg: BUILD_PKG };
const CONTENT_NOTE = 'The trailer shows a level that is not in this build.';
const TEST_LOG = 'headset: ok\nframe rate: 90 fps\ncrashes: none\n';

const t = texts('en');

/**
 * The title of a stage's passed notification from the stage on (the server's text): the app's
 * name before it is the name it shows now.
 */
const passedTitle = (stage: 'auto' | 'man') =>
  new RegExp(
    escapeRegExp(
      serverText('en', 'review.passed.title', {
        app: '',
        stage: serverText('en', `review.stage.${stage}`),
      }),
    ),
  );

interface Detail {
  status: number;
}

/** The bell's accessible name carries the unread count. */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(t('shell:topbar.notifications'))}`),
  });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const unread = new RegExp(
    textPattern('en', 'shell:topbar.notificationsUnread', { count: '(\\d+)' }),
  );
  return Number(unread.exec(label)?.[1] ?? 0);
}

describe('apps, review workflow, app center and notification centre', () => {
  const portal = usePortal();
  let devToken = '';
  let appId = '';
  let otherAppId = '';
  let reviewer: { page: Page; errors: string[]; close(): Promise<void> };

  /** The reviewer's page on one submission, once it shows the given status. */
  async function openSubmission(status: number) {
    const page = reviewer.page;
    await page.goto(`${portal.server.url}/manage/review?appId=${appId}&lang=en`);
    await expect
      .poll(() => page.getByTestId('submission').getAttribute('data-status'))
      .toBe(String(status));
    return page;
  }

  async function startStage(expected: number) {
    const page = reviewer.page;
    await page.getByRole('button', { name: t('review:decision.start') }).click();
    await expect
      .poll(() => page.getByTestId('submission').getAttribute('data-status'))
      .toBe(String(expected));
    await page.getByTestId('checklist').waitFor();
  }

  /** Marks every checklist item, failing the ones named in `fail` with their note. */
  async function markChecklist(fail: Record<string, string> = {}) {
    const page = reviewer.page;
    const groups = page.getByTestId('checklist').getByRole('radiogroup');
    const count = await groups.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const group = groups.nth(i);
      const label = (await group.getAttribute('aria-label')) ?? '';
      const name = /“(.+)”/.exec(label)?.[1] ?? '';
      const note = fail[name];
      await group
        .getByText(t(note ? 'review:decision.fail' : 'review:decision.pass'), { exact: true })
        .click();
      if (note)
        await page.getByLabel(t('review:decision.itemNote', { name }), { exact: true }).fill(note);
    }
  }

  async function decide(pass: boolean, expected: number) {
    const page = reviewer.page;
    await page
      .getByRole('button', {
        name: t(pass ? 'review:decision.passAll' : 'review:decision.failSubmission'),
      })
      .click();
    // the decision asks for confirmation first
    await page
      .getByRole('dialog')
      .getByRole('button', {
        name: t(pass ? 'review:decision.confirmPass' : 'review:decision.confirmFail'),
        exact: true,
      })
      .click();
    await expect
      .poll(() => page.getByTestId('submission').getAttribute('data-status'))
      .toBe(String(expected));
  }

  async function developerAppStatus() {
    return (
      await apiData<Detail>(
        portal.server.url,
        '/vrmcsys/dvlper/getAppDetailInfo',
        { appId },
        devToken,
      )
    ).status;
  }

  it('sets up two developers (registered through the API) and a super account (admin CLI)', async () => {
    devToken = await registerDeveloper(portal.server, DEV.email, DEV.password, DEV.name);
    const otherToken = await registerDeveloper(
      portal.server,
      OTHER.email,
      OTHER.password,
      OTHER.name,
    );
    otherAppId = (
      await apiData<{ appId: string }>(
        portal.server.url,
        '/vrmcsys/dvlper/createApp',
        { name: 'Orion Outpost', pkg: 'com.orionworks.outpost' },
        otherToken,
      )
    ).appId;
    await createSuperAccount(portal.server, BOSS.email, BOSS.password);
    expect(otherAppId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lets the developer create an app from the empty app list', async () => {
    const page = portal.page;
    await signInByMail(page, portal.server.url, DEV.email, DEV.password);
    await page.getByRole('heading', { name: t('apps:list.emptyTitle') }).waitFor();
    await snap(page, 'e2e-apps-empty-en');

    await page
      .getByRole('button', { name: t('apps:list.create') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('apps:create.title') });
    await dialog.waitFor();
    // its name gains "loading" while a create is under way
    const create = dialog.locator('button[type="submit"]');
    // incomplete and malformed input: pressing Create says what is wrong under each field
    await page.getByLabel(t('apps:create.name'), { exact: true }).fill('A');
    await page.getByLabel(t('apps:create.pkg'), { exact: true }).fill('nodots');
    await create.click();
    await expect.poll(() => dialog.getByText(t('apps:create.nameLength')).isVisible()).toBe(true);
    expect(await dialog.locator('.ant-form-item-explain-error').count()).toBe(2);

    // a package name another developer holds: 10512 shows under the field
    await page.getByLabel(t('apps:create.name'), { exact: true }).fill(APP.name);
    await page.getByLabel(t('apps:create.pkg'), { exact: true }).fill('com.orionworks.outpost');
    await create.click();
    await expect.poll(() => dialog.getByText(t('apps:create.pkgTaken')).isVisible()).toBe(true);
    await snap(page, 'e2e-apps-create-taken-en');

    await page.getByLabel(t('apps:create.pkg'), { exact: true }).fill(APP.pkg);
    await create.click();
    const card = page.locator('.app-card', { hasText: APP.name });
    await card.waitFor();
    appId = (await card.getAttribute('data-app-id')) ?? '';
    expect(appId).toMatch(/^[0-9a-f]{32}$/);
    expect(await card.getByText(t(`apps:status.${S.draft}`), { exact: true }).isVisible()).toBe(
      true,
    );
    await snap(page, 'e2e-apps-list-en');

    // a second draft, deleted again from its card menu
    await apiData(
      portal.server.url,
      '/vrmcsys/dvlper/createApp',
      { name: 'Scratch Pad', pkg: 'com.lyralabs.scratch' },
      devToken,
    );
    await page.reload();
    const scratch = page.locator('.app-card', { hasText: 'Scratch Pad' });
    await scratch
      .getByRole('button', { name: t('apps:list.menu', { name: 'Scratch Pad' }) })
      .click();
    await page.getByRole('menuitem', { name: t('apps:list.delete') }).click();
    const confirm = page.getByRole('dialog', {
      name: t('apps:list.deleteTitle', { name: 'Scratch Pad' }),
    });
    await confirm.getByRole('button', { name: t('apps:list.deleteOk') }).click();
    await scratch.waitFor({ state: 'detached' });
    expect(await page.locator('.app-card').count()).toBe(1);
  });

  it('shows a draft in the app center without the review card; submitting starts the review', async () => {
    const page = portal.page;
    await page
      .locator('.app-card', { hasText: APP.name })
      .getByRole('button', { name: t('apps:list.open', { name: APP.name }) })
      .click();
    await page.waitForURL(new RegExp(`/manage/app_center\\?appId=${appId}$`));
    // the list's card is a heading of the same name until the app center has replaced the list
    await page.getByRole('button', { name: t('apps:center.overview.startRelease') }).waitFor();
    await page.getByRole('heading', { level: 2, name: APP.name }).waitFor();
    expect(await page.getByText(t('apps:center.review.title')).count()).toBe(0);
    // the owner can reveal the App Secret
    await page.getByRole('button', { name: t('apps:center.overview.reveal') }).click();
    const firstSecret = (await page.getByTestId('app-secret').textContent()) ?? '';
    expect(firstSecret.length).toBeGreaterThan(20);
    // a secret that got out is replaced after a warning; the new one shows at once
    await page.getByRole('button', { name: t('apps:center.overview.reset') }).click();
    const warning = page.getByRole('dialog', { name: t('apps:center.overview.resetTitle') });
    expect(await warning.getByText(t('apps:center.overview.resetText')).isVisible()).toBe(true);
    await snap(page, 'e2e-app-secret-replace-en');
    await warning.getByRole('button', { name: t('apps:center.overview.resetOk') }).click();
    await page.locator('.ant-message').getByText(t('apps:center.overview.resetDone')).waitFor();
    await expect.poll(() => page.getByTestId('app-secret').textContent()).not.toBe(firstSecret);
    const newSecret = (await page.getByTestId('app-secret').textContent()) ?? '';
    const stored = await apiData(portal.server.url, appCalls.getAppDetailInfo, { appId }, devToken);
    expect(stored.appSecret).toBe(newSecret);
    const oldOne = await apiCall(portal.server.url, '/vrmcsys/dvlper/getUploadToken', {
      appId,
      appSecret: firstSecret,
    });
    expect(oldOne.errCode).toBe(ErrorCode.wrongAppSecret);
    expect(await page.getByText(t('apps:center.versions.emptyTitle')).isVisible()).toBe(true);

    // a release build through the upload calls: the automatic check reads it
    await uploadBuild(portal.server.url, devToken, appId, await releaseApk());
    await fillReleaseForm(portal.server.url, devToken, appId);
    const submitted = await apiData<Detail>(
      portal.server.url,
      '/vrmcsys/dvlper/commitAppInfo',
      { appId },
      devToken,
    );
    expect(submitted.status).toBe(S.autoQueued);
    // the automatic check runs in the server right after the answer
    await expect.poll(developerAppStatus, { timeout: 60_000 }).toBe(S.manualQueued);
    await page.reload();
    await page.getByTestId('in-review-banner').waitFor();
    expect(
      await page
        .getByTestId('submission-status')
        .getByText(t(`apps:status.${S.manualQueued}`))
        .isVisible(),
    ).toBe(true);
    await expect
      .poll(() => page.locator('[data-step="tech"]').getAttribute('data-state'))
      .toBe('process');
  });

  it('lets the super account start and pass the technical review, then fail the content review with a note', async () => {
    const browser = await launchBrowser();
    const page = await browser.context.newPage();
    reviewer = { page, errors: watchPageErrors(page), close: () => browser.close() };
    await signInByMail(page, portal.server.url, BOSS.email, BOSS.password);
    // a super account's list holds every app, and says so
    await expect
      .poll(() => page.locator('.shell-topbar__app-name').textContent())
      .toBe(t('shell:topbar.allApps'));
    await page
      .getByRole('navigation', { name: t('shell:nav.main') })
      .getByRole('link', { name: t('shell:nav.review') })
      .click();
    await page.waitForURL(/\/manage\/review/);
    const manTab = page.locator('[data-queue="man"]');
    // the queue's count is the server's (the demo apps wait there too)
    const bossToken = await apiSignIn(portal.server.url, BOSS.email, BOSS.password);
    const queue = await apiData<{ counts: Record<string, number> }>(
      portal.server.url,
      '/vrmcsys/admin/review/getQueue',
      { queue: 'man' },
      bossToken,
    );
    expect(queue.counts.man).toBeGreaterThan(0);
    await expect
      .poll(() => manTab.locator('.ant-badge').textContent())
      .toBe(String(queue.counts.man));
    await snap(page, 'e2e-review-queue-en');
    await page
      .getByRole('button', { name: t('review:queue.openLabel', { name: APP.name }) })
      .click();
    await expect
      .poll(() => page.getByTestId('submission').getAttribute('data-status'))
      .toBe(String(S.manualQueued));

    await startStage(S.manualRunning);
    await markChecklist();
    await snap(page, 'e2e-review-checklist-en');
    await decide(true, S.contentQueued);

    await startStage(S.contentRunning);
    await markChecklist({ 'Store materials': CONTENT_NOTE });
    await page
      .getByLabel(t('review:decision.summary'), { exact: true })
      .fill('Please replace the trailer.');
    await decide(false, S.contentFailed);
    const log = page.getByTestId('review-log');
    await expect
      .poll(() => log.getByText(t('review:log.events.fail'), { exact: true }).first().isVisible())
      .toBe(true);
    await snap(page, 'e2e-review-log-en');
  });

  it('tells the developer: the badge counts the results, the app center links the failed report', async () => {
    const page = portal.page;
    await page.goto(`${portal.server.url}/manage/app_center?appId=${appId}&lang=en`);
    // automatic check passed, technical review passed, content review failed
    await expect.poll(() => unreadCount(page)).toBe(3);
    await page.getByText(t('apps:center.review.check2'), { exact: false }).waitFor();
    await expect
      .poll(() => page.locator('[data-step="content"]').getAttribute('data-state'))
      .toBe('error');
    await snap(page, 'e2e-app-center-failed-en');

    await page.getByTestId('failed-report-link').click();
    await page.waitForURL(/\/manage\/notification\?type=3&auditId=/);
    const report = page.getByTestId('audit-report');
    await report.waitFor();
    expect(await report.getByText(t('notifications:report.title3')).isVisible()).toBe(true);
    expect(await report.getByText(CONTENT_NOTE).isVisible()).toBe(true);
    expect(await page.getByTestId('report-summary').textContent()).toBe(
      'Please replace the trailer.',
    );
    expect(await report.locator('[data-pass="0"]').count()).toBe(1);
    // opening it marked the notification read
    await expect.poll(() => unreadCount(page)).toBe(2);
    await snap(page, 'e2e-notification-report-en');

    await page.getByRole('button', { name: t('notifications:back') }).click();
    await page.waitForURL(/\/manage\/notification$/);
    await page.getByTestId('unread-summary').waitFor();
    expect(await page.getByTestId('unread-summary').textContent()).toBe(
      t('notifications:unreadCount', { count: 2 }),
    );
    await snap(page, 'e2e-notifications-en');
    await page.getByRole('button', { name: passedTitle('man') }).click();
    await page.waitForURL(/\/manage\/notification\?type=2&auditId=/);
    await page.getByTestId('audit-report').waitFor();
    await expect.poll(() => unreadCount(page)).toBe(1);
  });

  it('after a resubmission the app passes every stage and goes online', async () => {
    await apiData(portal.server.url, '/vrmcsys/dvlper/commitAppInfo', { appId }, devToken);
    await expect.poll(developerAppStatus, { timeout: 60_000 }).toBe(S.manualQueued);

    await openSubmission(S.manualQueued);
    await startStage(S.manualRunning);
    await markChecklist();
    // the manual technical stage may attach a test log for the developer
    await reviewer.page
      .getByTestId('checklist')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'device-test.log',
        mimeType: 'text/plain',
        buffer: Buffer.from(TEST_LOG),
      });
    await reviewer.page
      .getByText(t('review:decision.logUploaded', { name: 'device-test.log' }), { exact: false })
      .waitFor();
    await decide(true, S.contentQueued);
    await startStage(S.contentRunning);
    await markChecklist();
    await decide(true, S.publishQueued);
    await startStage(S.publishRunning);
    await markChecklist();
    await decide(true, S.passed);

    const page = reviewer.page;
    await page.getByRole('button', { name: t('review:state.online') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.getByLabel(t('review:state.note'), { exact: true }).fill('Welcome to the store!');
    await dialog.getByRole('button', { name: t('review:state.ok') }).click();
    await expect
      .poll(() => page.getByTestId('submission').getAttribute('data-status'))
      .toBe(String(S.online));
    expect(await page.getByRole('button', { name: t('review:state.takeDown') }).isVisible()).toBe(
      true,
    );
    expect(reviewer.errors).toEqual([]);
  });

  it("shows the developer's app online with all three steps finished", async () => {
    const page = portal.page;
    await page.goto(`${portal.server.url}/manage/app_center?appId=${appId}&lang=en`);
    await page
      .getByTestId('submission-status')
      .getByText(t(`apps:status.${S.online}`), { exact: true })
      .waitFor();
    for (const step of ['tech', 'content', 'publish']) {
      expect(await page.locator(`[data-step="${step}"]`).getAttribute('data-state')).toBe('finish');
    }
    expect(await page.getByText(t('apps:center.review.passed')).isVisible()).toBe(true);
    expect(await page.getByTestId('in-review-banner').count()).toBe(0);
    await snap(page, 'e2e-app-center-online-en');
  });

  it('lets the developer download the technical logs of the automatic check and the manual review', async () => {
    const page = portal.page;
    await page.goto(`${portal.server.url}/manage/notification?lang=en`);
    const downloads: Record<string, string> = {};
    for (const title of [passedTitle('auto'), passedTitle('man')]) {
      await page.getByRole('button', { name: title }).first().click();
      const report = page.getByTestId('audit-report');
      await report.waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page
          .getByRole('button', {
            name: new RegExp(
              escapeRegExp(t('notifications:report.downloadLog').split('{{')[0]!.trimEnd()),
            ),
          })
          .click(),
      ]);
      await page.locator('.ant-message').getByText(t('common:download.done')).waitFor();
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      downloads[download.suggestedFilename()] = Buffer.concat(chunks).toString('utf8');
      await page.getByRole('button', { name: t('notifications:back') }).click();
      await page.waitForURL(/\/manage\/notification$/);
    }
    const names = Object.keys(downloads);
    expect(names.some((name) => /^auto-[0-9a-f]{32}\.log$/.test(name))).toBe(true);
    expect(Object.values(downloads).some((text) => text.includes('RESULT: PASS'))).toBe(true);
    expect(Object.values(downloads)).toContain(TEST_LOG);
  });

  it("shows another developer's app as not found, without a crash", async () => {
    const page = portal.page;
    await page.goto(`${portal.server.url}/manage/app_center?appId=${otherAppId}&lang=en`);
    await page.getByTestId('app-not-found').waitFor();
    expect(await page.getByText(t('apps:center.notFoundTitle')).isVisible()).toBe(true);
    await page.goto(`${portal.server.url}/manage/app_center?appId=not-an-id&lang=en`);
    await page.getByTestId('app-not-found').waitFor();
    expect(portal.pageErrors).toEqual([]);
  });

  it('leaves no error in the pages of the developer and the reviewer', async () => {
    expect(portal.pageErrors).toEqual([]);
    expect(reviewer.errors).toEqual([]);
    await reviewer.close();
  });
});
