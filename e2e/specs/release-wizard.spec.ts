import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  APP_LANGUAGES,
  AppStatus,
  CONTROL_MODE_BITS,
  GAME_MODE_BITS,
  NETWORK_MODES,
  PERMISSIONS,
  RELEASE_CATEGORIES,
  RELEASE_TAGS,
  VR_COMFORT_LEVELS,
  type LabelledOption,
  type ReleaseLang,
} from '@vrportal/contract';
import type { Page } from 'playwright-core';
import { expectFitsWidth, snap } from '../support/browser.js';
import { apiData, registerDeveloper, signInByMail } from '../support/accounts.js';
import { mp4, pdf, png } from '../support/asset-files.js';
import { BUILD_PKG, releaseApk } from '../support/builds.js';
import { signInLabels } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { escapeRegExp, texts } from '../support/texts.js';

const DEV = { email: 'vega.dev@example.com', password: 'Vega2026!x', name: 'Vega Interactive' };
const APP_NAME = 'Nebula Rangers';

interface Form {
  status: number;
  missing: string[];
  ver: string;
  name: Record<string, string>;
  vnote: Record<string, string>;
  tag: number[];
  controlMode: number | null;
  gameMode: number | null;
  pMode: number | null;
  sprice: number | null;
  currency: number;
  pics: string[];
}

const en = texts('en');
const zh = texts('zh');
/** A field's label in one language of its text: "App name (English)". */
const localized = (t: typeof en, field: string, lang: ReleaseLang) =>
  t('release:localized.label', { field: t(field), lang: t(`release:langs.${lang}`) });
/** The Chinese name of one of the release form's choices (the contract's). */
const chinese = <V>(options: readonly LabelledOption<V>[], value: V) =>
  options.find((option) => option.value === value)!.chinese;
const tagName = (tag: number) => RELEASE_TAGS.find((t) => t.tag === tag)!.chinese;

const phaseOf = (page: Page) => page.getByTestId('upload-phase').getAttribute('data-phase');
const missingItems = (page: Page) => page.getByTestId('missing-list').locator('li').count();
async function next(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
}
const stepNav = (page: Page, name: string) => page.getByRole('navigation', { name });
/** The wizard's Next button (an arrow follows its word). */
const nextButton = (lang: 'zh' | 'en') =>
  new RegExp(`^${escapeRegExp(texts(lang)('release:wizard.next'))}`);

