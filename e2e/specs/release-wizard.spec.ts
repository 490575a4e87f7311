import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { AppStatus } from '@vrportal/contract';
import type { Page } from 'playwright-core';
import { expectFitsWidth, snap } from '../support/browser.js';
import { apiData, registerDeveloper, signInByMail } from '../support/accounts.js';
import { mp4, pdf, png } from '../support/asset-files.js';
import { BUILD_PKG, releaseApk } from '../support/builds.js';
import { usePortal } from '../support/portal-session.js';

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

const phaseOf = (page: Page) => page.getByTestId('upload-phase').getAttribute('data-phase');
const missingItems = (page: Page) => page.getByTestId('missing-list').locator('li').count();
async function next(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
}
const stepNav = (page: Page, name: string) => page.getByRole('navigation', { name });

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
    await page.getByTestId('channel-toc').getByRole('button', { name: 'Edit release' }).click();
    await page.waitForURL(/view=wizard/);

    // the summary first: everything is still missing
    await stepNav(page, 'Release steps').getByText('Summary', { exact: true }).click();
    await page.getByTestId('missing-list').waitFor();
    const before = await missingItems(page);
    expect(before).toBeGreaterThanOrEqual(15);
    expect(await page.getByRole('button', { name: 'Submit for review' }).isDisabled()).toBe(true);
    await page.getByText('Submit becomes possible when nothing is missing.').waitFor();
    await snap(page, 'e2e-release-summary-empty-en');
    await page.getByRole('button', { name: 'Fix Installation package' }).click();

    // step 0: the build through the shared upload dialog, what's new, devices
    await page.getByRole('button', { name: 'Upload build' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload installation package (APK)' });
    await dialog.waitFor();
    await dialog.locator('input[type="file"]').setInputFiles(files['nebula.apk']!);
    await expect.poll(() => phaseOf(page), { timeout: 60_000 }).toBe('done');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByTestId('draft-build').textContent()).toContain('8.0.10');
    await page
      .getByLabel("What's new (Simplified Chinese)", { exact: true })
      .fill('修复了星图加载缓慢的问题。');
    await page.getByLabel("What's new (English)", { exact: true }).fill('Star maps load faster.');
    await page.getByLabel('YVR 1', { exact: true }).check();
    await page.getByLabel('YVR 2', { exact: true }).check();
    await snap(page, 'e2e-release-step0-build-en');
    await next(page, /^Next/);

    // step 1: description, with a third language
    await page.getByRole('heading', { name: 'Description', level: 2 }).waitFor();
    await page.getByLabel('App name (Simplified Chinese)', { exact: true }).fill('星云游侠');
    await page.getByLabel('App name (English)', { exact: true }).fill(APP_NAME);
    await page.getByLabel('Add a language for App name', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Japanese' }).click();
    await page.getByLabel('App name (Japanese)', { exact: true }).fill('ネビュラレンジャー');
    await page.getByLabel('First letter', { exact: true }).fill('n');
    await page
      .getByLabel('One-line sentence (Simplified Chinese)', { exact: true })
      .fill('在星海中巡航');
    await page
      .getByLabel('One-line sentence (English)', { exact: true })
      .fill('Patrol the star sea');
    await page
      .getByLabel('Description (Simplified Chinese)', { exact: true })
      .fill('驾驶你的飞船穿越星云，守护边境星系。');
    await page
      .getByLabel('Description (English)', { exact: true })
      .fill('Fly your ship through the nebula and guard the frontier systems.');
    expect(await page.getByLabel('First letter', { exact: true }).inputValue()).toBe('N');
    await snap(page, 'e2e-release-step1-description-en');
    await next(page, /^Next/);
    await page.getByRole('heading', { name: 'Additional details', level: 2 }).waitFor();
    const saved = await mainForm();
    expect(saved.name).toMatchObject({
      zh_CN: '星云游侠',
      en_US: APP_NAME,
      ja: 'ネビュラレンジャー',
    });
    expect(saved.vnote.en_US).toBe('Star maps load faster.');

    // the rest in Chinese: the language switch reloads, and the wizard keeps its step
    await page.goto(wizardUrl('zh'));
    await page.getByRole('heading', { name: '附加信息', level: 2 }).waitFor();
    await page.getByLabel('游戏', { exact: true }).check();
    await page.getByLabel('标签', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: '射击' }).click();
    await page.locator('.ant-select-item-option', { hasText: '动作冒险' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('支持语言', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: '简体中文' }).click();
    await page.locator('.ant-select-item-option', { hasText: '英语' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('存储', { exact: true }).check();
    await page.getByLabel('需要联网', { exact: true }).check();
    await page.getByLabel('单人', { exact: true }).check();
    await page.getByLabel('合作', { exact: true }).check();
    await page.getByLabel('VR 手柄', { exact: true }).check();
    await page.getByLabel('手势追踪', { exact: true }).check();
    await page.getByLabel('适中', { exact: true }).check();
    await page.getByLabel('开发者', { exact: true }).fill(DEV.name);
    await snap(page, 'e2e-release-step2-details-zh');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('草稿已保存').waitFor();
    const details = await mainForm();
    expect(details).toMatchObject({ tag: [1, 3], gameMode: 5, controlMode: 3 });
    await next(page, /^下一步/);

    // step 3: assets; a picture of the wrong size is refused in the browser
    await page.getByRole('heading', { name: '素材', level: 2 }).waitFor();
    await page.getByTestId('file-icon').setInputFiles(files['icon-small.png']!);
    await page.getByText('图标须为 512 × 512 像素，此图片为 500 × 500').waitFor();
    await page.getByTestId('file-icon').setInputFiles(files['icon.png']!);
    await page.getByRole('img', { name: '图标' }).waitFor();
    await page.getByTestId('file-cover').setInputFiles(files['cover.png']!);
    await page.getByRole('img', { name: '横版封面' }).waitFor();
    await page.getByTestId('file-screenshot').setInputFiles(files['shot-1.png']!);
    await page.getByRole('img', { name: '截图 1' }).waitFor();
    await page.getByTestId('file-screenshot').setInputFiles(files['shot-2.png']!);
    await page.getByRole('img', { name: '截图 2' }).waitFor();
    await page.getByTestId('file-trailer').setInputFiles(files['trailer.mp4']!);
    await page.getByTestId('trailer-1').waitFor();
    await page.getByTestId('file-trailer-cover-1').setInputFiles(files['trailer-cover.png']!);
    await page.getByRole('img', { name: '宣传视频 1 的封面' }).waitFor();
    await page.getByTestId('file-doc').setInputFiles(files['copyright.pdf']!);
    await page.getByText('copyright.pdf').waitFor();
    expect((await mainForm()).pics).toHaveLength(2);
    await snap(page, 'e2e-release-step3-assets-zh');
    await next(page, /^下一步/);

    // step 4: a recommended price, shown as money
    await page.getByRole('heading', { name: '定价', level: 2 }).waitFor();
    await page.getByText('主商店只以人民币（CNY）销售。').waitFor();
    await page.getByLabel('推荐价格', { exact: true }).check();
    await page.getByText('¥40.00', { exact: true }).click();
    await snap(page, 'e2e-release-step4-pricing-zh');
    await next(page, /^下一步/);

    // the summary: nothing is missing any more
    await page.getByText('所有内容均已填写。').waitFor();
    expect(await missingItems(page)).toBe(0);
    const done = page.getByTestId('summary-steps').locator('li[data-done="1"]');
    expect(await done.count()).toBe(5);
    await page.getByTestId('release-diff').getByText('尚无线上版本：这是首次发布。').waitFor();
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
    await page.getByRole('button', { name: '提交审核' }).waitFor();
    for (let step = 5; step >= 0; step -= 1) {
      await page.getByText(`第 ${step + 1} 步，共 6 步`).waitFor();
      await expectFitsWidth(page);
      await snap(page, `e2e-release-step${step}-zh-375`);
      if (step > 0) await page.getByRole('button', { name: '上一步' }).click();
    }
    await page.goto(wizardUrl('en'));
    for (let step = 0; step <= 5; step += 1) {
      await page.getByText(`Step ${step + 1} of 6`).waitFor();
      await expectFitsWidth(page);
      await snap(page, `e2e-release-step${step}-en-375`);
      if (step < 5) await next(page, /^Next/);
    }
    await page.getByRole('button', { name: 'Submit for review' }).waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('asks before leaving with unsaved changes, then submits from the English summary', async () => {
    const { page } = portal;
    // the wizard opens on the step shown last: the summary
    await page.goto(wizardUrl('en'));
    await page.getByRole('button', { name: 'Submit for review' }).waitFor();
    await stepNav(page, 'Release steps').getByText('Build', { exact: true }).click();
    await page.getByRole('heading', { name: 'Build', level: 2 }).waitFor();
    for (const lang of ['Simplified Chinese', 'English']) {
      expect(await page.getByLabel(`What's new (${lang})`, { exact: true }).inputValue()).not.toBe(
        '',
      );
    }
    await snap(page, 'e2e-release-step0-build-reloaded-en');
    await page.getByLabel('Forced update', { exact: true }).click();
    await page.getByRole('button', { name: 'Back to release channels' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await snap(page, 'e2e-release-leave-guard-en');
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toContain('view=wizard');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved', { exact: true }).waitFor();

    // an expired session keeps what was typed and puts it back after signing in again
    const typed = 'Star maps load faster, and the radar works again.';
    await page.getByLabel("What's new (English)", { exact: true }).fill(typed);
    const pageToken = await page.evaluate(() => localStorage.getItem('token'));
    await apiData(base(), '/vrmcsys/account/logout', {}, pageToken!);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('E-mail', { exact: true }).fill(DEV.email);
    await page.getByLabel('Password', { exact: true }).fill(DEV.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/release\?appId=.*view=wizard/);
    await page
      .getByText('Your unsaved entries from before you had to sign in again are back.')
      .waitFor();
    expect(await page.getByLabel("What's new (English)", { exact: true }).inputValue()).toBe(typed);
    await snap(page, 'e2e-release-restored-en');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => mainForm().then((f) => f.vnote.en_US)).toBe(typed);

    await stepNav(page, 'Release steps').getByText('Summary', { exact: true }).click();
    await page.getByText('Everything is filled in.').waitFor();
    await snap(page, 'e2e-release-step5-summary-en');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByTestId('release-submitted').waitFor();
    await page.getByText('Submitted for review').waitFor();
    await snap(page, 'e2e-release-step6-submitted-en');
    await page.getByRole('button', { name: 'Go to the app center' }).click();
    await page.waitForURL(/\/app_center\?appId=/);
    await expect
      .poll(() => page.getByTestId('submission-status').textContent())
      .toMatch(/automatic check|review/i);
    await snap(page, 'e2e-release-app-center-en');
    expect((await mainForm()).status).not.toBe(AppStatus.draft);

    // submitting again during the review asks first, since it restarts the review
    await page.goto(wizardUrl('en'));
    await page.getByRole('button', { name: 'View the release' }).click();
    await page.getByRole('link', { name: 'Review messages in your notifications' }).waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    const again = page.getByRole('dialog', { name: 'Submit again?' });
    await again
      .getByText('The review under way stops and starts again from the beginning.')
      .waitFor();
    await snap(page, 'e2e-release-resubmit-confirm-en');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });
  });

  it('creates a business channel and sets its own price in USD', async () => {
    const { page } = portal;
    await page.goto(`${base()}/manage/release?appId=${appId}&lang=en`);
    await page.getByRole('button', { name: 'New channel' }).click();
    const dialog = page.getByRole('dialog', { name: 'New channel' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Enter the channel name').waitFor();
    await dialog.getByLabel('Channel name', { exact: true }).fill('Fleet Partners');
    await dialog
      .getByLabel('Description (optional)', { exact: true })
      .fill('Headsets of partner arcades');
    await snap(page, 'e2e-release-new-channel-en');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Configure Fleet Partners' }).waitFor();
    await snap(page, 'e2e-release-channels-with-tob-en');

    await page.getByRole('button', { name: 'Configure Fleet Partners' }).click();
    await page.getByRole('heading', { name: 'Channel: Fleet Partners' }).waitFor();
    await page.getByText('No business is linked yet').waitFor();
    await page.getByRole('button', { name: 'Add business' }).click();
    const add = page.getByRole('dialog', { name: 'Add a business' });
    await add.getByLabel('Business ID', { exact: true }).fill('not-an-id');
    await add.getByRole('button', { name: 'Send invitation' }).click();
    await add.getByText('A business ID has 32 characters').waitFor();
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
    await add.getByLabel('Business ID', { exact: true }).fill(bId);
    await add.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('cell', { name: bId }).waitFor();
    await page.getByText('Pending', { exact: true }).waitFor();
    await snap(page, 'e2e-release-channel-config-en');
    await page.getByRole('button', { name: 'Unlink Orbit Arcades' }).click();
    await page
      .getByRole('dialog', { name: 'Unlink “Orbit Arcades”?' })
      .getByRole('button', { name: 'Unlink' })
      .click();
    await page.getByText('No business is linked yet').waitFor();
    await page.getByRole('button', { name: "Edit this channel's release" }).click();

    await page.getByRole('heading', { name: 'Release to “Fleet Partners”' }).waitFor();
    const cId = new URL(page.url()).searchParams.get('cId')!;
    await stepNav(page, 'Release steps').getByText('Pricing', { exact: true }).click();
    await page.getByRole('heading', { name: 'Pricing', level: 2 }).waitFor();
    await page.getByLabel('Currency', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'USD' }).click();
    await page.getByLabel('Custom price', { exact: true }).check();
    await page.getByLabel('Amount', { exact: true }).fill('12.999');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Enter an amount from 0 with at most 2 decimals').waitFor();
    await page.getByLabel('Amount', { exact: true }).fill('12.99');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved', { exact: true }).waitFor();
    await snap(page, 'e2e-release-tob-pricing-en');
    const tob = await apiData<Form>(base(), '/vrmcsys/dvlper/getAppInfoTob', { appId, cId }, token);
    expect(tob).toMatchObject({ pMode: 1, sprice: 1299, currency: 1 });

    // it comes back after a reload, in the other language
    await page.goto(wizardUrl('zh', cId));
    await page.getByRole('heading', { name: '定价', level: 2 }).waitFor();
    expect(await page.getByLabel('金额', { exact: true }).inputValue()).toBe('12.99');
    await snap(page, 'e2e-release-tob-pricing-zh');
    // the main store keeps its own price
    expect(await mainForm()).toMatchObject({ sprice: 4000, currency: 0 });

    // deleting a channel asks first
    await page.goto(`${base()}/manage/release?appId=${appId}&lang=zh`);
    await page.getByRole('button', { name: '新建渠道' }).click();
    const create = page.getByRole('dialog', { name: '新建渠道' });
    await create.getByLabel('渠道名称', { exact: true }).fill('临时渠道');
    await create.getByRole('button', { name: '创建' }).click();
    await page.getByRole('button', { name: '删除临时渠道' }).click();
    const confirm = page.getByRole('dialog', { name: '删除渠道“临时渠道”？' });
    await snap(page, 'e2e-release-delete-channel-zh');
    await confirm.getByRole('button', { name: '删除' }).click();
    await page.getByText('渠道已删除').waitFor();
    expect(await page.getByRole('button', { name: '删除临时渠道' }).count()).toBe(0);
    await snap(page, 'e2e-release-channels-zh');
    expect(portal.pageErrors).toEqual([]);
  });
});
