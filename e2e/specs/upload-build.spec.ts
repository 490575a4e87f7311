import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { snap, watchPageErrors } from '../support/browser.js';
import { apiData, registerDeveloper, signInByMail } from '../support/accounts.js';
import { BUILD_PKG, releaseApk } from '../support/builds.js';
import { usePortal } from '../support/portal-session.js';
import { escapeRegExp, textPattern, texts } from '../support/texts.js';

const t = texts('en');
const zh = texts('zh');

const DEV = { email: 'nova.dev@example.com', password: 'Nova2026!x', name: 'Nova Studio' };

interface VersionItem {
  ver: string;
  vcode: number;
  size: number;
  fname: string;
}

const phaseOf = (page: Page) => page.getByTestId('upload-phase').getAttribute('data-phase');

describe('uploading a build through the dialog of the app center', () => {
  const portal = usePortal();
  let token = '';
  let appId = '';
  let apkFile = '';
  let apkSize = 0;

  it("sets up a developer, an app of the build's package and a 25 MB release build", async () => {
    token = await registerDeveloper(portal.server, DEV.email, DEV.password, DEV.name);
    ({ appId } = await apiData<{ appId: string }>(
      portal.server.url,
      '/vrmcsys/dvlper/createApp',
      { name: 'Nova Settings', pkg: BUILD_PKG },
      token,
    ));
    // three 10 MB chunks, so the upload can be paused between them
    const apk = await releaseApk(25 * 1024 * 1024, 200);
    apkSize = apk.length;
    apkFile = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'vrportal-apk-')),
      'nova-release.apk',
    );
    fs.writeFileSync(apkFile, apk);
  });

  it('uploads with progress, pauses, resumes after the tab was closed and shows the merged build in the history', async () => {
    let { page } = portal;
    await signInByMail(page, portal.server.url, DEV.email, DEV.password);
    await page.goto(`${portal.server.url}/manage/app_center?appId=${appId}`);
    await page.getByRole('button', { name: t('apps:center.versions.upload') }).click();
    const dialog = page.getByRole('dialog', { name: t('upload:title.apk') });
    await dialog.waitFor();
    await snap(page, 'e2e-upload-choose-en');

    // a slow line, so the transfer can be watched and paused
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024 * 1024,
    });
    await dialog.locator('input[type="file"]').setInputFiles(apkFile);
    await expect.poll(() => phaseOf(page), { timeout: 30_000 }).toBe('uploading');
    await snap(page, 'e2e-upload-uploading-en');
    await dialog.getByRole('button', { name: t('upload:actions.pause') }).click();
    await expect.poll(() => phaseOf(page)).toBe('paused');
    await snap(page, 'e2e-upload-paused-en');

    // pausing cancels the chunk in flight; resuming asks the server what it holds and goes on
    const chunkStored = page.waitForResponse(
      (r) => r.url().endsWith('/vrmcsys/dvlper/uploadAppFile') && r.status() === 200,
    );
    await dialog.getByRole('button', { name: t('upload:actions.resume') }).click();
    await chunkStored;
    // the developer closes the tab mid-way and comes back: the dialog offers the unfinished upload
    await page.close();
    page = await portal.browser.context.newPage();
    portal.page = page;
    portal.pageErrors = watchPageErrors(page);
    await page.goto(`${portal.server.url}/manage/app_center?appId=${appId}`);
    await page.getByRole('button', { name: t('apps:center.versions.upload') }).click();
    const again = page.getByRole('dialog', { name: t('upload:title.apk') });
    await again.getByText(t('upload:resume.title', { name: 'nova-release.apk' })).waitFor();
    await snap(page, 'e2e-upload-unfinished-en');
    await again.locator('input[type="file"]').setInputFiles(apkFile);
    await expect.poll(() => phaseOf(page), { timeout: 60_000 }).toBe('done');
    const resumed = new RegExp(
      textPattern('en', 'upload:stats.resumed', { count: '\\d+', total: '\\d+' }),
    );
    await expect.poll(() => again.getByText(resumed).count()).toBe(1);
    await snap(page, 'e2e-upload-done-en');
    await again.getByRole('button', { name: t('upload:actions.done') }).click();

    const history = await apiData<{ apps: VersionItem[] }>(
      portal.server.url,
      '/vrmcsys/dvlper/getAppHistorys',
      { appId },
      token,
    );
    expect(history.apps).toHaveLength(1);
    expect(history.apps[0]).toMatchObject({ ver: '8.0.10', vcode: 200, size: apkSize });
    await page.getByRole('cell', { name: '8.0.10', exact: true }).first().waitFor();
    await snap(page, 'e2e-upload-history-en');

    // the Download button saves the build under its stored name and says so
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', {
          name: new RegExp(escapeRegExp(t('apps:center.versions.download'))),
        })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(history.apps[0]!.fname);
    await page.getByText(t('common:download.done')).waitFor();
    const saved = await download.path();
    expect(fs.statSync(saved).size).toBe(apkSize);

    // the stored build is the file that was picked, byte for byte
    const stored = await fetch(`${portal.server.url}/vrmcsys/fileserver/downloadApp`, {
      headers: { token, fname: history.apps[0]!.fname, ver: '8.0.10' },
    });
    expect(Buffer.from(await stored.arrayBuffer()).equals(fs.readFileSync(apkFile))).toBe(true);
  });

  it('refuses a build of another package before any byte is sent, in Chinese and at 375 px', async () => {
    const { page } = portal;
    const other = await apiData<{ appId: string }>(
      portal.server.url,
      '/vrmcsys/dvlper/createApp',
      { name: '别的应用', pkg: 'com.nova.other' },
      token,
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${portal.server.url}/manage/app_center?appId=${other.appId}&lang=zh`);
    await page
      .getByRole('button', { name: zh('apps:center.versions.upload') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: zh('upload:title.apk') });
    await dialog.waitFor();
    await snap(page, 'e2e-upload-choose-zh-375');
    await dialog.locator('input[type="file"]').setInputFiles(apkFile);
    await expect.poll(() => phaseOf(page), { timeout: 30_000 }).toBe('failed');
    const text = (await dialog.textContent()) ?? '';
    // the app has no version yet: the package it was created with is the one to match
    expect(text).toContain(
      zh('upload:problems.packageNotApp.advice', { found: BUILD_PKG, expected: 'com.nova.other' }),
    );
    expect(text).toContain('com.nova.other');
    await snap(page, 'e2e-upload-wrong-package-zh-375');
    const none = await apiData<{ apps: VersionItem[] }>(
      portal.server.url,
      '/vrmcsys/dvlper/getAppHistorys',
      { appId: other.appId },
      token,
    );
    expect(none.apps).toEqual([]);
  });
});