describe('the release wizard and release channels', () => {
  const portal = usePortal();
  let token = '';
  let appId = '';
  const files: Record<string, string> = {};

  const base = () => portal.server.url;
  const wizardUrl = (lang: 'zh' | 'en', cId = '') =>
    `${base()}/manage/release?appId=${appId}&view=wizard${cId ? `&cId=${cId}` : ''}&lang=${lang}`;
  const mainForm = async () =>
    (await apiData<{ form: Form }>(base(), '/vrmcsys/dvlper/getAppDetailInfo', { appId }, token))
      .form;

  it('sets up a developer, an app of the build package and the files to upload', async () => {
    token = await registerDeveloper(portal.server, DEV.email, DEV.password, DEV.name);
    ({ appId } = await apiData<{ appId: string }>(
      base(),
      '/vrmcsys/dvlper/createApp',
      { name: APP_NAME, pkg: BUILD_PKG },
      token,
    ));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrportal-release-'));
    const write = (name: string, data: Buffer) => {
      files[name] = path.join(dir, name);
      fs.writeFileSync(files[name], data);
    };
    write('nebula.apk', await releaseApk(0, 300));
    write('icon.png', png(512, 512, [240, 140, 40]));
    write('icon-small.png', png(500, 500));
    write('cover.png', png(1920, 1080, [40, 80, 160]));
    write('shot-1.png', png(1920, 1080, [20, 160, 120]));
    write('shot-2.png', png(1920, 1080, [160, 40, 120]));
    write('trailer-cover.png', png(1920, 1080, [90, 90, 90]));
    write('trailer.mp4', mp4());
    write('copyright.pdf', pdf());
  });

  it('walks the main-store wizard in English and Chinese until nothing is missing', async () => {
    const { page } = portal;
    await signInByMail(page, base(), DEV.email, DEV.password);
    await page.goto(`${base()}/manage/release?appId=${appId}&lang=en`);
    await page.getByTestId('channel-toc').waitFor();
    await snap(page, 'e2e-release-channels-en');
    await page
      .getByTestId('channel-toc')
      .getByRole('button', { name: en('release:channels.edit') })
      .click();
    await page.waitForURL(/view=wizard/);

    // the summary first: everything is still missing
    await stepNav(page, en('release:wizard.steps'))
      .getByText(en('release:wizard.step.5'), { exact: true })
      .click();
    await page.getByTestId('missing-list').waitFor();
    const before = await missingItems(page);
    expect(before).toBeGreaterThanOrEqual(15);
    expect(
      await page.getByRole('button', { name: en('release:summary.submit') }).isDisabled(),
    ).toBe(true);
    await page.getByText(en('release:summary.submitDisabled')).waitFor();
    await snap(page, 'e2e-release-summary-empty-en');
    await page
      .getByRole('button', {
        name: en('release:summary.goToItem', { item: en('release:missing.fname') }),
      })
      .click();

    // step 0: the build through the shared upload dialog, what's new, devices
    await page.getByRole('button', { name: en('release:build.upload') }).click();
    const dialog = page.getByRole('dialog', { name: en('upload:title.apk') });
    await dialog.waitFor();
    await dialog.locator('input[type="file"]').setInputFiles(files['nebula.apk']!);
    await expect.poll(() => phaseOf(page), { timeout: 60_000 }).toBe('done');
    await dialog.getByRole('button', { name: en('upload:actions.done') }).click();
    await expect.poll(() => page.getByTestId('draft-build').textContent()).toContain('8.0.10');
    await page
      .getByLabel(localized(en, 'release:build.vnote', 'zh_CN'), { exact: true })
      .fill('修复了星图加载缓慢的问题。');
    await page
      .getByLabel(localized(en, 'release:build.vnote', 'en_US'), { exact: true })
      .fill('Star maps load faster.');
    await page.getByLabel('YVR 1', { exact: true }).check();
    await page.getByLabel('YVR 2', { exact: true }).check();
    await snap(page, 'e2e-release-step0-build-en');
    await next(page, nextButton('en'));

    // step 1: description, with a third language
    await page.getByRole('heading', { name: en('release:wizard.step.1'), level: 2 }).waitFor();
    const name = (lang: ReleaseLang) => localized(en, 'release:description.name', lang);
    await page.getByLabel(name('zh_CN'), { exact: true }).fill('星云游侠');
    await page.getByLabel(name('en_US'), { exact: true }).fill(APP_NAME);
    await page
      .getByLabel(en('release:localized.addFor', { field: en('release:description.name') }), {
        exact: true,
      })
      .click();
    await page.locator('.ant-select-item-option', { hasText: en('release:langs.ja') }).click();
    await page.getByLabel(name('ja'), { exact: true }).fill('ネビュラレンジャー');
    const abbr = page.getByLabel(en('release:description.abbr'), { exact: true });
    await abbr.fill('n');
    await page
      .getByLabel(localized(en, 'release:description.intros', 'zh_CN'), { exact: true })
      .fill('在星海中巡航');
    await page
      .getByLabel(localized(en, 'release:description.intros', 'en_US'), { exact: true })
      .fill('Patrol the star sea');
    await page
      .getByLabel(localized(en, 'release:description.brief', 'zh_CN'), { exact: true })
      .fill('驾驶你的飞船穿越星云，守护边境星系。');
    await page
      .getByLabel(localized(en, 'release:description.brief', 'en_US'), { exact: true })
      .fill('Fly your ship through the nebula and guard the frontier systems.');
    expect(await abbr.inputValue()).toBe('N');
    await snap(page, 'e2e-release-step1-description-en');
    await next(page, nextButton('en'));
    await page.getByRole('heading', { name: en('release:wizard.step.2'), level: 2 }).waitFor();
    const saved = await mainForm();
    expect(saved.name).toMatchObject({
      zh_CN: '星云游侠',
      en_US: APP_NAME,
      ja: 'ネビュラレンジャー',
    });
    expect(saved.vnote.en_US).toBe('Star maps load faster.');

    // the rest in Chinese: the language switch reloads, and the wizard keeps its step
    await page.goto(wizardUrl('zh'));
    await page.getByRole('heading', { name: zh('release:wizard.step.2'), level: 2 }).waitFor();
    await page.getByLabel(chinese(RELEASE_CATEGORIES, 1), { exact: true }).check();
    await page.getByLabel(zh('release:details.tag'), { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: tagName(1) }).click();
    await page.locator('.ant-select-item-option', { hasText: tagName(3) }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel(zh('release:details.lang'), { exact: true }).click();
    for (const lang of ['zh_CN', 'en_US']) {
      await page
        .locator('.ant-select-item-option', { hasText: chinese(APP_LANGUAGES, lang) })
        .click();
    }
    await page.keyboard.press('Escape');
    for (const choice of [
      chinese(PERMISSIONS, 'storage'),
      chinese(NETWORK_MODES, 1),
      chinese(GAME_MODE_BITS, 1),
      chinese(GAME_MODE_BITS, 4),
      chinese(CONTROL_MODE_BITS, 1),
      chinese(CONTROL_MODE_BITS, 2),
      chinese(VR_COMFORT_LEVELS, 2),
    ]) {
      await page.getByLabel(choice, { exact: true }).check();
    }
    await page.getByLabel(zh('release:details.developer'), { exact: true }).fill(DEV.name);
    await snap(page, 'e2e-release-step2-details-zh');
    await page.getByRole('button', { name: zh('release:wizard.save') }).click();
    await page.getByText(zh('release:wizard.saved')).waitFor();
    const details = await mainForm();
    expect(details).toMatchObject({ tag: [1, 3], gameMode: 5, controlMode: 3 });
    await next(page, nextButton('zh'));

    // step 3: assets; a picture of the wrong size is refused in the browser
    await page.getByRole('heading', { name: zh('release:wizard.step.3'), level: 2 }).waitFor();
    await page.getByTestId('file-icon').setInputFiles(files['icon-small.png']!);
    await page
      .getByText(
        zh('release:assets.wrongSize', {
          name: zh('release:assets.icon'),
          width: 512,
          height: 512,
          actual: '500 × 500',
        }),
      )
      .waitFor();
    await page.getByTestId('file-icon').setInputFiles(files['icon.png']!);
    await page.getByRole('img', { name: zh('release:assets.icon') }).waitFor();
    await page.getByTestId('file-cover').setInputFiles(files['cover.png']!);
    await page.getByRole('img', { name: zh('release:assets.cover') }).waitFor();
    await page.getByTestId('file-screenshot').setInputFiles(files['shot-1.png']!);
    await page.getByRole('img', { name: zh('release:assets.screenshot', { n: 1 }) }).waitFor();
    await page.getByTestId('file-screenshot').setInputFiles(files['shot-2.png']!);
    await page.getByRole('img', { name: zh('release:assets.screenshot', { n: 2 }) }).waitFor();
    await page.getByTestId('file-trailer').setInputFiles(files['trailer.mp4']!);
    await page.getByTestId('trailer-1').waitFor();
    await page.getByTestId('file-trailer-cover-1').setInputFiles(files['trailer-cover.png']!);
    await page.getByRole('img', { name: zh('release:assets.trailerCover', { n: 1 }) }).waitFor();
    await page.getByTestId('file-doc').setInputFiles(files['copyright.pdf']!);
    await page.getByText('copyright.pdf').waitFor();
    expect((await mainForm()).pics).toHaveLength(2);
    await snap(page, 'e2e-release-step3-assets-zh');
    await next(page, nextButton('zh'));

    // step 4: a recommended price, shown as money
    await page.getByRole('heading', { name: zh('release:wizard.step.4'), level: 2 }).waitFor();
    await page.getByText(zh('release:pricing.currencyToc')).waitFor();
    await page.getByLabel(zh('release:pricing.recommended'), { exact: true }).check();
    await page.getByText('¥40.00', { exact: true }).click();
    await snap(page, 'e2e-release-step4-pricing-zh');
    await next(page, nextButton('zh'));

    // the summary: nothing is missing any more
    await page.getByText(zh('release:summary.missingNone')).waitFor();
    expect(await missingItems(page)).toBe(0);
    const done = page.getByTestId('summary-steps').locator('li[data-done="1"]');
    expect(await done.count()).toBe(5);
    await page.getByTestId('release-diff').getByText(zh('release:summary.diffNone')).waitFor();
    await snap(page, 'e2e-release-step5-summary-zh');
    const complete = await mainForm();
    expect(complete.missing).toEqual([]);
    expect(complete).toMatchObject({ pMode: 0, sprice: 4000, currency: 0 });
  });

  it('shows every step at 375 px in both languages without sideways scrolling', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 375, height: 812 });
    // Chinese from the summary backwards, English from the build forwards
    await page.goto(wizardUrl('zh'));
    await page.getByRole('button', { name: zh('release:summary.submit') }).waitFor();
    for (let step = 5; step >= 0; step -= 1) {
      await page.getByText(zh('release:wizard.stepOf', { n: step + 1, total: 6 })).waitFor();
      await expectFitsWidth(page);
      await snap(page, `e2e-release-step${step}-zh-375`);
      if (step > 0) {
        await page.getByRole('button', { name: zh('release:wizard.previous') }).click();
      }
    }
    await page.goto(wizardUrl('en'));
    for (let step = 0; step <= 5; step += 1) {
      await page.getByText(en('release:wizard.stepOf', { n: step + 1, total: 6 })).waitFor();
      await expectFitsWidth(page);
      await snap(page, `e2e-release-step${step}-en-375`);
      if (step < 5) await next(page, nextButton('en'));
    }
    await page.getByRole('button', { name: en('release:summary.submit') }).waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('asks before leaving with unsaved changes, then submits from the English summary', async () => {
    const { page } = portal;
    // the wizard opens on the step shown last: the summary
    await page.goto(wizardUrl('en'));
    const submit = page.getByRole('button', { name: en('release:summary.submit') });
    await submit.waitFor();
    await stepNav(page, en('release:wizard.steps'))
      .getByText(en('release:wizard.step.0'), { exact: true })
      .click();
    await page.getByRole('heading', { name: en('release:build.title'), level: 2 }).waitFor();
    const vnote = (lang: ReleaseLang) =>
      page.getByLabel(localized(en, 'release:build.vnote', lang), { exact: true });
    for (const lang of ['zh_CN', 'en_US'] as const) {
      expect(await vnote(lang).inputValue()).not.toBe('');
    }
    await snap(page, 'e2e-release-step0-build-reloaded-en');
    await page.getByLabel(en('release:build.forced'), { exact: true }).click();
    await page.getByRole('button', { name: en('release:wizard.backToChannels') }).click();
    const leave = page.getByRole('dialog', { name: en('release:wizard.leaveTitle') });
    await leave.waitFor();
    await snap(page, 'e2e-release-leave-guard-en');
    await leave.getByRole('button', { name: en('release:wizard.leaveCancel') }).click();
    expect(page.url()).toContain('view=wizard');
    const save = page.getByRole('button', { name: en('release:wizard.save') });
    await save.click();
    await page.getByText(en('release:wizard.saved'), { exact: true }).waitFor();

    // an expired session keeps what was typed and puts it back after signing in again
    const typed = 'Star maps load faster, and the radar works again.';
    await vnote('en_US').fill(typed);
    const pageToken = await page.evaluate(() => localStorage.getItem('token'));
    await apiData(base(), '/vrmcsys/account/logout', {}, pageToken!);
    await save.click();
    await page.waitForURL(/\/login\?redirect=/);
    const labels = signInLabels('en');
    await page.getByLabel(labels.account, { exact: true }).fill(DEV.email);
    await page.getByLabel(labels.password, { exact: true }).fill(DEV.password);
    await page.getByRole('button', { name: labels.submit, exact: true }).click();
    await page.waitForURL(/\/release\?appId=.*view=wizard/);
    await page.getByText(en('release:wizard.restored')).waitFor();
    expect(await vnote('en_US').inputValue()).toBe(typed);
    await snap(page, 'e2e-release-restored-en');
    await save.click();
    await expect.poll(() => mainForm().then((f) => f.vnote.en_US)).toBe(typed);

    await stepNav(page, en('release:wizard.steps'))
      .getByText(en('release:wizard.step.5'), { exact: true })
      .click();
    await page.getByText(en('release:summary.missingNone')).waitFor();
    await snap(page, 'e2e-release-step5-summary-en');
    await submit.click();
    await page.getByTestId('release-submitted').waitFor();
    await page.getByText(en('release:submitted.title')).waitFor();
    await snap(page, 'e2e-release-step6-submitted-en');
    await page.getByRole('button', { name: en('release:submitted.toCenter') }).click();
    await page.waitForURL(/\/app_center\?appId=/);
    // in the automatic check, or waiting for the technical review it leads to
    const inReview = [AppStatus.autoQueued, AppStatus.autoRunning, AppStatus.manualQueued]
      .map((status) => escapeRegExp(en(`apps:status.${status}`)))
      .join('|');
    await expect
      .poll(() => page.getByTestId('submission-status').textContent())
      .toMatch(new RegExp(inReview));
    await snap(page, 'e2e-release-app-center-en');
    expect((await mainForm()).status).not.toBe(AppStatus.draft);

    // submitting again during the review asks first, since it restarts the review
    await page.goto(wizardUrl('en'));
    await page.getByRole('button', { name: en('release:submitted.editAgain') }).click();
    await page.getByRole('link', { name: en('release:summary.notifications') }).waitFor();
    await submit.click();
    const again = page.getByRole('dialog', { name: en('release:summary.confirmTitle') });
    await again.getByText(en('release:summary.confirmText')).waitFor();
    await snap(page, 'e2e-release-resubmit-confirm-en');
    // the dialog's cancel button is Ant Design's own
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });
  });

  it('creates a business channel and sets its own price in USD', async () => {
    const { page } = portal;
    await page.goto(`${base()}/manage/release?appId=${appId}&lang=en`);
    await page.getByRole('button', { name: en('release:channels.new') }).click();
    const dialog = page.getByRole('dialog', { name: en('release:channels.newTitle') });
    await dialog.getByRole('button', { name: en('release:channels.create') }).click();
    await dialog.getByText(en('release:channels.channelNameRequired')).waitFor();
    await dialog
      .getByLabel(en('release:channels.channelName'), { exact: true })
      .fill('Fleet Partners');
    await dialog
      .getByLabel(en('release:channels.descpt'), { exact: true })
      .fill('Headsets of partner arcades');
    await snap(page, 'e2e-release-new-channel-en');
    await dialog.getByRole('button', { name: en('release:channels.create') }).click();
    const configure = page.getByRole('button', {
      name: en('release:channels.configureNamed', { name: 'Fleet Partners' }),
    });
    await configure.waitFor();
    await snap(page, 'e2e-release-channels-with-tob-en');

    await configure.click();
    await page
      .getByRole('heading', { name: en('release:config.title', { name: 'Fleet Partners' }) })
      .waitFor();
    await page.getByText(en('release:config.businessesEmpty')).waitFor();
    await page.getByRole('button', { name: en('release:config.add') }).click();
    const add = page.getByRole('dialog', { name: en('release:config.addTitle') });
    const businessId = add.getByLabel(en('release:config.bId'), { exact: true });
    await businessId.fill('not-an-id');
    await add.getByRole('button', { name: en('release:config.addOk') }).click();
    await add.getByText(en('release:config.bIdFormat')).waitFor();
    // a business registered by the platform is linked and waits for its confirmation
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        'apps/server/dist/admin.js',
        'create-business',
        '--name',
        'Orbit Arcades',
        '--email',
        'ops@orbit.example.com',
      ],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: portal.server.dataDir },
      },
    );
    const bId = /bId ([0-9a-f]{32})/.exec(stdout)![1]!;
    await businessId.fill(bId);
    await add.getByRole('button', { name: en('release:config.addOk') }).click();
    await page.getByRole('cell', { name: bId }).waitFor();
    await page.getByText(en('release:config.pending'), { exact: true }).waitFor();
    await snap(page, 'e2e-release-channel-config-en');
    await page
      .getByRole('button', { name: en('release:config.unlinkNamed', { name: 'Orbit Arcades' }) })
      .click();
    await page
      .getByRole('dialog', { name: en('release:config.unlinkTitle', { name: 'Orbit Arcades' }) })
      .getByRole('button', { name: en('release:config.unlink') })
      .click();
    await page.getByText(en('release:config.businessesEmpty')).waitFor();
    await page.getByRole('button', { name: en('release:config.editRelease') }).click();

    await page
      .getByRole('heading', { name: en('release:wizard.titleTob', { name: 'Fleet Partners' }) })
      .waitFor();
    const cId = new URL(page.url()).searchParams.get('cId')!;
    await stepNav(page, en('release:wizard.steps'))
      .getByText(en('release:wizard.step.4'), { exact: true })
      .click();
    await page.getByRole('heading', { name: en('release:wizard.step.4'), level: 2 }).waitFor();
    await page.getByLabel(en('release:pricing.currency'), { exact: true }).click();
    await page
      .locator('.ant-select-item-option', { hasText: en('release:pricing.currencies.1') })
      .click();
    await page.getByLabel(en('release:pricing.custom'), { exact: true }).check();
    const amount = page.getByLabel(en('release:pricing.amount'), { exact: true });
    await amount.fill('12.999');
    const save = page.getByRole('button', { name: en('release:wizard.save') });
    await save.click();
    await page.getByText(en('release:pricing.amountInvalid', { decimals: 2 })).waitFor();
    await amount.fill('12.99');
    await save.click();
    await page.getByText(en('release:wizard.saved'), { exact: true }).waitFor();
    await snap(page, 'e2e-release-tob-pricing-en');
    const tob = await apiData<Form>(base(), '/vrmcsys/dvlper/getAppInfoTob', { appId, cId }, token);
    expect(tob).toMatchObject({ pMode: 1, sprice: 1299, currency: 1 });

    // it comes back after a reload, in the other language
    await page.goto(wizardUrl('zh', cId));
    await page.getByRole('heading', { name: zh('release:wizard.step.4'), level: 2 }).waitFor();
    expect(await page.getByLabel(zh('release:pricing.amount'), { exact: true }).inputValue()).toBe(
      '12.99',
    );
    await snap(page, 'e2e-release-tob-pricing-zh');
    // the main store keeps its own price
    expect(await mainForm()).toMatchObject({ sprice: 4000, currency: 0 });

    // deleting a channel asks first
    await page.goto(`${base()}/manage/release?appId=${appId}&lang=zh`);
    await page.getByRole('button', { name: zh('release:channels.new') }).click();
    const create = page.getByRole('dialog', { name: zh('release:channels.newTitle') });
    await create.getByLabel(zh('release:channels.channelName'), { exact: true }).fill('临时渠道');
    await create.getByRole('button', { name: zh('release:channels.create') }).click();
    const remove = page.getByRole('button', {
      name: zh('release:channels.deleteNamed', { name: '临时渠道' }),
    });
    await remove.click();
    const confirm = page.getByRole('dialog', {
      name: zh('release:channels.deleteTitle', { name: '临时渠道' }),
    });
    await snap(page, 'e2e-release-delete-channel-zh');
    await confirm.getByRole('button', { name: zh('release:channels.deleteOk') }).click();
    await page.getByText(zh('release:channels.deleted')).waitFor();
    expect(await remove.count()).toBe(0);
    await snap(page, 'e2e-release-channels-zh');
    expect(portal.pageErrors).toEqual([]);
  });
});
