import { describe, expect, it } from 'vitest';
import { AppStatus as S } from '@vrportal/contract';
import type { Page } from 'playwright-core';
import { expectFitsWidth, launchBrowser, snap, watchPageErrors } from '../support/browser.js';
import {
  apiData,
  apiSignIn,
  createSuperAccount,
  registerDeveloper,
  signInByMail,
} from '../support/accounts.js';
import { png } from '../support/asset-files.js';
import { BUILD_PKG, releaseApk, uploadBuild } from '../support/builds.js';
import { usePortal } from '../support/portal-session.js';
import { COMPLETE_RELEASE, fillReleaseForm } from '../support/release-form.js';
import { texts } from '../support/texts.js';

const t = texts('en');
const zh = texts('zh');

const DEV = { email: 'vega.dev@example.com', password: 'Vega2026!x', name: 'Vega Studio' };
const BOSS = { email: 'chief@example.com', password: 'Chief2026!x' };
const UPDATE = {
  brief: { zh_CN: '前哨扩建：新增两个星系。', en_US: 'The outpost grows: two new star systems.' },
  sprice: 4000,
};

/** The reviewer of an update of an online app: what was submitted, what changed, the build. */
describe('the review console shows the submitted release', () => {
  const portal = usePortal();
  let devToken = '';
  let bossToken = '';
  let appId = '';
  let update: Buffer = Buffer.alloc(0);
  let screenshots: string[] = [];
  let reviewer: { page: Page; errors: string[]; close(): Promise<void> };

  const base = () => portal.server.url;
  const status = async () =>
    (
      await apiData<{ status: number }>(
        base(),
        '/vrmcsys/dvlper/getAppDetailInfo',
        { appId },
        devToken,
      )
    ).status;
  /** The reviewer passes the stage under way (or queued) through the API. */
  async function passStage() {
    await apiData(base(), '/vrmcsys/admin/review/start', { appId }, bossToken);
    await apiData(
      base(),
      '/vrmcsys/admin/review/decide',
      { appId, pass: true, items: [] },
      bossToken,
    );
  }
  async function uploadScreenshot(rgb: [number, number, number]) {
    const form = new FormData();
    form.set('appId', appId);
    form.set('type', '3');
    form.set('picFile', new Blob([png(1920, 1080, rgb)], { type: 'image/png' }), 'shot.png');
    const res = await fetch(`${base()}/vrmcsys/dvlper/uploadAppPic`, {
      method: 'POST',
      headers: { token: devToken },
      body: form,
    });
    const answer = (await res.json()) as { errCode: number; data: { url: string } };
    expect(answer.errCode).toBe(0);
  }

  it('puts an app online, then submits its update with new texts, a price and screenshots', async () => {
    devToken = await registerDeveloper(portal.server, DEV.email, DEV.password, DEV.name);
    await createSuperAccount(portal.server, BOSS.email, BOSS.password);
    bossToken = await apiSignIn(base(), BOSS.email, BOSS.password);
    appId = (
      await apiData<{ appId: string }>(
        base(),
        '/vrmcsys/dvlper/createApp',
        { name: 'Vega Outpost', pkg: BUILD_PKG },
        devToken,
      )
    ).appId;
    await uploadBuild(base(), devToken, appId, await releaseApk(0, 193));
    await fillReleaseForm(base(), devToken, appId);
    await apiData(base(), '/vrmcsys/dvlper/commitAppInfo', { appId }, devToken);
    await expect.poll(status, { timeout: 60_000 }).toBe(S.manualQueued);
    for (let i = 0; i < 3; i += 1) await passStage();
    await apiData(
      base(),
      '/vrmcsys/admin/review/changeAppState',
      { appId, action: 'online' },
      bossToken,
    );
    expect(await status()).toBe(S.online);

    // the update: a new build, two more screenshots, a new description and a price
    update = await releaseApk(0, 194);
    await uploadBuild(base(), devToken, appId, update, 'update.apk');
    await uploadScreenshot([200, 60, 60]);
    await uploadScreenshot([60, 160, 60]);
    await apiData(
      base(),
      '/vrmcsys/dvlper/saveAppInfo',
      { appId, ...COMPLETE_RELEASE, ...UPDATE },
      devToken,
    );
    await apiData(base(), '/vrmcsys/dvlper/commitAppInfo', { appId }, devToken);
    await expect.poll(status, { timeout: 60_000 }).toBe(S.manualQueued);
    await passStage();
    expect(await status()).toBe(S.contentQueued);
    screenshots = (
      await apiData<{ pics: string[] }>(base(), '/vrmcsys/dvlper/getAppAssets', { appId }, devToken)
    ).pics;
    expect(screenshots).toHaveLength(3);
  });

  async function openSubmission(lang: 'en' | 'zh', width: number) {
    const page = reviewer.page;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base()}/manage/review?appId=${appId}&lang=${lang}`);
    await page.getByTestId('release-texts').waitFor();
    return page;
  }

  /** Both languages' texts, the screenshots in upload order, the changes since live. */
  async function checkRelease(page: Page) {
    const texts = page.getByTestId('release-texts');
    const zh = texts.locator('[data-lang="zh_CN"]');
    const en = texts.locator('[data-lang="en_US"]');
    expect(await zh.getByText(UPDATE.brief.zh_CN).isVisible()).toBe(true);
    expect(await zh.getByText(COMPLETE_RELEASE.name.zh_CN).isVisible()).toBe(true);
    expect(await en.getByText(UPDATE.brief.en_US).isVisible()).toBe(true);
    expect(await en.getByText(COMPLETE_RELEASE.intros.en_US).isVisible()).toBe(true);
    const shots = page.getByTestId('release-screenshots').locator('li');
    expect(await shots.evaluateAll((items) => items.map((li) => li.dataset.url))).toEqual(
      screenshots,
    );
    const changed = page.getByTestId('changed-fields');
    expect(
      await changed.locator('[data-field]').evaluateAll((l) => l.map((e) => e.dataset.field)),
    ).toEqual(['brief', 'sprice']);
    expect(await changed.getByText('¥40.00').isVisible()).toBe(true);
    expect(await page.getByTestId('changed-assets').locator('li').count()).toBe(2);
    // the build's diff: version code 193 to 194
    expect(await page.getByTestId('release-changes').getByText('193 → 194').isVisible()).toBe(true);
    // nothing scrolls sideways
    await expectFitsWidth(page);
  }

  it('shows the reviewer both languages, the screenshots in order and the changes (en)', async () => {
    const browser = await launchBrowser();
    const page = await browser.context.newPage();
    reviewer = { page, errors: watchPageErrors(page), close: () => browser.close() };
    await signInByMail(page, base(), BOSS.email, BOSS.password);
    await openSubmission('en', 1366);
    await checkRelease(page);
    await snap(page, 'review-view-1366-en');
    await openSubmission('en', 375);
    await checkRelease(page);
    await snap(page, 'review-view-375-en');
  });

  it('downloads the build under review', async () => {
    const page = await openSubmission('en', 1366);
    const files = page.getByTestId('build-files');
    const apkName = (await files.locator('.release-files__name').first().textContent()) ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files
        .getByRole('button', { name: t('review:release.downloadNamed', { name: apkName }) })
        .click(),
    ]);
    await page.locator('.ant-message').getByText(t('common:download.done')).waitFor();
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(update)).toBe(true);
  });

  /** Marks every item passed and passes the stage through its confirmation dialog. */
  async function passWithConfirmation(page: Page, passButton: string) {
    const groups = page.getByTestId('checklist').getByRole('radiogroup');
    for (let i = 0; i < (await groups.count()); i += 1) {
      await groups.nth(i).locator('label.ant-radio-button-wrapper').first().click();
    }
    await page.getByRole('button', { name: passButton }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  it('passes the content review after a dialog that says what will happen (en)', async () => {
    const page = await openSubmission('en', 1366);
    await page.getByRole('button', { name: t('review:decision.start') }).click();
    await page.getByTestId('checklist').waitFor();
    // the checklist's items are the server's review standards
    expect(await page.getByTestId('checklist').getByText('Lawful content').isVisible()).toBe(true);
    const dialog = await passWithConfirmation(page, t('review:decision.passAll'));
    // the app went online before: it is named by its approved release, in the reader's language
    await page
      .getByRole('dialog', {
        name: t('review:decision.confirmPassTitle', {
          stage: t('review:stage.3'),
          name: COMPLETE_RELEASE.name.en_US,
        }),
      })
      .waitFor();
    expect(
      await dialog
        .getByText(
          t('review:decision.confirmPassText', { status: t(`apps:status.${S.publishQueued}`) }),
        )
        .isVisible(),
    ).toBe(true);
    await snap(page, 'review-view-confirm-1366-en');
    // going back changes nothing
    await dialog.getByRole('button', { name: t('review:decision.confirmBack') }).click();
    expect(await status()).toBe(S.contentRunning);
    await page.getByRole('button', { name: t('review:decision.passAll') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('review:decision.confirmPass'), exact: true })
      .click();
    await expect
      .poll(() => page.getByTestId('submission').getAttribute('data-status'))
      .toBe(String(S.publishQueued));
  });

  it('shows the same in Chinese and passes the release review with its own checklist (zh)', async () => {
    let page = await openSubmission('zh', 375);
    await checkRelease(page);
    await snap(page, 'review-view-375-zh');
    page = await openSubmission('zh', 1366);
    await checkRelease(page);
    await snap(page, 'review-view-1366-zh');
    await page.getByRole('button', { name: zh('review:decision.start') }).click();
    const checklist = page.getByTestId('checklist');
    await checklist.waitFor();
    // the release review's checklist, not the content review's
    expect(await checklist.getByText('价格与币种').isVisible()).toBe(true);
    expect(await checklist.getByText('内容合规').count()).toBe(0);
    const dialog = await passWithConfirmation(page, zh('review:decision.passAll'));
    await page
      .getByRole('dialog', {
        name: zh('review:decision.confirmPassTitle', {
          stage: zh('review:stage.4'),
          name: COMPLETE_RELEASE.name.zh_CN,
        }),
      })
      .waitFor();
    await page.setViewportSize({ width: 375, height: 900 });
    await snap(page, 'review-view-confirm-375-zh');
    await dialog
      .getByRole('button', { name: zh('review:decision.confirmPass'), exact: true })
      .click();
    await expect
      .poll(() => page.getByTestId('submission').getAttribute('data-status'))
      .toBe(String(S.passed));
    expect(reviewer.errors).toEqual([]);
    await reviewer.close();
  });
});
